// Every malformed fixture under test/fixtures/malformed/<case>/ is rejected with the exact file,
// line, column and field path a user needs to find the mistake.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { formatSpecError, loadSuites } from '../../src/suites/load.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = 'test/fixtures/malformed';

/** [case, file in the case, line, column, path, message (substring)] */
const CASES: [string, string, number, number, string, string][] = [
  [
    'unknown-key',
    'tasks/t.yaml',
    3,
    3,
    'inputs.promt',
    "unknown key 'promt' (did you mean 'prompt'?)",
  ],
  ['max-followups-zero', 'tasks/t.yaml', 6, 5, 'inputs.responder.max_followups', 'must be >= 1'],
  [
    'bad-expected-behavior',
    'tasks/t.yaml',
    6,
    5,
    'expected.behavior.max_tool_calls',
    'expected a number, got a string ("five")',
  ],
  [
    'responder-no-instructions',
    'tasks/t.yaml',
    4,
    3,
    'inputs.responder.instructions',
    'is required',
  ],
  [
    'responder-and-follow-ups',
    'tasks/t.yaml',
    7,
    3,
    'inputs.follow_up_prompts',
    'cannot be combined with responder',
  ],
  ['prompt-and-turns', 'tasks/t.yaml', 4, 3, 'inputs.turns', 'cannot be combined with prompt'],
  ['no-prompt', 'tasks/t.yaml', 2, 1, 'inputs', 'needs one of: prompt, prompt_file, turns'],
  [
    'bad-rule-regex',
    'tasks/t.yaml',
    10,
    9,
    'inputs.responder.rules[1].when',
    'lookahead and lookbehind are not RE2',
  ],
  ['bad-expected-regex', 'tasks/t.yaml', 7, 7, 'expected.matches[1]', 'unexpected )'],
  ['unknown-grader-type', 'eval.yaml', 5, 5, 'graders[0].type', "unknown grader type 'txt'"],
  [
    'bad-grader-config',
    'tasks/t.yaml',
    9,
    7,
    'graders[0].config.regex_matches',
    "did you mean 'regex_match'?",
  ],
  [
    'duplicate-task-id',
    'tasks/b.yaml',
    2,
    1,
    'id',
    "duplicate task id 'same' (first defined at a.yaml:1)",
  ],
  [
    'unknown-checkpoint',
    'tasks/t.yaml',
    9,
    20,
    'checkpoints[1].after[1]',
    "unknown checkpoint id 'greeted'",
  ],
  ['workdir-traversal', 'tasks/t.yaml', 4, 3, 'inputs.workdir', 'must not contain ".."'],
  ['absolute-repo-dest', 'tasks/t.yaml', 6, 7, 'inputs.repos[0].dest', 'must be a relative path'],
  ['glob-no-match', 'eval.yaml', 6, 5, 'tasks[1]', 'matches no task files'],
  [
    'bad-executor',
    'eval.yaml',
    3,
    3,
    'config.executor',
    'expected one of: mock, openai, acp, http, copilot-sdk (got "copilot")',
  ],
  ['yaml-syntax', 'tasks/t.yaml', 3, 11, '', 'invalid YAML'],
  ['wrong-type', 'tasks/t.yaml', 2, 1, 'tags', 'expected a list, got a string'],
  [
    'non-integer-timeout',
    'eval.yaml',
    4,
    3,
    'config.timeout_seconds',
    'expected an integer, got 1.5',
  ],
  [
    'prompt-file-missing',
    'tasks/t.yaml',
    3,
    3,
    'inputs.prompt_file',
    'cannot read prompts/missing.md',
  ],
  [
    'eval-unknown-key',
    'eval.yaml',
    4,
    1,
    'grader',
    "unknown key 'grader' (did you mean 'graders'?)",
  ],
  ['jsonl-bad-json', 'tests.jsonl', 2, 27, '', 'invalid JSON'],
  ['jsonl-bad-field', 'tests.jsonl', 3, 65, 'max_turns', 'must be >= 1'],
  ['jsonl-unknown-assertion', 'tests.jsonl', 1, 80, 'assertions[1].type', '(got "similar")'],
  [
    'mock-reply-wrong-type',
    'tasks/t.yaml',
    7,
    7,
    'inputs.mock[1].tool_call',
    "did you mean 'tool_calls'?",
  ],
];

for (const [name, file, line, column, path, message] of CASES) {
  test(`malformed: ${name} -> ${file}:${line}:${column} ${path}`, async () => {
    const result = await loadSuites([join(dir, name)], { cwd: root });
    assert.equal(result.suites.length, 0, 'a suite with errors is not returned');
    const expectedFile = join(root, dir, name, file);
    const match = result.errors.find((e) => e.path === path && e.message.includes(message));
    assert.ok(
      match,
      `no error "${path}: ...${message}..." in:\n${result.errors.map((e) => formatSpecError(e, root)).join('\n')}`,
    );
    assert.deepEqual(
      { file: match.file, line: match.line, column: match.column },
      { file: expectedFile, line, column },
    );
    const printed = formatSpecError(match, root);
    assert.ok(
      printed.startsWith(`${dir}/${name}/${file}:${line}:${column} ${path ? `${path}: ` : ''}`),
    );
  });
}

test('every error of a file is reported, not only the first', async () => {
  const result = await loadSuites([join(dir, 'unknown-key')], { cwd: root });
  assert.deepEqual(
    result.errors.map((e) => `${e.line}:${e.column} ${e.path}`),
    ['2:1 inputs', '3:3 inputs.promt'],
  );
});

test('an invalid eval.yaml does not hide the errors of its task files', async () => {
  const result = await loadSuites([join(dir, 'inline-task')], { cwd: root });
  assert.deepEqual(
    result.errors.map((e) => formatSpecError(e, root)),
    [
      `${dir}/inline-task/eval.yaml:8:7 tasks[1].inputs.prompt: expected a string, got a list`,
      `${dir}/inline-task/tasks/t.yaml:4:3 inputs.workdir: must be a relative path, got "/abs"`,
    ],
  );
});

test('a missing path is an error naming it, not an exception', async () => {
  const result = await loadSuites(['no/such/dir'], { cwd: root });
  assert.equal(result.suites.length, 0);
  assert.equal(formatSpecError(result.errors[0]!, root), 'no/such/dir: no such file or directory');
});

test('two suites with the same name are an error (results are keyed by suite name)', async () => {
  const once = await loadSuites(
    ['examples/configure-agent', 'examples/configure-agent/eval.yaml'],
    { cwd: root },
  );
  assert.deepEqual([once.errors, once.suites.length], [[], 1], 'the same file twice is one suite');
  const twice = await loadSuites(['examples/configure-agent', `${dir}/same-name`], { cwd: root });
  assert.deepEqual(
    twice.errors.map((e) => formatSpecError(e, root)),
    [
      `${dir}/same-name/eval.yaml: duplicate suite name 'configure-agent' (also examples/configure-agent/eval.yaml)`,
    ],
  );
});
