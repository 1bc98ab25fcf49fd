// `parley validate` and `parley schema` as a user runs them: a real child process.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { renderSchema } from '../../src/schemas.js';
import { CLI_ARGS } from '../cli-args.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function parley(
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
      cwd: root,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('validate: a valid suite exits 0 with a one-line summary', async () => {
  const { code, stdout, stderr } = await parley('validate', 'examples/configure-agent/');
  assert.equal(stderr, '');
  assert.equal(stdout, '1 suite, 3 tasks loaded\n');
  assert.equal(code, 0);
});

test('validate: errors print as file:line:col path: message and exit 2', async () => {
  const { code, stdout, stderr } = await parley(
    'validate',
    'test/fixtures/malformed/max-followups-zero',
    'test/fixtures/malformed/jsonl-bad-field/eval.yaml',
  );
  assert.equal(code, 2);
  assert.equal(stdout, '');
  assert.deepEqual(stderr.trimEnd().split('\n'), [
    'test/fixtures/malformed/jsonl-bad-field/tests.jsonl:3:65 max_turns: must be >= 1',
    'test/fixtures/malformed/max-followups-zero/tasks/t.yaml:6:5 inputs.responder.max_followups: must be >= 1',
    '2 errors; nothing was run',
  ]);
});

test('validate: agent settings are checked for the executor that runs them, at load', async () => {
  const { code, stdout, stderr } = await parley(
    'validate',
    'test/fixtures/malformed/agent-settings',
  );
  assert.equal(code, 2);
  assert.equal(stdout, '');
  const dir = 'test/fixtures/malformed/agent-settings';
  assert.deepEqual(stderr.trimEnd().split('\n'), [
    `${dir}/eval.yaml:4:3 config.agent: executor acp needs config.agent.command`,
    `${dir}/eval.yaml:5:5 config.agent.tool_calls_path: is not a setting of executor acp (its settings: command, args, env, permissions, fs, usage)`,
    `${dir}/tasks/b.yaml:3:1 agent: executor http needs url: set agent.url here or config.agent.url in the suite`,
    `${dir}/tasks/b.yaml:5:3 agent.max_iterations: is not a setting of executor http (its settings: url, method, headers, body, response_path, session_path, tool_calls_path)`,
    '4 errors; nothing was run',
  ]);
});

test('validate: config.agent.tools names built-in file tools, or none', async () => {
  const { code, stdout, stderr } = await parley('validate', 'test/fixtures/malformed/agent-tools');
  assert.equal(code, 2);
  assert.equal(stdout, '');
  const dir = 'test/fixtures/malformed/agent-tools';
  // Task b's `tools: none` is valid; a's `all` and the suite's unknown name are not.
  assert.deepEqual(stderr.trimEnd().split('\n'), [
    `${dir}/eval.yaml:6:24 config.agent.tools[1]: unknown built-in tool "edit_file" (expected some of: read_file, write_file, list_files, search_files; or none)`,
    `${dir}/tasks/a.yaml:5:3 agent.tools: expected a list of built-in tool names (read_file, write_file, list_files, search_files) or none`,
    '2 errors; nothing was run',
  ]);
});

test('run --executor: what the chosen executor needs is checked before anything runs', async () => {
  const { code, stdout, stderr } = await parley(
    'run',
    'examples/configure-agent',
    '--executor',
    'http',
    '-o',
    join(mkdtempSync(join(tmpdir(), 'parley-exec-')), 'out'),
  );
  assert.equal(code, 2);
  assert.equal(stdout, '');
  assert.deepEqual(stderr.trimEnd().split('\n'), [
    "examples/configure-agent/eval.yaml:10:3 config.executor: executor http (from --executor or the action's executor input) needs config.agent.url",
    'parley run: 1 configuration error(s); nothing ran',
  ]);
});

test('validate: a path that does not exist is a configuration error (exit 2)', async () => {
  const { code, stderr } = await parley('validate', 'nowhere/eval.yaml');
  assert.equal(code, 2);
  assert.match(stderr, /^nowhere\/eval\.yaml: no such file or directory$/m);
});

test('schema NAME prints that schema; --out writes every schema', async () => {
  const printed = await parley('schema', 'task');
  assert.equal(printed.code, 0);
  assert.equal(printed.stdout, renderSchema('task'));
  const unknown = await parley('schema', 'nope');
  assert.equal(unknown.code, 2);
  assert.match(
    unknown.stderr,
    /unknown schema "nope" \(expected one of: eval, task, jsonl-test, project/,
  );
  const dir = mkdtempSync(join(tmpdir(), 'parley-schemas-'));
  try {
    const written = await parley('schema', '--out', dir);
    assert.equal(written.code, 0);
    assert.deepEqual(readdirSync(dir).sort(), [
      'eval.schema.json',
      'history-line.schema.json',
      'jsonl-test.schema.json',
      'pairwise-line.schema.json',
      'project.schema.json',
      'results-line.schema.json',
      'summary.schema.json',
      'task.schema.json',
    ]);
    assert.equal(readFileSync(join(dir, 'eval.schema.json'), 'utf8'), renderSchema('eval'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
