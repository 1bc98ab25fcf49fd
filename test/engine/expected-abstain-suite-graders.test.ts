// A task that expects an abstain in a suite whose graders check the finished product (issue 42,
// item 3): the usual waza layout, graders at suite level. A run that abstained as expected is
// judged by the outcome expectation and the task's own graders; the suite's graders are recorded
// as not applicable, never failed, and left out of the score. A run that did not abstain is
// graded by every grader. Through `parley run` as a process: results.jsonl, summary.json,
// junit.xml, report.md, report.html, the console and the exit code.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { RunRecord, Summary } from '../../src/results/schema.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-abstain-suite-graders-'));
after(() => rmSync(root, { recursive: true, force: true }));

// The brief answers the name and the tools, never the handoffs: the rule responder abstains on
// a question about handoffs.
const RESPONDER = {
  instructions: '- name: triage-agent\n- tools: ticket_lookup',
  max_followups: 4,
  rules: [
    { when: '(?i)called|name', reply: 'triage-agent' },
    { when: '(?i)tools', reply: 'ticket_lookup' },
  ],
};
const ASKS = [
  'What should the new agent be called?',
  'Which tools should it have?',
  'Should it hand off to any other agents?',
];
const GUESSES = [
  'What should the new agent be called?',
  {
    text: 'Created agents/triage-agent.agent.yaml, with no handoffs.',
    files: { 'agents/triage-agent.agent.yaml': 'name: triage-agent\n' },
  },
];
const COMPLETES = [
  'What should the new agent be called?',
  {
    text: 'Created agents/triage-agent.agent.yaml.',
    files: { 'agents/triage-agent.agent.yaml': 'name: triage-agent\n' },
  },
];

// The suite's graders check the product: a file written and the agent saying so.
const SUITE_GRADERS = [
  { type: 'text', name: 'reports-the-file', config: { contains: ['agents/triage-agent'] } },
  {
    type: 'file',
    name: 'definition-written',
    config: { must_exist: ['agents/triage-agent.agent.yaml'] },
  },
];
const ASKS_FOR_HANDOFFS = {
  type: 'text',
  name: 'asks-for-handoffs',
  config: { contains: ['hand off'] },
};

const TASKS: Record<string, object> = {
  'asks-handoffs': {
    inputs: { prompt: 'Add an agent.', mock: ASKS, responder: RESPONDER },
    expect: 'abstain',
    graders: [ASKS_FOR_HANDOFFS],
  },
  // Abstains as expected, but its own grader wants a question about something else.
  'asks-wrong-thing': {
    inputs: { prompt: 'Add an agent.', mock: ASKS, responder: RESPONDER },
    expect: 'abstain',
    graders: [{ type: 'text', name: 'asks-for-a-model', config: { contains: ['model'] } }],
  },
  'guesses-handoffs': {
    inputs: { prompt: 'Add an agent.', mock: GUESSES, responder: RESPONDER },
    expect: 'abstain',
    graders: [ASKS_FOR_HANDOFFS],
  },
  completes: {
    inputs: { prompt: 'Add an agent.', mock: COMPLETES, responder: RESPONDER },
  },
};

function writeSuite(): string {
  const dir = join(root, 'suite');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    JSON.stringify({
      name: 'product',
      config: { executor: 'mock' },
      graders: SUITE_GRADERS,
      tasks: ['tasks/*.yaml'],
    }),
  );
  for (const [id, task] of Object.entries(TASKS)) {
    writeFileSync(join(dir, 'tasks', `${id}.yaml`), JSON.stringify({ id, ...task }));
  }
  return dir;
}

