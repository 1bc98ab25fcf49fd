// `parley grade` as a user runs it (a child process): a suite runs against the loopback model,
// one grader changes, and the re-grade changes exactly the verdicts that grader decides, with no
// request to the agent's endpoint (the judge's endpoint is asked again). The output is a results
// set marked as re-graded that `parley compare` reads; a bad results.jsonl line is named.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-grade-'));
let agent: FakeOpenAI;
let judge: FakeOpenAI;

function parley(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: root,
    env: { ...process.env, OPENAI_API_KEY: 'sk-agent-key', OPENAI_BASE_URL: agent.url },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, stdout, stderr })));
}

const judgeArgs = () => ['--judge-base-url', judge.url, '--judge-api-key', 'sk-judge-key'];

function writeSuite(greetPattern: string): void {
  const dir = join(root, 'suite');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    [
      'name: regrade',
      'config: {executor: openai, model: fake-model, timeout_seconds: 60}',
      'graders:',
      '  - {type: prompt, name: polite, config: {prompt: Is the reply polite?}}',
      'tasks: [tasks/*.yaml]',
      '',
    ].join('\n'),
  );
  const task = (id: string, prompt: string, pattern: string) =>
    writeFileSync(
      join(dir, 'tasks', `${id}.yaml`),
      JSON.stringify({
        id,
        inputs: { prompt },
        graders: [{ type: 'text', name: 'says', config: { contains: [pattern] } }],
      }),
    );
  task('greet', 'Say hello', greetPattern);
  task('farewell', 'Say goodbye', 'Goodbye');
}

