// report.html from the spool of a job's runs (results/spool.ts: each run rendered as it is
// written) is the page renderHtmlReport writes from the same runs: the same bytes with a page
// of every run, with runs past the byte limit counted (the spool holds no run that cannot fit,
// the head decides how many of it are shown), with redaction, and with no run at all.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  HTML_SPOOL,
  renderHtmlReport,
  renderSpooledHtmlReport,
} from '../../src/report/html/index.js';
import { RunSpool } from '../../src/results/spool.js';
import { type RunRecord, type TurnRecord } from '../../src/results/schema.js';
import { emptyUsage } from '../../src/results/usage.js';
import { makeRecord } from '../builders.js';
import { makeSummary } from './builders.js';

const turn = (output: string): TurnRecord => ({
  index: 0,
  input: 'question <0>',
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

const runs = (n: number, size: number): RunRecord[] =>
  Array.from({ length: n }, (_, i) =>
    makeRecord('a', i % 3 ? 'passed' : 'failed', 'completed', {
      trial: i + 1,
      turns: [turn(`secret-7 & ${'x'.repeat(size)} <${i}>`)],
    }),
  );

const pageText = (chunks: Iterable<string | Buffer>) =>
  Buffer.concat([...chunks].map((c) => (typeof c === 'string' ? Buffer.from(c) : c))).toString();

function both(records: RunRecord[], maxBytes: number) {
  const dir = mkdtempSync(join(tmpdir(), 'parley-spool-'));
  try {
    const redact = (t: string) => t.replaceAll('secret-7', '***');
    const summary = makeSummary([{ id: 'a', passed: 0, trials: records.length || 1 }]);
    const spool = new RunSpool(join(dir, 'spool'), { ...HTML_SPOOL, maxBytes }, redact);
    for (const record of records) spool.add(record);
    spool.close();
    const spooled = existsSync(join(dir, 'spool')) ? statSync(join(dir, 'spool')).size : 0;
    const fast = pageText(renderSpooledHtmlReport({ summary, redact }, spool));
    const slow = pageText(renderHtmlReport({ summary, redact, runs: records, maxBytes }));
    spool.discard();
    assert.ok(!existsSync(join(dir, 'spool')), 'discard removes the spool');
    return { fast, slow, spooled };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('every run fits: the spooled page is the rendered page, byte for byte', () => {
  const { fast, slow } = both(runs(12, 500), 25 * 1024 * 1024);
  assert.equal(fast, slow);
  assert.equal(fast.match(/<details class="run /g)?.length, 12);
  assert.ok(!fast.includes('secret-7') && fast.includes('*** &amp; x'));
});

test('past the byte limit: the same runs shown, the same count left, the spool bounded', () => {
  const maxBytes = 100 * 1024;
  const { fast, slow, spooled } = both(runs(40, 10_000), maxBytes);
  assert.equal(fast, slow);
  const shown = fast.match(/<details class="run /g)?.length ?? 0;
  assert.ok(shown > 0 && shown < 40, `${shown} shown`);
  assert.match(fast, new RegExp(`${40 - shown} more runs in results\\.jsonl`));
  assert.ok(spooled <= maxBytes, `the spool holds only what could fit: ${spooled} bytes`);
});

test('no run: the page says so, and no spool file is made', () => {
  const { fast, slow, spooled } = both([], 25 * 1024 * 1024);
  assert.equal(fast, slow);
  assert.match(fast, /No run finished\./);
  assert.equal(spooled, 0);
});

test('runs written in several batches: every run on the page, in order, byte for byte', () => {
  // ~3.5 kB of page a run: 200 runs are several of the spool's batches.
  const records = runs(200, 3_000);
  const { fast, slow, spooled } = both(records, 25 * 1024 * 1024);
  assert.ok(spooled > 600 * 1024, `${spooled} bytes spooled`);
  assert.equal(fast, slow);
  assert.equal(fast.match(/<details class="run /g)?.length, 200);
  const order = [...fast.matchAll(/x &lt;(\d+)&gt;/g)].map((m) => Number(m[1]));
  assert.deepEqual(order, [...Array(200).keys()]);
});

test('a spool that cannot be written says failed once closed, having counted every run', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-spool-'));
  try {
    const spool = new RunSpool(join(dir, 'missing', 'spool'), HTML_SPOOL, (t) => t);
    for (const record of runs(3, 100)) spool.add(record);
    spool.close();
    assert.equal(spool.failed, true);
    assert.equal(spool.runs, 3);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
