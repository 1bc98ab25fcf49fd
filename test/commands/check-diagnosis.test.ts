// `parley check` says what to do (issue 50.3), through the CLI against the loopback OpenAI fake:
// against a model that answers prose where JSON is asked, the check says once that most cases
// failed the same way and the likely cause, and lists the alike cases on one line instead of one
// each; the model to measure comes from .parley.yaml's defaults when no --model is given.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { CLI_ARGS } from '../cli-args.js';

const KEY = 'sk-check-diagnosis';
const root = mkdtempSync(join(tmpdir(), 'parley-check-diagnosis-'));
let fake: FakeOpenAI;
before(async () => {
  // Prose for every request: no JSON, no tool call, whatever mode is asked for.
  fake = await startFakeOpenAI(() => ({ content: 'Sure! I think the agent should go ahead.' }), {
    apiKey: KEY,
  });
});
after(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

function check(args: string[], cwd = root) {
  const child = spawn(process.execPath, [...CLI_ARGS, 'check', ...args], {
    cwd,
    env: { ...process.env, OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: KEY, NO_COLOR: '1' },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise<{ code: number | null; out: string }>((done) =>
    child.on('exit', (code) => done({ code, out })),
  );
}

describe('parley check: the diagnosis', () => {
  for (const what of ['responder', 'judge']) {
    it(`check ${what} against a model that answers no JSON: one diagnosis, the cause, one line for the alike cases`, async () => {
      const r = await check([what, '--model', 'prose-model', '--workers', '8']);
      assert.equal(r.code, 1, r.out);
      const m = /most cases failed the same way: (\d+) of (\d+) ended in this error/.exec(r.out);
      assert.ok(m, r.out);
      // Every case errs; the output mode Parley tries first may word a few of them differently.
      assert.ok(Number(m[1]) * 2 >= Number(m[2]), r.out);
      assert.match(r.out, /likely cause: the model does not answer in the JSON Parley asks for/);
      const listed = r.out.split('cases not right:\n')[1]!.trimEnd().split('\n');
      assert.ok(listed.length <= 3, listed.join('\n'));
      assert.match(listed[0]!, new RegExp(`^  ${m[1]} cases \\(`));
      assert.doesNotMatch(
        r.out,
        /^ {2}\S+: expected \w+, got error/m,
        'no case on a line of its own',
      );
    });
  }

  it('the model from .parley.yaml defaults.responder_model / judge_model when --model is not given', async () => {
    const project = mkdtempSync(join(root, 'project-'));
    writeFileSync(
      join(project, '.parley.yaml'),
      'defaults:\n  responder_model: from-project-responder\n  judge_model: from-project-judge\n',
    );
    fake.requests.length = 0;
    await check(['responder', '--workers', '8'], project);
    assert.ok(fake.requests.length > 0);
    assert.deepEqual(
      [...new Set(fake.requests.map((q) => q.body.model))],
      ['from-project-responder'],
    );
    fake.requests.length = 0;
    await check(['judge', '--workers', '8'], project);
    assert.deepEqual([...new Set(fake.requests.map((q) => q.body.model))], ['from-project-judge']);

    const none = mkdtempSync(join(root, 'none-'));
    const missing = await check(['judge'], none);
    assert.equal(missing.code, 2);
    assert.match(
      missing.out,
      /--model: the judge's model to measure is needed \(or PARLEY_JUDGE_MODEL, or defaults\.judge_model in \.parley\.yaml\)/,
    );
  });
});
