import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  COMMENT_MAX_LENGTH,
  commentMarker,
  renderReport,
  suiteSetName,
} from '../../src/report/index.js';
import { fenced, inline } from '../../src/report/escape.js';
import { compareSummaries } from '../../src/verdict/compare.js';
import { type TurnRecord } from '../../src/results/schema.js';
import { emptyUsage } from '../../src/results/usage.js';
import { makeRecord } from '../builders.js';
import { makeSummary, summaryOfRecords } from './builders.js';

const turn = (output: string, index = 0): TurnRecord => ({
  index,
  input: 'hi',
  input_source: 'prompt',
  output,
  tool_calls: [],
  skill_invocations: [],
  assertions: [],
  duration_ms: 1,
  first_event_ms: null,
  stop_reason: 'end_turn',
  usage: emptyUsage(),
});

const marker = commentMarker('suite-a');

const grader = (name: string, passed: boolean, feedback: string) => ({
  name,
  type: 'text',
  score: passed ? 1 : 0,
  weight: 1,
  passed,
  feedback,
  duration_ms: 1,
});

const failing = (task: string, trial: number, feedback = 'missing "agents/x.yaml"') =>
  makeRecord(task, 'failed', 'completed', {
    trial,
    graders: [grader('mentions-file', false, feedback), grader('ok-grader', true, 'fine')],
    turns: [turn('I wrote nothing.')],
  });

const atCap = (task: string, trial: number, passed = false) =>
  makeRecord(task, passed ? 'passed' : 'failed', 'cap_exhausted', {
    trial,
    responder: {
      kind: 'rules',
      followups_sent: 2,
      outcome: 'cap_exhausted',
      reason: null,
      last_question: 'Which tools should it have?',
    },
  });

const abstaining = (task: string, trial: number) =>
  makeRecord(task, 'abstained', 'abstained', {
    trial,
    responder: {
      kind: 'rules',
      followups_sent: 3,
      outcome: 'abstained',
      reason: 'the brief says nothing about handoffs',
      last_question: 'Should it hand off to other agents?',
    },
  });

const passing = (task: string, trial: number) => makeRecord(task, 'passed', 'completed', { trial });

const erroring = (task: string, trial: number) =>
  makeRecord(task, 'error', 'agent_error', {
    trial,
    error: { kind: 'agent', message: 'spawn copilot ENOENT' },
  });

/** Where a heading or text first appears in the body; -1 when it does not. */
const at = (body: string, text: string) => body.indexOf(text);

/** The body outside every <details> block: what a reviewer sees without unfolding anything. */
function unfolded(body: string): string {
  let out = body;
  let previous = '';
  while (out !== previous) {
    previous = out;
    out = out.replace(/<details>(?:(?!<details>)[\s\S])*?<\/details>/g, '');
  }
  return out;
}

test('headline: status, pass rate and change, counts that add up, tasks per group, the baseline in plain words', () => {
  const base = makeSummary([{ id: 'a', passed: 5, trials: 5 }], { commit: 'aaaaaaaaaa1' });
  const head = makeSummary([{ id: 'a', passed: 0, trials: 5 }]);
  const body = renderReport({
    summary: head,
    records: [1, 2, 3, 4, 5].map((i) => failing('a', i)),
    comparison: compareSummaries(base, head),
    baseline: {
      sha: 'aaaaaaaaaa1',
      source: 'from the Actions cache, saved for the base commit',
      savedBy: 'saved by a run on main at 2026-01-01 10:00 UTC',
    },
    marker,
  });
  assert.ok(body.startsWith(`${marker}\n## Parley: ❌ 1 regression`));
  assert.match(
    body,
    /\*\*Pass rate 0\.0%\*\* \(−100\.0 pts vs base\) · 5 runs: 0 passed, 5 failed, 0 abstained, 0 errors\./,
  );
  assert.match(body, /^1 task: 1 regressed, 0 passing\.$/m);
  assert.match(
    body,
    /^Baseline: commit `aaaaaaa`, from the Actions cache, saved for the base commit \(saved by a run on main at 2026-01-01 10:00 UTC\)\.$/m,
  );
  assert.match(
    body,
    /### Regressed \(1\)\n\n\| Task \| Head \| Base \| Verdict \| Why not passed \|\n[^\n]*\n\| suite-a \/ a \| 0\/5 \| 5\/5 \| regressed, p = 0\.00397 \| 5 of 5: grader `mentions-file`: missing &quot;agents\/x\.yaml&quot; \|/,
  );
  // The suite-level test fired: said under the verdict, never cut or folded.
  assert.match(
    body,
    /\*\*❌ Suite: pass rate of verdict runs 100\.0% → 0\.0% over 1 task, p = 0\.00397 \(exact stratified test, alpha_suite 0\.025\): regressed\*\*/,
  );
  assert.ok(at(body, '**❌ Suite') < at(body, '### Regressed'), 'under the verdict');
});

