// report.html's bounds: each message cut at MESSAGE_MAX characters, a run's turns past RUN_MAX
// left to results.jsonl, the page under its byte limit with the runs left out counted, and
// configured secrets scrubbed from every chunk.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { MESSAGE_MAX, RUN_MAX, TOOL_CALLS_MAX } from '../../src/report/html/conversation.js';
import { escapeHtml } from '../../src/report/html/escape.js';
import { renderHtmlReport } from '../../src/report/html/index.js';
import { pageEnd } from '../../src/report/html/page.js';
import { recordsOf, RESULTS_FILE } from '../../src/results/files.js';
import { type RunRecord, type TurnRecord } from '../../src/results/schema.js';
import { emptyUsage } from '../../src/results/usage.js';
import { makeRecord } from '../builders.js';
import { makeSummary } from './builders.js';

const turn = (index: number, output: string): TurnRecord => ({
  index,
  input: `question ${index}`,
  input_source: index === 0 ? 'prompt' : 'responder',
  output,
  tool_calls: [],
  skill_invocations: [],
  assertions: [],
  duration_ms: 1,
  first_event_ms: null,
  stop_reason: 'end_turn',
  usage: emptyUsage(),
});

function page(
  runs: Iterable<RunRecord>,
  options: { maxBytes?: number; redact?: (t: string) => string } = {},
) {
  const summary = makeSummary([{ id: 'a', passed: 0, trials: 1 }]);
  return [...renderHtmlReport({ summary, runs, ...options })].join('');
}

test('escapeHtml escapes the five special characters and drops controls and bidi overrides', () => {
  assert.equal(
    escapeHtml(`<a href="x" onclick='y'>&amp;</a>\u0007\u202e\n\t`),
    '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;\n\t',
  );
});

test('past the byte limit the remaining runs are counted, and the page stays whole', () => {
  const runs = Array.from({ length: 30 }, (_, i) =>
    makeRecord('a', 'failed', 'completed', { trial: i + 1, turns: [turn(0, 'x'.repeat(10_000))] }),
  );
  const maxBytes = 100 * 1024;
  const html = page(runs, { maxBytes });
  assert.ok(Buffer.byteLength(html) <= maxBytes, `${Buffer.byteLength(html)} bytes`);
  assert.ok(html.endsWith(pageEnd()), 'the page is whole');
  const shown = html.match(/<details class="run /g)?.length ?? 0;
  const left = Number(
    /(\d+) more runs in results\.jsonl \(this page stops at 100 KB\)/.exec(html)?.[1],
  );
  assert.ok(shown > 0 && left > 0, `${shown} shown, ${left} left`);
  assert.equal(shown + left, 30);
  assert.doesNotMatch(
    page(runs),
    /more runs? in results\.jsonl/,
    'the default limit holds them all',
  );
});

test('a long message is cut with a note; a run past RUN_MAX leaves its last turns to results.jsonl', () => {
  const long = page([
    makeRecord('a', 'failed', 'completed', { turns: [turn(0, 'y'.repeat(MESSAGE_MAX + 123))] }),
  ]);
  assert.match(long, /cut: 123 more characters in results\.jsonl/);
  assert.ok(long.includes('y'.repeat(MESSAGE_MAX)) && !long.includes('y'.repeat(MESSAGE_MAX + 1)));

  const turns = Array.from({ length: Math.ceil(RUN_MAX / MESSAGE_MAX) + 20 }, (_, i) =>
    turn(i, 'z'.repeat(MESSAGE_MAX)),
  );
  const many = page([makeRecord('a', 'failed', 'completed', { turns })]);
  const more = Number(/(\d+) more turn\(s\) in results\.jsonl/.exec(many)?.[1]);
  assert.ok(more > 0, 'turns left out');
  assert.equal((many.match(/<div class="msg agent">/g)?.length ?? 0) + more, turns.length);
  assert.ok(many.length < RUN_MAX + 2 * MESSAGE_MAX + 100_000);
});

test('passing runs are folded, other runs open; secrets are scrubbed from every chunk', () => {
  const html = page(
    [
      makeRecord('a', 'passed', 'completed', { turns: [turn(0, 'token sk-secret-1')] }),
      makeRecord('a', 'error', 'agent_error', {
        trial: 2,
        error: { kind: 'agent', message: 'crashed with sk-secret-1' },
      }),
    ],
    { redact: (t) => t.replaceAll('sk-secret-1', '***') },
  );
  assert.doesNotMatch(html, /sk-secret-1/);
  assert.match(html, /<details class="run r-passed" id="run-[0-9a-f]+-1">/);
  assert.match(html, /<details class="run r-error" id="run-[0-9a-f]+-2" open>/);
  assert.match(html, /<b>agent error:<\/b> crashed with \*\*\*/);
});

test('a turn shows its first TOOL_CALLS_MAX tool calls and counts the rest', () => {
  const call = { name: 'read', arguments: { path: 'x' }, success: true, duration_ms: 1 };
  const busy = {
    ...turn(0, 'done'),
    tool_calls: Array.from({ length: TOOL_CALLS_MAX + 7 }, () => call),
  };
  const html = page([makeRecord('a', 'failed', 'completed', { turns: [busy] })]);
  assert.equal(html.match(/<details class="tool">/g)?.length, TOOL_CALLS_MAX);
  assert.match(html, /… 7 more tool call\(s\) in results\.jsonl/);
});

test('a results.jsonl line that cannot be read ends the list with the reason, the page whole', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-html-bad-'));
  try {
    const good = JSON.stringify(makeRecord('a', 'failed', 'completed'));
    writeFileSync(join(dir, RESULTS_FILE), `${good}\n{"schema_version": 1, "<b>": 1}\n${good}\n`);
    const html = page(recordsOf(dir));
    assert.equal(html.match(/<details class="run /g)?.length, 1);
    assert.match(
      html,
      /<div class="error-box">results\.jsonl could not be read further: [^<]*results\.jsonl:2: /,
    );
    assert.ok(html.endsWith(pageEnd()), 'the page is whole');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
