// Rows of docs/compatibility.md that say "same meaning", each proven through the CLI on a fixture
// written from waza's or Yao's source (issue 46): the expected values below were worked out by
// reading the function named in each comment (waza: github.com/microsoft/waza internal/graders,
// internal/models, internal/orchestration; Yao: github.com/YaoApp/yao agent/eval), not by running
// Parley. Fixtures: test/fixtures/compat/46-waza-rows, 46-yao-rows.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startFakeOpenAI } from '../fakes/openai-server.js';
import { runParley, type Ran } from './cli-run.js';

const FIXTURES = resolve('test/fixtures/compat');
const tmp = mkdtempSync(join(tmpdir(), 'parley-compat-rows-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const parley = (args: string[], env: Record<string, string> = {}) => runParley(tmp, args, env);
const close = (actual: number | undefined, expected: number) =>
  assert.ok(Math.abs((actual ?? NaN) - expected) < 1e-9, `${actual} is not ${expected}`);
const FAKE_ACP = { command: process.execPath, args: [resolve('test/fakes/acp-agent.mjs')] };

describe('waza eval.yaml and task fields, as waza reads them', () => {
  let run: Ran;
  before(async () => {
    run = await parley(['run', join(FIXTURES, '46-waza-rows')]);
  });

  it('text grader: contains / not_contains case-insensitive, *_cs and regexes case-sensitive, score passed / checks (text_grader.go, Grade)', () => {
    // 8 checks; regex_match 'plan' does not match "Plan" (Go regexp, no (?i)): 7 / 8.
    const g = run.grader('text', 'text-checks');
    assert.equal(g.passed, false);
    close(g.score, 7 / 8);
    assert.equal(g.feedback, 'regex_match /plan/: no match');
  });

  it("task graders are that task's, suite graders every task's (runner.go: the spec's graders, then the task's Validators)", () => {
    for (const id of ['text', 'limits', 'context']) {
      assert.equal(run.record(id).graders[0]!.name, 'no-apology');
    }
    assert.ok(!run.record('limits').graders.some((g) => g.name === 'text-checks'));
  });

  it('behavior grader: one check per limit set, each required and forbidden tool by exact name; 0 is no limit (behavior_grader.go, Grade, countTotalChecks)', () => {
    // max_tool_calls 1 (2 calls), edit_file never used, bash forbidden and used; read_file and
    // the duration hold: 2 / 5.
    const limits = run.grader('limits', 'limits');
    assert.equal(limits.passed, false);
    close(limits.score, 2 / 5);
    // max_tool_calls: 0 and max_tokens: 0 are no check at all: required bash is the only one.
    const zero = run.grader('limits', 'zero-is-no-limit');
    assert.equal(zero.passed, true);
    assert.equal(zero.feedback, 'all 1 check passed');
    assert.match(
      run.stderr,
      /46-waza-rows\/tasks\/limits\.yaml:\d+:\d+ graders\.parley-limits\.config\.max_iterations: checked by Parley; waza's behavior grader does not read max_iterations/,
    );
  });

  it('enabled: false: the task is not loaded, no record (runner.go, loadTestCasesFromFiles: Active nil or true)', () => {
    assert.deepEqual(run.records.map((r) => r.task_id).sort(), ['context', 'limits', 'text']);
  });

  it('context_dir read from where waza runs, inputs.files by path from it or inline content (runner.go, loadResources)', () => {
    const g = run.grader('context', 'fixtures-there');
    assert.equal(g.passed, true, g.feedback);
  });

  it('inputs.environment: waza passes it nowhere (runner.go, buildExecutionRequest); Parley sets it, and validate says so', () => {
    assert.match(
      run.stderr,
      /46-waza-rows\/tasks\/context\.yaml:\d+:\d+ inputs\.environment: set in the agent's environment by Parley; waza parses it and does not pass it to the agent/,
    );
    assert.equal(run.code, 1, run.stdout + run.stderr);
  });

  it("a task's timeout_seconds overrides config.timeout_seconds (runner.go, executionTimeout)", async () => {
    const dir = join(tmp, 'waza-timeout');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'eval.yaml'),
      JSON.stringify({
        name: 'compat-waza-timeout',
        config: { executor: 'acp', agent: FAKE_ACP, timeout_seconds: 600 },
        // The fake ACP agent never answers "hang".
        tasks: [{ id: 'slow', timeout_seconds: 1, inputs: { prompt: 'hang' } }],
      }),
    );
    const r = await parley(['run', dir, '--retry-errors', '0']);
    assert.equal(r.record('slow').outcome, 'timeout', JSON.stringify(r.record('slow')));
  });
});

