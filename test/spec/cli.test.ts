// `parley validate` and `parley schema` as a user runs them: a real child process.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { renderSchema } from '../../src/schemas.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function parley(
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
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
      'jsonl-test.schema.json',
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
