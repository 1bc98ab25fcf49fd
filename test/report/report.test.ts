import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderReport, commentMarker, suiteSetName } from '../../src/report/index.js';
import { fenced, inline } from '../../src/report/escape.js';
import { compareSummaries } from '../../src/results/compare.js';
import { emptyUsage, type TurnRecord } from '../../src/results/schema.js';
import { makeRecord } from '../builders.js';
import { makeSummary } from './builders.js';

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

test('headline: status, pass rate and change, the five counts, the baseline commit', () => {
  const base = makeSummary([{ id: 'a', passed: 5, trials: 5 }], { commit: 'aaaaaaaaaa1' });
  const head = makeSummary([{ id: 'a', passed: 0, trials: 5 }]);
  const body = renderReport({
    summary: head,
    records: [makeRecord('a', 'failed', 'completed')],
    comparison: compareSummaries(base, head),
    baseline: { sha: 'aaaaaaaaaa1', source: 'cache' },
    marker,
  });
  assert.ok(body.startsWith(`${marker}\n## Parley: ❌ 1 regression`));
  assert.match(
    body,
    /\*\*Pass rate 0\.0%\*\* \(−100\.0 pts vs base\) over 5 runs: 0 passed · 5 failed · 0 abstained · 0 cap exhausted · 0 errors/,
  );
  assert.match(body, /Baseline: commit `aaaaaaa` \(cache\)\./);
  assert.match(body, /### Regressions \(1\)\n\n\| Task \| Base \| Head \| Details \|/);
  assert.match(body, /\| suite-a \/ a \| 5\/5 \| 0\/5 \| p = 0\.00397 \|/);
  assert.match(
    body,
    /\*\*❌ Suite: pass rate of verdict runs 100\.0% → 0\.0% over 1 task, p = 0\.00397 \(exact stratified test, alpha_suite 0\.025\): regressed\*\*/,
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
  assert.match(body, /### Regressions\n\nNone against the baseline\./);
  assert.match(
    body,
    /### Possible regressions \(1\)\n\n[^\n]*\n[^\n]*\n\| suite-a \/ a \| 3\/3 \| 0\/3 \| p = 0\.05 \|/,
  );
  assert.match(body, /listed, never fails the check/);
  assert.match(
    body,
    /### No verdict \(1\)\n\n[^\n]*\n[^\n]*\n\| suite-a \/ b \| 3\/3 \| 0\/0 \+3 error \| no verdict run on head: 3 errors \(config\\_error\) \|/,
  );
  assert.match(
    body,
    /### Newly abstaining \(1\)\n\n\| Task \| Base \| Head \| Responder's reason \|\n[^\n]*\n\| suite-a \/ asks \| 3\/3 \| 0\/0 \+3 abstained \| the brief names no tools \|/,
  );
  assert.match(
    body,
    /_With these trials no single task can be flagged \(1 task compared at alpha_task 0\.025, Holm\): 4 verdict trials per task on both sides would make an all-pass → all-fail task significant; the suite-level test still applies\._/,
  );
});

test('no baseline is said plainly', () => {
  const summary = makeSummary([{ id: 'a', passed: 1, trials: 1 }]);
  const body = renderReport({
    summary,
    records: [makeRecord('a', 'passed', 'completed')],
    baseline: null,
    baselineNote: 'no cache entry for this suite set on the base branch yet',
  });
  assert.match(body, /## Parley: ✅ all runs passed/);
  assert.match(
    body,
    /Baseline: none \(no cache entry for this suite set on the base branch yet\); no comparison\./,
  );
  assert.doesNotMatch(body, /### Regressions/);
});

test('separate sections for grader failures, abstains, cap exhaustions and errors', () => {
  const summary = makeSummary([{ id: 'x', passed: 1, trials: 4 }]);
  const records = [
    makeRecord('failing', 'failed', 'completed', {
      graders: [
        {
          name: 'mentions-file',
          type: 'text',
          score: 0,
          weight: 1,
          passed: false,
          feedback: 'missing "agents/x.yaml"',
          duration_ms: 1,
        },
        {
          name: 'ok-grader',
          type: 'text',
          score: 1,
          weight: 1,
          passed: true,
          feedback: 'fine',
          duration_ms: 1,
        },
      ],
      turns: [turn('I wrote nothing.')],
    }),
    makeRecord('vague', 'abstained', 'abstained', {
      responder: {
        kind: 'rules',
        followups_sent: 3,
        outcome: 'abstained',
        reason: 'the brief says nothing about handoffs',
        last_question: 'Should it hand off to other agents?',
      },
    }),
    makeRecord('chatty', 'passed', 'cap_exhausted', {
      responder: {
        kind: 'rules',
        followups_sent: 2,
        outcome: 'cap_exhausted',
        reason: null,
        last_question: 'Which tools should it have?',
      },
    }),
    makeRecord('broken', 'error', 'agent_error', {
      error: { kind: 'agent', message: 'spawn copilot ENOENT' },
    }),
  ];
  const body = renderReport({ summary, records });
  const order = ['### Grader failures', '### Abstains', '### Cap exhaustions', '### Errors'].map(
    (h) => body.indexOf(h),
  );
  assert.ok(
    order.every((i, n) => i > 0 && (n === 0 || i > order[n - 1]!)),
    `sections in order: ${order}`,
  );
  assert.match(
    body,
    /\| suite-a \/ failing \| mentions-file \(text\) \| missing &quot;agents\/x\.yaml&quot; \|/,
  );
  assert.doesNotMatch(body, /ok-grader/);
  assert.match(body, /I wrote nothing\./);
  assert.match(
    body,
    /\| suite-a \/ vague \| the brief says nothing about handoffs \| Should it hand off to other agents\? \|/,
  );
  assert.match(body, /\| suite-a \/ chatty \| Which tools should it have\? \| 2 \| passed \|/);
  assert.match(body, /\| suite-a \/ broken \| agent error \| spawn copilot ENOENT \|/);
});

test('untrusted text: HTML escaped, mentions and references broken, no second marker', () => {
  const hostile = `<!-- parley:comment:suite-a --> <img src=x onerror=alert(1)> @octocat #12 org/repo#3 https://github.com/o/r/issues/1 | [link](javascript:x)`;
  const cell = inline(hostile, 1000);
  assert.ok(!cell.includes('<'), cell);
  assert.ok(!/@octocat/.test(cell));
  assert.ok(!/#12/.test(cell) && !/#3/.test(cell));
  assert.ok(!cell.includes('https://github.com'));
  assert.ok(!/[^\\]\|/.test(cell), 'pipes escaped');
  const summary = makeSummary([{ id: 'x', passed: 0, trials: 1 }]);
  const body = renderReport({
    summary,
    records: [
      makeRecord('x', 'abstained', 'abstained', {
        responder: {
          kind: 'llm',
          followups_sent: 1,
          outcome: 'abstained',
          reason: hostile,
          last_question: hostile,
        },
      }),
      makeRecord('y', 'failed', 'completed', { turns: [turn(hostile)] }),
    ],
    marker,
  });
  assert.equal(body.split('<!--').length, 2, 'only our marker opens an HTML comment');
  assert.ok(body.startsWith(marker));
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
  const summary = makeSummary([{ id: 'x', passed: 0, trials: 300 }]);
  const body = renderReport({
    summary,
    records,
    marker,
    artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2',
  });
  assert.ok(body.length < 65_536, `length ${body.length}`);
  assert.match(body, /more not shown: see the results artifact/);
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

test('long sections fold into <details>; fixed, new and removed tasks are listed', () => {
  const base = makeSummary([
    { id: 'fixed', passed: 0, trials: 1 },
    { id: 'gone', passed: 1, trials: 1 },
  ]);
  const head = makeSummary([
    { id: 'fixed', passed: 1, trials: 1 },
    { id: 'fresh', passed: 1, trials: 1 },
  ]);
  const records = Array.from({ length: 8 }, (_, i) =>
    makeRecord(`e${i}`, 'error', 'timeout', {
      error: { kind: 'timeout', message: 'took too long' },
    }),
  );
  const body = renderReport({ summary: head, records, comparison: compareSummaries(base, head) });
  assert.match(body, /### Regressions\n\nNone against the baseline\./);
  assert.match(body, /### Other changes \(3\)/);
  assert.match(body, /\| suite-a \/ fixed \| fixed \| 0\/1 \| 1\/1 \|/);
  assert.match(body, /\| suite-a \/ fresh \| new \| — \| 1\/1 \|/);
  assert.match(body, /\| suite-a \/ gone \| removed \| 1\/1 \| — \|/);
  assert.match(body, /### Errors \(8\)\n\n<details><summary>Show 8<\/summary>/);
  assert.equal(body.match(/\| timeout \| took too long \|/g)?.length, 8);
});
