// The documented commands, run. Every Parley invocation in the code blocks of README.md and
// docs/**/*.md is either run here as a user would run it on a clone (each in the kind of folder
// its page describes: a clone's examples, a repository after `parley init`, a repository with a
// skill and a suite), with its exit code and what it prints checked, or named below with the
// reason it cannot run here (a provider's own URL, an install from GitHub). A synopsis line
// (`parley report DIR... [-o DIR]`) runs with its placeholders filled in. A documented command
// that is neither run nor named fails the test, so a new one in the docs must be added here.
// Commands that need a model run against the loopback fake (the configure-agent agent and its
// responder) where the docs set the endpoint, else without one: they must then stop with the
// error that names the variables to set.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CLI_ARGS } from '../cli-args.js';
import { configureAgentHandler } from '../fakes/configure-agent-llm.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { commandLines, invocations, markdownFiles, type Invocation } from './documented.js';

const documented: Invocation[] = markdownFiles().flatMap((file) =>
  commandLines(file).flatMap((line) => invocations(line, [])),
);
const key = (i: Invocation) => `${i.where.replace(/:\d+$/, '')} parley ${i.args.join(' ')}`;
const ran = new Set<string>();

/** Documented commands that cannot run here, and why. */
const NOT_RUN: [file: string, args: RegExp, why: string][] = [
  [
    'docs/responders.md',
    /^check responder --model "\$RESPONDER_MODEL"$/,
    'a workflow step that installs Parley from GitHub',
  ],
  [
    'docs/endpoints.md',
    /^run evals/,
    "a provider's own URL and key: each provider's URL shape, key header and paths run against the fake in test/commands/providers.test.ts",
  ],
  [
    'docs/examples.md',
    /^run examples\/acp-agent/,
    'needs the Gemini CLI and its login: the real ACP agents run in test/agents',
  ],
  ['docs/examples.md', /^run examples\/http-agent/, 'needs your deployed chat endpoint (CHAT_URL)'],
  [
    'docs/cli.md',
    /^history --from-cache/,
    'reads the history the action restored in its own job (test/commands/history.test.ts runs it on such a copy)',
  ],
];

