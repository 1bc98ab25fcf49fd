// junit.xml for test-report tools: one <testsuite> per suite, one <testcase> per run. Failed and
// abstained runs are <failure> (type = outcome, so abstains stay distinguishable), errors are
// <error>, skipped runs <skipped>. Agent text is escaped and truncated like everywhere else.
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

/** Why a run did not pass, in one line: the first thing a reader needs. */
export function runReason(r: RunRecord): string {
  if (r.error) return r.error.message;
  if (r.status === 'abstained') return `responder abstained: ${r.responder?.reason ?? ''}`;
  if (r.outcome === 'checkpoints_missing') {
    const missing = r.checkpoints.filter((c) => c.required && !c.reached).map((c) => c.id);
    return `checkpoints not reached: ${missing.join(', ')}`;
  }
  const failing = r.graders.filter((g) => !g.passed);
  if (failing.length) return failing.map((g) => `${g.name}: ${g.feedback}`).join('; ');
  if (r.status === 'skipped') return 'the agent asked a question and no input source was set';
  return r.outcome;
}

function testcase(r: RunRecord): string {
  const name = `${r.task_id} #${r.trial}`;
  const open = `    <testcase classname="${xml(r.suite)}" name="${xml(name)}" time="${(r.duration_ms / 1000).toFixed(3)}"`;
  if (r.status === 'passed') return `${open}/>`;
  const reason = xml(clip(runReason(r)));
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
    const runs = records.filter((r) => r.suite === suite.name && r.suite_file === suite.file);
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
