import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readSettings, SettingsError } from '../../src/settings.js';
import { failureReason } from '../../src/verdict/fail-on.js';
import { compareSummaries } from '../../src/verdict/compare.js';
import { makeSummary } from '../report/builders.js';

const inputs = (values: Record<string, string>) => (name: string) => values[name] ?? '';

test('defaults with no inputs: discovery, fail on regressions, comment, cache baseline', () => {
  const s = readSettings(inputs({}));
  assert.deepEqual(s.evals, []);
  assert.equal(s.failOn, 'regressions');
  assert.equal(s.comment, true);
  assert.equal(s.tokens, undefined, 'tokens: on when the project config has a tokens section');
  assert.equal(readSettings(inputs({ tokens: 'off' })).tokens, false);
  assert.equal(s.baseline, 'cache');
  assert.equal(s.mode, 'run');
  assert.equal(s.resultsDir, 'parley-results');
  assert.equal(s.executor, undefined);
  assert.equal(s.shard, undefined);
  assert.equal(s.alpha, 0.05);
  assert.equal(readSettings(inputs({ alpha: ' 0.1 ' })).alpha, 0.1);
  assert.equal(s.pool, 5);
  assert.equal(s.confirmTasks, 3);
  assert.equal(s.confirmTrials, 20);
  assert.equal(s.retryErrors, 1);
  assert.equal(s.poolMaxAge, 14);
});

test('pooling and confirmation budgets', () => {
  const s = readSettings(inputs({ pool: '1', 'confirm-tasks': '0', 'confirm-trials': ' 8 ' }));
  assert.equal(s.pool, 1);
  assert.equal(s.confirmTasks, 0);
  assert.equal(s.confirmTrials, 8);
  assert.equal(readSettings(inputs({ pool: '20' })).pool, 20);
  const t = readSettings(inputs({ 'retry-errors': '0', 'pool-max-age': '30' }));
  assert.equal(t.retryErrors, 0);
  assert.equal(t.poolMaxAge, 30);
});

test('impact: unset leaves the choice to the event (on for pull requests); on and off as given', () => {
  assert.equal(readSettings(inputs({})).impact, undefined);
  assert.equal(readSettings(inputs({ impact: ' off ' })).impact, 'off');
  assert.equal(readSettings(inputs({ impact: 'on' })).impact, 'on');
});

test('every input is typed', () => {
  const s = readSettings(
    inputs({
      evals: 'evals/a/eval.yaml\nevals/b, tests/x.jsonl',
      executor: 'openai',
      trials: '3',
      workers: '0',
      tags: 'smoke, responder',
      shard: '2/4',
      'fail-on': 'never',
      comment: 'false',
      tokens: 'true',
      'base-url': 'http://127.0.0.1:1234/v1',
      'artifact-name': 'mine',
    }),
  );
  assert.deepEqual(s.evals, ['evals/a/eval.yaml', 'evals/b', 'tests/x.jsonl']);
  assert.equal(s.trials, 3);
  assert.equal(s.workers, 0);
  assert.deepEqual(s.tags, ['smoke', 'responder']);
  assert.deepEqual(s.shard, { index: 2, total: 4 });
  assert.equal(s.comment, false);
  assert.equal(s.tokens, true);
  assert.equal(s.artifactName, 'mine');
});

