// junit.xml for test-report tools: one <testsuite> per suite, one <testcase> per run. Failed and
// abstained runs are <failure> (type = outcome, so abstains stay distinguishable), errors are
// <error>, skipped runs <skipped>. Agent text is escaped and truncated like everywhere else.
import { notPassedReason } from './reason.js';
import { isWithoutSkillRun } from './record.js';
import type { RunRecord, Summary } from './schema.js';

const MAX_TEXT = 4000;

function xml(text: string): string {
  return (
    text
      // Characters XML 1.0 cannot carry at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '?')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

const clip = (text: string) =>
  text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}... (truncated)` : text;

function testcase(r: RunRecord): string {
  const name = `${r.task_id} #${r.trial}`;
  const open = `    <testcase classname="${xml(r.suite)}" name="${xml(name)}" time="${(r.duration_ms / 1000).toFixed(3)}"`;
  if (r.status === 'passed') return `${open}/>`;
  const reason = xml(clip(notPassedReason(r).text));
  const element =
    r.status === 'error'
      ? `<error type="${r.outcome}" message="${reason}"/>`
      : r.status === 'skipped'
        ? `<skipped message="${reason}"/>`
        : `<failure type="${r.outcome}" message="${reason}"/>`;
  return `${open}>\n      ${element}\n    </testcase>`;
}

export function renderJunit(summary: Summary, records: RunRecord[]): string {
  const suites = summary.suites.map((suite) => {
    // The summary's runs: confirmation re-runs (the head's, and the base's concurrent ones) are
    // the verdict's, in results.jsonl but not counted, as in summary.json.
    const runs = records.filter(
      (r) =>
        r.suite === suite.name &&
        r.suite_file === suite.file &&
        !r.confirmation &&
        r.side !== 'base' &&
        !isWithoutSkillRun(r),
    );
    const by = suite.counts.by_status;
    const failures = (by.failed ?? 0) + (by.abstained ?? 0);
    const time = runs.reduce((a, r) => a + r.duration_ms, 0) / 1000;
    return [
      `  <testsuite name="${xml(suite.name)}" tests="${runs.length}" failures="${failures}" errors="${by.error ?? 0}" skipped="${by.skipped ?? 0}" time="${time.toFixed(3)}">`,
      ...runs.map(testcase),
      '  </testsuite>',
    ].join('\n');
  });
  const by = summary.counts.by_status;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="parley" tests="${summary.counts.runs}" failures="${(by.failed ?? 0) + (by.abstained ?? 0)}" errors="${by.error ?? 0}" skipped="${by.skipped ?? 0}" time="${(summary.duration_ms / 1000).toFixed(3)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
