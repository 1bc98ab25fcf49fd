import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderJunit } from '../../src/results/junit.js';
import { parseResults } from '../../src/results/jsonl.js';
import { buildSummary } from '../../src/results/summary.js';
import type { RunRecord } from '../../src/results/schema.js';
import { makeRun } from '../builders.js';

function run(
  task: string,
  trial: number,
  status: RunRecord['status'],
  outcome: RunRecord['outcome'],
  score = 1,
): RunRecord {
  return {
    ...makeRun([{ output: 'ok' }]),
    task_id: task,
    task_name: task,
    trial,
    status,
    outcome,
    weighted_score: score,
  };
}

const suites = [
  {
    name: 'configure-agent',
    file: 'evals/configure-agent/eval.yaml',
    hash: 'abc',
    executor: 'mock',
    model: null,
    tasks: [
      { id: 'a', name: 'a' },
      { id: 'b', name: 'b' },
      { id: 'unrun', name: 'unrun' },
    ],
  },
];

describe('summary.json and junit.xml', () => {
  const records = [
    run('a', 1, 'passed', 'completed'),
    run('a', 2, 'failed', 'cap_exhausted', 0.5),
    run('a', 3, 'passed', 'stopped'),
    run('b', 1, 'abstained', 'abstained', 0),
  ];
  const summary = buildSummary(records, suites, { commit: 'c0ffee' });

  it('aggregates trials per task: pass rate, score spread, flaky, counts', () => {
    const [a, b] = summary.suites[0]!.tasks;
    assert.equal(summary.suites[0]!.tasks.length, 2, 'tasks without runs are left out');
    assert.equal(a!.pass_rate, 2 / 3);
    assert.equal(a!.flaky, true);
    assert.equal(a!.mean_score, 0.8333);
    assert.ok(a!.score_stddev > 0.2 && a!.score_stddev < 0.25);
    assert.equal(b!.flaky, false);
    assert.equal(b!.outcome, 'abstained');
    assert.equal(summary.counts.by_status.abstained, 1);
    assert.equal(summary.counts.by_status.error, 0, 'every status is counted, zero included');
    assert.equal(summary.counts.by_outcome.cap_exhausted, 1);
    assert.equal(summary.pass_rate, 0.5);
    assert.equal(summary.identity.commit, 'c0ffee');
  });

  it('renders JUnit with abstains as failures of their own type, and escapes agent text', () => {
    const hostile = {
      ...run('b', 2, 'error', 'agent_error'),
      error: { message: 'bad <xml> & "quotes"\u0001', kind: 'agent' },
    };
    const xml = renderJunit(buildSummary([...records, hostile], suites), [...records, hostile]);
    assert.match(
      xml,
      /<testsuite name="configure-agent" tests="5" failures="2" errors="1" skipped="0"/,
    );
    assert.match(xml, /<failure type="abstained"/);
    assert.match(xml, /<failure type="cap_exhausted"/);
    assert.match(
      xml,
      /<error type="agent_error" message="bad &lt;xml&gt; &amp; &quot;quotes&quot;\?"/,
    );
  });

  it('reads results.jsonl back, naming the line of a bad record', () => {
    const text = `${JSON.stringify(records[0])}\n\n${JSON.stringify({ ...records[1], status: 'great' })}\n`;
    assert.throws(() => parseResults(text, 'results.jsonl'), /results\.jsonl:3: status:/);
    assert.equal(parseResults(JSON.stringify(records[0]), 'r.jsonl').length, 1);
  });
});