test('cap exhaustion is a subset of passed and failed runs, never a status of its own', () => {
  const records = [
    ...[1, 2, 3].map((i) => passing('p', i)),
    atCap('p', 4, true),
    failing('f', 1),
    atCap('f', 2),
    atCap('f', 3),
    abstaining('q', 1),
  ];
  const body = renderReport({ summary: summaryOfRecords(records), records });
  assert.match(
    body,
    /8 runs: 4 passed \(1 of them at the cap\), 3 failed \(2 of them at the cap\), 1 abstained, 0 errors\./,
  );
  assert.doesNotMatch(body, /cap exhausted ·/);
  // The dominant reason of f is the cap (2 of 3 trials), its last question quoted.
  assert.match(
    body,
    /\| suite-a \/ f \| 0\/3 \| 2 of 3: cap at 2 follow-ups: Which tools should it have\? \|/,
  );
});

test('the comparison buckets: possible regression, no verdict, newly abstaining with the reason, what the design can see', () => {
  const base = makeSummary([
    { id: 'a', passed: 3, trials: 3 },
    { id: 'b', passed: 3, trials: 3 },
    { id: 'asks', passed: 3, trials: 3 },
  ]);
  const head = makeSummary([
    { id: 'a', passed: 0, trials: 3 },
    { id: 'b', passed: 0, trials: 3, errors: 3, outcome: 'config_error' },
    { id: 'asks', passed: 0, trials: 3, abstained: 3, outcome: 'abstained' },
  ]);
  const records = [
    makeRecord('asks', 'abstained', 'abstained', {
      responder: {
        kind: 'rules',
        followups_sent: 1,
        outcome: 'abstained',
        reason: 'the brief names no tools',
        last_question: 'Which tools?',
      },
    }),
  ];
  const body = renderReport({
    summary: head,
    records,
    comparison: compareSummaries(base, head, { headRecords: records }),
  });
  assert.doesNotMatch(body, /### Regressed/);
  assert.match(
    body,
    /### Newly failing \(1\)\n\n[^\n]*\n[^\n]*\n\| suite-a \/ a \| 0\/3 \| 3\/3 \| possible regression, p = 0\.05 \| — \|/,
  );
  assert.match(body, /listed, never fails the check/);
  assert.match(
    body,
    /### Errors \(1\)\n\n[^\n]*\n[^\n]*\n\| suite-a \/ b \| 3 errors, 0 graded \| 3\/3 \| no verdict on head: 3 errors \(config\\_error\) \|/,
  );
  assert.match(
    body,
    /### Abstaining \(1\)\n\n[^\n]*\n[^\n]*\n\| suite-a \/ asks \| 3 abstained, 0 graded \| 3\/3 \| newly abstaining \| abstained: the brief names no tools \|/,
  );
  assert.match(
    body,
    /_With these trials no single task can be flagged \(1 task compared at alpha_task 0\.025, Holm\): 4 verdict trials per task on both sides would make an all-pass → all-fail task significant; the suite-level test still applies\._/,
  );
});

test('no baseline is said plainly', () => {
  const records = [passing('a', 1)];
  const body = renderReport({
    summary: summaryOfRecords(records),
    records,
    baseline: null,
    baselineNote: 'no cache entry for this suite set on the base branch yet',
  });
  assert.match(body, /## Parley: ✅ all runs passed/);
  assert.match(
    body,
    /Baseline: none \(no cache entry for this suite set on the base branch yet\), so nothing is compared\./,
  );
  assert.doesNotMatch(body, /### /, 'no table: every task passed');
  assert.match(body, /<details><summary>Passing: 1 task<\/summary>\n\n\| Task \| Head \|/);
});

test('one row per task in severity order; what a reviewer must see is never folded, passing tasks are', () => {
  const records = [
    passing('ok', 1),
    passing('ok', 2),
    erroring('broken', 1),
    erroring('broken', 2),
    abstaining('vague', 1),
    passing('vague', 2),
    failing('wrong', 1),
    failing('wrong', 2, 'another feedback'),
    failing('wrong', 3),
  ];
  const body = renderReport({ summary: summaryOfRecords(records), records });
  const headings = ['### Failing (1)', '### Abstaining (1)', '### Errors (1)'];
  const order = headings.map((h) => at(unfolded(body), h));
  assert.ok(
    order.every((i, n) => i > 0 && (n === 0 || i > order[n - 1]!)),
    `in order, unfolded: ${order}`,
  );
  assert.equal(body.match(/\| suite-a \/ wrong \|/g)?.length, 1, 'one row per task');
  assert.match(
    body,
    /\| suite-a \/ wrong \| 0\/3 \| 3 of 3: grader `mentions-file`: missing &quot;agents\/x\.yaml&quot; \|/,
  );
  assert.doesNotMatch(body, /ok-grader/);
  assert.match(
    body,
    /\| suite-a \/ vague \| 1\/1 \+1 abstained \| 1 of 2: abstained: the brief says nothing about handoffs \|/,
  );
  assert.match(
    body,
    /\| suite-a \/ broken \| 2 errors, 0 graded \| 2 of 2: agent error: spawn copilot ENOENT \|/,
  );
  assert.doesNotMatch(unfolded(body), /suite-a \/ ok/, 'the passing task is folded');
  assert.match(
    body,
    /<details><summary>Passing: 1 task<\/summary>[\s\S]*\| suite-a \/ ok \| 2\/2 \|/,
  );
  // Per-trial detail, folded under its table: each trial, the responder's reason and question.
  assert.match(
    body,
    /<details><summary>suite-a \/ vague: 2 trials<\/summary>\n\n- Trial 1: abstained — abstained: the brief says nothing about handoffs; the agent's last question: Should it hand off to other agents\?\n- Trial 2: passed\n/,
  );
  assert.match(
    body,
    /- Trial 1: failed — grader `mentions-file`: missing &quot;agents\/x\.yaml&quot;\n- Trial 2: failed — grader `mentions-file`: another feedback\n- Trial 3: failed — grader `mentions-file`: missing/,
  );
  assert.match(body, /The agent's final message \(trial 1\):\n\n```text\nI wrote nothing\.\n```/);
  assert.ok(at(body, 'suite-a / wrong: 3 trials') < at(body, '### Abstaining'), 'under its table');
});

test('tasks that did not pass the same way on the base are marked known', () => {
  const baseRecords = [
    failing('old', 1),
    passing('old', 2),
    passing('fresh', 1),
    passing('fresh', 2),
  ];
  const records = [failing('old', 1), passing('old', 2), passing('fresh', 1), failing('fresh', 2)];
  const base = summaryOfRecords(baseRecords, { commit: 'base1' });
  const head = summaryOfRecords(records);
  const body = renderReport({
    summary: head,
    records,
    comparison: compareSummaries(base, head, { headRecords: records }),
  });
  assert.match(
    body,
    /### Failing \(1\)\n\n[^\n]*\n[^\n]*\n\| suite-a \/ old \| 1\/2 \| 1\/2 \| unchanged · \*\*known\*\* \|/,
  );
  assert.match(body, /1 task marked known did not pass the same way on the base either/);
  assert.match(
    body,
    /### Newly failing \(1\)\n\n[^\n]*\n[^\n]*\n\| suite-a \/ fresh \| 1\/2 \| 2\/2 \| unchanged \|/,
  );
  assert.match(body, /^2 tasks: 1 newly failing, 1 failing \(1 known\), 0 passing\.$/m);
});

test('notes sit under the verdict: why the job stopped, the baseline, a fork', () => {
  const records = [failing('a', 1)];
  const body = renderReport({
    summary: summaryOfRecords(records),
    records,
    stop: { by: 'fail_fast', notRun: 4 },
    baseline: null,
    baselineNote: 'the "github-token" input is empty',
    notes: ['This pull request comes from a fork: errors do not fail the check.'],
  });
  assert.match(body, /^## Parley: ⚠️ some runs did not pass$/m);
  const errors = [erroring('a', 1)];
  const fork = (ignoreErrors: boolean) =>
    renderReport({ summary: summaryOfRecords(errors), records: errors, ignoreErrors });
  assert.match(fork(true), /^## Parley: ⚠️ 1 error, not failing the check$/m);
  assert.match(fork(false), /^## Parley: ❌ 1 error$/m);
  const first = at(body, '### ');
  for (const note of ['_Parley fail-fast: stopped after', 'Baseline: none', 'comes from a fork']) {
    assert.ok(at(body, note) > 0 && at(body, note) < first, `${note} under the verdict`);
  }
});

test('per-trial detail is bounded and says how many trials are in the artifact', () => {
  const records = Array.from({ length: 14 }, (_, i) =>
    i % 2 ? failing('many', i + 1) : atCap('many', i + 1),
  );
  const body = renderReport({ summary: summaryOfRecords(records), records });
  assert.match(body, /<details><summary>suite-a \/ many: 14 trials<\/summary>/);
  assert.equal(body.match(/^- Trial \d+:/gm)?.length, 10);
  assert.match(body, /^- _4 more trials in the results artifact\._$/m);
  assert.match(
    body,
    /- Trial 1: failed at the cap \(2 follow-ups\) — the agent's last question: Which tools should it have\?/,
  );
});

test('consecutive trials that came to the same share a line', () => {
  const records = [1, 2, 3].map((i) => failing('same', i));
  const body = renderReport({ summary: summaryOfRecords(records), records });
  assert.match(body, /^- Trials 1–3: failed — grader `mentions-file`: missing/m);
});

test('a table over its row budget says how many tasks are in the artifact', () => {
  const records = Array.from({ length: 70 }, (_, i) => failing(`t${i}`, 1));
  const body = renderReport({ summary: summaryOfRecords(records), records });
  const rows = body.match(/^\| suite-a \/ t\d+ \|/gm)?.length ?? 0;
  assert.ok(rows > 0 && rows <= 50, `rows ${rows}`);
  assert.match(body, new RegExp(`_${70 - rows} more tasks in the results artifact\\._`));
});

test('the links line lists the run, the artifact and any further link', () => {
  const records = [passing('a', 1)];
  const body = renderReport({
    summary: summaryOfRecords(records),
    records,
    runUrl: 'https://github.com/o/r/actions/runs/1',
    artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2',
    links: [{ label: 'HTML report', url: 'https://example.test/report.html' }],
  });
  assert.match(
    body,
    /\nDetails: \[workflow run\]\(https:\/\/github\.com\/o\/r\/actions\/runs\/1\) · \[results artifact\]\(https:\/\/github\.com\/o\/r\/actions\/runs\/1\/artifacts\/2\) · \[HTML report\]\(https:\/\/example\.test\/report\.html\) · conversations: report\.html in the results artifact\n$/,
  );
});

test('untrusted text: HTML escaped, mentions and references broken, no second marker', () => {
  const hostile = `<!-- parley:comment:suite-a --> <img src=x onerror=alert(1)> @octocat #12 org/repo#3 https://github.com/o/r/issues/1 | [link](javascript:x)`;
  const cell = inline(hostile, 1000);
  assert.ok(!cell.includes('<'), cell);
  assert.ok(!/@octocat/.test(cell));
  assert.ok(!/#12/.test(cell) && !/#3/.test(cell));
  assert.ok(!cell.includes('https://github.com'));
  assert.ok(!/[^\\]\|/.test(cell), 'pipes escaped');
  const records = [
    makeRecord('x', 'abstained', 'abstained', {
      responder: {
        kind: 'llm',
        followups_sent: 1,
        outcome: 'abstained',
        reason: hostile,
        last_question: hostile,
      },
    }),
    makeRecord('y', 'failed', 'completed', {
      turns: [turn(hostile)],
      graders: [grader(hostile, false, hostile)],
    }),
    makeRecord(hostile, 'error', 'agent_error', { error: { kind: 'agent', message: hostile } }),
  ];
  const body = renderReport({ summary: summaryOfRecords(records), records, marker });
  assert.equal(body.split('<!--').length, 2, 'only our marker opens an HTML comment');
  assert.ok(body.startsWith(marker));
  // Everywhere it shows (table cells, trial details, <summary> lines), never a tag or a mention.
  const shown = body.match(/&lt;img src=x/g)?.length ?? 0;
  assert.ok(shown >= 6, `shown, escaped: ${shown}`);
  // Outside code fences (where nothing renders): no tag, mention, reference or link.
  const outsideFences = body.replace(/^(`{3,})text\n[\s\S]*?\n\1$/gm, '');
  assert.match(body, /^```text\n<\u200D!-- parley/m, 'the agent text is fenced');
  assert.doesNotMatch(outsideFences, /<img|<b>|@octocat|#12|https:\/\/github\.com\/o\/r\/issues/);
});

test('fences are longer than any backtick run in the text', () => {
  const text = 'before\n`````\ninside\n`````\nafter ``` x';
  const block = fenced(text);
  assert.ok(block.startsWith('``````text\n'));
  assert.ok(block.endsWith('\n``````'));
  assert.equal(fenced('plain').split('\n')[0], '```text');
});

test('a huge report stays under the limit and points at the artifact', () => {
  const big = 'x'.repeat(200_000);
  const records = Array.from({ length: 300 }, (_, i) =>
    makeRecord(
      `t${i}`,
      i % 3 === 0 ? 'error' : i % 3 === 1 ? 'abstained' : 'failed',
      i % 3 === 0 ? 'agent_error' : i % 3 === 1 ? 'abstained' : 'completed',
      {
        error: i % 3 === 0 ? { kind: 'agent', message: `<b>${big}` } : null,
        responder: {
          kind: 'llm',
          followups_sent: 1,
          outcome: 'x',
          reason: '<'.repeat(5000),
          last_question: big,
        },
        graders: [
          {
            name: 'g',
            type: 'text',
            score: 0,
            weight: 1,
            passed: false,
            feedback: '&'.repeat(5000),
            duration_ms: 1,
          },
        ],
        turns: [turn('`'.repeat(3000) + big)],
      },
    ),
  );
  const summary = summaryOfRecords(records);
  const body = renderReport({
    summary,
    records,
    marker,
    artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2',
  });
  assert.ok(body.length < 65_536, `length ${body.length}`);
  assert.match(body, /more tasks in the results artifact/);
  for (const group of ['Failing (100)', 'Abstaining (100)', 'Errors (100)']) {
    assert.match(unfolded(body), new RegExp(`### ${group.replace(/[()]/g, '\\$&')}`), group);
  }
  assert.match(
    body,
    /\[results artifact\]\(https:\/\/github\.com\/o\/r\/actions\/runs\/1\/artifacts\/2\)/,
  );
  const small = renderReport({ summary, records, marker, maxLength: 3000 });
  assert.ok(small.length <= 3000);
  assert.match(small, /This report was cut to fit: \d+ sections? left out/);
});

test('the suite set name is stable and safe for markers and cache keys', () => {
  const summary = makeSummary([{ id: 'a', passed: 1, trials: 1 }], { suite: 'my suite, v2' });
  assert.equal(suiteSetName(summary), 'my-suite-v2');
  assert.equal(commentMarker('a --> b'), '<!-- parley:comment:a----b -->');
});

test('fixed and new tasks are in the passing fold, removed ones in their own; an error table of 8 is not folded', () => {
  const base = makeSummary([
    { id: 'fixed', passed: 0, trials: 1 },
    { id: 'gone', passed: 1, trials: 1 },
  ]);
  const records = [
    passing('fixed', 1),
    passing('fresh', 1),
    ...Array.from({ length: 8 }, (_, i) =>
      makeRecord(`e${i}`, 'error', 'timeout', {
        error: { kind: 'timeout', message: 'took too long' },
      }),
    ),
  ];
  const head = summaryOfRecords(records);
  const body = renderReport({ summary: head, records, comparison: compareSummaries(base, head) });
  assert.doesNotMatch(body, /### Regressed/);
  assert.match(
    body,
    /<details><summary>Passing: 2 tasks<\/summary>\n\n\| Task \| Head \| Base \| Verdict \|\n[^\n]*\n\| suite-a \/ fixed \| 1\/1 \| 0\/1 \| fixed, 1 trial, low confidence \|\n\| suite-a \/ fresh \| 1\/1 \| — \| new \|/,
  );
  assert.match(
    body,
    /<details><summary>Only in the base: 1 task<\/summary>[\s\S]*\| suite-a \/ gone \| — \| 1\/1 \| removed \|/,
  );
  assert.match(unfolded(body), /### Errors \(8\)\n\n\| Task \|/);
  assert.equal(unfolded(body).match(/\| 1 of 1: timeout: took too long \|/g)?.length ?? 0, 0);
  assert.equal(unfolded(body).match(/\| timeout: took too long \|/g)?.length, 8);
});

test('500 tasks x 3 trials that all fail stay under the comment limit, every group table shown', () => {
  const kinds = [failing, abstaining, erroring, atCap] as const;
  const records = Array.from({ length: 500 }, (_, t) =>
    [1, 2, 3].map((trial) => kinds[t % kinds.length]!(`task-${t}`, trial)),
  ).flat();
  const base = summaryOfRecords(
    Array.from({ length: 500 }, (_, t) =>
      [1, 2, 3].map((trial) => passing(`task-${t}`, trial)),
    ).flat(),
  );
  const head = summaryOfRecords(records);
  const body = renderReport({
    summary: head,
    records,
    comparison: compareSummaries(base, head, { headRecords: records }),
    marker,
  });
  assert.ok(body.length <= COMMENT_MAX_LENGTH, `length ${body.length}`);
  assert.match(
    body,
    / · 1500 runs: 0 passed, 750 failed \(375 of them at the cap\), 375 abstained, 375 errors\.$/m,
  );
  for (const heading of ['### Newly failing (250)', '### Abstaining (125)', '### Errors (125)']) {
    assert.ok(unfolded(body).includes(heading), heading);
  }
  assert.match(body, /_\d+ more tasks in the results artifact\._/);
});
