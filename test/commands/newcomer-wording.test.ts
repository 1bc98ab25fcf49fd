// What a newcomer reads from `parley validate` (a child process) on the slips of a first suite:
// an LLM-judge type under another tool's name, an unquoted `: ` in a value, and waza's judge
// note said once for the job, not once per grader.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';

const CLI = resolve('src/cli.ts');
const root = mkdtempSync(join(tmpdir(), 'parley-newcomer-'));
after(() => rmSync(root, { recursive: true, force: true }));

function validate(name: string, evalYaml: string) {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'eval.yaml'), evalYaml);
  const r = spawnSync(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), CLI, 'validate', 'eval.yaml'],
    { cwd: dir, encoding: 'utf8' },
  );
  return { code: r.status, stderr: r.stderr, stdout: r.stdout };
}

const head = 'name: first\nconfig:\n  executor: mock\n  judge_model: judge-1\n';
const task = (id: string, prompt = 'Write the report.') =>
  `  - id: ${id}\n    inputs:\n      prompt: ${prompt}\n`;

describe('parley validate: wording for a first suite', () => {
  it("llm_judge as a grader type: did you mean 'prompt' (the LLM judge)", () => {
    const r = validate(
      'llm-judge',
      `${head}graders:\n  - type: llm_judge\n    name: judge\n    config: {prompt: Pass if done.}\ntasks:\n${task('a')}`,
    );
    assert.equal(r.code, 2, r.stdout + r.stderr);
    assert.match(
      r.stderr,
      /eval\.yaml:6:\d+ graders\[0\]\.type: unknown grader type 'llm_judge' \(did you mean 'prompt' \(the LLM judge\)\? expected one of: /,
    );
  });

  it('an unquoted ": " in a value: says to quote it, and shows it quoted', () => {
    const r = validate('colon', `${head}tasks:\n${task('a', 'Do this: now')}`);
    assert.equal(r.code, 2, r.stdout + r.stderr);
    assert.match(
      r.stderr,
      /eval\.yaml:8:\d+ .*invalid YAML: .*\(a value holding ": " must be quoted: prompt: "Do this: now"\)/,
    );
  });

  it("waza's judge note: once for the job, naming how many more graders it applies to", () => {
    const judge = (name: string) =>
      `  - type: prompt\n    name: ${name}\n    config: {prompt: Pass if the report is written.}\n`;
    const r = validate(
      'judge-note',
      `${head}graders:\n${judge('one')}${judge('two')}${judge('three')}tasks:\n${task('a')}${task('b')}`,
    );
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const notes = r.stderr.match(/waza's judge starts a new session/g) ?? [];
    assert.equal(notes.length, 1, r.stderr);
    assert.match(
      r.stderr,
      /graders\.one: prompt: waza's judge .*\(the same for 2 more prompt graders\)/,
    );
  });
});

describe('parley compare: a side with no verdict run', () => {
  it('reads as words ("1 abstained, 0 graded"), not "0/0 +1 abstained"', () => {
    const cli = (args: string[]) =>
      spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), CLI, ...args], {
        encoding: 'utf8',
      });
    // The offline example: one of its tasks ends abstained (the responder's brief lacks an answer).
    const out = join(root, 'configure-agent');
    const ran = cli(['run', 'examples/configure-agent', '-o', out]);
    assert.ok(ran.status === 0 || ran.status === 1, ran.stderr);
    const r = cli(['compare', out, out]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /missing-handoffs: 1 abstained, 0 graded -> 1 abstained, 0 graded/);
    assert.doesNotMatch(r.stdout, /0\/0 \+/);
  });
});

describe('parley run: an expected outcome the run missed', () => {
  it('says what was expected and what the run got', () => {
    const dir = join(root, 'outcome');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'eval.yaml'),
      `name: outcome\nconfig:\n  executor: mock\ntasks:\n  - id: a\n    inputs:\n      prompt: Hi\n      mock: [Hello]\n    expected:\n      outcomes: [cap_exhausted]\n`,
    );
    const out = join(dir, 'out');
    const r = spawnSync(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), CLI, 'run', 'eval.yaml', '-o', out],
      { cwd: dir, encoding: 'utf8' },
    );
    assert.equal(r.status, 1, r.stdout + r.stderr);
    const report = readFileSync(join(out, 'results.jsonl'), 'utf8');
    assert.match(report, /expected cap_exhausted, but the run ended completed/);
  });
});