test('a bad value names the input and what it expects', () => {
  const bad: [string, string, RegExp][] = [
    [
      'fail-on',
      'sometimes',
      /input "fail-on": expected one of regressions, inconclusive, failures, no-lift, never, got "sometimes"/,
    ],
    ['shard', '5/4', /input "shard": expected "i\/n" with 1 <= i <= n/],
    ['shard', '0/4', /input "shard"/],
    ['trials', '0', /input "trials": expected a whole number >= 1/],
    ['trials', 'two', /input "trials"/],
    ['comment', 'maybe', /input "comment": expected true or false/],
    ['tokens', 'sometimes', /input "tokens": expected true or false, got "sometimes"/],
    ['executor', 'gpt', /input "executor": expected one of mock, openai, acp, http/],
    ['baseline', 'git', /input "baseline"/],
    ['impact', 'sometimes', /input "impact": expected one of on, off, got "sometimes"/],
    ['base-url', 'not a url', /input "base-url": expected an http\(s\) URL/],
    [
      'alpha',
      '5%',
      /input "alpha": expected a number between 0 and 1 \(or empty for 0\.05\), got "5%"/,
    ],
    ['alpha', '1', /input "alpha"/],
    ['alpha', '0', /input "alpha"/],
    ['pool', '0', /input "pool": expected a whole number from 1 to 20 \(or empty for 5\), got "0"/],
    ['pool', '21', /input "pool"/],
    ['confirm-tasks', '-1', /input "confirm-tasks": expected a whole number from 0 to 100/],
    ['confirm-trials', '1', /input "confirm-trials": expected a whole number from 2 to 1000/],
    ['confirm-trials', 'many', /input "confirm-trials"/],
    [
      'retry-errors',
      '6',
      /input "retry-errors": expected a whole number from 0 to 5 \(or empty for 1\), got "6"/,
    ],
    ['pool-max-age', '0', /input "pool-max-age": expected a whole number from 1 to 365/],
  ];
  for (const [name, value, message] of bad) {
    assert.throws(
      () => readSettings(inputs({ [name]: value })),
      (e: Error) => e instanceof SettingsError && message.test(e.message),
      `${name}=${value}`,
    );
  }
});

