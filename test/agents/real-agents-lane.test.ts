// The real-agent lane (scripts/real-agents.ts) touches only the processes it started (issue
// 45.5): a process whose command line looks like an agent's, started by this test under a tag
// of its own, is neither counted as left over nor killed. The lane runs against an install
// cache whose `codex-acp` is the fake ACP agent (no npm, no real agent).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { stillRunning } from './e2e-helpers.js';

const FAKE = resolve('test/fakes/acp-agent.mjs');
const root = mkdtempSync(join(tmpdir(), 'parley-lane-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** An install cache holding the pinned codex-acp's package.json and the fake as its binary. */
function fakeCache(): string {
  const cache = join(root, 'cache');
  const pkg = join(cache, 'node_modules/@zed-industries/codex-acp');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ version: '0.16.0' }));
  const bin = join(cache, 'node_modules/.bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    join(bin, 'codex-acp'),
    `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(FAKE)} "$@"\n`,
  );
  chmodSync(join(bin, 'codex-acp'), 0o755);
  return cache;
}

describe('the real-agent lane', () => {
  it('a look-alike process the lane did not start is not counted as left over, nor killed', async () => {
    const decoy = spawn('bash', ['-c', 'exec -a "/opt/x/bin/codex-acp --serve" sleep 200'], {
      stdio: 'ignore',
      env: { ...process.env, PARLEY_TEST_DECOY: randomBytes(8).toString('hex') },
    });
    try {
      const lane = spawn(
        process.execPath,
        ['--import', 'tsx', resolve('scripts/real-agents.ts'), 'codex'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, REAL_AGENTS_DIR: fakeCache(), REAL_AGENTS_CASES: 'hang' },
        },
      );
      let output = '';
      lane.stdout.on('data', (c: Buffer) => (output += c.toString()));
      lane.stderr.on('data', (c: Buffer) => (output += c.toString()));
      await new Promise((done) => lane.on('close', done));
      // The fake agent does not play the case's hung model, so the case itself fails; what
      // matters here is the lane's check of what is left.
      assert.match(output, /codex hang: parley run took/, output);
      assert.doesNotMatch(output, /processes left/, output);
      assert.doesNotMatch(output, new RegExp(`kill -9 ${decoy.pid}\\b`), output);
      assert.ok(await stillRunning(decoy.pid!), 'the decoy is still running');
    } finally {
      decoy.kill('SIGKILL');
    }
  });
});
