// `parley check responder|judge --cases FILE` (issue 44.6): a case file is read as a regular file
// of bounded size, so a FIFO nobody writes to and /dev/zero are refused by name with exit 2
// instead of waiting forever or reading without end. The timeout only turns a hang into a failure.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

describe('parley check --cases: a bad line gets the errors suites get', () => {
  it('file:line:column, the field, "did you mean" for a misspelt key; exit 2', () => {
    const file = join(root, 'typo.jsonl');
    // "expect" misspelt: the required key missing, the unknown one named with its correction.
    const line = JSON.stringify({
      id: 'asks-name',
      brief: '- name: triage-agent',
      conversation: [{ role: 'agent', text: 'What should it be called?' }],
      expekt: 'reply',
    });
    writeFileSync(file, `${line}\n{"id": "x",\n`);
    const r = check('responder', file);
    assert.equal(r.code, 2, r.out);
    const column = line.indexOf('"expekt"') + 1;
    assert.match(r.out, /typo\.jsonl:1:1 expect: is required/);
    assert.ok(
      r.out.includes(
        `typo.jsonl:${1}:${column} expekt: unknown key 'expekt' (did you mean 'expect'?)`,
      ),
      r.out,
    );
    assert.match(r.out, /typo\.jsonl:2: not JSON/);

    const judge = join(root, 'judge-typo.jsonl');
    writeFileSync(
      judge,
      `${JSON.stringify({ id: 'j', criteria: 'c', turns: [{ input: 'a', output: 'b' }], expected: 'pass' })}\n`,
    );
    const j = check('judge', judge);
    assert.equal(j.code, 2, j.out);
    assert.match(
      j.out,
      /judge-typo\.jsonl:1:\d+ expected: unknown key 'expected' \(did you mean 'expect'\?\)/,
    );
  });
});