test('fail-on policies', () => {
  const base = makeSummary([{ id: 'a', passed: 5, trials: 5 }]);
  const regressed = makeSummary([{ id: 'a', passed: 0, trials: 5 }]);
  const comparison = compareSummaries(base, regressed);
  assert.match(failureReason('regressions', regressed, comparison)!, /1 task regressed/);
  assert.equal(failureReason('never', regressed, comparison), null);
  // Failures without a baseline: only `failures` fails.
  assert.equal(failureReason('regressions', regressed, undefined), null);
  assert.match(failureReason('failures', regressed, undefined)!, /5 runs did not pass \(5 failed/);
});

test('a task whose every run errored fails the default policy without a baseline, except on a fork PR without secrets; errors beside verdicts do not', () => {
  const summary = makeSummary([
    { id: 'a', passed: 0, trials: 2 },
    { id: 'b', passed: 2, trials: 2 },
  ]);
  // Task a: both runs errored (no verdict run at all); task b: passed.
  const a = summary.suites[0]!.tasks[0]!;
  a.counts.by_status.failed = 0;
  a.counts.by_status.error = 2;
  summary.counts.by_status.failed = 0;
  summary.counts.by_status.error = 2;
  assert.match(
    failureReason('regressions', summary, undefined)!,
    /1 task had no run that reached a verdict \(every run errored\): suite-a\/a/,
  );
  assert.equal(failureReason('regressions', summary, undefined, { ignoreErrors: true }), null);
  // One errored run beside a verdict: compared by the gate, not counted by fail-on.
  a.counts.by_status.error = 1;
  a.counts.by_status.failed = 1;
  assert.equal(failureReason('regressions', summary, undefined), null);
  assert.match(failureReason('failures', summary, undefined)!, /2 runs ended in an error/);
});

test('command mode: tasks and pr-workflow', () => {
  const s = readSettings(
    inputs({
      mode: 'command',
      tasks: 'full-brief, greets*',
      'pr-workflow': '.github/workflows/parley.yml',
    }),
  );
  assert.equal(s.mode, 'command');
  assert.deepEqual(s.tasks, ['full-brief', 'greets*']);
  assert.equal(s.prWorkflow, 'parley.yml');
  assert.deepEqual(readSettings(inputs({})).tasks, []);
  assert.equal(readSettings(inputs({})).prWorkflow, undefined);
  assert.throws(
    () => readSettings(inputs({ 'pr-workflow': '../evil' })),
    /input "pr-workflow": expected a workflow file name such as parley.yml/,
  );
});

test('skill-lift: off, report or require; empty = the suites that say baseline: true', () => {
  assert.equal(readSettings(inputs({})).skillLift, undefined);
  assert.equal(readSettings(inputs({ 'skill-lift': ' require ' })).skillLift, 'require');
  assert.equal(readSettings(inputs({ 'skill-lift': 'off' })).skillLift, 'off');
  assert.throws(
    () => readSettings(inputs({ 'skill-lift': 'yes' })),
    /input "skill-lift": expected one of off, report, require, got "yes"/,
  );
});

test('llm-concurrency (else PARLEY_LLM_CONCURRENCY) and api-key-header', () => {
  const none = readSettings(inputs({}), {});
  assert.equal(none.llmConcurrency, undefined);
  assert.equal(none.apiKeyHeader, undefined);
  assert.equal(readSettings(inputs({ 'llm-concurrency': ' 3 ' }), {}).llmConcurrency, 3);
  const fromEnv = readSettings(inputs({}), { PARLEY_LLM_CONCURRENCY: '2' });
  assert.equal(fromEnv.llmConcurrency, 2);
  const both = readSettings(inputs({ 'llm-concurrency': '256' }), { PARLEY_LLM_CONCURRENCY: '2' });
  assert.equal(both.llmConcurrency, 256, 'the input wins');
  assert.equal(readSettings(inputs({ 'api-key-header': 'api-key' }), {}).apiKeyHeader, 'api-key');
  for (const value of ['0', '257', '2.5', 'many']) {
    assert.throws(
      () => readSettings(inputs({ 'llm-concurrency': value }), {}),
      new RegExp(`input "llm-concurrency": expected a whole number from 1 to 256 .*got "${value}"`),
    );
  }
  assert.throws(
    () => readSettings(inputs({}), { PARLEY_LLM_CONCURRENCY: '0' }),
    /PARLEY_LLM_CONCURRENCY: expected a whole number from 1 to 256/,
  );
  assert.throws(
    () => readSettings(inputs({ 'api-key-header': 'api key' }), {}),
    /input "api-key-header": expected an HTTP header name/,
  );
  const judge = readSettings(
    inputs({
      'judge-base-url': 'https://j.example/openai/v1',
      'judge-api-key': 'judge-secret-key',
      'judge-api-key-header': 'api-key',
    }),
    {},
  );
  assert.equal(judge.judgeEndpoint?.apiKeyHeader, 'api-key');
  assert.throws(
    () => readSettings(inputs({ 'responder-api-key-header': 'api-key' }), {}),
    /input "responder-api-key-header" is set without input "responder-base-url"/,
  );
});

test('models: a comma or newline list, each once, not with model or a skill lift', () => {
  assert.equal(readSettings(inputs({})).models, undefined);
  assert.deepEqual(readSettings(inputs({ models: ' a, b ' })).models, ['a', 'b']);
  assert.deepEqual(readSettings(inputs({ models: 'a\nb\nc\n' })).models, ['a', 'b', 'c']);
  assert.deepEqual(readSettings(inputs({ models: 'solo' })).models, ['solo']);
  assert.throws(
    () => readSettings(inputs({ models: 'a,b,a' })),
    /input "models": expected a comma or newline list of models \(model a is listed twice\)/,
  );
  assert.throws(() => readSettings(inputs({ models: 'a,,b' })), /an empty model name/);
  const many = Array.from({ length: 51 }, (_, i) => `m${i}`).join(',');
  assert.throws(() => readSettings(inputs({ models: many })), /51 models, more than the 50/);
  assert.throws(
    () => readSettings(inputs({ models: 'a,b', model: 'c' })),
    /input "models": expected empty when the model input is set/,
  );
  assert.throws(
    () => readSettings(inputs({ models: 'a,b', 'skill-lift': 'report' })),
    /expected empty when skill-lift is report/,
  );
  assert.deepEqual(readSettings(inputs({ models: 'a,b', 'skill-lift': 'off' })).models, ['a', 'b']);
});
