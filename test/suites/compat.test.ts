// Suites written the way waza and Yao users write them (test/fixtures/compat/, one folder per
// item of the compatibility table in docs/compatibility.md), graded with their authors' meaning:
// `parley validate` / `parley run` as a separate process, asserting what a user reads.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Summary } from '../../src/results/schema.js';
import { startFakeOpenAI } from '../fakes/openai-server.js';
import { runParley } from './cli-run.js';

const FIXTURES = resolve('test/fixtures/compat');
const tmp = mkdtempSync(join(tmpdir(), 'parley-compat-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const parley = (args: string[], env: Record<string, string> = {}) => runParley(tmp, args, env);

const fixture = (name: string) => join(FIXTURES, name);

describe('waza suites as waza grades them', () => {
  it('1. code assertions are Python by default, with waza names (re, outcome as a dict)', async () => {
    const run = await parley(['run', fixture('01-code-python')]);
    const g = run.grader('deploy', 'python-assertions');
    assert.equal(g.passed, true, g.feedback);
    assert.equal(run.code, 0, run.stdout + run.stderr);
  });

  it("1. code assertions see waza's transcript, errors and builtins; outcome and nested scopes are warned", async () => {
    const run = await parley(['run', fixture('15-code-names')]);
    // transcript: the session's events; errors: the events that mention "error" (here the reply).
    const shapes = run.grader('fix', 'waza-shapes');
    assert.equal(shapes.passed, true, shapes.feedback);
    assert.equal(run.grader('fix', 'no-errors').passed, false);
    // Only waza's builtins: sum is a NameError, in waza and here, and validate says so first.
    const sum = run.grader('fix', 'uses-sum');
    assert.equal(sum.passed, false);
    assert.match(sum.feedback, /threw NameError: name 'sum' is not defined/);
    assert.match(
      run.stderr,
      /15-code-names\/eval\.yaml:\d+:\d+ graders\.uses-sum: assertion "sum\(\[len\(output\)\]\) > 0" reads sum, which an assertion does not have/,
    );
    // A generator expression does not see the names (as in waza's eval): warned, and it fails.
    const nested = run.grader('fix', 'nested-and-outcome');
    assert.match(nested.feedback, /any\(re\.search.*threw NameError: name 're' is not defined/);
    assert.match(
      run.stderr,
      /graders\.nested-and-outcome: assertion "any\(re\.search.* reads re inside a generator expression/,
    );
    assert.match(
      run.stderr,
      /graders\.nested-and-outcome: assertion "outcome == 'completed'" reads outcome: in waza it is always an empty dict/,
    );
    // JavaScript: outcome is the outcome string (waza's is an empty object), said at validate.
    assert.equal(run.grader('fix', 'js-outcome').passed, true);
    assert.match(
      run.stderr,
      /graders\.js-outcome: assertion .* reads outcome: in waza it is always an empty object/,
    );
    assert.equal(run.code, 1, run.stdout + run.stderr);
  });

  it('1. a Python syntax error is a validate error pinned to the grader', async () => {
    const run = await parley(['validate', fixture('01-code-python-syntax')]);
    assert.equal(run.code, 2);
    assert.match(
      run.stderr,
      /01-code-python-syntax\/eval\.yaml:\d+:\d+ graders\.broken: assertion "len\(output\) >" is not valid Python/,
    );
    assert.match(
      run.stderr,
      /graders\.broken-js: assertion "output\.includes\(" is not valid JavaScript/,
    );
  });

  it('2. expected.outcomes {type: task_completed} adds no grader and no score, as in waza', async () => {
    const run = await parley(['run', fixture('02-outcomes')]);
    const r = run.record('explain');
    // waza's score: its graders alone (one of two passes), not 2 of 3 with an always-passing one.
    assert.deepEqual(
      r.graders.map((g) => [g.name, g.passed]),
      [
        ['says-smaller', true],
        ['names-base-case', false],
      ],
    );
    assert.equal(r.score, 0.5);
    assert.equal(r.status, 'failed');
    assert.match(
      run.stderr,
      /explain\.yaml:\d+:\d+ expected\.outcomes\[0\]\.type: outcome type 'task_completed' is not graded, as in waza/,
    );
    assert.match(
      run.stderr,
      /expected\.outcomes\[1\]\.type: outcome type 'files_created' is not graded/,
    );
    assert.equal(run.code, 1, run.stdout + run.stderr);
  });

  it('2. expected.should_trigger is not graded, as in waza, and validate says so', async () => {
    const run = await parley(['run', fixture('02b-should-trigger')]);
    for (const id of ['plan', 'weather']) {
      const r = run.record(id);
      assert.equal(r.status, 'passed', JSON.stringify(r.graders));
      assert.ok(!r.graders.some((g) => g.type === 'trigger'), JSON.stringify(r.graders));
    }
    assert.match(run.stderr, /plan\.yaml:\d+:\d+ expected\.should_trigger: not graded, as in waza/);
    assert.equal(run.code, 0, run.stdout + run.stderr);
  });

  it('6. expected.tool_calls is a free-form note: accepted, not graded, and said so', async () => {
    const run = await parley(['run', fixture('06-tool-calls')]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.deepEqual(
      run.record('write').graders.map((g) => g.name),
      ['expected.output_contains'],
    );
    assert.match(run.stderr, /write\.yaml:\d+:\d+ expected\.tool_calls: not graded/);
  });

  it('7. expected.behavior limits of 0 mean no limit, and validate says Parley grades it', async () => {
    const run = await parley(['run', fixture('07-behavior')]);
    const g = run.grader('busy', 'expected.behavior');
    assert.equal(g.passed, true, g.feedback);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stderr, /expected\.behavior: graded by Parley \(waza reads/);
  });

  it('3. prompt continue_session: true: the judge reads the conversation and the workspace', async () => {
    const fake = await startFakeOpenAI(
      () => ({
        content: JSON.stringify({
          passed: true,
          score: 1,
          reason: 'CHANGELOG.md has the 2.0 entry.',
          suggestions: [],
          criteria: [],
        }),
      }),
      { apiKey: 'sk-compat' },
    );
    try {
      const run = await parley(['run', fixture('03-continue-session')], {
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-compat',
      });
      assert.equal(run.grader('changelog', 'judge-sees-workspace').passed, true);
      assert.equal(run.code, 0, run.stdout + run.stderr);
      const user = fake.requests[0]!.body.messages[1].content as string;
      assert.match(user, /### Agent \(turn 1\)\nAdded the entry\./);
      assert.match(user, /#### CHANGELOG\.md\n```\n## 2\.0\n- New export command/);
    } finally {
      await fake.close();
    }
  });

  it("3. prompt without continue_session: the judge reads the files the agent wrote (waza's judge works in the workspace)", async () => {
    // The judge passes only when the request shows the file's three risks: the reply never does.
    const fake = await startFakeOpenAI(
      (req) => {
        const user = String(req.body.messages[1]?.content ?? '');
        const sees =
          /#### notes\/risks\.md\n```\n1\. Load spike\n2\. Stale cache\n3\. Missing rollback/.test(
            user,
          );
        return {
          content: JSON.stringify({
            passed: sees,
            score: sees ? 1 : 0,
            reason: sees ? 'Three risks listed.' : 'notes/risks.md is not shown.',
            suggestions: [],
            criteria: [
              { description: 'three risks', passed: sees, reason: sees ? 'listed' : 'not seen' },
            ],
          }),
        };
      },
      { apiKey: 'sk-compat' },
    );
    try {
      const run = await parley(['run', fixture('03b-judge-workspace')], {
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-compat',
      });
      const g = run.grader('risks', 'risks-written');
      assert.equal(g.passed, true, g.feedback);
      assert.equal(run.code, 0, run.stdout + run.stderr);
      assert.match(fake.requests[0]!.body.messages[1].content as string, /#### notes\/README\.md/);
      assert.match(
        run.stderr,
        /03b-judge-workspace\/eval\.yaml:\d+:\d+ graders\.risks-written: prompt: waza's judge starts a new session in the workspace and sees the grader prompt and the files \(through its tools\), not the conversation; Parley's judge reads the conversation too/,
      );
    } finally {
      await fake.close();
    }
  });

  it("3. prompt continue_session: true is warned at validate: no tools in the agent's session", async () => {
    const run = await parley(['validate', fixture('03-continue-session')]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(
      run.stderr,
      /03-continue-session\/eval\.yaml:\d+:\d+ graders\.judge-sees-workspace: prompt \(continue_session: true\): waza's judge resumes the agent's session and may run tools in its workspace; Parley's judge reads the conversation and the workspace's files/,
    );
  });

  it('9. program paths resolve from where Parley runs (as waza) or from the eval.yaml folder', async () => {
    const run = await parley(['run', fixture('09-program')]);
    assert.equal(run.grader('ready', 'from-repo-root').passed, true);
    assert.equal(run.grader('ready', 'from-eval-folder').passed, true);
    assert.equal(run.code, 0, run.stdout + run.stderr);
  });

  it('9. a program found nowhere is a validate error', async () => {
    const run = await parley(['validate', fixture('09-program-missing')]);
    assert.equal(run.code, 2);
    assert.match(
      run.stderr,
      /09-program-missing\/eval\.yaml:\d+:\d+ graders\.missing: program "graders\/nope\.sh" not found/,
    );
  });

  it('10. old names get migration hints: max_workers, the legacy regex grader', async () => {
    const run = await parley(['validate', fixture('10-hints')]);
    assert.equal(run.code, 2);
    assert.match(
      run.stderr,
      /config\.max_workers: unknown key 'max_workers': renamed to 'workers'/,
    );
    assert.match(
      run.stderr,
      /graders\[0\]\.type: the legacy 'regex' grader is 'text' now: .*must_match as regex_match/,
    );
  });

  it("10. a suite written for waza's mock reply gets a hint, not a silent failure", async () => {
    const run = await parley(['validate', fixture('10-mock-reply')]);
    assert.equal(run.code, 0);
    assert.match(run.stderr, /hello: expects waza's mock reply \('Mock response for: <prompt>'\)/);
  });
});

describe('waza checkpoints run as waza runs them', () => {
  it('4. graders after agent turn N (1-based) grade the conversation so far; on_failure stop ends it and fails the run', async () => {
    const run = await parley(['run', fixture('04-waza-checkpoint-runs')]);
    // A failed checkpoint fails its run, whatever on_failure says.
    assert.equal(run.code, 1, run.stdout + run.stderr);

    // after_turn: 1 is after the reply to the prompt, before the follow-up's reply exists.
    const onTrack = run.record('on-track');
    assert.equal(onTrack.status, 'passed', JSON.stringify(onTrack.graders));
    assert.equal(onTrack.turns.length, 2);
    const first = run.grader('on-track', 'checkpoint after_turn=1: asks-first');
    assert.equal(first.passed, true, first.feedback);
    assert.deepEqual(first.details?.checkpoint, {
      after_turn: 1,
      on_failure: 'continue',
      stopped: false,
    });

    // on_failure: stop: no second turn, the run failed (not an error), the stop is said.
    const stops = run.record('stops');
    assert.equal(stops.turns.length, 1);
    assert.equal(stops.status, 'failed');
    assert.equal(stops.outcome, 'stopped');
    const stopped = run.grader('stops', 'checkpoint after_turn=1: asks-first');
    assert.equal(stopped.passed, false);
    assert.match(stopped.feedback, /on_failure: stop ended the conversation after turn 1/);
    assert.match(
      run.stderr,
      /stops\.yaml:\d+:\d+ checkpoints\[0\]\.on_failure: .*waza records such a run as an error/,
    );

    // on_failure: continue: the conversation goes on, the final graders pass, the run fails.
    const goesOn = run.record('goes-on');
    assert.equal(goesOn.turns.length, 2);
    assert.equal(run.grader('goes-on', 'booked').passed, true);
    assert.equal(run.grader('goes-on', 'checkpoint after_turn=1: asks-first').passed, false);
    assert.equal(goesOn.status, 'failed');
    assert.equal(goesOn.outcome, 'completed');
  });
});

describe('waza requirements are descriptive, as in waza', () => {
  it('5. requirements name graders and add no check: the graders they name run where declared', async () => {
    const run = await parley(['run', fixture('05-requirements')]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const record = run.record('described');
    assert.equal(record.status, 'passed');
    // The named graders ran (the checkpoint's after turn 1); the requirements added none,
    // not even for a check that names a grader the task does not declare.
    assert.deepEqual(
      record.graders.map((g) => [g.name, g.passed]),
      [
        ['checkpoint after_turn=1: asks-first', true],
        ['booked', true],
      ],
    );
    // No warning names the field (the fixture's folder name is no field).
    assert.doesNotMatch(run.stderr, /\d+:\d+ requirements/);
  });
});

describe('waza shapes Parley accepts and does not grade yet (said at validate)', () => {
  it('4/5. waza checkpoints (after_turn) and requirements load beside Yao checkpoints', async () => {
    const run = await parley(['run', fixture('04-05-waza-checkpoints')]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const record = run.record('both');
    assert.equal(record.status, 'passed');
    assert.deepEqual(
      record.checkpoints.map((c) => [c.id, c.reached]),
      [['booked', true]],
    );
    assert.equal(run.grader('both', 'checkpoint after_turn=1: asks-destination').passed, true);
    assert.doesNotMatch(run.stderr, /not run by Parley \(it grades Yao/);
    // No warning names the field (the fixture's folder name is no field).
    assert.doesNotMatch(run.stderr, /\d+:\d+ requirements/);
  });

  it('8. trigger_tests.yaml next to eval.yaml is run: one task per prompt, passed when the skill was (not) invoked', async () => {
    const run = await parley(['run', fixture('08-trigger')]);
    // The mock agent invokes no skill: the prompt that should trigger fails, the other passes.
    const triggers = run.records.filter((r) => r.suite === 'compat-trigger-triggers');
    assert.deepEqual(
      triggers.map((r) => [r.task_id, r.status, r.turns[0]!.input, r.graders.length]),
      [
        ['should-trigger-1', 'failed', 'Plan a weekend in Lisbon', 1],
        ['should-not-trigger-1', 'passed', 'What is 2 + 2?', 1],
      ],
    );
    assert.match(
      run.grader('should-trigger-1', 'should-trigger').feedback,
      /skill "trip-planner" was not invoked/,
    );
    // The eval's own graders do not run on the trigger prompts.
    assert.equal(run.record('plan').suite, 'compat-trigger');
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(
      run.stderr,
      /08-trigger\/trigger_tests\.yaml:2:1 waza fails its run when trigger accuracy is below metrics: trigger_accuracy \(0\.8\); Parley reports it in summary\.json/,
    );
    assert.match(
      run.stderr,
      /graders\.triggers: trigger: Parley checks that the agent invoked the skill/,
    );
    assert.doesNotMatch(run.stderr, /graders\.should-trigger/);
  });

  it('8. trigger accuracy as waza computes it: medium confidence weighs half, held against trigger_accuracy', async () => {
    // The loopback model loads the skill for Lisbon, Rome and the restaurant (a false positive),
    // not for "this weekend?" (a false negative, medium) nor for 2 + 2.
    const fake = await startFakeOpenAI(
      (request) => {
        const messages = request.body.messages as { role: string; content: string }[];
        const last = messages.at(-1)!;
        if (last.role === 'tool') return { content: 'Here is the plan.' };
        if (/Lisbon|Rome|restaurant/.test(last.content)) {
          return { toolCalls: [{ name: 'load_skill', arguments: { name: 'trip-planner' } }] };
        }
        return { content: 'Four.' };
      },
      { apiKey: 'sk-compat' },
    );
    try {
      const run = await parley(['run', fixture('08-trigger-accuracy'), '--workers', '1'], {
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-compat',
      });
      const statuses = run.records
        .filter((r) => r.suite === 'compat-trigger-accuracy-triggers')
        .map((r) => [r.task_id, r.status]);
      assert.deepEqual(statuses, [
        ['should-trigger-1', 'passed'],
        ['should-trigger-2', 'passed'],
        ['should-trigger-3', 'failed'],
        ['should-not-trigger-1', 'passed'],
        ['should-not-trigger-2', 'failed'],
      ]);
      const out = run.stdout.match(/results: (\S+)\//)?.[1];
      assert.ok(out, run.stdout);
      const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as Summary;
      const triggers = summary.suites.find((s) => s.name === 'compat-trigger-accuracy-triggers');
      // TP 2 (high), FN 0.5 (medium), TN 1 (no confidence = high), FP 0.5 (medium): accuracy
      // (2 + 1) / 4 = 0.75 < 0.8; precision 2 / 2.5 = recall 2 / 2.5 = 0.8, F1 0.8.
      assert.deepEqual(triggers?.trigger_accuracy, {
        true_positives: 2,
        false_positives: 0.5,
        true_negatives: 1,
        false_negatives: 0.5,
        errors: 0,
        precision: 0.8,
        recall: 0.8,
        f1: 0.8,
        accuracy: 0.75,
        threshold: 0.8,
        passed: false,
      });
      // The comment escapes markdown (trigger\_accuracy); the console does not.
      const line =
        /compat-trigger-accuracy-triggers: trigger accuracy 75\.0% \(below trigger\\?_accuracy 80\.0%\) · precision 80\.0%, recall 80\.0%, F1 0\.8 · TP 2, FP 0\.5, TN 1, FN 0\.5/;
      assert.match(run.stdout, line);
      assert.match(readFileSync(join(out, 'report.md'), 'utf8'), line);
      assert.match(readFileSync(join(out, 'report.html'), 'utf8'), line);
      assert.equal(
        summary.suites.find((s) => s.name === 'compat-trigger-accuracy')?.trigger_accuracy,
        undefined,
      );
      assert.match(
        run.stderr,
        /trigger_tests\.yaml:1:1 waza fails its run when trigger accuracy is below metrics: trigger_accuracy \(0\.8\)/,
      );
      assert.equal(run.code, 1, run.stdout + run.stderr);
    } finally {
      await fake.close();
    }
  });

  it('8. a trigger_tests.yaml waza would refuse is refused at its line', async () => {
    const run = await parley(['validate', fixture('08-trigger-invalid')]);
    assert.equal(run.code, 2);
    assert.match(
      run.stderr,
      /08-trigger-invalid\/trigger_tests\.yaml:4:5 should_trigger_prompts\[0\]\.confidence: expected one of: high, medium \(got "low"\)/,
    );
  });
});

describe('Yao tests as Yao grades them', () => {
  it('11. input as a message or a conversation history', async () => {
    const run = await parley(['run', fixture('11-yao-input')]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.equal(run.record('message').turns[0]!.input, 'What is the capital of France?');
    assert.equal(run.record('message').status, 'passed');
    const history = run.record('history');
    assert.equal(history.status, 'passed');
    assert.match(
      history.turns[0]!.input,
      /user: My name is Ada\.\nassistant: Hello Ada!\n\nWhat is my name\?$/,
    );
    assert.match(run.stderr, /tests\.jsonl:2:\d+ input: a conversation history/);
  });

  it('12. expected, untyped assertions (equals), skip, hooks and Yao context: meaning kept or warned', async () => {
    const run = await parley(['run', fixture('12-yao-fields')]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.deepEqual(run.records.map((r) => [r.task_id, r.status]).sort(), [
      ['expected', 'passed'],
      ['skipped', 'skipped'],
      ['turn-script', 'passed'],
      ['untyped', 'passed'],
      ['yao-script', 'passed'],
    ]);
    // As Yao: a skipped test counts apart, outside the pass rate (4 of 4 run, not 4 of 5).
    const summary = JSON.parse(readFileSync(join(run.out, 'summary.json'), 'utf8'));
    assert.equal(summary.pass_rate, 1);
    assert.equal(summary.suites[0].pass_rate, 1);
    assert.equal(summary.counts.by_outcome.not_run, 1);
    for (const warning of [
      /user: Yao context/,
      /team: Yao context/,
      /metadata: Yao context/,
      /options: Yao context options \(connector, skip\)/,
      /before: Yao hook 'scripts:tests\.env\.Before' cannot run here/,
      /after: Yao hook 'scripts:tests\.env\.After' cannot run here/,
      /script assertion 'scripts\.tests\.check\.Validate' is a Yao process: it cannot run here/,
      /turns\[0\]: script assertion 'scripts:tests\.turn\.Check' is a Yao process/,
    ]) {
      assert.match(run.stderr, warning);
    }
  });

  it('13. use names a Yao agent: the configured responder and judge models play it, and say so', async () => {
    const seen: string[] = [];
    const fake = await startFakeOpenAI(
      (request) => {
        seen.push(request.body.model as string);
        const json = JSON.stringify(request.body);
        if (json.includes('decision')) {
          return {
            content: JSON.stringify({
              decision: 'reply',
              reply: 'Medium, please.',
              reason: 'size',
            }),
          };
        }
        return {
          content: JSON.stringify({
            passed: true,
            score: 1,
            reason: 'Confirmed.',
            suggestions: [],
            criteria: [],
          }),
        };
      },
      { apiKey: 'sk-compat' },
    );
    try {
      const run = await parley(['run', fixture('13-yao-use')], {
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-compat',
      });
      assert.equal(run.code, 0, run.stdout + run.stderr);
      assert.equal(run.record('sim').status, 'passed');
      assert.deepEqual([...new Set(seen)].sort(), ['judge-1', 'resp-1']);
      assert.match(
        run.stderr,
        /simulator\.use: 'workers\.test\.user-sim' names a Yao agent, not a model/,
      );
      assert.match(run.stderr, /'agents:tests\.validator-agent' names a Yao agent, not a model/);
    } finally {
      await fake.close();
    }
  });

  it('13. max_turns counts agent turns, the first included (2 turns = 1 reply)', async () => {
    const { loadSuites } = await import('../../src/suites/load.js');
    const { suites } = await loadSuites([fixture('13-yao-use')]);
    const plan = suites[0]!.tasks[0]!.plan;
    assert.equal(plan.kind === 'responder' && plan.responder.maxFollowups, 1);
  });

  it('14. tool_called by suffix or substring, tool_result {tool, result} with regex:, type in value', async () => {
    const run = await parley(['run', fixture('14-yao-assertions')]);
    const record = run.record('tools');
    assert.equal(record.status, 'passed', JSON.stringify(record.graders));
    assert.equal(run.code, 0, run.stdout + run.stderr);
  });
});
