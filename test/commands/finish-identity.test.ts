// The end of a `parley run` against a baseline, written from what the process holds (report.html's
// runs spooled as they were written, the side-by-side view's head runs parsed from its own file
// without zod, the cost from each run's digest), is the same as `parley report` of its directory
// with the same baseline renders from the validated files: report.html with the base and head
// side by side, summary.json, junit.xml and report.md (finish-spool.test.ts has the job without a
// baseline, and the order of confirmation runs). A multi-turn LLM responder, a judge, a failing
// run, a secret the agent echoes (redacted in the spool too); the cost of confirmation runs, head
// and base, priced here from results.jsonl.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { dropSuite, git } from './git-repo.js';
import { CLI_ARGS } from '../cli-args.js';

const KEY = 'sk-finish-identity-4d1e9b';
const root = mkdtempSync(join(tmpdir(), 'parley-finish-identity-'));
let model: FakeOpenAI;

/** `parley ARGS` from the repository, against the loopback model (the server runs meanwhile). */
function parley(args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: root,
    env: { ...process.env, OPENAI_API_KEY: KEY, OPENAI_BASE_URL: model.url, NO_COLOR: '1' },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, out })));
}

const read = (dir: string, file: string) => readFileSync(join(root, dir, file), 'utf8');

before(async () => {
  model = await startFakeOpenAI(
    (request) => {
      const messages = request.body.messages as { role: string; content: string }[];
      const text = JSON.stringify(messages);
      if (request.body.model === 'judge-m') {
        const passed = !text.includes('Nothing to say');
        return {
          content: JSON.stringify({
            passed,
            score: passed ? 1 : 0,
            reason: passed ? 'polite' : 'said nothing useful',
            suggestions: [],
            criteria: [],
          }),
          usage: { prompt_tokens: 300, completion_tokens: 30 },
        };
      }
      if (request.body.model === 'responder-m') {
        const done = String(messages.at(-1)?.content).includes('Created');
        return {
          content: JSON.stringify(
            done
              ? { decision: 'stop', reply: '', reason: 'the agent is done', uses: [] }
              : { decision: 'reply', reply: 'Call it research-agent.', reason: 'the brief' },
          ),
          usage: { prompt_tokens: 120, completion_tokens: 12 },
        };
      }
      // The agent: asks for the name first; echoes the key it was (wrongly) given.
      const reply = text.includes('Add an agent')
        ? text.includes('research-agent')
          ? `Created agents/research-agent.yaml (key ${KEY}) <script>alert(1)</script>`
          : 'Which name should it have?'
        : text.includes('Say hello')
          ? 'Hello there! Ünïcode ✓'
          : 'Nothing to say.';
      return { content: reply, usage: { prompt_tokens: 1000, completion_tokens: 200 } };
    },
    { apiKey: KEY },
  );
  const chat = join(root, 'evals/chat');
  mkdirSync(join(chat, 'tasks'), { recursive: true });
  writeFileSync(
    join(chat, 'eval.yaml'),
    JSON.stringify({
      name: 'chat',
      config: {
        executor: 'openai',
        model: 'agent-m',
        judge_model: 'judge-m',
        trials_per_task: 2,
      },
      graders: [{ type: 'prompt', name: 'polite', config: { prompt: 'Is the reply polite?' } }],
      tasks: ['tasks/*.yaml'],
    }),
  );
  const tasks = {
    greet: { inputs: { prompt: 'Say hello.' }, expected: { output_contains: ['Hello'] } },
    mute: { inputs: { prompt: 'Say nothing.' }, expected: { output_contains: ['Hello'] } },
    asks: {
      inputs: {
        prompt: 'Add an agent.',
        responder: { instructions: '- name: research-agent', max_followups: 3 },
      },
      expected: { output_contains: ['Created'] },
    },
  };
  for (const [id, task] of Object.entries(tasks)) {
    writeFileSync(join(chat, 'tasks', `${id}.yaml`), JSON.stringify({ id, ...task }));
  }
  await commitBaseAndHead();
});

after(async () => {
  await model.close();
  rmSync(root, { recursive: true, force: true });
});

/** The base commit (drop says "done"), its results in b/, and the head (drop gave up), committed. */
let baseCommit = '';
async function commitBaseAndHead() {
  git(root, 'init', '-q', '-b', 'main');
  dropSuite(root, 'done');
  writeFileSync(join(root, '.parley.yaml'), 'defaults: {responder_model: responder-m}\n');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  baseCommit = git(root, 'rev-parse', 'HEAD');
  const b = await parley(['run', 'evals', '--trials', '6', '-o', 'b', '-q']);
  assert.equal(b.code, 1, b.out); // the chat suite's failing task fails the base too
  dropSuite(root, 'gave up');
  writeFileSync(
    join(root, '.parley.yaml'),
    'defaults: {responder_model: responder-m}\nprices: {agent-m: {input: 2, output: 8}, responder-m: {input: 1, output: 1}, judge-m: {input: 1, output: 4}}\n',
  );
  git(root, 'commit', '-qam', 'head');
}

