// Parley reads back every summary.json it writes (issue 30.2), and reads only regular files,
// bounded as read (issue 30.11): through `parley compare` as a process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeJobFiles } from '../../src/results/files.js';
import { MAX_POOL } from '../../src/results/schema.js';
import { makeSummary } from '../report/builders.js';
import { CLI_ARGS } from '../cli-args.js';

function parley(args: string[]) {
  const r = spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    encoding: 'utf8',
    // A reader that blocks (a FIFO) or reads forever (/dev/zero) is a failure, not a hang.
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

test('a summary of 20,000 tasks with full pools, as Parley writes it, is read back by compare', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-readback-'));
  try {
    const tasks = Array.from({ length: 20_000 }, (_, i) => ({
      id: `suite-area-${i % 50}/task-number-${i}-with-a-descriptive-name`,
      passed: 4,
      trials: 5,
    }));
    const summary = makeSummary(tasks, { commit: 'a'.repeat(40) });
    for (const task of summary.suites[0]!.tasks) {
      task.identity = 'f'.repeat(64);
      task.pool = Array.from({ length: MAX_POOL }, (_, i) => ({
        commit: i.toString(16).padStart(40, '0'),
        passed: 4,
        failed: 1,
      }));
    }
    writeJobFiles(dir, { summary, records: [], report: '' });
    const file = join(dir, 'summary.json');
    const size = statSync(file).size;
    assert.ok(size > 5 * 1024 * 1024, `${size} bytes: above the old 5 MiB limit`);
    const compared = parley(['compare', file, file, '--json']);
    assert.equal(compared.code, 0, compared.stderr);
    const json = JSON.parse(compared.stdout) as { tasks: unknown[] };
    assert.equal(json.tasks.length, 20_000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a summary.json that is a FIFO or a link to /dev/zero is refused at once, exit 2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-notfile-'));
  try {
    const fifo = join(dir, 'fifo.json');
    assert.equal(spawnSync('mkfifo', [fifo]).status, 0);
    const zero = join(dir, 'zero.json');
    symlinkSync('/dev/zero', zero);
    for (const file of [fifo, zero]) {
      const r = parley(['compare', file, file]);
      assert.equal(r.signal, null, `${file}: the reader did not hang`);
      assert.equal(r.code, 2, r.stdout + r.stderr);
      assert.match(r.stderr, new RegExp(`${file}: not a regular file`));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
