import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gradeRun, scoreRun } from '../../src/graders/index.js';
import { aggregateTask } from '../../src/results/aggregate.js';
import type { GraderResult } from '../../src/results/schema.js';
import {
  assertion,
  configureAgentRun,
  emptyExpected,
  grader,
  makeFixture,
  makeTask,
} from './helpers.js';

describe('gradeRun', () => {
  it('grades suite graders, task graders, expected shortcuts and final assertions', async () => {
    const run = configureAgentRun();
    const task = makeTask({
      graders: [
        grader('text', { regex_match: ['(?i)HANDOFF to \\w+'] }, { name: 'mentions-handoff' }),
      ],
      expected: emptyExpected({
        outputContains: ['research-agent.agent.yaml'],
        outputNotContains: ['error'],
        outputContainsAny: ['web_search', 'bing'],
        matches: ['agents/[a-z-]+\\.agent\\.yaml'],
        outcomes: ['completed'],
        behavior: { max_tool_calls: 5, required_tools: ['write_file'] },
      }),
      assertions: [
        assertion('contains', { value: 'Created' }),
        assertion('tool_called', { value: 'write_file' }),
      ],
    });
    const fx = await makeFixture(
      run,
      {},
      {
        task,
        graders: [
          grader(
            'text',
            { contains: ['AGENTS/research-agent.agent.yaml'] },
            { name: 'reports-the-file' },
          ),
        ],
      },
    );
    try {
      const { results, error } = await gradeRun(fx.context());
      assert.equal(error, undefined);
      assert.deepEqual(
        results.map((r) => [r.name, r.type, r.passed]),
        [
          ['reports-the-file', 'text', true],
          ['mentions-handoff', 'text', true],
          ['expected.output_contains', 'text', true],
          ['expected.output_not_contains', 'text', true],
          ['expected.output_contains_any', 'text', true],
          ['expected.matches', 'text', true],
          ['expected.outcomes', 'outcome', true],
          ['expected.behavior', 'behavior', true],
          ['assertions[0].contains', 'assertion', true],
          ['assertions[1].tool_called', 'assertion', true],
        ],
      );
      for (const r of results) {
        assert.equal(r.score, 1);
        assert.ok(r.duration_ms >= 0);
      }
    } finally {
      await fx.cleanup();
    }
  });

  it('reports what failed, with partial scores', async () => {
    const run = configureAgentRun('cap_exhausted');
    const task = makeTask({
      expected: emptyExpected({
        outputContains: ['research-agent', 'summariser-agent'],
        outputNotContains: ['handoff'],
        outputContainsAny: ['bing', 'google'],
        outcomes: [{ type: 'outcome', value: 'completed' }],
        behavior: { forbidden_tools: ['write_file'] },
      }),
      assertions: [assertion('tool_called', { value: 'delete_file', message: 'must clean up' })],
    });
    const fx = await makeFixture(run, {}, { task });
    try {
      const { results, error } = await gradeRun(fx.context());
      assert.equal(error, undefined);
      const byName = Object.fromEntries(results.map((r) => [r.name, r]));
      assert.equal(byName['expected.output_contains']!.passed, false);
      assert.equal(byName['expected.output_contains']!.score, 0.5);
      assert.match(byName['expected.output_contains']!.feedback, /"summariser-agent": not found/);
      assert.equal(byName['expected.output_not_contains']!.passed, false);
      assert.equal(byName['expected.output_contains_any']!.passed, false);
      assert.match(byName['expected.outcomes']!.feedback, /the run ended cap_exhausted/);
      assert.match(byName['expected.behavior']!.feedback, /never uses write_file: called 1 time/);
      assert.match(
        byName['assertions[0].tool_called']!.feedback,
        /^must clean up \(expected a call of "delete_file"; called: read_file, write_file\)/,
      );
      assert.equal(scoreRun(results).passed, false);
    } finally {
      await fx.cleanup();
    }
  });

  it('returns an error naming a grader of no known type, and still runs the others', async () => {
    // The loader refuses such a suite; a suite built in code still gets a clear error.
    const fx = await makeFixture(
      configureAgentRun(),
      {},
      {
        graders: [
          grader('text', { contains: ['research'] }, { name: 'fine' }),
          { type: 'no_such_type', name: 'mystery', weight: 1, config: {} },
        ],
      },
    );
    try {
      const { results, error } = await gradeRun(fx.context());
      assert.deepEqual(
        results.map((r) => r.name),
        ['fine'],
      );
      assert.match(error ?? '', /grader "mystery": unknown type "no_such_type"/);
    } finally {
      await fx.cleanup();
    }
  });

  it('returns an error naming the grader that threw (a script that cannot run)', async () => {
    const task = makeTask({
      assertions: [assertion('script', { script: './missing-checker.sh' })],
    });
    const fx = await makeFixture(configureAgentRun(), {}, { task });
    try {
      const { results, error } = await gradeRun(fx.context());
      assert.deepEqual(results, []);
      assert.match(
        error ?? '',
        /grader "assertions\[0\]\.script" \(assertion\): script ".\/missing-checker.sh" could not be run/,
      );
    } finally {
      await fx.cleanup();
    }
  });

  it('has no results for a task with nothing to grade', async () => {
    const fx = await makeFixture(configureAgentRun());
    try {
      assert.deepEqual(await gradeRun(fx.context()), { results: [] });
    } finally {
      await fx.cleanup();
    }
  });
});

