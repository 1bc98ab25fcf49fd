// Issue 44.2 / 44.4: command_mocks' calls as an agent that reads its shims meets them, through the
// CLI with the fake ACP agent. A shim holds no path to the call log and none of the test's rules;
// what an agent forges from it (a call that is not a list of arguments, a line that is not JSON)
// is dropped and counted, fails `expect_calls` with its reason in the report, and the job goes
// on; patterns are RE2 matched in Parley (`(?i)list` works, `(a|aa)+` cannot spin).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { runParley } from '../cli-run.js';
import { tempProject } from '../helpers.js';

const ACP_FAKE = resolve('test/fakes/acp-agent.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'parley-mock-log-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

// What a forging agent does with its shim: the log's path if the shim names one (one line with
// `"args": 5` appended), else the server and token it talks to (the same call posted there,
// and a line that is not JSON).
const FORGE = `import { appendFileSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
const shim = readFileSync('.bin/gh', 'utf8');
const log = /appendFileSync\\(\\s*("[^"]*")/.exec(shim);
if (log) {
  appendFileSync(JSON.parse(log[1]), JSON.stringify({ command: 'gh', args: 5, exit_code: 0, response: 0 }) + '\\n');
  console.log('forged the log file');
} else {
  const url = JSON.parse(/request\\(\\s*("[^"]*")/.exec(shim)[1]);
  const auth = JSON.parse(/authorization: ("[^"]*")/.exec(shim)[1]);
  const post = (body) =>
    new Promise((done) => {
      const q = request(url, { method: 'POST', headers: { authorization: auth } }, (res) => {
        res.resume();
        res.on('end', done);
      });
      q.on('error', done);
      q.end(body);
    });
  await post(JSON.stringify({ command: 'gh', args: 5 }));
  await post('not json');
  console.log('posted forged calls');
}
`;

const LONG = `${'a'.repeat(60)}b`;

function project() {
  return tempProject({
    'eval.yaml': `name: mock-log
config:
  executor: acp
  timeout_seconds: 60
  agent:
    command: ${JSON.stringify(process.execPath)}
    args: [${JSON.stringify(ACP_FAKE)}]
command_mocks:
  - name: gh
    expect_calls: 2
    responses:
      - args: [pr, view, '12']
        stdout: 'PR 12: the rule answer'
      - args_regex: ['(a|aa)+']
        stdout: many a
      - args_regex: ['(?i)list']
        stdout: listed
tasks:
  - id: read-shim
    inputs:
      prompt: 'read:.bin/gh'
  - id: forge
    inputs:
      prompt: 'run:${process.execPath} forge.mjs;gh LIST;gh ${LONG}'
      files:
        - path: forge.mjs
          content: ${JSON.stringify(FORGE)}
  - id: honest
    inputs:
      prompt: 'run:gh pr view 12;gh list'
    expected:
      output_contains: ['-> 0: PR 12: the rule answer', '-> 0: listed']
`,
  });
}

describe('command_mocks against an agent that reads its shims', () => {
  it('no log path in the shim; forged calls dropped and counted; RE2 patterns; the job goes on', async () => {
    const p = project();
    try {
      const run = await runParley(tmp, ['run', p.dir]);
      const out = run.stdout + run.stderr;
      // Every task has its run: a forged line ends nothing.
      assert.deepEqual(
        run.records.map((r) => r.task_id).sort(),
        ['forge', 'honest', 'read-shim'],
        out,
      );

      const shim = run.record('read-shim').turns[0]!.output;
      assert.match(shim, /^read ok: #!/, shim);
      assert.doesNotMatch(shim, /calls\.jsonl|parley-calls|appendFileSync/);
      assert.doesNotMatch(shim, /the rule answer|\(\?i\)list/, 'the shim holds none of the rules');

      const forge = run.record('forge');
      const said = forge.turns[0]!.output;
      assert.match(said, /posted forged calls/, said);
      // RE2 in Parley: waza's (?i) idiom matches, and (a|aa)+ does not match a…ab (no spin).
      assert.match(said, /gh LIST -> 0: listed/);
      assert.match(said, new RegExp(`gh ${LONG} -> 127: gh: no response matches these arguments`));
      const calls = forge.graders.find((g) => g.name === 'expect_calls')!;
      assert.equal(calls.passed, false);
      assert.equal(
        calls.feedback,
        "2 malformed requests to the command mocks dropped (not a shim's call)",
      );
      assert.equal(calls.details?.malformed, 2);
      assert.deepEqual(
        (calls.details?.calls as { args: string[] }[]).map((c) => c.args.join(' ')),
        ['LIST', LONG],
      );
      assert.equal(forge.status, 'failed');

      const honest = run.record('honest');
      assert.equal(honest.status, 'passed', JSON.stringify(honest.graders));

      const report = readFileSync(join(run.out, 'report.md'), 'utf8');
      assert.match(report, /2 malformed requests to the command mocks dropped/);
      assert.equal(run.code, 1, out);
    } finally {
      p.cleanup();
    }
  });
});
