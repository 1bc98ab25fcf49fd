// The Skill lift section of report.md (the comment and the job summary) and of report.html,
// from a summary.json's skill_lift built by the real statistics (verdict/skill-lift-runs.ts):
// shown only when the job measured a lift, every task name escaped (a suite's names are the
// author's text, shown in a pull request), the claims and intervals as computed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderReport } from '../../src/report/index.js';
import { renderHtmlReport } from '../../src/report/html/index.js';
import { liftRunOf } from '../../src/results/lift-run.js';
import type { RunRecord } from '../../src/results/schema.js';
import { skillLiftSummary } from '../../src/verdict/skill-lift-runs.js';
import { makeRecord } from '../builders.js';
import { makeSummary } from './builders.js';

const HOSTILE = 'x|<img src=x onerror=alert(1)>**bold**';

function runs(task: string, arm: 'with' | 'without', passed: number, total: number): RunRecord[] {
  return Array.from({ length: total }, (_, i) =>
    makeRecord(task, i < passed ? 'passed' : 'failed', 'completed', {
      trial: i + 1,
      skill_arm: arm,
    }),
  );
}

function liftOf(all: RunRecord[]) {
  return skillLiftSummary({ runs: all.map((r) => liftRunOf(r, r)), skipped: [] }, undefined);
}

describe('Skill lift section', () => {
  const records = [
    ...runs(HOSTILE, 'with', 6, 6),
    ...runs(HOSTILE, 'without', 0, 6),
    ...runs('same', 'with', 3, 6),
    ...runs('same', 'without', 3, 6),
  ];
  const summary = {
    ...makeSummary([{ id: 'same', trials: 6, passed: 3 }]),
    skill_lift: liftOf(records),
  };

  it('is absent when the job measured no lift', () => {
    const plain = makeSummary([{ id: 'same', trials: 6, passed: 3 }]);
    assert.doesNotMatch(renderReport({ summary: plain, records: [] }), /Skill lift/);
  });

  it('shows each task with and without, the interval and the claim, names escaped', () => {
    const report = renderReport({ summary, records: [] });
    assert.match(report, /### Skill lift/);
    assert.match(report, /helps on 1 task, hurts on 0, no evidence either way on 1/);
    assert.doesNotMatch(report, /<img/);
    assert.doesNotMatch(report, /x\|<img/);
    const row = report.split('\n').find((l) => l.includes('onerror'))!;
    assert.match(row, /\| 6\/6 \| 0\/6 \| \+1\.00 \(\+0\.\d\d to \+1\.00\) \| \*\*helps\*\* \|$/);
    assert.match(
      report,
      /\| [^|]*same \| 3\/6 \| 3\/6 \| ±0\.00 \(−0\.\d\d to \+0\.\d\d\) \| no evidence \|/,
    );
  });

  it('says why no lift was measured', () => {
    const skipped = {
      ...summary,
      skill_lift: skillLiftSummary(
        { runs: [], skipped: [{ suite: 's', reason: 'the suite has no skill' }] },
        undefined,
      ),
    };
    assert.match(
      renderReport({ summary: skipped, records: [] }),
      /### Skill lift\n\nNo lift measured: s: the suite has no skill\. The suites ran as usual\./,
    );
  });

  it('report.html shows with and without side by side, escaped', () => {
    const html = [...renderHtmlReport({ summary, runs: [] })].join('');
    assert.match(html, /<h2 id="skill-lift">Skill lift: with and without the skill<\/h2>/);
    assert.doesNotMatch(html, /<img src=x/);
    assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt;/);
    assert.match(html, /<td>6\/6<\/td><td>0\/6<\/td>/);
  });
});
