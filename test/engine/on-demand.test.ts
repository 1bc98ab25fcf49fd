// `parley run` loads the graders, re2js and the responder when a job first needs them (issue 35):
// prefetched while the first model requests wait on the network, or loaded at the first grade
// by a job that sends none (a mock agent). Either way the records are what they were: the same
// verdicts, feedback and responder replies, and summary.json still names the git commit and ref
// (asked once the runs are under way, not before the first request).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RunRecord, Summary } from '../../src/results/schema.js';
import { git } from '../fakes/git.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { CLI_ARGS } from '../cli-args.js';

const repo = mkdtempSync(join(tmpdir(), 'parley-on-demand-'));
after(() => rmSync(repo, { recursive: true, force: true }));

/** What the agent says to each user message (the mock's script, the fake model's replies). */
const REPLIES: Record<string, string> = {
  'Say OK.': 'OK.',
  'Deploy it.': 'Deployed v2.3.1 to staging.',
  'Add an agent.': 'What should it be called?',
  'research-agent': 'Created research-agent.',
};

function tasks(mock: boolean): Record<string, object> {
  const inputs = (prompt: string, script: string[]) => ({
    prompt,
    ...(mock ? { mock: script } : {}),
  });
  return {
    // No pattern anywhere: re2js is never loaded for it.
    plain: { inputs: inputs('Say OK.', ['OK.']), expected: { output_contains: ['OK'] } },
    // Patterns in a grader and in `expected.matches`: re2js loads before it is graded.
    pattern: {
      inputs: inputs('Deploy it.', ['Deployed v2.3.1 to staging.']),
      expected: { matches: ['staging\\.$'] },
      graders: [
        {
          type: 'text',
          name: 'version',
          config: { regex_match: ['v\\d+\\.\\d+\\.\\d+'], regex_not_match: ['(?i)error'] },
        },
        { type: 'text', name: 'production', config: { regex_match: ['^production'] } },
      ],
    },
    // A rule responder (its patterns too) answers the question.
    asks: {
      inputs: {
        ...inputs('Add an agent.', ['What should it be called?', 'Created research-agent.']),
        responder: {
          instructions: 'configure research-agent',
          max_followups: 2,
          rules: [{ when: '(?i)called', reply: 'research-agent' }],
        },
      },
      expected: { output_contains: ['Created'] },
    },
  };
}

function suite(name: string, config: object, mock: boolean): string {
  const dir = join(repo, name);
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    JSON.stringify({ name, config: { timeout_seconds: 60, ...config }, tasks: ['tasks/*.yaml'] }),
  );
  for (const [id, task] of Object.entries(tasks(mock))) {
    writeFileSync(join(dir, 'tasks', `${id}.yaml`), JSON.stringify({ id, name: id, ...task }));
  }
  return dir;
}

interface Ran {
  code: number | null;
  out: string;
  records: RunRecord[];
  summary: Summary;
}

async function parley(dir: string, env: Record<string, string> = {}): Promise<Ran> {
  const output = `${dir}-out`;
  const child = spawn(process.execPath, [...CLI_ARGS, 'run', dir, '-o', output], {
    cwd: repo,
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', GITHUB_SHA: '', ...env },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  const records = readFileSync(join(output, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as RunRecord)
    .sort((a, b) => a.task_id.localeCompare(b.task_id));
  const summary = JSON.parse(readFileSync(join(output, 'summary.json'), 'utf8')) as Summary;
  return { code, out, records, summary };
}

/** What a user reads of each run: its verdict, every grader's, the conversation and replies. */
const seen = (r: RunRecord) => ({
  task: r.task_id,
  status: r.status,
  outcome: r.outcome,
  graders: r.graders.map((g) => [g.name, g.passed, g.score, g.feedback]),
  turns: r.turns.map((t) => [t.input_source, t.input, t.output]),
  responder: r.responder && [r.responder.kind, r.responder.followups_sent],
});

describe('graders, patterns and the responder loaded on demand (parley run)', () => {
  let model: FakeOpenAI;
  let head: string;
  before(async () => {
    git(repo, 'init', '-q', '-b', 'main');
    writeFileSync(join(repo, 'README.md'), 'x\n');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'one');
    head = git(repo, 'rev-parse', 'HEAD');
    model = await startFakeOpenAI((request) => {
      const messages = request.body.messages as { role: string; content: unknown }[];
      const last = messages.filter((m) => m.role === 'user').at(-1)?.content;
      // The first message has a note of the workspace's folder after it.
      const text = (typeof last === 'string' ? last : JSON.stringify(last)).split('\n')[0]!;
      return { content: REPLIES[text] ?? `no reply for ${text}` };
    });
  });
  after(() => model.close());

  const expected = [
    {
      task: 'asks',
      status: 'passed',
      // The agent's last message is no question: no rule answers it.
      outcome: 'stopped',
      graders: [['expected.output_contains', true, 1, 'all 1 check passed']],
      turns: [
        ['prompt', 'Add an agent.', 'What should it be called?'],
        ['responder', 'research-agent', 'Created research-agent.'],
      ],
      responder: ['rules', 1],
    },
    {
      task: 'pattern',
      status: 'failed',
      outcome: 'completed',
      graders: [
        ['version', true, 1, 'all 2 checks passed'],
        ['production', false, 0, 'regex_match /^production/: no match'],
        ['expected.matches', true, 1, 'all 1 check passed'],
      ],
      turns: [['prompt', 'Deploy it.', 'Deployed v2.3.1 to staging.']],
      responder: null,
    },
    {
      task: 'plain',
      status: 'passed',
      outcome: 'completed',
      graders: [['expected.output_contains', true, 1, 'all 1 check passed']],
      turns: [['prompt', 'Say OK.', 'OK.']],
      responder: null,
    },
  ];

  it('a job whose agent sends model requests (loaded while they wait)', async () => {
    const dir = suite('model', { executor: 'openai', model: 'm' }, false);
    const run = await parley(dir, { OPENAI_BASE_URL: model.url, OPENAI_API_KEY: 'k' });
    assert.equal(run.code, 1, run.out);
    assert.deepEqual(run.records.map(seen), expected, run.out);
    assert.equal(run.summary.identity.commit, head);
    assert.equal(run.summary.identity.ref, 'refs/heads/main');
  });

  it('a job that sends none (loaded at the first grade)', async () => {
    const dir = suite('mock', { executor: 'mock' }, true);
    const run = await parley(dir);
    assert.equal(run.code, 1, run.out);
    assert.deepEqual(run.records.map(seen), expected, run.out);
    assert.equal(run.summary.identity.commit, head);
    assert.equal(run.summary.identity.ref, 'refs/heads/main');
  });
});
