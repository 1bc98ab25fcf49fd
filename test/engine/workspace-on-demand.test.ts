// A run's workspace directory is made when something needs it: the agent writing a file (the
// mock's files, the built-in agent's first file-tool call), a grader that reads files or runs a
// program there. Through the CLI, with a TMPDIR of its own watched for what appears in it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { readResults } from '../../src/results/jsonl.js';
import { startFakeOpenAI, type FakeRequest } from '../fakes/openai-server.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-ws-demand-'));
after(() => rmSync(root, { recursive: true, force: true }));

// The program grader passes only if the workspace is there, empty and private.
const CHECK =
  'test -d "$PARLEY_WORKSPACE" && test -z "$(ls -A "$PARLEY_WORKSPACE")" && ' +
  'test "$(stat -c %a "$PARLEY_WORKSPACE")" = 700 && echo "empty and private"';

const SUITE = `name: on-demand
config:
  executor: mock
tasks:
  - id: talks
    inputs:
      prompt: Say done.
      mock: [done]
    graders:
      - type: text
        name: said-done
        config: { contains: [done] }
  - id: writes
    inputs:
      prompt: Write the file.
      mock:
        - text: written
          files: { out/a.txt: hello }
    graders:
      - type: file
        name: wrote
        config: { must_exist: [out/a.txt] }
  - id: checked
    inputs:
      prompt: Say done.
      mock: [done]
    graders:
      - type: program
        name: workspace-is-there
        config: { command: sh, args: ['-c', '${CHECK}'] }
      - type: file
        name: nothing-written
        config: { must_not_exist: [out] }
`;

describe('parley run: workspaces on demand', () => {
  it('makes a directory for the run that writes and the one graded on files, none for the one that only talks', async () => {
    const dir = join(root, 'suite');
    mkdirSync(dir);
    writeFileSync(join(dir, 'eval.yaml'), SUITE);
    const tmp = join(root, 'tmp');
    mkdirSync(tmp);
    const appeared = new Set<string>();
    const watcher = watch(tmp, (_event, name) => name && appeared.add(name));
    const out = join(root, 'out');
    const child = spawn(process.execPath, [...CLI_ARGS, 'run', dir, '-o', out, '-q'], {
      env: { ...process.env, TMPDIR: tmp, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    watcher.close();
    assert.equal(code, 0, stderr);

    const records = readFileSync(join(out, 'results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as { task_id: string; status: string; graders: { feedback: string }[] },
      );
    for (const record of records) assert.equal(record.status, 'passed', JSON.stringify(record));
    const checked = records.find((r) => r.task_id === 'checked')!;
    assert.match(checked.graders[0]!.feedback, /empty and private/);

    // Two runs need a directory (the one that writes, the one graded on files), the one that
    // only talks none; the names are random, so the count says which.
    const workspaces = [...appeared].filter((name) => /^ws-[0-9a-f]{16}$/.test(name));
    assert.equal(workspaces.length, 2, [...appeared].join());
    // Every workspace made is gone again.
    assert.deepEqual(
      readdirSync(tmp).filter((name) => name.startsWith('ws-')),
      [],
    );
  });

  it('the built-in agent makes its directory on the first file-tool call: none for a model that only talks', async () => {
    const prompt = (r: FakeRequest) =>
      String(r.body.messages.find((m: { role: string }) => m.role === 'user')?.content ?? '');
    const model = await startFakeOpenAI((request) => {
      const last = request.body.messages.at(-1) as { role: string };
      if (prompt(request).includes('Write')) {
        return last.role === 'tool'
          ? { content: 'written' }
          : {
              toolCalls: [
                { name: 'write_file', arguments: { path: 'out/a.txt', content: 'hello' } },
              ],
            };
      }
      return { content: 'done' };
    });
    try {
      const dir = join(root, 'builtin');
      mkdirSync(dir);
      writeFileSync(
        join(dir, 'eval.yaml'),
        `name: builtin-on-demand
config:
  executor: openai
  model: m
tasks:
  - id: talks
    inputs: { prompt: Say done. }
    graders:
      - { type: text, name: said-done, config: { contains: [done] } }
  - id: writes
    inputs: { prompt: Write the file. }
    graders:
      - { type: text, name: said-written, config: { contains: [written] } }
`,
      );
      const tmp = join(root, 'builtin-tmp');
      mkdirSync(tmp);
      const appeared = new Set<string>();
      const watcher = watch(tmp, (_event, name) => name && appeared.add(name));
      const out = join(root, 'builtin-out');
      const child = spawn(
        process.execPath,
        [...CLI_ARGS, 'run', dir, '-o', out, '-q', '--base-url', model.url],
        {
          env: { ...process.env, TMPDIR: tmp, OPENAI_API_KEY: 'sk-demand', OPENAI_BASE_URL: '' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
      const [code] = (await once(child, 'exit')) as [number];
      watcher.close();
      assert.equal(code, 0, stderr);

      const records = readResults(join(out, 'results.jsonl'));
      assert.deepEqual(records.map((r) => [r.task_id, r.status]).sort(), [
        ['talks', 'passed'],
        ['writes', 'passed'],
      ]);
      // The write found its directory: the tool succeeded, and its result went to the model.
      const writes = records.find((r) => r.task_id === 'writes')!;
      const call = writes.turns.flatMap((t) => t.tool_calls)[0]!;
      assert.equal(call.name, 'write_file');
      assert.equal(call.success, true, JSON.stringify(call));
      const toolReply = model.requests
        .flatMap((r) => r.body.messages as { role: string; content: string }[])
        .find((m) => m.role === 'tool');
      assert.equal(toolReply?.content, 'wrote 5 bytes to out/a.txt');
      // Both runs were told their workspace folder (a path drawn up front, as before).
      const firsts = ['Say done.', 'Write the file.'].map((p) =>
        model.requests.find((r) => prompt(r).includes(p)),
      );
      for (const first of firsts) {
        assert.match(
          JSON.stringify(first?.body),
          /Your workspace folder is [^"]*\/ws-[0-9a-f]{16}/,
        );
      }
      // One directory, for the run that wrote; none for the one that only talked; none left.
      const workspaces = [...appeared].filter((name) => /^ws-[0-9a-f]{16}$/.test(name));
      assert.equal(workspaces.length, 1, [...appeared].join());
      assert.deepEqual(
        readdirSync(tmp).filter((name) => name.startsWith('ws-')),
        [],
      );
    } finally {
      await model.close();
    }
  });
});