const root = mkdtempSync(join(tmpdir(), 'parley-docs-run-'));
let fake: FakeOpenAI;
before(async () => {
  fake = await startFakeOpenAI(configureAgentHandler, { apiKey: 'sk-docs' });
});
after(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

interface Result {
  code: number | null;
  out: string;
}

const BIN = resolve('bin/parley.js');

function spawnCli(
  cwd: string,
  argv: string[],
  env: Record<string, string>,
  bin = false,
): Promise<Result> {
  const child = spawn(process.execPath, [...(bin ? [BIN] : CLI_ARGS), ...argv], {
    cwd,
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', NO_COLOR: '1', ...env },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, out })));
}

interface Step {
  /** The page, and the documented words after `parley`, exactly. */
  doc: string;
  as: string;
  /** The words run, when the documented ones are a synopsis with placeholders. */
  argv?: string[];
  env?: Record<string, string>;
  /** Run through bin/parley.js (the committed bundle) instead of the sources. */
  bin?: boolean;
  code: number;
  says: RegExp;
}

/** Runs a documented command in `cwd`: it must be in the docs as written, and end as expected. */
async function step(cwd: string, s: Step): Promise<string> {
  const found = documented.find((i) => key(i) === `${s.doc} parley ${s.as}`);
  assert.ok(found, `${s.doc} documents \`parley ${s.as}\``);
  ran.add(key(found));
  const argv = s.argv ?? found.args;
  const { code, out } = await spawnCli(cwd, argv, s.env ?? {}, s.bin);
  assert.equal(code, s.code, `${found.where}: parley ${argv.join(' ')} exits ${s.code}:\n${out}`);
  assert.match(out, s.says, `${found.where}: parley ${argv.join(' ')}`);
  return out;
}

const NO_ENDPOINT = /an LLM endpoint is needed.*set OPENAI_BASE_URL and OPENAI_API_KEY/;

describe('the commands of README.md and docs/, run', () => {
  it('in a clone: the quick start, the offline examples, validate and the token budgets', async () => {
    const clone = join(root, 'clone');
    cpSync('examples', join(clone, 'examples'), { recursive: true });
    const endpoint = { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-docs' };
    const quickStart =
      /3 run\(s\) of 3 task\(s\)[\s\S]*2 runs did not pass \(1 failed, 1 abstained\)/;
    for (const doc of ['README.md', 'docs/examples.md']) {
      await step(clone, { doc, as: 'run examples/configure-agent', code: 1, says: quickStart });
    }
    await step(clone, {
      doc: 'docs/examples.md',
      as: 'run examples/skill-lift --fail-on no-lift',
      code: 1,
      says: /the skill significantly hurts 1 task \(skill-lift\/one-sentence\)/,
    });
    await step(clone, {
      doc: 'docs/examples.md',
      as: 'run examples/openai-agent --model gpt-4.1-mini',
      env: endpoint,
      code: 0,
      says: /1 run\(s\)[\s\S]*passed/,
    });
    await step(clone, {
      doc: 'docs/cli.md',
      as: 'validate examples/configure-agent examples/yao-flows/tests.jsonl',
      code: 0,
      says: /2 suites, 6 tasks loaded/,
    });
    await step(clone, {
      doc: 'docs/tokens.md',
      as: 'tokens check',
      code: 0,
      says: /within their limits/,
    });
    const json = await step(clone, {
      doc: 'docs/tokens.md',
      as: 'tokens check --json',
      code: 0,
      says: /^\{/,
    });
    assert.ok(Array.isArray((JSON.parse(json) as { files: unknown[] }).files));
    await step(clone, {
      doc: 'docs/tokens.md',
      as: 'tokens check skills/my-skill',
      argv: ['tokens', 'check', 'examples/skill-lift/skills/release-notes'],
      code: 0,
      says: /release-notes\/SKILL\.md +\d+ +\d+ +ok/,
    });
    await step(clone, {
      doc: 'docs/cli.md',
      as: 'tokens check [PATH...] [--json]',
      argv: ['tokens', 'check', 'examples/configure-agent', '--json'],
      code: 0,
      says: /"files"/,
    });
  });

  it('in a repository after `parley init`: validate, run, the results commands and the quarantine', async () => {
    const repo = join(root, 'repo');
    mkdirSync(repo);
    spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
    await step(repo, {
      doc: 'docs/cli.md',
      as: 'init [DIR] [--skill SKILL_DIR] [--shards N]',
      argv: ['init'],
      code: 0,
      says: /wrote evals\/repo\/eval\.yaml/,
    });
    await step(repo, {
      doc: 'docs/cli.md',
      as: 'validate',
      code: 0,
      says: /1 suites?, 3 tasks loaded/,
    });
    await step(repo, { doc: 'docs/cli.md', as: 'run', code: 0, says: /3 run\(s\)[\s\S]*3 passed/ });
    // README's three ways to run Parley outside this checkout are all `parley run`; the one a
    // clone can take is the last, `node path/to/parley/bin/parley.js run` (the bundle).
    await step(repo, { doc: 'README.md', as: 'run', bin: true, code: 0, says: /3 passed/ });
    await step(repo, {
      doc: 'docs/cli.md',
      as: 'run [PATH...] [flags]',
      argv: ['run', 'evals', '--trials', '2', '--keep-workspaces'],
      code: 0,
      says: /6 run\(s\) of 3 task\(s\)/,
    });
    await step(repo, {
      doc: 'docs/cli.md',
      as: 'grade RESULTS_DIR [SUITE...] [--output DIR] [--judge-model M] [--judge-base-url URL]',
      argv: ['grade', 'parley-results', '--output', 'regraded'],
      code: 0,
      says: /regraded/,
    });
    await step(repo, {
      doc: 'docs/cli.md',
      as: 'compare BASE HEAD',
      argv: ['compare', 'parley-results', 'regraded'],
      code: 0,
      says: /no regressions|0 regress/i,
    });
    await step(repo, {
      doc: 'docs/cli.md',
      as: 'pool add POOL SUMMARY [--keep K] [--max-age DAYS]',
      argv: ['pool', 'add', 'pool.json', 'parley-results/summary.json', '--keep', '3'],
      code: 0,
      says: /pool\.json/,
    });
    for (const as of [
      'report DIR... [-o DIR] [--baseline FILE] [--alpha A]',
      'report DIR... [--output DIR] [--baseline FILE] [--alpha A] [--fail-on POLICY] [--quiet]',
    ]) {
      await step(repo, {
        doc: 'docs/cli.md',
        as,
        argv: ['report', 'parley-results', '-o', 'reported', '--baseline', 'pool.json'],
        code: 0,
        says: /reported/,
      });
    }
    cpSync(join(repo, 'parley-results'), join(repo, 'shards', 'shard-1'), { recursive: true });
    cpSync(join(repo, 'parley-results', 'summary.json'), join(repo, 'base', 'summary.json'));
    await step(repo, {
      doc: 'docs/cli.md',
      as: 'report shards --output merged --baseline base/summary.json',
      code: 0,
      says: /merged/,
    });
    for (const [doc, as] of [
      ['docs/cli.md', 'history [DIR'], // the synopsis's `|` ends what the scan reads
      ['docs/scheduled-runs.md', 'history parley-results'],
    ] as const) {
      await step(repo, {
        doc,
        as,
        argv: ['history', 'parley-results'],
        code: 0,
        says: /since the last change: 100% \(2\/2[\s\S]*history page: parley-results\/history\.html/,
      });
    }
    await step(repo, {
      doc: 'docs/cli.md',
      as: 'run evals --model gpt-4.1,gpt-4.1-mini --judge-model o4-mini --trials 5',
      code: 0,
      says: /30 run\(s\) of 6 task\(s\)[\s\S]*Best model: no best: a tie/,
    });
    const task = 'repo/full-brief';
    await step(repo, { doc: 'docs/cli.md', as: 'quarantine list', code: 0, says: /no entries/ });
    await step(repo, {
      doc: 'docs/cli.md',
      as: 'quarantine add SUITE/TASK --reason "flaky since',
      argv: ['quarantine', 'add', task, '--reason', 'flaky since #123', '--days', '7'],
      code: 0,
      says: new RegExp(task),
    });
    assert.match(readFileSync(join(repo, '.parley.yaml'), 'utf8'), /reason: "flaky since #123"/);
    await step(repo, {
      doc: 'docs/cli.md',
      as: 'quarantine remove SUITE/TASK',
      argv: ['quarantine', 'remove', task],
      code: 0,
      says: new RegExp(task),
    });
  });

  it('in a repository of the scheduled-runs page: its quarantine commands, as written', async () => {
    const repo = join(root, 'nightly');
    mkdirSync(repo);
    const page = 'docs/scheduled-runs.md';
    const task = 'checkout/applies-coupon';
    await step(repo, {
      doc: page,
      as: `quarantine add ${task} --reason "flaky since the model update, issue 123" --days 7`,
      argv: [
        'quarantine',
        'add',
        task,
        '--reason',
        'flaky since the model update, issue 123',
        '--days',
        '7',
      ],
      code: 0,
      says: new RegExp(`${task} quarantined until`),
    });
    await step(repo, {
      doc: page,
      as: 'quarantine list',
      code: 0,
      says: new RegExp(`${task}  until`),
    });
    await step(repo, { doc: page, as: `quarantine remove ${task}`, code: 0, says: /removed/ });
  });

  it('in a repository with a skill: draft, run, re-grade and compare (docs/authoring.md)', async () => {
    const repo = join(root, 'authoring');
    cpSync(
      'examples/openai-agent/skills/configure-agent',
      join(repo, 'skills', 'configure-agent'),
      {
        recursive: true,
      },
    );
    cpSync('examples/openai-agent', join(repo, 'evals', 'configure-agent'), { recursive: true });
    const endpoint = { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-docs' };
    for (const as of [
      'generate skills/configure-agent --count 5 --model gpt-4.1',
      'generate skills/configure-agent --count 3 --focus vague-briefs --model gpt-4.1',
    ]) {
      // Drafting needs a model that drafts: test/commands/generate.test.ts scripts one. Here the
      // command as written, without the endpoint its page exports first, must say what to set.
      await step(repo, { doc: 'docs/authoring.md', as, code: 2, says: NO_ENDPOINT });
    }
    await step(repo, {
      doc: 'docs/cli.md',
      as: 'generate SKILL_DIR', // the synopsis's `|` ends what the scan reads as a command
      argv: [
        'generate',
        'skills/configure-agent/SKILL.md',
        '--focus',
        'edge-cases',
        '--model',
        'm',
      ],
      code: 2,
      says: NO_ENDPOINT,
    });
    await step(repo, {
      doc: 'docs/authoring.md',
      as: 'run evals/configure-agent --model gpt-4.1-mini -o results/ --keep-workspaces',
      env: endpoint,
      code: 0,
      says: /1 run\(s\)[\s\S]*results\//,
    });
    await step(repo, {
      doc: 'docs/authoring.md',
      as: 'grade results/ --output regraded/',
      env: endpoint,
      code: 0,
      says: /regraded/,
    });
    await step(repo, {
      doc: 'docs/authoring.md',
      as: 'compare results/ regraded/',
      code: 0,
      says: /./,
    });
    writeFileSync(join(repo, 'my-cases.jsonl'), '');
    for (const as of [
      'check responder --model gpt-4.1-mini',
      'check responder --model my-model --cases my-cases.jsonl --min-accuracy 0.95',
    ]) {
      await step(repo, { doc: 'docs/responders.md', as, code: 2, says: NO_ENDPOINT });
    }
  });

  it('leaves no documented command unrun without a reason', () => {
    const reasonless = documented.filter((i) => {
      if (ran.has(key(i))) return false;
      const file = i.where.replace(/:\d+$/, '');
      return !NOT_RUN.some(([f, args]) => f === file && args.test(i.args.join(' ')));
    });
    assert.deepEqual(
      reasonless.map((i) => `${i.where}: parley ${i.args.join(' ')}`),
      [],
      'documented commands neither run here nor named in NOT_RUN',
    );
    assert.ok(ran.size >= 25, `ran ${ran.size} documented commands`);
  });
});
