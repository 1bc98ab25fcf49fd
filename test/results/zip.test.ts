// The bounded zip reader of results artifacts: it reads what it is asked for (stored and
// deflated entries), and refuses too many entries, oversized entries, entries that inflate to
// more than their directory says (zip bombs) and archives that are not zips.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readZipEntries, ZipError } from '../../src/results/zip.js';
import { writeZip } from '../fakes/zip.js';

const limits = { maxEntries: 10, maxEntryBytes: 1000 };

test('reads the wanted stored and deflated entries, and only those', () => {
  const zip = writeZip({
    'summary.json': '{"a":1}',
    'results.jsonl': { data: 'line\n'.repeat(100), deflate: true },
    '../../etc/passwd': 'ignored',
  });
  const entries = readZipEntries(zip, ['summary.json', 'results.jsonl'], limits);
  assert.deepEqual([...entries.keys()].sort(), ['results.jsonl', 'summary.json']);
  assert.equal(entries.get('summary.json')!.toString(), '{"a":1}');
  assert.equal(entries.get('results.jsonl')!.toString(), 'line\n'.repeat(100));
});

test('refuses what is too big, too many, lying or not a zip', () => {
  const many = writeZip(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'x'])));
  assert.throws(() => readZipEntries(many, ['f1'], limits), /11 entries, more than the 10 allowed/);
  const big = writeZip({ 'results.jsonl': 'x'.repeat(1001) });
  assert.throws(
    () => readZipEntries(big, ['results.jsonl'], limits),
    /results\.jsonl: 1001 bytes, more than the 1000 allowed/,
  );
  const bomb = writeZip({
    'results.jsonl': { data: Buffer.alloc(1_000_000), deflate: true, declaredSize: 10 },
  });
  assert.throws(
    () => readZipEntries(bomb, ['results.jsonl'], limits),
    (e: Error) => e instanceof ZipError && /cannot be inflated within the limits/.test(e.message),
  );
  const liar = writeZip({ 'summary.json': { data: 'abc', declaredSize: 2 } });
  assert.throws(
    () => readZipEntries(liar, ['summary.json'], limits),
    /3 bytes where the directory says 2/,
  );
  assert.throws(
    () => readZipEntries(Buffer.from('{"not":"a zip"} padding padding'), ['a'], limits),
    /not a zip archive/,
  );
  assert.throws(() => readZipEntries(Buffer.alloc(5), ['a'], limits), /too short/);
});
