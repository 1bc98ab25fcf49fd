// The gate with accepted changes: an accepted task's regression stops failing the check for its
// head commit only; the suite-level drop is accepted with `all` or when every dropped task is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { acceptancesFor, applyAcceptances, type Acceptance } from '../../src/verdict/accept.js';
import { compareSummaries } from '../../src/verdict/compare.js';
import { failureReason } from '../../src/verdict/fail-on.js';
import { makeSummary } from '../report/builders.js';

const accept = (over: Partial<Acceptance>): Acceptance => ({
  tasks: [],
  all: false,
  by: 'maya',
  reason: 'intended',
  head_sha: 'abc1234',
  at: '2026-01-01T00:00:00Z',
  ...over,
});

const base = makeSummary([
  { id: 'greets', passed: 10, trials: 10 },
  { id: 'writes', passed: 10, trials: 10 },
  { id: 'steady', passed: 5, trials: 10 },
]);
const head = makeSummary([
  { id: 'greets', passed: 0, trials: 10 },
  { id: 'writes', passed: 0, trials: 10 },
  { id: 'steady', passed: 5, trials: 10 },
]);
const comparison = compareSummaries(base, head);

test('both regressions fail the check before any acceptance', () => {
  assert.equal(comparison.regressions, 2);
  assert.ok(comparison.suite.regressed);
  assert.match(failureReason('regressions', head, comparison)!, /2 tasks regressed/);
});

test('accepting one task leaves the other and the suite-level drop failing', () => {
  const { gate, accepted, suiteAccepted } = applyAcceptances(comparison, [
    accept({ tasks: ['greets'] }),
  ]);
  assert.deepEqual(
    accepted.map((a) => a.task.task_id),
    ['greets'],
  );
  assert.equal(suiteAccepted, null);
  assert.equal(gate.regressions, 1);
  assert.match(
    failureReason('regressions', head, gate)!,
    /1 task regressed against the baseline; the suite regressed/,
  );
  assert.equal(comparison.regressions, 2, 'the comparison itself is unchanged');
});

test('accepting every dropped task (by pattern or all) passes the check', () => {
  for (const acceptances of [
    [accept({ tasks: ['greets', 'suite-a/writes'] })],
    [accept({ tasks: ['*e*s'] })],
    [accept({ all: true })],
  ]) {
    const { gate, suiteAccepted } = applyAcceptances(comparison, acceptances);
    assert.equal(gate.regressions, 0, JSON.stringify(acceptances));
    assert.ok(suiteAccepted);
    assert.equal(failureReason('regressions', head, gate), null);
  }
});

test('acceptances hold for their head commit only', () => {
  const all = [accept({ all: true, head_sha: 'old0000' }), accept({ tasks: ['greets'] })];
  assert.deepEqual(acceptancesFor(all, 'new1111'), []);
  assert.equal(acceptancesFor(all, 'abc1234').length, 1);
  assert.equal(acceptancesFor(all, '').length, 0);
});
