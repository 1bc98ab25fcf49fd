// What counts as a task's input for impact selection (engine/impact.ts), through
// `parley run --changed-since REF` on mock suites: a fixture, a program grader's script, a
// prompt_file, the files beside a grader script, the files a skill's markdown links to outside its folder, a suite's and a task's
// own `paths:`, and `impact.always` in .parley.yaml, which re-runs everything. Bad `paths:` is a
// configuration error naming the file, line and field.
import assert from 'node:assert/strict';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { git, parleyIn, recordsIn } from './git-repo.js';

let repo: string;
let base: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

const mockTask = (id: string, more = '') =>
  `id: ${id}\ninputs:\n  prompt: Go.\n  mock: [done]\n${more}graders:\n  - type: text\n    name: done\n    config:\n      contains: ['done']\n`;

before(() => {
  repo = mkdtempSync(join(tmpdir(), 'parley-impact-inputs-'));
  write('.parley.yaml', 'impact:\n  always: [package-lock.json]\n');
  write('package-lock.json', '{}\n');
  write('README.md', '# hello\n');
  write('agent/main.js', '// the agent\n');
  write('docs/spec.md', 'spec\n');
  write('guides/style.md', 'style\n');
  write(
    'skills/s/SKILL.md',
    '---\nname: s\ndescription: d\n---\nSee [the guide](../../guides/style.md).\n',
  );
  write(
    'evals/a/eval.yaml',
    'name: a\nconfig:\n  executor: mock\npaths: ["../../agent/**"]\ntasks:\n  - tasks/*.yaml\n',
  );
  write('evals/a/fixtures/data.txt', 'data\n');
  write('evals/a/graders/check.mjs', 'process.stdout.write("{\\"score\\":1}");\n');
  write('evals/a/graders/expected.json', '{}\n');
  write('evals/a/prompts/p.md', 'Go.\n');
  write('evals/a/tasks/fixture.yaml', mockTask('fixture', '  files:\n    - path: data.txt\n'));
  write(
    'evals/a/tasks/graded.yaml',
    'id: graded\ninputs:\n  prompt: Go.\n  mock: [done]\ngraders:\n  - type: program\n    name: check\n    config:\n      command: node\n      args: [graders/check.mjs]\n',
  );
  write(
    'evals/a/tasks/own.yaml',
    mockTask('own').replace('inputs:', 'paths: ["../../docs/*.md"]\ninputs:'),
  );
  write(
    'evals/a/tasks/prompted.yaml',
    mockTask('prompted').replace('  prompt: Go.\n', '  prompt_file: ../prompts/p.md\n'),
  );
  write(
    'evals/b/eval.yaml',
    'name: b\nconfig:\n  executor: mock\n  skill_directories: [../../skills/s]\ntasks:\n  - tasks/*.yaml\n',
  );
  write('evals/b/tasks/one.yaml', mockTask('one'));
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  base = git(repo, 'rev-parse', 'HEAD');
});

after(() => rmSync(repo, { recursive: true, force: true }));

/** The tasks that ran after `path` was edited, as suite/task, sorted. */
function ranAfterEditing(path: string): string[] {
  git(repo, 'checkout', '-q', '-f', base);
  git(repo, 'clean', '-qfdx');
  appendFileSync(join(repo, path), '\n');
  const run = parleyIn(repo, ['run', '--changed-since', base, '-o', 'out', '-q']);
  assert.equal(run.code, 0, run.out);
  // Nothing ran: results.jsonl is there, empty (an earlier run's lines are not kept).
  if (!readFileSync(join(repo, 'out/results.jsonl'), 'utf8').trim()) return [];
  return recordsIn(join(repo, 'out'))
    .map((r) => `${r.suite}/${r.task_id}`)
    .sort();
}

const ALL = ['a/fixture', 'a/graded', 'a/own', 'a/prompted', 'b/one'];

test('a fixture, a grader script and a prompt_file are inputs of the tasks that use them', () => {
  assert.deepEqual(ranAfterEditing('evals/a/fixtures/data.txt'), ['a/fixture']);
  assert.deepEqual(ranAfterEditing('evals/a/graders/check.mjs'), ['a/graded']);
  // What lies beside a script (its data, its modules) is read by it.
  assert.deepEqual(ranAfterEditing('evals/a/graders/expected.json'), ['a/graded']);
  assert.deepEqual(ranAfterEditing('evals/a/prompts/p.md'), ['a/prompted']);
});

test("a file a skill's markdown links to is an input of the tasks that load the skill", () => {
  assert.deepEqual(ranAfterEditing('guides/style.md'), ['b/one']);
  assert.deepEqual(ranAfterEditing('skills/s/SKILL.md'), ['b/one']);
});

test("a suite's and a task's own paths: are their inputs", () => {
  assert.deepEqual(
    ranAfterEditing('agent/main.js'),
    ALL.filter((t) => t.startsWith('a/')),
  );
  assert.deepEqual(ranAfterEditing('docs/spec.md'), ['a/own']);
});

test('impact.always and the project config re-run everything; an unread file runs nothing', () => {
  assert.deepEqual(ranAfterEditing('package-lock.json'), ALL);
  assert.deepEqual(ranAfterEditing('.parley.yaml'), ALL);
  assert.deepEqual(ranAfterEditing('README.md'), []);
});

test('paths: that is not a list of globs is a configuration error naming file, line and field', () => {
  git(repo, 'checkout', '-q', '-f', base);
  write('evals/b/tasks/one.yaml', `${mockTask('one')}paths: 3\n`);
  const run = parleyIn(repo, ['validate']);
  assert.equal(run.code, 2, run.out);
  assert.match(run.out, /evals\/b\/tasks\/one\.yaml:\d+:\d+.*paths/);
});
