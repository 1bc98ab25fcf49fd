// The pairwise grader (`type: pairwise`) as a user meets it through the CLI: `parley validate`
// warns at its file:line:col that it runs only in a skill-lift job (unless eval.yaml says
// baseline: true), a missing rubric or a checkpoint's pairwise grader is an error (exit 2), and
// `parley run` grades no run with it: results.jsonl records nothing of it and no judge is asked.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { RunRecord } from '../../src/results/schema.js';
import { startCli } from './cli-process.js';

const root = mkdtempSync(join(tmpdir(), 'parley-pairwise-cli-'));
after(() => rmSync(root, { recursive: true, force: true }));

function suite(name: string, evalYaml: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'eval.yaml'), evalYaml);
  return dir;
}

const SUITE_GRADER = `graders:
  - type: pairwise
    name: clearer
    config:
      rubric: The agent answers completely.
`;

async function cli(...args: string[]) {
  const run = startCli(args);
  const code = await run.exit;
  return { code, out: run.out(), err: run.err() };
}

describe('parley validate: pairwise graders', () => {
  it('warns at each pairwise grader that it runs only in a skill-lift job', async () => {
    const dir = suite(
      'no-lift',
      `name: no-lift
config:
  executor: mock
${SUITE_GRADER}tasks:
  - id: t1
    inputs: { prompt: hi }
    graders:
      - type: pairwise
        name: polite
        config: { rubric: "The agent is polite." }
`,
    );
    const { code, err } = await cli('validate', dir);
    assert.equal(code, 0, err);
    const file = join(dir, 'eval.yaml');
    const warned = err.split('\n').filter((l) => l.includes('runs only in a skill-lift job'));
    assert.equal(warned.length, 2, err);
    assert.ok(warned[0]!.startsWith(`warning: ${file}:5:5 graders.clearer: pairwise: `), err);
    assert.ok(warned[1]!.startsWith(`warning: ${file}:13:9 graders.polite: pairwise: `), err);
    assert.match(warned[0]!, /baseline: true.*--skill-lift.*skill-lift input/);
  });

  it('says nothing of skill lift when eval.yaml sets baseline: true', async () => {
    const dir = suite(
      'lift',
      `name: lift
baseline: true
config:
  executor: mock
${SUITE_GRADER}tasks:
  - id: t1
    inputs: { prompt: hi }
`,
    );
    const { code, err } = await cli('validate', dir);
    assert.equal(code, 0, err);
    assert.doesNotMatch(err, /runs only in a skill-lift job/);
  });

  it('a pairwise grader without a rubric is an error naming file, line and field: exit 2', async () => {
    const dir = suite(
      'no-rubric',
      `name: no-rubric
baseline: true
config:
  executor: mock
graders:
  - type: pairwise
    name: clearer
    config:
      model: judge-1
tasks:
  - id: t1
    inputs: { prompt: hi }
`,
    );
    const { code, err } = await cli('validate', dir);
    assert.equal(code, 2);
    assert.match(
      err,
      new RegExp(`${join(dir, 'eval.yaml')}:8:5 graders\\[0\\]\\.config\\.rubric: is required`),
    );
    assert.match(err, /1 error; nothing was run/);
  });

  it("warns when the pairwise judge runs on the agent's own model", async () => {
    const dir = suite(
      'self',
      `name: self
baseline: true
config:
  executor: openai
  model: agent-model
${SUITE_GRADER}tasks:
  - id: t1
    inputs: { prompt: hi }
`,
    );
    const { code, err } = await cli('validate', dir);
    assert.equal(code, 0, err);
    assert.match(
      err,
      /judge: the LLM judge grades the agent with the agent's own model agent-model/,
    );
  });

  it("waza's prompt grader mode: pairwise is refused, pointing at the pairwise grader", async () => {
    const dir = suite(
      'waza-mode',
      `name: waza-mode
config:
  executor: mock
graders:
  - type: prompt
    name: compare
    config: { prompt: "Which is better?", mode: pairwise }
tasks:
  - id: t1
    inputs: { prompt: hi }
`,
    );
    const { code, err } = await cli('validate', dir);
    assert.equal(code, 2);
    assert.match(
      err,
      /graders\[0\]\.config\.mode: only mode "independent" .*`type: pairwise` grader/,
    );
  });

  it("a checkpoint's pairwise grader is an error: it compares whole conversations", async () => {
    const dir = suite(
      'checkpoint',
      `name: checkpoint
baseline: true
config:
  executor: mock
tasks:
  - id: t1
    inputs: { prompt: hi }
    checkpoints:
      - after_turn: 1
        graders:
          - type: pairwise
            name: early
            config: { rubric: "Better so far." }
`,
    );
    const { code, err } = await cli('validate', dir);
    assert.equal(code, 2);
    assert.match(
      err,
      new RegExp(
        `${join(dir, 'eval.yaml')}:11:13 checkpoints\\.graders\\.early: a pairwise grader compares two whole conversations`,
      ),
    );
  });
});

describe('parley run: a pairwise grader grades no run alone', () => {
  it('records nothing of it per run, asks no judge and writes no pairwise.jsonl', async () => {
    const dir = suite(
      'run',
      `name: run
config:
  executor: mock
${SUITE_GRADER}tasks:
  - id: t1
    inputs: { prompt: hi, mock: ["done"] }
    graders:
      - type: text
        name: says-done
        config: { contains: [done] }
      - type: pairwise
        name: polite
        config: { rubric: "The agent is polite." }
`,
    );
    const out = join(root, 'run-results');
    // No endpoint at all: a judge asked would fail the run (or the preflight).
    const { code, err } = await cli('run', dir, '--output', out);
    assert.equal(code, 0, err);
    const [record, ...rest] = readFileSync(join(out, 'results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as RunRecord);
    assert.equal(rest.length, 0);
    assert.equal(record!.status, 'passed');
    assert.deepEqual(
      record!.graders.map((g) => g.name),
      ['says-done'],
    );
    assert.equal(record!.usage.judge.requests, 0);
    assert.equal(existsSync(join(out, 'pairwise.jsonl')), false);
  });
});
