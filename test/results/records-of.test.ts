// recordsOf(): results.jsonl read back one line at a time (what report.html is rendered from):
// the same records as the whole-file reader, across read chunks and characters split by them,
// and a bad line named by file and line.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { recordsOf, RESULTS_FILE } from '../../src/results/files.js';
import { parseResults } from '../../src/results/jsonl.js';
import { makeRecord } from '../builders.js';

const root = mkdtempSync(join(tmpdir(), 'parley-records-of-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('streams the same records as parseResults, over chunk boundaries and multi-byte characters', () => {
  const dir = join(root, 'ok');
  // 3 MB of records whose task names are multi-byte (some split by the 1 MB read chunks).
  const records = Array.from({ length: 300 }, (_, i) =>
    makeRecord(`t${i}`, 'passed', 'completed', { task_name: `é😀`.repeat(2_000 + i) }),
  );
  const text = records.map((r) => JSON.stringify(r)).join('\n\n') + '\n';
  assert.ok(Buffer.byteLength(text) > 3 * 1024 * 1024);
  mkdir(dir);
  writeFileSync(join(dir, RESULTS_FILE), text);
  assert.deepEqual([...recordsOf(dir)], parseResults(text, 'x'));
  // No trailing newline: the last line still counts.
  writeFileSync(join(dir, RESULTS_FILE), text.trimEnd());
  assert.equal([...recordsOf(dir)].length, 300);
});

test('a bad line is named by file and line; a missing file is named', () => {
  const dir = join(root, 'bad');
  mkdir(dir);
  const good = JSON.stringify(makeRecord('a', 'passed', 'completed'));
  writeFileSync(join(dir, RESULTS_FILE), `${good}\n${good}\n{"schema_version": 1}\n`);
  assert.throws(() => [...recordsOf(dir)], new RegExp(`${RESULTS_FILE}:3: `));
  assert.throws(() => [...recordsOf(join(root, 'none'))], /results\.jsonl: missing/);
});

function mkdir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
