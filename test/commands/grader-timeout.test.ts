// A grader that runs over its time limit says which limit, and where it is set: the program
// grader's `config.timeout` (seconds) and a Yao script assertion's `options.timeout_ms`, read by a
// user in results.jsonl and in the closing list of `parley run` (a process).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { startCli, writeSuite } from './cli-process.js';

const root = mkdtempSync(join(tmpdir(), 'parley-grader-timeout-'));
after(() => rmSync(root, { recursive: true, force: true }));

it('a program grader over its limit: a grader error that names the limit and its setting', async () => {
  const dir = writeSuite(
    root,
    'slow',
    { waits: { prompt: 'Say done.', mock: ['done'] } },
    {
      graders: [
        'graders:',
        '  - type: program',
        '    name: slow-check',
        '    config:',
        '      command: sleep',
        '      args: ["5"]',
        '      timeout: 1',
        '',
      ].join('\n'),
    },
  );
  const out = join(root, 'slow-results');
  const run = startCli(['run', dir, '-o', out]);
  assert.equal(await run.exit, 1, run.out() + run.err());
  const [record] = readFileSync(join(out, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { status: string; outcome: string; error: { message: string } });
  assert.deepEqual([record!.status, record!.outcome], ['error', 'grader_error']);
  assert.equal(
    record!.error.message,
    'grader "slow-check" (program): program "sleep" timed out (its limit: 1 s, config.timeout)',
  );
  assert.match(run.out(), /timed out \(its limit: 1 s, config\.timeout\)/);
});
