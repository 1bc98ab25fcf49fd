// A task that expects an abstain (issue 29): `expected.outcomes: [abstained]` or `expect: abstain`
// passes when the responder abstains on the question the brief leaves open, fails when the agent
// never asks it; an abstain nobody expected stays apart. Through `parley run` as a process: exit
// code, results.jsonl, summary.json, junit.xml and report.md.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { RunRecord, Summary } from '../../src/results/schema.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-expected-abstain-'));
after(() => rmSync(root, { recursive: true, force: true }));

// The brief answers the name and the tools, never the handoffs: a question about handoffs
// matches no rule, so the rule responder abstains on it.
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
  'Created it.',
];
const GUESSES = ['What should the new agent be called?', 'Created it, with no handoffs.'];

const TASKS: Record<string, object> = {
  'asks-handoffs': {
    inputs: { prompt: 'Add an agent.', mock: ASKS, responder: RESPONDER },
    expected: { outcomes: ['abstained'] },
  },
  'asks-shorthand': {
    inputs: { prompt: 'Add an agent.', mock: ASKS, responder: RESPONDER },
    expect: 'abstain',
  },
  'guesses-handoffs': {
    inputs: { prompt: 'Add an agent.', mock: GUESSES, responder: RESPONDER },
    expect: 'abstain',
  },
  'vague-unexpected': {
    inputs: { prompt: 'Add an agent.', mock: ASKS, responder: RESPONDER },
    graders: [{ type: 'text', name: 'created', config: { contains: ['Created'] } }],
  },
};

function writeSuite(): string {
  const dir = join(root, 'suite');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    JSON.stringify({ name: 'abstains', config: { executor: 'mock' }, tasks: ['tasks/*.yaml'] }),
  );
  for (const [id, task] of Object.entries(TASKS)) {
    writeFileSync(join(dir, 'tasks', `${id}.yaml`), JSON.stringify({ id, ...task }));
  }
  return dir;
}

async function run(dir: string, out: string, ...flags: string[]) {
  const child = spawn(process.execPath, [...CLI_ARGS, 'run', dir, '-o', out, ...flags], {
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
  });
  let console = '';
  child.stdout.on('data', (d: Buffer) => (console += d.toString()));
  child.stderr.on('data', (d: Buffer) => (console += d.toString()));
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  const records = readFileSync(join(out, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as RunRecord);
  const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as Summary;
  const junit = readFileSync(join(out, 'junit.xml'), 'utf8');
  const report = readFileSync(join(out, 'report.md'), 'utf8');
  const verdict = (id: string) => {
    const r = records.find((x) => x.task_id === id);
    assert.ok(r, `no record of ${id}: ${console}`);
    return `${r.status}/${r.outcome}`;
  };
  return { code, console, records, summary, junit, report, verdict };
}

describe('a task that expects an abstain (parley run)', () => {
  it('passes when the responder abstains on the open question, fails when the agent never asks it', async () => {
    const dir = writeSuite();
    const all = await run(dir, join(root, 'all'));
    assert.equal(all.verdict('asks-handoffs'), 'passed/abstained', all.console);
    assert.equal(all.verdict('asks-shorthand'), 'passed/abstained', all.console);
    assert.equal(all.verdict('guesses-handoffs'), 'failed/stopped', all.console);
    assert.equal(all.verdict('vague-unexpected'), 'abstained/abstained', all.console);
    // The agent that guessed fails on the outcome expectation, named.
    const guessed = all.records.find((r) => r.task_id === 'guesses-handoffs')!;
    assert.ok(
      guessed.graders.some((g) => !g.passed && /abstained/.test(g.feedback + g.name)),
      JSON.stringify(guessed.graders),
    );
    // Counts follow the status everywhere: 2 passed, 1 failed, 1 abstained.
    assert.deepEqual(
      {
        passed: all.summary.counts.by_status.passed,
        failed: all.summary.counts.by_status.failed,
        abstained: all.summary.counts.by_status.abstained,
      },
      { passed: 2, failed: 1, abstained: 1 },
    );
    assert.match(all.junit, /<testsuites name="parley" tests="4" failures="2" /);
    assert.match(
      all.report,
      /4 runs: 2 passed \(2 by an expected abstain\), 1 failed, 1 abstained/,
    );
    assert.match(all.console, /2 passed, 1 failed, 1 abstained/);
    assert.equal(all.code, 1, 'a failure and an unexpected abstain fail fail-on: failures');

    // parley grade re-grades the recorded conversations: the expected abstains are graded again
    // and still pass; the unexpected one was never graded and stays abstained.
    const regraded = join(root, 'regraded');
    const grade = spawn(
      process.execPath,
      [...CLI_ARGS, 'grade', join(root, 'all'), dir, '-o', regraded, '-q'],
      { env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' } },
    );
    let graded = '';
    grade.stderr.on('data', (d: Buffer) => (graded += d.toString()));
    await new Promise((done) => grade.on('exit', done));
    const again = readFileSync(join(regraded, 'results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as RunRecord);
    const after = (id: string) => {
      const r = again.find((x) => x.task_id === id);
      return `${r?.status}/${r?.outcome}/${String(r?.regraded)}`;
    };
    assert.equal(after('asks-handoffs'), 'passed/abstained/true', graded);
    assert.equal(after('asks-shorthand'), 'passed/abstained/true', graded);
    assert.equal(after('vague-unexpected'), 'abstained/abstained/true', graded);
    assert.equal(after('guesses-handoffs'), 'failed/stopped/true', graded);

    // Only the tasks whose abstain was expected: everything passed, exit 0.
    const expected = await run(
      dir,
      join(root, 'expected'),
      '--task',
      'asks-handoffs',
      '--task',
      'asks-shorthand',
    );
    assert.equal(expected.summary.counts.by_status.passed, 2, expected.console);
    assert.equal(expected.summary.pass_rate, 1);
    assert.match(expected.junit, /tests="2" failures="0"/);
    assert.equal(expected.code, 0, expected.console);
  });

  it('expect: abstain without a responder is a configuration error naming the field', async () => {
    const dir = join(root, 'bad');
    mkdirSync(join(dir, 'tasks'), { recursive: true });
    writeFileSync(
      join(dir, 'eval.yaml'),
      JSON.stringify({ name: 'bad', config: { executor: 'mock' }, tasks: ['tasks/*.yaml'] }),
    );
    writeFileSync(
      join(dir, 'tasks', 'one.yaml'),
      'id: one\ninputs:\n  prompt: Hi.\n  mock: [Hello.]\nexpect: abstain\n',
    );
    const child = spawn(process.execPath, [...CLI_ARGS, 'validate', dir]);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    assert.equal(code, 2, out);
    assert.match(out, /one\.yaml:5:\d+.*expect.*needs inputs\.responder/s);
  });
});
