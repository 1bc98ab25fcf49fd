// command_mocks reach an agent's login shell (issue 45.3): Codex runs every command with
// `bash -lc`, whose profile assigns PATH and drops the shim folder. The fake ACP agent runs its
// commands the same way, with a HOME whose ~/.profile sets PATH outright, as Debian's
// /etc/profile does.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { runParley } from '../suites/cli-run.js';
import { tempProject } from '../suites/helpers.js';

const ACP_FAKE = resolve('test/fakes/acp-agent.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'parley-login-shell-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

describe('command_mocks in login shells', () => {
  it('a mocked command answers in `bash -lc` and `bash -c`, after a profile that sets PATH', async () => {
    const project = tempProject({
      'home/.profile': 'PATH=/usr/bin:/bin\nexport PATH\n',
      'eval.yaml': `name: login-shell
config:
  executor: acp
  agent:
    command: ${JSON.stringify(process.execPath)}
    args: [${JSON.stringify(ACP_FAKE)}]
    env: { HOME: '\${PARLEY_TEST_HOME}' }
command_mocks:
  - name: gh
    expect_calls: 2
    responses:
      - args: []
        stdout: 'mocked gh'
tasks:
  - id: login
    inputs:
      prompt: 'run:bash -lc gh;bash -c gh'
    expected:
      output_contains: ['bash -lc gh -> 0: mocked gh', 'bash -c gh -> 0: mocked gh']
`,
    });
    try {
      const run = await runParley(tmp, ['run', project.dir], {
        PARLEY_TEST_HOME: join(project.dir, 'home'),
      });
      const record = run.record('login');
      assert.match(record.turns[0]?.output ?? '', /bash -lc gh -> 0: mocked gh/, run.stderr);
      assert.equal(record.status, 'passed', JSON.stringify(record.graders));
      assert.equal(run.code, 0, run.stdout + run.stderr);
    } finally {
      project.cleanup();
    }
  });
});
