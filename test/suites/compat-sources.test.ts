// waza and Yao files graded as waza's and Yao's own code grades them (issue 46): each expected
// value below was worked out by reading the function named in its comment (waza:
// github.com/microsoft/waza internal/graders, internal/models; Yao: github.com/YaoApp/yao
// agent/test), not by running Parley. `parley validate` / `parley run` as a separate process,
// on the fixtures under test/fixtures/compat/46-*.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startFakeOpenAI } from '../fakes/openai-server.js';
import { runParley, type Ran } from './cli-run.js';

const FIXTURES = resolve('test/fixtures/compat');
const tmp = mkdtempSync(join(tmpdir(), 'parley-compat-sources-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const parley = (args: string[], env: Record<string, string> = {}) => runParley(tmp, args, env);
const fixture = (name: string) => join(FIXTURES, name);
const close = (actual: number | undefined, expected: number) =>
  assert.ok(Math.abs((actual ?? NaN) - expected) < 1e-9, `${actual} is not ${expected}`);

describe('waza graders, as waza scores them', () => {
  let run: Ran;
  before(async () => {
    run = await parley(['run', fixture('46-waza-graders')]);
  });

  it('file content_patterns: one implicit existence check per entry (file_grader.go, countTotalChecks, fileReadFailures)', () => {
    // 2 patterns + the file's existence, 1 failing: (3 - 1) / 3.
    const one = run.grader('notes', 'one-pattern-missing');
    assert.equal(one.passed, false);
    close(one.score, 2 / 3);
    // A missing file: its existence and each of its 2 patterns fail: 0 / 3.
    const missing = run.grader('notes', 'file-missing');
    close(missing.score, 0);
    assert.match(missing.feedback, /budget\.md exists: file missing; budget\.md matches \/Total\//);
    // must_exist holds (1), the missing file's entry fails twice (existence, must_not_match): 1 / 3.
    close(run.grader('notes', 'exists-and-missing').score, 1 / 3);
  });

  it('trigger skill_path written for the repository root resolves, as waza reads it (trigger_grader.go, resolveSkillPath)', () => {
    const g = run.grader('notes', 'not-triggered');
    assert.equal(g.passed, true, g.feedback);
    assert.equal(g.details?.skill, 'planner');
  });

  it('waza 1.2 adversarial: accepted and named as not run yet; the tasks run', () => {
    assert.match(
      run.stderr,
      /46-waza-graders\/eval\.yaml:9:1 adversarial: ignored: waza's adversarial packs \(run by `waza adversarial --spec`\) are not run by Parley yet/,
    );
    assert.equal(run.records.length, 2);
    assert.equal(run.code, 1, run.stdout + run.stderr);
  });

  it('expected.output_contains / output_not_contains: one result each, case-insensitive, score the share (run.go, evaluateExpectations)', () => {
    const contains = run.grader('expects', 'expected.output_contains');
    assert.equal(contains.passed, false);
    close(contains.score, 0.5);
    assert.match(contains.feedback, /contains "budget": not found/);
    const absent = run.grader('expects', 'expected.output_not_contains');
    assert.equal(absent.passed, true);
    close(absent.score, 1);
  });

  it('a trigger skill_path found nowhere is a validate error, not a grader_error on every run', async () => {
    const v = await parley(['validate', fixture('46-trigger-path-missing')]);
    assert.equal(v.code, 2);
    assert.match(
      v.stderr,
      /46-trigger-path-missing\/eval\.yaml:\d+:\d+ graders\.lost\.config\.skill_path: skill_path "skills\/nowhere" not found \(looked in .*46-trigger-path-missing\/skills\/nowhere and skills\/nowhere/,
    );
  });

  it('refused as waza refuses it: skill_invocation required_skills without mode (skill_invocation_grader.go, NewSkillInvocationGrader)', async () => {
    const v = await parley(['validate', fixture('46-refused')]);
    assert.equal(v.code, 2);
    assert.match(
      v.stderr,
      /46-refused\/eval\.yaml:\d+:\d+ graders\[1\]\.config\.mode: required with required_skills \(exact_match, in_order or any_order\), as waza requires it/,
    );
  });

  it('refused, not a grader_error on every run: a json_schema keyword Parley cannot check (json_schema_grader.go, validateAgainstSchema checks the full schema)', async () => {
    const v = await parley(['validate', fixture('46-refused')]);
    assert.equal(v.code, 2);
    assert.match(
      v.stderr,
      /46-refused\/eval\.yaml:\d+:\d+ graders\[2\]\.config\.schema: Parley cannot check this JSON Schema \(Conditional schemas \(if\/then\/else\) are not supported\); waza can/,
    );
  });

  it('a json_schema schema_file Parley cannot convert, parse or find is a validate error naming it, not a grader_error on every run (json_schema_grader.go, resolveSchema reads it when grading; validateAgainstSchema checks it in full)', async () => {
    const v = await parley(['validate', fixture('46-schema-file-refused')]);
    assert.equal(v.code, 2);
    const at = (line: number, name: string, rest: string) =>
      assert.match(
        v.stderr,
        new RegExp(
          `46-schema-file-refused/eval\\.yaml:${line}:5 graders\\.${name}\\.config\\.schema_file: ${rest}`,
        ),
      );
    at(
      8,
      'conditional-file',
      'schema_file "conditional\\.schema\\.json": Parley cannot check this JSON Schema \\(Conditional schemas \\(if/then/else\\) are not supported\\); waza can',
    );
    at(12, 'broken-file', 'schema_file "broken\\.schema\\.json": not JSON');
    at(16, 'lost-file', 'schema_file "schemas/nowhere\\.json": not found');
  });

  it('refused with the waza meaning said: weight 0 (spec.go, EffectiveWeight: 1.0) and a missing inputs.files fixture (runner.go, loadResources: a warning)', async () => {
    const v = await parley(['validate', fixture('46-refused')]);
    assert.equal(v.code, 2);
    assert.match(
      v.stderr,
      /46-refused\/eval\.yaml:10:5 graders\[0\]\.weight: must be > 0 \(waza counts a weight of 0 as 1\.0/,
    );
    assert.match(
      v.stderr,
      /46-refused\/tasks\/greet\.yaml:5:7 inputs\.files\[0\]\.path: file not found: .*missing-fixture\.txt \(waza warns and runs the task without it; Parley refuses\)/,
    );
  });

  it('skill_invocation allow_extra: false passes an extra skill and lowers the score (skill_invocation_grader.go, Grade)', async () => {
    // The model loads planner and packing, then answers.
    const fake = await startFakeOpenAI(
      (request) => {
        const messages = request.body.messages as { role: string }[];
        if (messages.at(-1)!.role === 'tool') return { content: 'Here is the plan.' };
        return {
          toolCalls: [
            { name: 'load_skill', arguments: { name: 'planner' } },
            { name: 'load_skill', arguments: { name: 'packing' } },
          ],
        };
      },
      { apiKey: 'sk-compat' },
    );
    try {
      const r = await parley(['run', fixture('46-skill-extra')], {
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-compat',
      });
      // passed := checkMatch (any_order: planner is there); precision 1/2, recall 1, F1 2/3;
      // one extra of two invoked: 2/3 * (1 - 0.6 * 1/2) = 0.4667.
      const anyOrder = r.grader('trip', 'planner-only');
      assert.deepEqual(anyOrder.details?.actual_skills, ['planner', 'packing']);
      assert.equal(anyOrder.passed, true, anyOrder.feedback);
      close(anyOrder.score, (2 / 3) * 0.7);
      // exact_match fails on the extra skill by its own rule (exactMatch: lengths differ).
      const exact = r.grader('trip', 'planner-exactly');
      assert.equal(exact.passed, false);
      close(exact.score, (2 / 3) * 0.7);
      assert.equal(r.code, 1, r.stdout + r.stderr);
    } finally {
      await fake.close();
    }
  });

  it('behavior max_tokens fails when the agent reported no usage (behavior_grader.go, checkMaxTokens)', async () => {
    const dir = join(tmp, 'no-usage');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'eval.yaml'),
      JSON.stringify({
        name: 'compat-no-usage',
        config: {
          executor: 'acp',
          agent: { command: process.execPath, args: [resolve('test/fakes/acp-agent.mjs')] },
        },
        graders: [{ type: 'behavior', name: 'budget', config: { max_tokens: 1000 } }],
        // The fake ACP agent answers "no-usage" without any usage, as Codex does.
        tasks: [{ id: 'quiet', inputs: { prompt: 'no-usage' } }],
      }),
    );
    const r = await parley(['run', dir, '--retry-errors', '0']);
    assert.equal(r.record('quiet').usage.agent.reported, false);
    const g = r.grader('quiet', 'budget');
    assert.equal(g.passed, false);
    assert.equal(g.feedback, 'tokens <= 1000: the agent reported no token usage to check');
    assert.equal(r.code, 1, r.stdout + r.stderr);
  });
});

describe('waza diff, json_schema, action_sequence, tool_constraint, as waza scores them', () => {
  let run: Ran;
  before(async () => {
    run = await parley(['run', fixture('46-waza-sequences')]);
  });
  const g = (name: string) => run.grader('trip', name);

  it('config.trials_per_task: each task runs that many times (spec.go, Config.RunsPerTest; orchestration/runner.go, runsPerTest)', () => {
    assert.equal(run.records.filter((r) => r.task_id === 'trip').length, 2);
    assert.equal(run.code, 1, run.stdout + run.stderr);
  });

  it('action_sequence: passed is the mode, score the F1 over counts (action_sequence_grader.go, Grade, computePrecisionRecall)', () => {
    // in_order_match, edit_file never called: TP 2, precision 2/3, recall 2/3.
    assert.equal(g('in-order-missing').passed, false);
    close(g('in-order-missing').score, 2 / 3);
    // any_order_match with an extra read_file: passes; precision 2/3, recall 1, F1 0.8.
    assert.equal(g('any-order-extra').passed, true);
    close(g('any-order-extra').score, 0.8);
    assert.equal(g('exact').passed, true);
    close(g('exact').score, 1);
  });

  it('tool_constraint: one check per spec, case-insensitive regex searches of name and arguments (tool_constraint_grader.go, matchesToolCall, countTotalChecks)', () => {
    // READ finds read_file with path README.md; bash's "npm test" is not ^npm run; rm unused.
    const c = g('constraints');
    assert.equal(c.passed, false);
    close(c.score, 2 / 3);
    assert.match(c.feedback, /bash \(command \/\^npm run\/\)/);
  });

  it('diff: existence is a check, an empty fragment counts as held, a missing file fails each of its checks (diff_grader.go, checkExpectedFile, checkContains, countTotalChecks)', () => {
    // 6 checks (existence, snapshot, 4 fragments of which "+" is empty), "Budget" absent: 5/6.
    assert.equal(g('fragments').passed, false);
    close(g('fragments').score, 5 / 6);
    // A snapshot written for the repository root matches (checkSnapshot reads it from where waza
    // runs when context_dir is unset); gone.md fails existence, "x" and "": 2/5.
    close(g('root-snapshot').score, 2 / 5);
    assert.doesNotMatch(g('root-snapshot').feedback, /snapshot/);
  });

  it('json_schema: the whole output as JSON against the schema, schema_file read from where waza runs (json_schema_grader.go, Grade, resolveSchema)', () => {
    assert.equal(g('schema-file').passed, true, g('schema-file').feedback);
    close(g('schema-file').score, 1);
    assert.equal(g('schema-inline-fails').passed, false);
    close(g('schema-inline-fails').score, 0);
  });
});

describe('tool_constraint argument names, as waza decodes them', () => {
  it("waza's `command` / `path` / `skill` case-insensitively; other agents' names read too and said at validate (tool_constraint_grader.go, matchesToolCall; models/events.go, ToolCallArgs by mapstructure)", async () => {
    const r = await parley(['run', fixture('46-tool-arg-names')]);
    // {Command: "npm test"} is waza's command (mapstructure matches the name case-insensitively).
    const own = r.grader('checks', 'waza-names');
    assert.equal(own.passed, true, own.feedback);
    // {file_path} is not waza's path: Parley reads it, and validate says so.
    assert.equal(r.grader('checks', 'other-agents-names').passed, true);
    assert.match(
      r.stderr,
      /46-tool-arg-names\/eval\.yaml:9:5 graders\.waza-names: tool_constraint: waza's patterns read only a call's `command` argument \(a list there is empty to waza\); Parley joins a list with spaces and, when the call has no such argument, reads other agents' names for it \(command: cmd, commandLine, command_line, script\)/,
    );
    assert.match(
      r.stderr,
      /46-tool-arg-names\/eval\.yaml:15:5 graders\.other-agents-names: tool_constraint: waza's patterns read only a call's `path` argument .*\(path: file_path, filePath, filename, file, target_file, uri\)/,
    );
    assert.equal(r.code, 0, r.stdout + r.stderr);
  });
});

describe('tool_constraint allow_only, which waza does not have', () => {
  it("said at validate for each grader; graded as Parley's exact, case-insensitive name list (tool_constraint_grader.go, ToolConstraintGraderConfig decodes only expect_tools and reject_tools; NewToolConstraintGrader refuses a grader with neither)", async () => {
    const v = await parley(['validate', fixture('46-allow-only')]);
    assert.equal(v.code, 0, v.stdout + v.stderr);
    assert.match(
      v.stderr,
      /46-allow-only\/eval\.yaml:\d+:\d+ graders\.with-expect\.config\.allow_only: checked by Parley \(every call's tool name must equal one listed, any case\); waza's tool_constraint grader reads only expect_tools and reject_tools, and ignores allow_only/,
    );
    assert.match(
      v.stderr,
      /46-allow-only\/eval\.yaml:\d+:\d+ graders\.only-allow\.config\.allow_only: checked by Parley .*and refuses a grader with neither/,
    );
    const r = await parley(['run', fixture('46-allow-only')]);
    // `bash` is outside [view]: Parley's extra check fails where waza grades expect_tools alone.
    assert.equal(r.grader('view-and-bash', 'with-expect').passed, false);
    assert.equal(r.grader('view-and-bash', 'only-allow').passed, true);
  });
});

describe("Yao tests, as Yao's asserter judges them", () => {
  let run: Ran;
  before(async () => {
    run = await parley(['run', fixture('46-yao-meaning')]);
  });
  const status = (id: string) => run.record(id).status;

  it('checkpoints without a simulator: a static test judged by its assertions (dynamic_types.go, IsDynamicMode; runner.go, runSingleTest)', () => {
    assert.equal(
      status('static-checkpoints'),
      'passed',
      JSON.stringify(run.record('static-checkpoints')),
    );
    assert.deepEqual(run.record('static-checkpoints').checkpoints, []);
    // No assertions at all: Yao's Validate passes it.
    assert.equal(status('static-no-assert'), 'passed');
    assert.match(
      run.stderr,
      /46-yao-meaning\/tests\.jsonl:1:\d+ checkpoints: not checked, as in Yao: a test without a simulator is static there/,
    );
  });

  it('json_path with a list value: equal, else one of for a non-list (assert.go, assertJSONPath)', () => {
    assert.equal(
      status('json-path-one-of'),
      'passed',
      JSON.stringify(run.record('json-path-one-of').graders),
    );
    // A list found is compared whole, never "one of".
    assert.equal(status('json-path-list-not-one-of'), 'failed');
  });

  it('tool_result judges the first call of the tool, strings exactly unless regex: (assert.go, assertToolResult, matchResult)', () => {
    // The first lookup was pending: failed, though the second is done.
    assert.equal(status('tool-first-call'), 'failed');
    assert.match(
      run.grader('tool-first-call', 'assertions[0].tool_result').feedback,
      /tool 'lookup' result does not match expected \(got \{"status":"pending"\}\)/,
    );
    // "exp" is not "exp-42" (negated: passes); the exact string and the regex pass.
    assert.equal(
      status('tool-exact-string'),
      'passed',
      JSON.stringify(run.record('tool-exact-string').graders),
    );
    // An error in the first matching call fails, whatever comes after.
    assert.equal(status('tool-first-call-error'), 'failed');
    assert.match(
      run.grader('tool-first-call-error', 'assertions[0].tool_result').feedback,
      /tool 'lookup' returned error/,
    );
  });

  it('tool_called arguments: each given key equal as JSON, a nested object whole (assert.go, assertToolCalled, matchArguments)', () => {
    // {filters: {city}} is not the call's {filters: {city, units}} (negated: passes); days: 2 is.
    assert.equal(
      status('tool-called-nested-args'),
      'passed',
      JSON.stringify(run.record('tool-called-nested-args').graders),
    );
  });

  it('regex: an RE2 search of the reply, unanchored (assert.go, assertRegex: regexp MatchString)', () => {
    assert.equal(
      status('regex-search'),
      'passed',
      JSON.stringify(run.record('regex-search').graders),
    );
  });

  it('contains / not_contains with a list: its JSON text (assert.go, assertContains, toString)', () => {
    // '["red","blue"]' is in the reply; '["red","green"]' is not, though "red" is.
    assert.equal(
      status('contains-list'),
      'passed',
      JSON.stringify(run.record('contains-list').graders),
    );
  });

  it('expected / equals: the marshalled values byte for byte (runner.go, validateOutput)', () => {
    assert.equal(status('expected-untrimmed'), 'failed');
    assert.equal(
      run.grader('expected-untrimmed', 'assertions[0].equals').feedback,
      'expected "hi", got "hi\\n"',
    );
    assert.equal(status('expected-exact'), 'passed');
    // A non-string value stands for a structured reply: read as JSON here, and said so.
    assert.equal(status('equals-json'), 'passed');
    assert.match(
      run.stderr,
      /tests\.jsonl:11:\d+ assert: a non-string value: Yao compares it with the agent's structured reply/,
    );
  });

  it('json_path without a value: Parley checks that the path exists, and validate says Yao compares with null', () => {
    assert.equal(status('json-path-no-value'), 'passed');
    assert.match(
      run.stderr,
      /tests\.jsonl:12:\d+ assert: json_path without a value: Yao compares the path with null/,
    );
  });

  it('image_url with file://: the message says it is not read and how to send the file (Yao passes the URL on unread)', async () => {
    const v = await parley(['validate', fixture('46-yao-image-file-url')]);
    assert.equal(v.code, 2);
    assert.match(
      v.stderr,
      /46-yao-image-file-url\/tests\.jsonl:1:\d+ input\.content\[1\]: an image URL with file:\/\/ is not read \(Yao passes it to the model unread\): write the picture as \{"type": "image", "source": "file:\/\/<path>"\}/,
    );
  });
});