describe("Yao JSONL fields, as Yao's runner reads them", () => {
  let run: Ran;
  const briefs: string[] = [];
  before(async () => {
    const fake = await startFakeOpenAI(
      (request) => {
        briefs.push(JSON.stringify(request.body));
        return { content: JSON.stringify({ decision: 'reply', reply: 'Go on.', reason: 'more' }) };
      },
      { apiKey: 'sk-yao' },
    );
    try {
      run = await parley(['run', join(FIXTURES, '46-yao-rows')], {
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-yao',
      });
    } finally {
      await fake.close();
    }
  });

  it('id is the task id; an assertion without type is equals (assert.go, evaluateAssertion: case "equals", "")', () => {
    assert.equal(run.record('untyped').status, 'passed', JSON.stringify(run.record('untyped')));
    assert.equal(run.record('untyped-other').status, 'failed');
  });

  it('skip: true: not run, counted apart from the pass rate (loader.go, FilterSkipped; runner.go: Summary.Skipped)', () => {
    const skipped = run.record('skipped');
    assert.equal(skipped.status, 'skipped');
    assert.equal(skipped.outcome, 'not_run');
    assert.equal(skipped.turns.length, 0);
    // 1 of the 3 tests run passed; the skipped one is outside the rate.
    close(run.summary().pass_rate, 1 / 3);
  });

  it('max_turns: agent turns, the first included; not every required checkpoint reached by then fails (dynamic_types.go, GetMaxTurns; dynamic_runner.go, RunDynamic)', () => {
    const capped = run.record('capped');
    assert.equal(capped.turns.length, 3, JSON.stringify(capped.turns.map((t) => t.output)));
    assert.equal(capped.status, 'failed');
    // The simulator's replies open turns 2 and 3.
    assert.deepEqual(
      capped.turns.map((t) => t.input),
      ['I want a coffee', 'Go on.', 'Go on.'],
    );
    // Yao: "max turns (3) exceeded without reaching all checkpoints".
    assert.equal(capped.outcome, 'checkpoints_missing');
  });

  it('simulator.options.metadata: persona, goal and the other keys reach the simulator (dynamic_runner.go, buildSimulatorInput)', () => {
    for (const part of ['Persona: A customer', 'Goal: Order tea', 'mood: hurried']) {
      assert.ok(briefs[0]!.includes(part), `${part} not in ${briefs[0]}`);
    }
  });

  it('timeout: a Go duration for this test (types.go, Case.GetTimeout; runner.go: timeout after it)', async () => {
    const dir = join(tmp, 'yao-timeout');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'eval.yaml'),
      JSON.stringify({
        name: 'compat-yao-timeout',
        config: { executor: 'acp', agent: FAKE_ACP, timeout_seconds: 600 },
        tasks: ['tests.jsonl'],
      }),
    );
    writeFileSync(
      join(dir, 'tests.jsonl'),
      `${JSON.stringify({ id: 'slow', input: 'hang', timeout: '1s' })}\n`,
    );
    const r = await parley(['run', dir, '--retry-errors', '0']);
    assert.equal(r.record('slow').outcome, 'timeout', JSON.stringify(r.record('slow')));
  });
});