const runsOf = (dir: string) =>
  read(dir, 'results.jsonl')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
/**
 * A file but the moment it was written: summary.json's created_at (a re-render is written
 * later) and report.html's line quoting it. And the cost, summary.json's and report.md's line:
 * `parley report` reads no prices table and writes no cost (it never did); the run's cost is
 * checked on its own below.
 */
const CREATED = /created \d{4}-\d\d-\d\dT[\d:.]+Z/g;
function timeless(dir: string, file: string): string {
  const text = read(dir, file);
  if (file === 'report.md') return text.replace(/^Cost \$[\d.]+ for \d+ runs\.\n\n/m, '');
  if (file !== 'summary.json') {
    assert.ok(
      file !== 'report.html' || new RegExp(CREATED.source).test(text),
      'report.html says when',
    );
    return text.replace(CREATED, 'created');
  }
  const { created_at, cost: _cost, ...summary } = JSON.parse(text);
  assert.match(created_at, /^\d{4}-/);
  return JSON.stringify(summary, null, 2);
}
// Priced here from results.jsonl alone: tokens × the table's dollars per million.
const PRICE: Record<string, [number, number]> = {
  agent: [2, 8],
  responder: [1, 1],
  judge: [1, 4],
};
const dollars = (
  rs: { usage: Record<string, { input_tokens: number; output_tokens: number }> }[],
) =>
  rs.reduce(
    (n, r) =>
      n +
      Object.entries(PRICE).reduce(
        (m, [role, [i, o]]) =>
          m + (r.usage[role]!.input_tokens * i + r.usage[role]!.output_tokens * o) / 1e6,
        0,
      ),
    0,
  );

/** report.html's run sections: from the first run to the end of the last. */
const runSections = (html: string) =>
  html.slice(
    html.indexOf('<details class="run '),
    html.lastIndexOf('</div></details>\n') + '</div></details>\n'.length,
  );

test('parley run and parley report of its directory write the same report.html, summary.json, junit.xml and report.md', async () => {
  const head = await parley(['run', 'evals', '--trials', '6', '--baseline', 'b', '-o', 'out']);
  assert.equal(head.code, 1, head.out);
  assert.match(head.out, /regressed \(1\)/);
  const runs = runsOf('out');
  assert.equal(runs.length, 24);
  assert.ok(runs.some((r) => r.status === 'failed'));
  assert.ok(
    runs.some((r) => r.turns.length > 1 && r.usage.responder.requests > 0),
    'a conversation the LLM responder went on',
  );
  assert.ok(!existsSync(join(root, 'out/.report.html.spool')), 'the spool is removed');

  const again = await parley(['report', 'out', '--baseline', 'b', '-o', 'again']);
  assert.equal(again.code, 1, again.out);
  for (const file of ['report.html', 'summary.json', 'junit.xml', 'report.md']) {
    assert.equal(timeless('out', file), timeless('again', file), `${file} is the same`);
  }

  // What a user reads: the secret in no file; the page whole, with base and head side by side.
  const html = read('out', 'report.html');
  for (const file of ['report.html', 'results.jsonl', 'summary.json', 'report.md']) {
    assert.ok(!read('out', file).includes(KEY), `${file} holds no secret`);
  }
  assert.match(html, /Which name should it have\?/);
  assert.match(html, /Created agents\/research-agent\.yaml/);
  assert.doesNotMatch(html, /<script>alert/);
  assert.match(html, /side by side/i);
  assert.equal(
    runSections(html).match(/<details class="run /g)?.length,
    runs.length,
    'every run is on the page',
  );
  assert.equal(html.match(/<section class="pair"/g)?.length, 1, 'the dropped task, base and head');
  assert.match(html, /<\/html>\n?$/);
  const { cost } = JSON.parse(read('out', 'summary.json'));
  assert.equal(cost.runs, 24);
  assert.ok(Math.abs(cost.total - dollars(runs)) < 1e-9, JSON.stringify(cost));
});

test('confirmation runs: the cost counts every run, head and base, priced as each run was written', async () => {
  const head = await parley(
    ['run', 'evals', '--baseline', 'b', '--confirm', '--confirm-trials', '4'].concat([
      '--base-ref',
      baseCommit,
      '-o',
      'confirmed',
      '-q',
    ]),
  );
  assert.equal(head.code, 1, head.out);
  const runs = runsOf('confirmed');
  const base = runs.filter((r) => r.side === 'base');
  assert.ok(base.length > 0 && runs.some((r) => r.confirmation && r.side !== 'base'));

  const { cost } = JSON.parse(read('confirmed', 'summary.json'));
  assert.equal(cost.runs, runs.length, 'screening, head and base confirmation runs');
  assert.equal(cost.base.runs, base.length);
  assert.ok(Math.abs(cost.total - dollars(runs)) < 1e-9, JSON.stringify(cost));
  assert.ok(Math.abs(cost.base.total - dollars(base)) < 1e-9);

  assert.ok(!existsSync(join(root, 'confirmed/.report.html.spool')));
});
