// The History line of the job summary and the regression issue (report/history.ts): the runs,
// the changed tasks with their commit, the flaky ones with their rate, the artifact link; task
// names escaped; nothing without a history.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { historySection } from '../../src/report/history.js';
import { historyTrends } from '../../src/verdict/history-trends.js';
import { HOSTILE, tenRuns } from '../results/history-fixture.js';

test('the line names the change at its commit and the flaky task with its rate', () => {
  const runs = tenRuns();
  const text = historySection(
    { runs: runs.length, trends: historyTrends(runs) },
    'https://github.com/o/r/actions/runs/1/artifacts/2',
  );
  assert.equal(
    text,
    '**History** of 10 push and scheduled runs: history.html in the [results artifact](https://github.com/o/r/actions/runs/1/artifacts/2). Changed: agent / dropping 100% → 0% from 07c0ffe. Flaky on main: agent / flaky 53%.',
  );
  assert.equal(historySection(undefined), null);
  assert.equal(historySection({ runs: 0, trends: [] }), null);
});

test('markup in a task id does not reach the markdown as markup', () => {
  const runs = tenRuns();
  // The markup-named task fails from run 7 on: a change the line names.
  for (const run of runs.slice(6)) Object.assign(run.tasks[3]!, { passed: 0, failed: 4 });
  const text = historySection({ runs: runs.length, trends: historyTrends(runs) })!;
  assert.ok(text.includes('history.html in the results directory'));
  assert.ok(!text.includes(HOSTILE), text);
  assert.match(text, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
});
