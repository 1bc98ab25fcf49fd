// Rows of docs/compatibility.md that say "same meaning", each proven through the CLI on a fixture
// written from waza's or Yao's source (issue 46): the expected values below were worked out by
// reading the function named in each comment (waza: github.com/microsoft/waza internal/graders,
// internal/models, internal/orchestration; Yao: github.com/YaoApp/yao agent/eval), not by running
// Parley. Fixtures: test/fixtures/compat/46-waza-rows, 46-yao-rows.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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

describe('waza timeout_seconds in a conversation: each turn its own (runner.go, executionTimeout in executeRun, executeFollowUps)', () => {
  const conversation = (name: string, prompt: string, followUps: string[]) =>
    writeSuite(name, {
      'eval.yaml': JSON.stringify({
        name,
        config: { executor: 'acp', agent: FAKE_ACP, timeout_seconds: 2 },
        tasks: ['t.yaml'],
      }),
      't.yaml': JSON.stringify({ id: 't', inputs: { prompt, follow_up_prompts: followUps } }),
    });

  it('two turns of 1.2 s each under timeout_seconds: 2 complete, as in waza', async () => {
    const r = await parley([
      'run',
      conversation('waza-turns-in-time', 'run:sleep 1.2', ['run:sleep 1.2']),
      '--retry-errors',
      '0',
    ]);
    const t = r.record('t');
    assert.equal(t.outcome, 'completed', JSON.stringify(t.error));
    assert.equal(t.turns.length, 2);
  });

  it('a turn over timeout_seconds ends the run as a timeout, naming the turn', async () => {
    const r = await parley([
      'run',
      conversation('waza-turn-over', 'run:sleep 0.1', ['hang']),
      '--retry-errors',
      '0',
    ]);
    const t = r.record('t');
    assert.equal(t.outcome, 'timeout');
    assert.match(t.error?.message ?? '', /turn 2 exceeded timeout_seconds \(2 s\)/);
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

/** A suite written for one test: `files` relative to a fresh folder under tmp. */
function writeSuite(name: string, files: Record<string, string>): string {
  const dir = join(tmp, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
const mockTask = (id: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id, inputs: { prompt: `Prompt of ${id}` }, ...extra });

describe("waza eval.yaml config, tasks and metrics, as waza's runner reads them", () => {
  let run: Ran;
  before(async () => {
    run = await parley(['run', join(FIXTURES, '46-waza-config')]);
  });

  it("name is the suite's name; description and version change nothing (runner.go, runNormalBenchmark: BenchName = spec.Name; no runner code reads the others)", () => {
    const suite = run.summary().suites[0]!;
    assert.equal(suite.name, 'compat-waza-config');
    assert.ok(run.records.every((r) => r.suite === 'compat-waza-config'));
    close(suite.pass_rate, 1 / 2);
  });

  it("config.model is the agent's model (runner.go, OutcomeSetup.ModelID; the engine's ModelID)", () => {
    assert.equal(run.summary().suites[0]!.model, 'gpt-test-model');
    assert.ok(run.records.every((r) => r.model === 'gpt-test-model' && r.executor === 'mock'));
  });

  it('max_attempts: a failed run is tried again, a passed one not (runner.go, runTestUncached: retry while the status is failed)', () => {
    assert.equal(run.record('fail').attempts, 3);
    assert.equal(run.record('fail').status, 'failed');
    assert.equal(run.record('pass').attempts, 1);
  });

  it('tasks: globs relative to eval.yaml, * within one folder (runner.go, loadTestCasesFromFiles: filepath.Glob)', () => {
    assert.deepEqual(run.records.map((r) => r.task_id).sort(), ['fail', 'pass']);
  });

  it('inputs.prompt is what the agent is sent (runner.go, buildExecutionRequest: Message); inputs.context is read by no executor, and said (execution/mock.go)', () => {
    const turn = run.record('pass').turns[0]!;
    assert.equal(turn.input, 'Say hello to the team');
    assert.equal(turn.output, '(mock) Say hello to the team');
    assert.equal(run.record('pass').status, 'passed');
    assert.match(
      run.stderr,
      /46-waza-config\/tasks\/pass\.yaml:\d+:\d+ inputs\.context\.audience: ignored, as by waza: only inputs\.context\.fixture is read/,
    );
  });

  it('requirements add no check: the task is graded by its graders alone (models/requirement.go: "does not introduce an assertion")', () => {
    assert.deepEqual(
      run.record('pass').graders.map((g) => g.name),
      ['echoes-the-prompt', 'greets'],
    );
  });

  it('name, description and tags: --task matches the id or name, --tags a tag (filter.go, FilterTestCases); description changes nothing', async () => {
    const byName = await parley(['run', join(FIXTURES, '46-waza-config'), '--task', 'Passing*']);
    assert.deepEqual(
      byName.records.map((r) => [r.task_id, r.task_name, r.tags]),
      [['pass', 'Passing task', ['smoke', 'fast']]],
    );
    assert.equal(byName.code, 0, byName.stdout + byName.stderr);
    const byTag = await parley(['run', join(FIXTURES, '46-waza-config'), '--tags', 'slow']);
    assert.deepEqual(
      byTag.records.map((r) => r.task_id),
      ['fail'],
    );
  });

  it('metrics gate nothing: waza computes none of them (runner.go, runNormalBenchmark: Measures left empty)', async () => {
    // task_completion's threshold 1 and efficiency's 0.99: the passing task alone exits 0.
    const only = await parley(['run', join(FIXTURES, '46-waza-config'), '--task', 'pass']);
    assert.equal(only.code, 0, only.stdout + only.stderr);
    assert.equal(only.summary().pass_rate, 1);
  });

  it('a behavior grader of zeros checks nothing: refused, where waza errors every run (behavior_grader.go, NewBehaviorGrader)', async () => {
    const dir = writeSuite('waza-behavior-zeros', {
      'eval.yaml': JSON.stringify({
        name: 'zeros',
        config: { executor: 'mock' },
        graders: [
          {
            type: 'behavior',
            name: 'zeros',
            config: { max_tool_calls: 0, max_tokens: 0, max_duration_ms: 0 },
          },
        ],
        tasks: [JSON.parse(mockTask('t'))],
      }),
    });
    const r = await parley(['validate', dir]);
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      /eval\.yaml:\d+:\d+ graders\[0\]\.config: checks nothing: every limit is 0/,
    );
  });

  it('a grader name used twice by one task is refused: waza keeps one result per name (graders/run.go, RunAll)', async () => {
    const dir = writeSuite('waza-grader-names', {
      'eval.yaml': JSON.stringify({
        name: 'names',
        config: { executor: 'mock' },
        graders: [{ type: 'text', name: 'same', config: { contains: ['mock'] } }],
        tasks: ['t.yaml'],
      }),
      't.yaml': JSON.stringify({
        id: 't',
        inputs: { prompt: 'x' },
        graders: [{ type: 'text', name: 'same', config: { contains: ['absent'] } }],
      }),
    });
    const r = await parley(['validate', dir]);
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      /t\.yaml:\d+:\d+ graders\.same: the name of another grader of this task/,
    );
  });
});

describe('waza config fields Parley reads otherwise: each said at validate', () => {
  let r: Ran;
  before(async () => {
    const dir = writeSuite('waza-config-warned', {
      'eval.yaml': JSON.stringify({
        name: 'warned',
        config: {
          executor: 'mock',
          parallel: true,
          fail_fast: true,
          group_by: 'model',
          skill_directories: ['skills'],
          required_skills: ['demo'],
          instruction_files: ['AGENTS.md'],
          mcp_servers: { docs: { command: 'docs-mcp', tools: ['search'], timeout: 30 } },
        },
        tasks: ['tasks/**/*.yaml'],
      }),
      'AGENTS.md': 'Answer briefly.',
      'skills/demo/SKILL.md': '---\nname: demo\ndescription: d\n---\nBody.',
      'tasks/a.yaml': mockTask('a'),
    });
    r = await parley(['validate', dir]);
  });
  const warned = (pattern: RegExp) => assert.match(r.stderr, pattern, r.stderr);

  it('is valid', () => assert.equal(r.code, 0, r.stderr));

  it("group_by: waza labels each task with the model (runner.go, resolveGroup); Parley's records name it", () =>
    warned(/eval\.yaml:\d+:\d+ config\.group_by: ignored: Parley does not group results/));

  it('fail_fast: waza stops between tasks, and only when parallel is false (runner.go, runSequential, runConcurrent)', () =>
    warned(
      /config\.fail_fast: Parley starts no run after the first run that does not pass; waza stops only between tasks/,
    ));

  it('parallel: waza runs tasks at once, their trials in turn; workers 0 is min(CPUs, tasks, 8) (runner.go, runConcurrent; workers.go, ResolveWorkers)', () =>
    warned(/config\.parallel: Parley runs up to workers runs at once, trials of one task too/));

  it('tasks: ** is one folder in Go (models/spec.go, ResolveTestFiles: filepath.Glob)', () =>
    warned(/tasks\[0\]: Parley's glob reads \*\* as any depth/));

  it('skill settings with another executor than openai: waza checks required_skills for every executor (runner.go, validateRequiredSkills)', () => {
    warned(/config\.skill_directories: not used with executor mock/);
    warned(/config\.required_skills: not used with executor mock/);
  });

  it('instruction_files: waza reads them from the context directory (runner.go, loadInstructionFiles)', () =>
    warned(
      /config\.instruction_files\[0\]: read from the eval\.yaml folder; waza reads it from the context directory \(fixtures\/AGENTS\.md, not found/,
    ));

  it('mcp_servers: waza hands each entry to the Copilot SDK as written, tools and timeout too (runner.go, convertMCPServers)', () => {
    warned(/config\.mcp_servers\.docs\.tools: ignored: Parley does not pass it to the agent/);
    warned(/config\.mcp_servers\.docs\.timeout: ignored: Parley does not pass it to the agent/);
  });

  it("executor: waza's mock and copilot-sdk run, claude-cli is refused (models/spec.go, supportsReasoningEffort names it)", async () => {
    const dir = writeSuite('waza-executor', {
      'eval.yaml': JSON.stringify({
        name: 'exec',
        config: { executor: 'claude-cli' },
        tasks: [JSON.parse(mockTask('t'))],
      }),
    });
    const refused = await parley(['validate', dir]);
    assert.equal(refused.code, 2);
    assert.match(
      refused.stderr,
      /eval\.yaml:\d+:\d+ config\.executor: expected one of: mock, openai, acp, http, copilot-sdk \(got "claude-cli"\)/,
    );
  });
});

describe("waza skills and instruction files, as waza's runner hands them to the agent", () => {
  const SKILL = (name: string, body: string) =>
    `---\nname: ${name}\ndescription: Use for ${name} work\n---\n\n${body}\n`;
  const systemPrompts: string[] = [];
  let run: Ran;
  before(async () => {
    const fake = await startFakeOpenAI(
      (request) => {
        systemPrompts.push(String(request.body.messages[0]?.content ?? ''));
        return { content: 'Done.' };
      },
      { apiKey: 'sk-skills' },
    );
    const config = (extra: Record<string, unknown>) => ({
      executor: 'openai',
      model: 'agent-model',
      skill_directories: ['skills/demo', 'skills/other'],
      ...extra,
    });
    const dir = writeSuite('waza-skills', {
      'eval.yaml': JSON.stringify({
        name: 'skills',
        skill: 'demo',
        config: config({ disabled_skills: ['other'], instruction_files: ['AGENTS.md'] }),
        tasks: ['tasks/*.yaml'],
      }),
      'skills/demo/SKILL.md': SKILL('demo', 'DEMO-BODY: greet first.'),
      'skills/other/SKILL.md': SKILL('other', 'OTHER-BODY.'),
      // waza reads instruction files from the context directory, fixtures/ by default.
      'fixtures/AGENTS.md': 'FIXTURE-INSTRUCTIONS: answer briefly.',
      'AGENTS.md': 'EVAL-FOLDER-INSTRUCTIONS',
      'tasks/a-suite-skills.yaml': JSON.stringify({
        id: 'a-suite-skills',
        inputs: { prompt: 'hi' },
      }),
      'tasks/b-own-skills.yaml': JSON.stringify({
        id: 'b-own-skills',
        skill_directories: ['skills/other'],
        inputs: { prompt: 'hi' },
      }),
      'off/eval.yaml': JSON.stringify({
        name: 'skills-off',
        skill: 'demo',
        config: config({ disabled_skills: ['*'], required_skills: ['absent'] }),
        tasks: [{ id: 'c-all-off', inputs: { prompt: 'hi' } }],
      }),
      'missing/eval.yaml': JSON.stringify({
        name: 'skills-missing',
        config: config({ skill_directories: ['../skills/demo'], required_skills: ['absent'] }),
        tasks: [{ id: 'd-required-missing', inputs: { prompt: 'hi' } }],
      }),
    });
    const env = { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-skills' };
    try {
      run = await parley(
        ['run', dir, join(dir, 'off'), join(dir, 'missing'), '--workers', '1'],
        env,
      );
    } finally {
      await fake.close();
    }
  });
  const promptOf = (marker: string) => systemPrompts.find((p) => p.includes(marker)) ?? '';

  it("skill: the target skill's body is in the agent's instructions (models/spec.go, ShouldInjectSkillBody; runner.go: SkillName)", () => {
    assert.equal(
      run.record('a-suite-skills').status,
      'passed',
      JSON.stringify(run.record('a-suite-skills').error),
    );
    assert.match(systemPrompts[0]!, /DEMO-BODY: greet first\./);
  });

  it('disabled_skills drops the skill_directories entry of that name (models/spec.go, FilteredSkillPaths)', () => {
    assert.doesNotMatch(systemPrompts[0]!, /other/);
  });

  it("a task's skill_directories replace the suite's (runner.go, buildExecutionRequest: tc.SkillPaths)", () => {
    const own =
      promptOf('OTHER-BODY') || systemPrompts.find((p) => p.includes('Use for other work')) || '';
    assert.ok(own, systemPrompts.join('\n---\n'));
    assert.doesNotMatch(own, /DEMO-BODY|Use for demo work/);
  });

  it('disabled_skills: ["*"] is no skill at all, the target neither, and no required_skills check (models/spec.go, AllSkillsDisabled; runner.go, validateRequiredSkills)', () => {
    const off = run.record('c-all-off');
    assert.equal(off.status, 'passed', JSON.stringify(off.error));
    // One request per task, suite by suite (--workers 1); the task of a required skill not found
    // sends none: the third is c-all-off's.
    assert.equal(systemPrompts.length, 3, systemPrompts.join('\n---\n'));
    assert.doesNotMatch(systemPrompts[2]!, /DEMO-BODY|Use for (demo|other) work/);
  });

  it('required_skills not found: the run does not start (runner.go, validateRequiredSkills)', () => {
    const missing = run.record('d-required-missing');
    assert.equal(missing.outcome, 'config_error');
    assert.match(
      missing.error?.message ?? '',
      /required skill\(s\) not found in the skill directories: absent/,
    );
  });

  it('instruction_files: read from the context directory, shown under the path written (runner.go, loadInstructionFiles)', () => {
    assert.match(
      systemPrompts[0]!,
      /# Instructions from AGENTS\.md\n\nFIXTURE-INSTRUCTIONS: answer briefly\./,
    );
    assert.doesNotMatch(systemPrompts[0]!, /EVAL-FOLDER-INSTRUCTIONS/);
  });
});

describe('waza graders: name, type, model, config (graders/run.go, RunAll, applyDefaults)', () => {
  it("a prompt grader's config.model is its judge, judge_model the others'; a model beside type is said", async () => {
    const models: string[] = [];
    const fake = await startFakeOpenAI(
      (request) => {
        models.push(String(request.body.model));
        const verdict = { passed: true, score: 1, reason: 'ok', suggestions: [], criteria: [] };
        return { content: JSON.stringify(verdict) };
      },
      { apiKey: 'sk-judge' },
    );
    const prompt = 'If the reply greets, call set_waza_grade_pass; otherwise set_waza_grade_fail.';
    const dir = writeSuite('waza-judges', {
      'eval.yaml': JSON.stringify({
        name: 'judges',
        config: { executor: 'mock', judge_model: 'judge-default' },
        graders: [
          { type: 'prompt', name: 'plain', config: { prompt } },
          { type: 'prompt', name: 'own', config: { prompt, model: 'judge-own' } },
          { type: 'prompt', name: 'beside', model: 'judge-beside', config: { prompt } },
        ],
        tasks: [JSON.parse(mockTask('greet'))],
      }),
    });
    try {
      const r = await parley(['run', dir], {
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-judge',
      });
      assert.deepEqual(
        r.record('greet').graders.map((g) => [g.name, g.type, g.passed]),
        [
          ['plain', 'prompt', true],
          ['own', 'prompt', true],
          ['beside', 'prompt', true],
        ],
      );
      assert.deepEqual(models.sort(), ['judge-beside', 'judge-default', 'judge-own']);
      assert.match(
        r.stderr,
        /eval\.yaml:\d+:\d+ graders\.beside\.model: the judge's model in Parley \(over judge_model\); waza reads a grader's config\.model only and judges with judge_model \(judge-default\)/,
      );
    } finally {
      await fake.close();
    }
  });
});

describe('waza program graders, as program_grader.go runs them', () => {
  it('a relative path is looked up where Parley runs first, as waza (Grade: no Dir), then in the eval.yaml folder, said', async () => {
    const where = 'test/fixtures/compat/46-waza-program/where.sh';
    const dir = writeSuite('waza-program', {
      'eval.yaml': JSON.stringify({
        name: 'program',
        config: { executor: 'mock' },
        graders: [
          { type: 'program', name: 'from-cwd', config: { command: 'sh', args: [where] } },
          { type: 'program', name: 'eval-folder-only', config: { command: 'graders/here.sh' } },
        ],
        tasks: [JSON.parse(mockTask('t'))],
      }),
      // The same path in the eval.yaml folder fails: waza never runs it.
      [where]: '#!/bin/sh\necho "from the eval.yaml folder"\nexit 1\n',
      'graders/here.sh': '#!/bin/sh\nexit 0\n',
    });
    chmodSync(join(dir, 'graders/here.sh'), 0o755);
    const r = await parley(['run', dir]);
    const g = r.grader('t', 'from-cwd');
    assert.equal(g.passed, true, g.feedback);
    assert.match(g.feedback, /from where waza runs/);
    assert.equal(r.grader('t', 'eval-folder-only').passed, true);
    assert.match(
      r.stderr,
      /eval\.yaml:\d+:\d+ graders\.eval-folder-only: program "graders\/here\.sh" found in the eval\.yaml folder only; waza resolves it from where it runs/,
    );
    assert.match(
      r.stderr,
      /graders\.from-cwd: runs in the eval\.yaml folder with an allow-list of the environment, and a last stdout line \{"score": n\} sets its score; waza runs it where waza runs, with all of waza's environment, scored by its exit code alone/,
    );
  });
});

describe('waza parallel, workers and fail_fast, as the runner schedules tasks', () => {
  const slowTasks = (name: string, config: Record<string, unknown>, replies: string[]) =>
    writeSuite(name, {
      'eval.yaml': JSON.stringify({
        name,
        config: { executor: 'mock', ...config },
        graders: [{ type: 'text', name: 'ok', config: { contains: ['ok'] } }],
        tasks: replies.map((text, i) => ({
          id: `t${i + 1}`,
          inputs: { prompt: 'go', mock: [{ text, delay_ms: 400 }] },
        })),
      }),
    });
  const starts = (r: Ran) => r.records.map((x) => Date.parse(x.started_at)).sort((a, b) => a - b);

  it('parallel: true runs up to workers tasks at once (runner.go, runConcurrent)', async () => {
    const r = await parley([
      'run',
      slowTasks('waza-parallel', { parallel: true, workers: 3 }, ['ok', 'ok', 'ok']),
    ]);
    const s = starts(r);
    assert.ok(s.at(-1)! - s[0]! < 400, `started ${s.map((t) => t - s[0]!).join(', ')} ms apart`);
  });

  it('parallel: false runs one task after another, whatever workers says (runner.go, runSequential)', async () => {
    const r = await parley([
      'run',
      slowTasks('waza-sequential', { workers: 3 }, ['ok', 'ok', 'ok']),
    ]);
    const s = starts(r);
    for (let i = 1; i < s.length; i++)
      assert.ok(s[i]! - s[i - 1]! >= 400, `${s[i]! - s[i - 1]!} ms`);
  });

  it('fail_fast: no task starts after one that did not pass (runner.go, runSequential)', async () => {
    const r = await parley([
      'run',
      slowTasks('waza-fail-fast', { fail_fast: true }, ['no', 'ok', 'ok']),
    ]);
    assert.deepEqual(
      r.records.map((x) => [x.task_id, x.status]),
      [['t1', 'failed']],
    );
    assert.equal(r.code, 1);
  });
});

describe('waza eval.yaml fields Parley accepts and does not act on: each warned (issue 46)', () => {
  it('hooks, inputs, range, baseline, reasoning efforts, trigger_skill_routing, tasks_from beside tasks, trigger_tests.yml', async () => {
    const dir = writeSuite('waza-ignored', {
      'eval.yaml': JSON.stringify({
        name: 'ignored',
        config: {
          executor: 'copilot-sdk',
          reasoning_effort: 'high',
          judge_reasoning_effort: 'low',
          trigger_skill_routing: true,
        },
        hooks: { before_run: [{ command: 'echo hi' }] },
        inputs: { audience: 'ops' },
        range: [1, 2],
        baseline: true,
        tasks_from: 'tasks.csv',
        tasks: [JSON.parse(mockTask('t'))],
      }),
      'trigger_tests.yml': 'skill: demo\nshould_trigger_prompts: []\n',
    });
    const r = await parley(['validate', dir]);
    assert.equal(r.code, 0, r.stderr);
    for (const warning of [
      /eval\.yaml:\d+:\d+ hooks: ignored: hooks are not run by Parley/,
      /eval\.yaml:\d+:\d+ inputs: ignored: global input variables are not supported by Parley/,
      /eval\.yaml:\d+:\d+ range: ignored: task ranges are not supported by Parley/,
      // baseline: true is skill lift now (issue 48); this suite has no skill to withhold.
      /eval\.yaml:\d+:\d+ baseline: no run without the skill can be made: the suite has no skill/,
      /config\.reasoning_effort: ignored: not supported by Parley/,
      /config\.judge_reasoning_effort: ignored: not supported by Parley; set reasoning_effort on the prompt grader/,
      /config\.trigger_skill_routing: ignored: not supported by Parley/,
      /tasks_from: ignored: CSV datasets \(tasks_from\) are not supported by Parley/,
      /trigger_tests\.yml is not read/,
    ]) {
      assert.match(r.stderr, warning);
    }
  });
});
