// `parley check responder|judge --cases FILE` (issue 44.6): a case file is read as a regular file
// of bounded size, so a FIFO nobody writes to and /dev/zero are refused by name with exit 2
// instead of waiting forever or reading without end. The timeout only turns a hang into a failure.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-check-cases-'));
after(() => rmSync(root, { recursive: true, force: true }));

function check(what: string, cases: string) {
  const r = spawnSync(
    process.execPath,
    [...CLI_ARGS, 'check', what, '--model', 'm', '--cases', cases],
    {
      encoding: 'utf8',
      timeout: 60_000,
      maxBuffer: 4 * 1024 * 1024,
      // No endpoint: a case file that were read would end on the missing endpoint, not hang.
      env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
    },
  );
  return { code: r.status, signal: r.signal, out: r.stdout + r.stderr };
}

describe('parley check --cases reads only regular files, bounded', () => {
  const fifo = join(root, 'cases.fifo');
  assert.equal(spawnSync('mkfifo', [fifo]).status, 0);

  for (const what of ['responder', 'judge']) {
    it(`check ${what}: a FIFO is refused, exit 2, no hang`, () => {
      const r = check(what, fifo);
      assert.equal(r.signal, null, 'the FIFO did not hang the check');
      assert.equal(r.code, 2, r.out);
      assert.match(r.out, /--cases .*cases\.fifo: not a regular file/);
    });

    it(`check ${what}: /dev/zero is refused, exit 2, no growth`, () => {
      const r = check(what, '/dev/zero');
      assert.equal(r.signal, null, '/dev/zero was not read without end');
      assert.equal(r.code, 2, r.out);
      assert.match(r.out, /--cases \/dev\/zero: not a regular file/);
    });
  }
});