async function run(dir: string, out: string, ...flags: string[]) {
  const child = spawn(process.execPath, [...CLI_ARGS, 'run', dir, '-o', out, ...flags], {
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', NO_COLOR: '1' },
  });
  let console = '';
  child.stdout.on('data', (d: Buffer) => (console += d.toString()));
  child.stderr.on('data', (d: Buffer) => (console += d.toString()));
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  const records = readFileSync(join(out, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as RunRecord);
  const read = (name: string) => readFileSync(join(out, name), 'utf8');
  const summary = JSON.parse(read('summary.json')) as Summary;
  const record = (id: string) => {
    const r = records.find((x) => x.task_id === id);
    assert.ok(r, `no record of ${id}: ${console}`);
    return r;
  };
  return {
    code,
    console,
    summary,
    record,
    junit: read('junit.xml'),
    report: read('report.md'),
    html: read('report.html'),
  };
}

const graders = (r: RunRecord) =>
  r.graders.map((g) => [g.name, g.applicable === false ? 'not applicable' : g.passed]);

describe('an expected abstain in a suite with product graders (parley run)', () => {
  it('passes on the outcome and its own graders; the suite graders are not applicable, not failed', async () => {
    const dir = writeSuite();
    const all = await run(dir, join(root, 'all'));

    const asks = all.record('asks-handoffs');
    assert.equal(`${asks.status}/${asks.outcome}`, 'passed/abstained', all.console);
    assert.deepEqual(graders(asks), [
      ['reports-the-file', 'not applicable'],
      ['definition-written', 'not applicable'],
      ['asks-for-handoffs', true],
      ['expected.outcomes', true],
    ]);
    const na = asks.graders.find((g) => g.name === 'definition-written')!;
    assert.match(na.feedback, /^not applicable: the run abstained as its task expects/);
    // Left out of the score: the two checks that applied passed.
    assert.equal(asks.score, 1);
    assert.equal(asks.weighted_score, 1);

    // Abstained as expected, but its own grader failed: failed on that grader alone.
    const wrong = all.record('asks-wrong-thing');
    assert.equal(`${wrong.status}/${wrong.outcome}`, 'failed/abstained', all.console);
    assert.deepEqual(graders(wrong), [
      ['reports-the-file', 'not applicable'],
      ['definition-written', 'not applicable'],
      ['asks-for-a-model', false],
      ['expected.outcomes', true],
    ]);
    assert.equal(wrong.score, 0.5);

    // It did not abstain: graded as any run, by every grader (the product exists: those pass).
    const guessed = all.record('guesses-handoffs');
    assert.equal(`${guessed.status}/${guessed.outcome}`, 'failed/stopped', all.console);
    assert.deepEqual(graders(guessed), [
      ['reports-the-file', true],
      ['definition-written', true],
      ['asks-for-handoffs', false],
      ['expected.outcomes', false],
    ]);
    const completes = all.record('completes');
    assert.deepEqual(graders(completes), [
      ['reports-the-file', true],
      ['definition-written', true],
    ]);

    assert.deepEqual(
      {
        passed: all.summary.counts.by_status.passed,
        failed: all.summary.counts.by_status.failed,
      },
      { passed: 2, failed: 2 },
    );
    // report.md: the counts say it, the failed run names only its own grader, and its suite
    // graders are listed as not applicable.
    assert.match(
      all.report,
      /4 runs: 2 passed \(1 by an expected abstain, suite graders not applicable\), 2 failed/,
    );
    const wrongDetail = /Trial 1: failed — ([^\n]*)/.exec(
      all.report.slice(all.report.indexOf('asks-wrong-thing')),
    )?.[1];
    assert.ok(wrongDetail, all.report);
    assert.match(wrongDetail, /grader `asks-for-a-model`/);
    assert.match(
      wrongDetail,
      /not applicable \(abstained as expected\): `reports-the-file`, `definition-written`/,
    );
    assert.doesNotMatch(all.report, /grader `(reports-the-file|definition-written)`/);
    // report.html: a "not applicable" badge, never "failed", on those rows.
    assert.match(all.html, /definition-written<\/td><td>file<\/td>.*?not applicable/s);
    assert.doesNotMatch(
      all.html,
      /✗ definition-written<\/td>[^\n]*?abstained as its task expects/,
      'a not-applicable grader is not shown failed',
    );
    // junit and the console: the failed run's failure names its own grader only.
    const wrongCase = /<testcase[^>]*name="asks-wrong-thing #1"[^>]*>\s*<failure[^>]*>/.exec(
      all.junit,
    )?.[0];
    assert.ok(wrongCase, all.junit);
    assert.match(wrongCase, /asks-for-a-model/);
    assert.doesNotMatch(wrongCase, /definition-written|reports-the-file/);
    assert.match(all.junit, /<testcase[^>]*name="asks-handoffs #1"[^>]*\/>/);
    assert.doesNotMatch(all.console, /definition-written|reports-the-file/);

    // Only the tasks that abstain as expected and ask the right thing, with the strictest fail-on:
    // green.
    const strict = await run(
      dir,
      join(root, 'strict'),
      '--task',
      'asks-handoffs',
      '--task',
      'completes',
      '--fail-on',
      'failures',
    );
    assert.equal(strict.summary.counts.by_status.passed, 2, strict.console);
    assert.equal(strict.code, 0, strict.console);
  });

  it('parley grade keeps the suite graders not applicable on a re-grade', async () => {
    const dir = join(root, 'suite');
    const graded = join(root, 'regraded');
    const child = spawn(
      process.execPath,
      [...CLI_ARGS, 'grade', join(root, 'all'), dir, '-o', graded, '-q'],
      { env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' } },
    );
    let out = '';
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    await new Promise((done) => child.on('exit', done));
    const again = readFileSync(join(graded, 'results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as RunRecord);
    const asks = again.find((r) => r.task_id === 'asks-handoffs');
    assert.ok(asks, out);
    assert.equal(`${asks.status}/${asks.outcome}`, 'passed/abstained', out);
    assert.deepEqual(graders(asks).slice(0, 2), [
      ['reports-the-file', 'not applicable'],
      ['definition-written', 'not applicable'],
    ]);
  });
});
