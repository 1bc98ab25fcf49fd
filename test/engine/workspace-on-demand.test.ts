// A run's workspace directory is made when something needs it: the agent writing a file, a
// grader that reads files or runs a program there. Through the CLI, with a TMPDIR of its own
// watched for what appears in it.
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
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';

const CLI = resolve('src/cli.ts');
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
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'run', dir, '-o', out, '-q'], {
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
});