describe('scoreRun', () => {
  const result = (score: number, weight: number, passed: boolean): GraderResult => ({
    name: 'g',
    type: 'text',
    score,
    weight,
    passed,
    feedback: '',
    duration_ms: 0,
  });

  it('means the scores, weights the weighted score, passes only when all pass', () => {
    assert.deepEqual(scoreRun([result(1, 3, true), result(0, 1, false)]), {
      score: 0.5,
      weightedScore: 0.75,
      passed: false,
    });
    assert.deepEqual(scoreRun([result(1, 1, true), result(0.5, 1, true)]), {
      score: 0.75,
      weightedScore: 0.75,
      passed: true,
    });
  });

  it('treats no graders as a pass with score 1', () => {
    assert.deepEqual(scoreRun([]), { score: 1, weightedScore: 1, passed: true });
  });

  it('falls back to the plain mean when every weight is 0', () => {
    assert.deepEqual(scoreRun([result(1, 0, true), result(0, 0, false)]).weightedScore, 0.5);
  });
});

describe('aggregateTask', () => {
  const trial = (status: 'passed' | 'failed' | 'error', weighted_score: number) => ({
    status,
    weighted_score,
  });

  it('gives pass rate, mean and spread of scores, and flags mixed verdicts as flaky', () => {
    const a = aggregateTask([trial('passed', 1), trial('failed', 0.5), trial('passed', 0.9)]);
    assert.equal(a.trials, 3);
    assert.equal(a.passed, 2);
    assert.equal(a.passRate, 2 / 3);
    assert.ok(Math.abs(a.meanScore - 0.8) < 1e-9);
    // deviations 0.2, -0.3, 0.1 -> variance 0.14 / 3
    assert.ok(Math.abs(a.scoreStddev - Math.sqrt(0.14 / 3)) < 1e-9);
    assert.equal(a.flaky, true);
  });

  it('is not flaky when every trial agrees, and is empty for no trials', () => {
    const steady = aggregateTask([trial('failed', 0.5), trial('error', 0.5)]);
    assert.deepEqual(steady, {
      trials: 2,
      passed: 0,
      passRate: 0,
      meanScore: 0.5,
      scoreStddev: 0,
      flaky: false,
    });
    assert.equal(aggregateTask([]).trials, 0);
    assert.equal(aggregateTask([]).flaky, false);
  });
});
