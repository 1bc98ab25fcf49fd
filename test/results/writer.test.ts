// ResultsWriter on a device that refuses every write: /dev/full answers ENOSPC, as a full disk
// does. The error is typed and names the file; later appends fail the same way, writing nothing.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ResultsWriteError, ResultsWriter } from '../../src/results/writer.js';
import { makeRecord } from '../builders.js';

test(
  'a full disk (/dev/full) is a ResultsWriteError naming the file',
  { skip: !existsSync('/dev/full') },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-writer-'));
    try {
      const file = join(dir, 'results.jsonl');
      symlinkSync('/dev/full', file);
      const writer = new ResultsWriter(file);
      const record = makeRecord('t', 'passed', 'completed');
      assert.throws(
        () => writer.append(record),
        (error: unknown) => {
          assert.ok(error instanceof ResultsWriteError);
          assert.equal(
            error.message,
            `cannot write ${file}: ENOSPC: no space left on device, write`,
          );
          return true;
        },
      );
      assert.throws(() => writer.append(record), ResultsWriteError);
      writer.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
