// An eval.yaml suite whose files are plain YAML (read without the yaml package's parser) still
// stops the job at load with a located error: `parley run` exits 2, names the file and line,
// and writes no results.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { runParley } from './cli-run.js';

const tmp = mkdtempSync(join(tmpdir(), 'parley-eval-load-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** A suite folder: eval.yaml (with `graders`) and tasks/ok.yaml plus the given task files. */
function suite(name: string, graders: string, tasks: Record<string, string> = {}): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  const evalYaml = [
    'name: load-errors',
    'config:',
    '  executor: mock',
    'graders:',
    graders,
    'tasks:',
    '  - tasks/*.yaml',
  ].join('\n');
  writeFileSync(join(dir, 'eval.yaml'), evalYaml + '\n');
  writeFileSync(join(dir, 'tasks', 'ok.yaml'), 'id: ok\ninputs:\n  prompt: hi\n  mock: [OK]\n');
  for (const [file, text] of Object.entries(tasks)) writeFileSync(join(dir, 'tasks', file), text);
  return dir;
}

function assertStoppedAtLoad(ran: Awaited<ReturnType<typeof runParley>>, where: RegExp) {
  assert.equal(ran.code, 2, ran.stdout + ran.stderr);
  assert.match(ran.stdout + ran.stderr, where);
  const results = join(ran.out, 'results.jsonl');
  assert.ok(!existsSync(results) || readFileSync(results, 'utf8') === '', 'no result written');
}

test('a plain suite runs: its task file read as plain YAML gives the run', async () => {
  const dir = suite('fine', '  - type: text\n    name: said-ok\n    config:\n      contains: [OK]');
  const ran = await runParley(tmp, ['run', dir, '-q']);
  assert.equal(ran.code, 0, ran.stdout + ran.stderr);
  assert.equal(ran.grader('ok', 'said-ok').passed, true);
});

test("a grader's bad config in eval.yaml: exit 2 at its line, no results", async () => {
  const dir = suite(
    'bad-grader',
    '  - type: text\n    name: said-ok\n    config:\n      contains: 5',
  );
  const ran = await runParley(tmp, ['run', dir, '-q']);
  assertStoppedAtLoad(ran, /eval\.yaml:8:\d+.*contains/);
});

test('a field a plain task file gets wrong: exit 2 at its line in the task file, no results', async () => {
  const dir = suite(
    'bad-task',
    '  - type: text\n    name: said-ok\n    config:\n      contains: [OK]',
    {
      'wrong.yaml': '# a task\nid: wrong\ninputs:\n  prompt: hi\n  mock: [OK]\n  max_turn: 3\n',
    },
  );
  const ran = await runParley(tmp, ['run', dir, '-q']);
  assertStoppedAtLoad(ran, /wrong\.yaml:6:\d+.*max_turn/);
});

test("a grader type named like an object's own property (constructor, toString): an unknown type, exit 2 at its line", async () => {
  for (const type of ['constructor', 'toString', '__proto__']) {
    const dir = suite(`odd-type-${type}`, `  - type: ${type}\n    name: said-ok\n    config: {}`);
    const ran = await runParley(tmp, ['run', dir, '-q']);
    assertStoppedAtLoad(
      ran,
      new RegExp(`eval\\.yaml:5:\\d+ graders\\[0\\]\\.type: unknown grader type '${type}'`),
    );
  }
});

test('a task file grader with an odd type is refused at its line too', async () => {
  const dir = suite(
    'odd-task-grader',
    '  - type: text\n    name: said-ok\n    config:\n      contains: [OK]',
    {
      'odd.yaml':
        'id: odd\ninputs:\n  prompt: hi\n  mock: [OK]\ngraders:\n  - type: valueOf\n    name: v\n',
    },
  );
  const ran = await runParley(tmp, ['run', dir, '-q']);
  assertStoppedAtLoad(ran, /odd\.yaml:6:\d+ graders\[0\]\.type: unknown grader type 'valueOf'/);
});