interface Record {
  task_id: string;
  status: string;
  outcome: string;
  regraded?: boolean;
  error: { message: string } | null;
  graders: { name: string; passed: boolean; feedback: string }[];
  usage: { judge: { requests: number } };
}
const records = (dir: string): Record[] =>
  readFileSync(join(root, dir, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record);
const byTask = (dir: string) => Object.fromEntries(records(dir).map((r) => [r.task_id, r]));

before(async () => {
  agent = await startFakeOpenAI(
    (req) => {
      const last = String(req.body.messages.at(-1).content);
      return { content: /hello/i.test(last) ? 'Hello there!' : 'Goodbye, friend.' };
    },
    { apiKey: 'sk-agent-key' },
  );
  judge = await startFakeOpenAI(
    () => ({
      content: JSON.stringify({
        passed: true,
        score: 1,
        reason: 'polite',
        suggestions: [],
        criteria: [],
      }),
    }),
    { apiKey: 'sk-judge-key' },
  );
  writeSuite('Hello');
  const run = await parley(['run', 'suite', '-o', 'results', ...judgeArgs(), '-q']);
  assert.equal(run.code, 0, run.stdout + run.stderr);
});

after(async () => {
  await agent.close();
  await judge.close();
  rmSync(root, { recursive: true, force: true });
});

describe('parley grade', () => {
  it('re-grades with the changed grader: exactly its verdicts change, no agent request', async () => {
    const before = byTask('results');
    assert.equal(before.greet!.status, 'passed');
    assert.equal(before.farewell!.status, 'passed');
    const agentRequests = agent.requests.length;
    const judgeRequests = judge.requests.length;
    // The grader under development now wants a word the recorded reply does not have.
    writeSuite('Howdy');
    const r = await parley(['grade', 'results', 'suite', '--output', 'regraded', ...judgeArgs()]);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(
      r.stdout,
      /re-graded 2 run\(s\) of results\/ \(1 verdict\(s\) changed\): regraded\//,
    );
    assert.equal(agent.requests.length, agentRequests, 'no request reached the agent endpoint');
    assert.equal(judge.requests.length, judgeRequests + 2, 'the LLM judge graded both again');

    const after = byTask('regraded');
    assert.equal(after.greet!.status, 'failed');
    assert.match(after.greet!.graders.find((g) => g.name === 'says')!.feedback, /Howdy/);
    assert.equal(after.farewell!.status, 'passed');
    assert.equal(after.greet!.usage.judge.requests, 1);
    for (const record of records('regraded')) assert.equal(record.regraded, true);

    const summary = JSON.parse(readFileSync(join(root, 'regraded', 'summary.json'), 'utf8'));
    assert.equal(summary.regraded_from.results_dir, 'results');
    assert.equal(summary.counts.by_status.failed, 1);
    assert.match(readFileSync(join(root, 'regraded', 'report.md'), 'utf8'), /^> Re-graded by/);

    const compare = await parley(['compare', 'results/summary.json', 'regraded/summary.json']);
    assert.match(compare.stdout, /pass rate 100\.0% -> 50\.0%/, compare.stdout + compare.stderr);
  });

  it('a task gone from the suite is reported and left out; a new task is reported', async () => {
    writeSuite('Hello');
    rmSync(join(root, 'suite', 'tasks', 'farewell.yaml'));
    writeFileSync(
      join(root, 'suite', 'tasks', 'new.yaml'),
      JSON.stringify({ id: 'new', inputs: { prompt: 'x' } }),
    );
    const r = await parley(['grade', 'results', '-o', 'partial', ...judgeArgs(), '-q']);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stderr, /regrade › farewell: no such task in the suites now/);
    assert.match(r.stderr, /regrade › new: no recorded run to re-grade/);
    assert.deepEqual(Object.keys(byTask('partial')), ['greet']);
    rmSync(join(root, 'suite', 'tasks', 'new.yaml'));
    writeSuite('Hello');
  });

  it('a grader that reads the workspace says it cannot re-grade without it', async () => {
    const dir = join(root, 'ws');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'eval.yaml'),
      [
        'name: ws',
        'config: {executor: mock}',
        'graders:',
        '  - {type: file, name: no-junk, config: {must_not_exist: [junk.txt]}}',
        'tasks: [{id: t, inputs: {prompt: hi, mock: [done]}}]',
        '',
      ].join('\n'),
    );
    const run = await parley(['run', 'ws', '-o', 'ws-results', '-q']);
    assert.equal(run.code, 0, run.stderr);
    const r = await parley(['grade', 'ws-results', '-o', 'ws-regraded', '-q']);
    assert.equal(r.code, 1);
    const [record] = records('ws-regraded');
    assert.equal(record!.status, 'error');
    assert.equal(record!.outcome, 'grader_error');
    assert.match(
      record!.error!.message,
      /grader "no-junk" \(file\): cannot re-grade: the workspace was not kept \(run with --keep-workspaces\)/,
    );
  });

  it('with --keep-workspaces the workspace graders re-grade the kept workspace', async () => {
    const dir = join(root, 'kept');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'eval.yaml'),
      [
        'name: kept',
        'config: {executor: mock}',
        'graders:',
        '  - {type: file, name: seeded, config: {must_exist: [seed.txt], must_not_exist: [junk.txt]}}',
        'tasks: [{id: t, inputs: {prompt: hi, mock: [done], files: [{path: seed.txt, content: hi}]}}]',
        '',
      ].join('\n'),
    );
    const run = await parley(['run', 'kept', '-o', 'kept-results', '--keep-workspaces', '-q']);
    assert.equal(run.code, 0, run.stderr);
    const [recorded] = records('kept-results') as (Record & { workspace?: string })[];
    assert.match(recorded!.workspace!, /^workspaces\/kept-t-1-1$/);
    assert.equal(
      readFileSync(join(root, 'kept-results', recorded!.workspace!, 'seed.txt'), 'utf8'),
      'hi',
    );

    const same = await parley(['grade', 'kept-results', '-o', 'kept-regraded', '-q']);
    assert.equal(same.code, 0, same.stderr);
    assert.equal(records('kept-regraded')[0]!.status, 'passed');
    // The kept workspace is what the file grader reads.
    writeFileSync(join(root, 'kept-results', recorded!.workspace!, 'junk.txt'), 'x');
    const changed = await parley(['grade', 'kept-results', '-o', 'kept-regraded', '-q']);
    assert.equal(changed.code, 1);
    const [record] = records('kept-regraded');
    assert.equal(record!.status, 'failed');
    assert.match(record!.graders[0]!.feedback, /junk\.txt/);
  });

  it('a malformed results.jsonl line is named by file and line, exit 2', async () => {
    mkdirSync(join(root, 'bad'), { recursive: true });
    writeFileSync(
      join(root, 'bad', 'summary.json'),
      readFileSync(join(root, 'results', 'summary.json')),
    );
    const lines = readFileSync(join(root, 'results', 'results.jsonl'), 'utf8').split('\n');
    writeFileSync(join(root, 'bad', 'results.jsonl'), `${lines[0]}\n{"task_id": 3\n`);
    const r = await parley(['grade', 'bad', '-o', 'never']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /parley grade: .*bad\/results\.jsonl:2: not valid JSON/);
    const none = await parley(['grade']);
    assert.equal(none.code, 2);
    assert.match(none.stderr, /expected a results directory/);
  });
});
