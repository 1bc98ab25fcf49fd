// Each action input reaches what it configures, through the bundled action: one row per input,
// each a push whose effect on what a user reads (the outputs, results.jsonl, summary.json, the
// saved baseline, the uploaded artifact, the log, a loopback model server's requests) only that
// input explains. An input parsed but never wired passes settings.test.ts and fails here. The
// inputs whose effect another e2e test already asserts are named with that test below, and the
// table is checked against action.yml so that none is left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { useGitHubServices } from '../fakes/github-services.js';
import {
  pullRequestEvent,
  pushEvent,
  runAction,
  type RunnerResult,
} from '../fakes/github-runner.js';
import { startFakeOpenAI, type FakeHandler, type FakeOpenAI } from '../fakes/openai-server.js';
import { isResponderRequest } from '../fakes/responder-model.js';

const services = useGitHubServices('inputs');
const DAY = 86_400_000;

interface Task {
  id: string;
  tags?: string[];
  reply?: string;
}

const TASKS: Task[] = [{ id: 'alpha', tags: ['x'] }, { id: 'beta' }];

let dirs = 0;
/** A checkout with one offline suite (`name` is its suite set, so rows never share a pool). */
function checkout(name: string, tasks: Task[] = TASKS): string {
  const dir = join(services.root, `w${dirs++}`);
  mkdirSync(join(dir, 'evals', name), { recursive: true });
  writeFileSync(
    join(dir, 'evals', name, 'eval.yaml'),
    JSON.stringify({
      name,
      config: { executor: 'mock', trials_per_task: 1 },
      tasks: tasks.map((t) => ({
        id: t.id,
        ...(t.tags ? { tags: t.tags } : {}),
        inputs: { prompt: 'Say done.', mock: [t.reply ?? 'done'] },
        expected: { output_contains: ['done'] },
      })),
    }),
  );
  return dir;
}

const KEY = 'sk-inputs-main-4e1b';
const RESPONDER_KEY = 'sk-inputs-responder-93c7';

/** The loopback model server of one row, closed when it ends; only `apiKey` is let in. */
async function withModel<T>(
  handler: FakeHandler,
  check: (llm: FakeOpenAI) => Promise<T>,
  apiKey = KEY,
): Promise<T> {
  const llm = await startFakeOpenAI(handler, { apiKey });
  try {
    return await check(llm);
  } finally {
    await llm.close();
  }
}

/** A checkout whose suite runs the built-in openai agent, asking for model suite-m. */
function llmCheckout(
  name: string,
  tasks: Record<string, unknown>[] = [
    { id: 'alpha', inputs: { prompt: 'Say done.' }, expected: { output_contains: ['done'] } },
    { id: 'beta', inputs: { prompt: 'Say done.' }, expected: { output_contains: ['done'] } },
  ],
): string {
  const dir = join(services.root, `w${dirs++}`);
  mkdirSync(join(dir, 'evals', name), { recursive: true });
  writeFileSync(
    join(dir, 'evals', name, 'eval.yaml'),
    JSON.stringify({
      name,
      config: { executor: 'openai', model: 'suite-m', timeout_seconds: 60 },
      tasks,
    }),
  );
  return dir;
}

/** A checkout with nothing in it (report mode runs nothing). */
function emptyDir(): string {
  const dir = join(services.root, `w${dirs++}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The inputs that point the agent at `llm`. */
const endpoint = (llm: FakeOpenAI) => ({ 'base-url': llm.url, 'api-key': KEY });

const summaryOf = (workspace: string, dir = 'parley-results') =>
  JSON.parse(readFileSync(join(workspace, dir, 'summary.json'), 'utf8'));

let runs = 0;
/** A push of `workspace` with `inputs`; `clockShiftMs` moves the action's clock. */
async function push(
  workspace: string,
  inputs: Record<string, string> = {},
  clockShiftMs = 0,
): Promise<RunnerResult & { workspace: string; sha: string; runId: string }> {
  const id = ++runs;
  const sha = `1npu7${String(id).padStart(35, '0')}`;
  const runId = String(900 + id);
  const run = await runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace,
    eventName: 'push',
    runId,
    event: pushEvent(),
    sha,
    ref: 'refs/heads/main',
    inputs: { workers: '1', comment: 'false', ...inputs },
    ...(clockShiftMs
      ? {
          env: {
            NODE_OPTIONS: `--require ${resolve('test/fixtures/clock/shifted.cjs')}`,
            PARLEY_TEST_CLOCK_SHIFT_MS: String(clockShiftMs),
          },
        }
      : {}),
  });
  return { ...run, workspace, sha, runId };
}

/** A pull request of `workspace` against the main commit `baseSha` (its baseline in the cache). */
async function pullRequest(
  workspace: string,
  baseSha: string,
  inputs: Record<string, string> = {},
): Promise<RunnerResult & { workspace: string }> {
  const id = ++runs;
  const run = await runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace,
    eventName: 'pull_request',
    runId: String(900 + id),
    event: pullRequestEvent(id, baseSha, `he4d${String(id).padStart(36, '0')}`),
    sha: `me7ge${String(id).padStart(35, '0')}`,
    ref: `refs/pull/${id}/merge`,
    inputs: { workers: '1', comment: 'false', impact: 'off', ...inputs },
  });
  return { ...run, workspace };
}

const ran = (workspace: string, dir = 'parley-results') =>
  readFileSync(join(workspace, dir, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { task_id: string; trial: number });

const savedBaseline = (workspace: string) =>
  JSON.parse(readFileSync(join(workspace, '.parley-baseline/summary.json'), 'utf8')) as {
    suites: { tasks: { task_id: string; pool?: unknown[] }[] }[];
  };

/** The agent asks for a name, then reports the file; the responder gives the name, then stops. */
const askingAgent: FakeHandler = (request) => {
  const text = JSON.stringify(request.body.messages);
  if (isResponderRequest(request)) {
    const decision = text.includes('Created agents/')
      ? { decision: 'stop', reply: '', reason: 'the agent is done' }
      : { decision: 'reply', reply: 'Call it research-agent.', reason: 'the brief names it' };
    return { content: JSON.stringify(decision) };
  }
  return {
    content: text.includes('research-agent')
      ? 'Created agents/research-agent.agent.yaml.'
      : 'What should the agent be called?',
  };
};

let responderJob: Promise<{
  run: RunnerResult;
  main: { responder: boolean; authorization?: string }[];
  own: { responder: boolean; authorization?: string; model: string }[];
}>;
/**
 * One push whose LLM responder has an endpoint of its own (responder-base-url and
 * responder-api-key) and the agent the main one; both servers refuse any key but their own.
 */
function responderOnItsOwn() {
  responderJob ??= withModel(askingAgent, (main) =>
    withModel(
      askingAgent,
      async (own) => {
        const dir = llmCheckout('own-responder', [
          {
            id: 'name',
            inputs: {
              prompt: 'Add an agent.',
              responder: {
                model: 'responder-m',
                instructions: 'The agent is research-agent.',
                max_followups: 3,
              },
            },
            expected: { output_contains: ['Created agents/research-agent'] },
          },
        ]);
        const run = await push(dir, {
          ...endpoint(main),
          'responder-base-url': own.url,
          'responder-api-key': RESPONDER_KEY,
        });
        const seen = (r: FakeOpenAI['requests'][number]) => ({
          responder: isResponderRequest(r),
          authorization: r.headers.authorization,
          model: String(r.body.model),
        });
        return { run, main: main.requests.map(seen), own: own.requests.map(seen) };
      },
      RESPONDER_KEY,
    ),
  );
  return responderJob;
}

interface Row {
  input: string;
  /** What the row proves, as the test's name says it. */
  effect: string;
  check: () => Promise<void>;
}

const ROWS: Row[] = [
  {
    input: 'pool-max-age',
    effect: 'base runs older than it leave the saved pool; younger ones stay',
    async check() {
      // Two pools, each from a push three days ago: the default age (14 days) keeps it, 2 drops it.
      await push(checkout('aged-kept'), {}, -3 * DAY);
      await push(checkout('aged-dropped'), {}, -3 * DAY);
      const kept = await push(checkout('aged-kept'));
      assert.equal(kept.code, 0, kept.stdout + kept.stderr);
      assert.doesNotMatch(kept.stdout, /older than/);
      assert.equal(savedBaseline(kept.workspace).suites[0]!.tasks[0]!.pool?.length, 2);
      const dropped = await push(checkout('aged-dropped'), { 'pool-max-age': '2' });
      assert.equal(dropped.code, 0, dropped.stdout + dropped.stderr);
      assert.match(
        dropped.stdout,
        /parley: pool of aged-dropped \/ alpha: 1 run\(s\) dropped: older than 2 days/,
      );
      assert.equal(savedBaseline(dropped.workspace).suites[0]!.tasks[0]!.pool, undefined);
    },
  },
  {
    input: 'pool',
    effect: '1 saves the newest run alone, never a pool',
    async check() {
      await push(checkout('unpooled'));
      const run = await push(checkout('unpooled'), { pool: '1' });
      assert.equal(run.code, 0, run.stdout + run.stderr);
      assert.equal(savedBaseline(run.workspace).suites[0]!.tasks[0]!.pool, undefined);
    },
  },
  {
    input: 'trials',
    effect: 'each task runs that many times',
    async check() {
      const run = await push(checkout('trials'), { trials: '3' });
      assert.equal(run.outputs.passed, '6', run.stdout);
      assert.deepEqual(
        ran(run.workspace)
          .map((r) => r.trial)
          .sort(),
        [1, 1, 2, 2, 3, 3],
      );
    },
  },
  {
    input: 'tags',
    effect: 'only the tasks with one of these tags run',
    async check() {
      const run = await push(checkout('tags'), { tags: 'x' });
      assert.deepEqual(
        ran(run.workspace).map((r) => r.task_id),
        ['alpha'],
      );
    },
  },
  {
    input: 'tasks',
    effect: 'only the named tasks run',
    async check() {
      const run = await push(checkout('tasks'), { tasks: 'beta' });
      assert.deepEqual(
        ran(run.workspace).map((r) => r.task_id),
        ['beta'],
      );
    },
  },
  {
    input: 'max-runs',
    effect: 'the job starts no more runs than it, and summary.json says what did not run',
    async check() {
      const run = await push(checkout('budget'), { 'max-runs': '1' });
      assert.equal(ran(run.workspace).length, 1);
      const summary = JSON.parse(
        readFileSync(join(run.workspace, 'parley-results/summary.json'), 'utf8'),
      );
      assert.ok(summary.not_run, JSON.stringify(summary));
    },
  },
  {
    input: 'results-dir',
    effect: 'the results directory is written there and named by the output',
    async check() {
      const run = await push(checkout('dir'), { 'results-dir': 'out/here' });
      assert.equal(ran(run.workspace, 'out/here').length, 2);
      assert.equal(existsSync(join(run.workspace, 'parley-results')), false);
      assert.match(run.outputs['results-dir'] ?? '', /out\/here$/);
    },
  },
  {
    input: 'artifact-name',
    effect: 'the results artifact is uploaded under it',
    async check() {
      const run = await push(checkout('named'), { 'artifact-name': 'my-results' });
      assert.equal(run.code, 0, run.stdout + run.stderr);
      const artifact = services.results.artifacts.find((a) => a.name === 'my-results');
      assert.ok(artifact, services.results.artifacts.map((a) => a.name).join(', '));
      assert.equal(run.outputs['artifact-id'], String(artifact.id));
    },
  },
  {
    input: 'shard',
    effect: 'one part of the runs, uploaded under the shard\u2019s name',
    async check() {
      const run = await push(checkout('sharded'), { shard: '1/2' });
      assert.equal(ran(run.workspace).length, 1);
      assert.ok(services.results.artifacts.some((a) => /shard-1-of-2/.test(a.name)));
    },
  },
  {
    input: 'fail-on',
    effect: 'failures fails the step on a run that did not pass; never does not',
    async check() {
      const failing = [{ id: 'alpha', reply: 'gave up' }];
      const never = await push(checkout('failing-never', failing), { 'fail-on': 'never' });
      assert.equal(never.code, 0, never.stdout + never.stderr);
      const strict = await push(checkout('failing-strict', failing), { 'fail-on': 'failures' });
      assert.equal(strict.code, 1, strict.stdout + strict.stderr);
    },
  },
  {
    input: 'executor',
    effect: 'every task runs with it, whatever its suite says',
    async check() {
      // The suite's own executor (openai, with no endpoint) cannot run: the input's mock does.
      const dir = checkout('executor');
      const file = join(dir, 'evals/executor/eval.yaml');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('"executor":"mock"', '"executor":"openai"'),
      );
      const own = await push(checkout('executor-own'), { executor: 'openai' });
      assert.notEqual(own.outputs.passed, '2', own.stdout + own.stderr);
      const run = await push(dir, { executor: 'mock' });
      assert.equal(run.code, 0, run.stdout + run.stderr);
      assert.equal(run.outputs.passed, '2', run.stdout);
    },
  },
  {
    input: 'model',
    effect: 'the agent asks the model for it, not for the suite\u2019s model',
    async check() {
      await withModel(
        () => ({ content: 'done' }),
        async (llm) => {
          const run = await push(llmCheckout('model'), { ...endpoint(llm), model: 'input-m' });
          assert.equal(run.outputs.passed, '2', run.stdout + run.stderr);
          assert.deepEqual([...new Set(llm.requests.map((r) => r.body.model))], ['input-m']);
        },
      );
    },
  },
  {
    input: 'responder-base-url',
    effect: 'the responder\u2019s requests go there, the agent\u2019s to base-url',
    async check() {
      const { run, main, own } = await responderOnItsOwn();
      assert.equal(run.outputs.passed, '1', run.stdout + run.stderr);
      assert.ok(own.length >= 2, `the responder replied and stopped: ${own.length} request(s)`);
      assert.ok(own.every((r) => r.responder && r.model === 'responder-m'));
      assert.ok(main.length >= 2 && main.every((r) => !r.responder), 'only the agent on base-url');
    },
  },
  {
    input: 'responder-api-key',
    effect: 'the responder\u2019s endpoint gets that key (masked), the main endpoint never sees it',
    async check() {
      const { run, main, own } = await responderOnItsOwn();
      assert.equal(run.outputs.passed, '1', run.stdout + run.stderr);
      assert.deepEqual([...new Set(own.map((r) => r.authorization))], [`Bearer ${RESPONDER_KEY}`]);
      assert.deepEqual([...new Set(main.map((r) => r.authorization))], [`Bearer ${KEY}`]);
      assert.ok(run.stdout.split('\n').includes(`::add-mask::${RESPONDER_KEY}`), 'masked');
    },
  },
  {
    input: 'workers',
    effect: 'that many runs at once: the model server sees two requests in flight',
    async check() {
      // Each request is held until a second one is in flight, so two workers meet there. One
      // worker (the suite's own, parallel: false) never sends a second: the hold gives up after
      // a while and the server saw one at most. The count, never a duration, is asserted.
      let inFlight = 0;
      let most = 0;
      const held: (() => void)[] = [];
      const meet: FakeHandler = async () => {
        most = Math.max(most, ++inFlight);
        if (inFlight >= 2) held.splice(0).forEach((release) => release());
        else {
          await new Promise<void>((release) => {
            const timer = setTimeout(release, 15_000);
            held.push(() => (clearTimeout(timer), release()));
          });
        }
        inFlight--;
        return { content: 'done' };
      };
      await withModel(meet, async (llm) => {
        const run = await push(llmCheckout('workers'), { ...endpoint(llm), workers: '2' });
        assert.equal(run.outputs.passed, '2', run.stdout + run.stderr);
        assert.equal(most, 2, 'two runs at once');
      });
    },
  },
  {
    input: 'llm-concurrency',
    effect: 'at most that many requests in flight to the endpoint, whatever the workers',
    async check() {
      // Each request is held until a second one is in flight (or a while passes): with two
      // workers and llm-concurrency 1 the server never sees two at once. A count, not a time.
      let inFlight = 0;
      let most = 0;
      const held: (() => void)[] = [];
      const meet: FakeHandler = async () => {
        most = Math.max(most, ++inFlight);
        if (inFlight >= 2) held.splice(0).forEach((release) => release());
        else {
          await new Promise<void>((release) => {
            const timer = setTimeout(release, 1_500);
            held.push(() => (clearTimeout(timer), release()));
          });
        }
        inFlight--;
        return { content: 'done' };
      };
      await withModel(meet, async (llm) => {
        const run = await push(llmCheckout('llm-concurrency'), {
          ...endpoint(llm),
          workers: '2',
          'llm-concurrency': '1',
        });
        assert.equal(run.outputs.passed, '2', run.stdout + run.stderr);
        assert.equal(most, 1, 'one request at a time');
      });
    },
  },
  {
    input: 'api-key-header',
    effect: 'the key goes in that header (Azure OpenAI: api-key), with no Authorization',
    async check() {
      // Azure's rules (provider-modes.ts): the key in api-key, a Bearer alone refused.
      const llm = await startFakeOpenAI(() => ({ content: 'done' }), {
        provider: 'azure',
        apiKey: KEY,
      });
      try {
        const run = await push(llmCheckout('api-key-header'), {
          'base-url': `${llm.origin}/openai/v1`,
          'api-key': KEY,
          'api-key-header': 'api-key',
        });
        assert.equal(run.outputs.passed, '2', run.stdout + run.stderr);
        assert.ok(llm.requests.length > 0);
        for (const r of llm.requests) {
          assert.equal(r.headers['api-key'], KEY);
          assert.equal(r.headers.authorization, undefined);
        }
      } finally {
        await llm.close();
      }
    },
  },
  {
    input: 'responder-api-key-header',
    effect:
      "the responder's own endpoint gets its key in that header; the main endpoint keeps Bearer",
    async check() {
      const main = await startFakeOpenAI(askingAgent, { apiKey: KEY });
      const own = await startFakeOpenAI(askingAgent, { provider: 'azure', apiKey: RESPONDER_KEY });
      try {
        const dir = llmCheckout('own-responder-header', [
          {
            id: 'name',
            inputs: {
              prompt: 'Add an agent.',
              responder: {
                model: 'responder-m',
                instructions: 'The agent is research-agent.',
                max_followups: 3,
              },
            },
            expected: { output_contains: ['Created agents/research-agent'] },
          },
        ]);
        const run = await push(dir, {
          ...endpoint(main),
          'responder-base-url': `${own.origin}/openai/v1`,
          'responder-api-key': RESPONDER_KEY,
          'responder-api-key-header': 'api-key',
        });
        assert.equal(run.outputs.passed, '1', run.stdout + run.stderr);
        assert.ok(own.requests.length > 0);
        for (const r of own.requests) {
          assert.equal(r.headers['api-key'], RESPONDER_KEY);
          assert.equal(r.headers.authorization, undefined);
        }
        assert.deepEqual(
          [...new Set(main.requests.map((r) => r.headers.authorization))],
          [`Bearer ${KEY}`],
        );
      } finally {
        await own.close();
        await main.close();
      }
    },
  },
  {
    input: 'judge-api-key-header',
    effect: "the judge's own endpoint gets its key in that header (Azure's rules: Bearer refused)",
    async check() {
      const JUDGE_KEY = 'sk-inputs-judge-7c3a';
      const judge = await startFakeOpenAI(
        () => ({
          content: JSON.stringify({ passed: true, score: 1, reason: 'fine', suggestions: [] }),
        }),
        { provider: 'azure', apiKey: JUDGE_KEY },
      );
      try {
        const dir = join(services.root, `w${dirs++}`);
        mkdirSync(join(dir, 'evals', 'judged'), { recursive: true });
        writeFileSync(
          join(dir, 'evals', 'judged', 'eval.yaml'),
          JSON.stringify({
            name: 'judged',
            config: { executor: 'mock', timeout_seconds: 60, judge_model: 'judge-m' },
            graders: [{ type: 'prompt', name: 'polite', config: { rubric: 'helpfulness' } }],
            tasks: [{ id: 'hello', inputs: { prompt: 'Say hello.', mock: ['Hello!'] } }],
          }),
        );
        const run = await push(dir, {
          'judge-base-url': `${judge.origin}/openai/v1`,
          'judge-api-key': JUDGE_KEY,
          'judge-api-key-header': 'api-key',
        });
        assert.equal(run.outputs.passed, '1', run.stdout + run.stderr);
        assert.equal(judge.requests.length, 1);
        assert.equal(judge.requests[0]!.headers['api-key'], JUDGE_KEY);
        assert.equal(judge.requests[0]!.headers.authorization, undefined);
      } finally {
        await judge.close();
      }
    },
  },
  {
    input: 'alpha',
    effect: 'a drop with p = 1/15 regresses at 0.2 (0.1 per task) and not at the default 0.05',
    async check() {
      // Base 4/4, head 0/2 on one task: Fisher's one-sided p = 1/15 = 0.067, between the per-task
      // levels of the two alphas (0.025 and 0.1). No confirmation: the pool decides.
      const base = await push(checkout('alpha', [{ id: 'drop' }]), { trials: '4' });
      assert.equal(base.code, 0, base.stdout + base.stderr);
      const head = () => checkout('alpha', [{ id: 'drop', reply: 'gave up' }]);
      const inputs = { trials: '2', 'confirm-tasks': '0' };
      const lenient = await pullRequest(head(), base.sha, inputs);
      assert.equal(lenient.code, 0, lenient.stdout + lenient.stderr);
      assert.equal(lenient.outputs.regressions, '0', lenient.stdout);
      assert.notEqual(lenient.outputs.verdict, 'regressed');
      const strict = await pullRequest(head(), base.sha, { ...inputs, alpha: '0.2' });
      assert.equal(strict.code, 1, strict.stdout + strict.stderr);
      assert.equal(strict.outputs.regressions, '1', strict.stdout);
      assert.equal(strict.outputs.verdict, 'regressed');
      assert.match(
        readFileSync(join(strict.workspace, 'parley-results/report.md'), 'utf8'),
        /alpha 0\.2: 0\.1 per task \(Holm\), 0\.1 for the suite/,
      );
    },
  },
  {
    input: 'max-cost',
    effect: 'once the finished runs cost that much no run starts, and summary.json says so',
    async check() {
      // Each run: 10,000 input tokens at $2 and 2,000 output at $8 per million, $0.036.
      const reply = () => ({
        content: 'done',
        usage: { prompt_tokens: 10_000, completion_tokens: 2_000 },
      });
      await withModel(reply, async (llm) => {
        const inputs = { ...endpoint(llm), prices: 'suite-m: {input: 2, output: 8}' };
        const free = await push(llmCheckout('cost-free'), inputs);
        assert.equal(ran(free.workspace).length, 2, free.stdout + free.stderr);
        assert.equal(summaryOf(free.workspace).not_run, undefined);
        const run = await push(llmCheckout('cost-capped'), { ...inputs, 'max-cost': '0.03' });
        assert.equal(run.code, 0, run.stdout + run.stderr);
        assert.equal(ran(run.workspace).length, 1);
        const { not_run } = summaryOf(run.workspace);
        assert.equal(not_run?.runs, 1, JSON.stringify(not_run));
        assert.match(
          not_run.reason,
          /^the budget of \$0\.03 \(max-cost\) was reached: \$0\.04 spent$/,
        );
      });
    },
  },
  {
    input: 'tokens',
    effect: 'true counts the skill files\u2019 tokens without a tokens section; false never does',
    async check() {
      const withSkill = (name: string, project?: string) => {
        const dir = checkout(name);
        mkdirSync(join(dir, 'skills/greet'), { recursive: true });
        writeFileSync(join(dir, 'skills/greet/SKILL.md'), ' hello'.repeat(40));
        if (project) writeFileSync(join(dir, '.parley.yaml'), project);
        return dir;
      };
      const on = await push(withSkill('tokens-on'), { tokens: 'true' });
      assert.equal(on.code, 0, on.stdout + on.stderr);
      const files = summaryOf(on.workspace).tokens?.files ?? [];
      assert.deepEqual(
        files
          .filter((f: { file: string }) => f.file === 'skills/greet/SKILL.md')
          .map((f: { tokens: number }) => f.tokens),
        [40],
        JSON.stringify(files),
      );
      // A tokens section turns the count on when the input is empty: false turns it off.
      const section = "tokens:\n  limits:\n    defaults: {'SKILL.md': 50}\n";
      const off = await push(withSkill('tokens-off', section), { tokens: 'false' });
      assert.equal(off.code, 0, off.stdout + off.stderr);
      assert.equal(summaryOf(off.workspace).tokens, undefined);
    },
  },
  {
    input: 'run-id',
    effect: 'report mode merges and reports that run\u2019s artifacts, not its own run\u2019s',
    async check() {
      const other = await push(checkout('reported'));
      assert.equal(other.code, 0, other.stdout + other.stderr);
      const report = await push(emptyDir(), { mode: 'report', 'run-id': other.runId });
      assert.equal(report.code, 0, report.stdout + report.stderr);
      assert.deepEqual(
        ran(report.workspace)
          .map((r) => r.task_id)
          .sort(),
        ['alpha', 'beta'],
      );
      // Its own run uploaded nothing: without the input there is nothing to report.
      const own = await push(emptyDir(), { mode: 'report' });
      assert.equal(own.code, 1);
      assert.match(own.stdout, /no Parley results artifacts \(parley-results-\*\) in run \d+/);
    },
  },
];

/**
 * Inputs proven by another e2e test, which sets the input (named here): they need a pull
 * request, report or command mode, an LLM endpoint, a priced model or a cancelled job.
 */
const ELSEWHERE: Record<string, string> = {
  evals: 'action-config-errors.test.ts',
  'responder-model': 'action-llm.test.ts',
  'judge-model': 'action-llm.test.ts',
  'api-key': 'action-llm.test.ts',
  'base-url': 'action-llm.test.ts',
  'judge-base-url': 'action-llm.test.ts',
  'judge-api-key': 'action-llm.test.ts',
  'retry-errors': 'action-retry-pool.test.ts',
  'confirm-tasks': 'action-impact.test.ts',
  'confirm-trials': 'action-base-checkout.test.ts',
  impact: 'action-impact.test.ts',
  prices: 'action-cost.test.ts',
  models: 'action-models.test.ts',
  comment: 'action-shards.test.ts',
  'github-token': 'action-app-token.test.ts',
  baseline: 'action-shards.test.ts',
  mode: 'action-shards.test.ts',
  'pr-workflow': 'action-command.test.ts',
  'issue-on-regression': 'action-schedule.test.ts',
  'skill-lift': 'action-skill-lift.test.ts',
};

/**
 * Inputs no e2e test sets yet, so breaking their wiring may still pass `npm test` (settings.test.ts
 * checks only their parsing). Listed so that the gap is visible and a new input is classified.
 */
const NOT_YET = new Set<string>([]);

for (const row of ROWS) {
  test(`input ${row.input}: ${row.effect}`, row.check);
}

test('every input of action.yml is proven by a row here, by the e2e test named for it, or listed as not yet', () => {
  const yml = readFileSync('action.yml', 'utf8');
  const block = /^inputs:\n([\s\S]*?)^\S/m.exec(yml)![1]!;
  const inputs = [...block.matchAll(/^ {2}([a-z][a-z0-9-]*):$/gm)].map((m) => m[1]!);
  assert.ok(inputs.length > 20, 'the inputs were read');
  const here = new Set(ROWS.map((r) => r.input));
  for (const input of inputs) {
    if (here.has(input) || NOT_YET.has(input)) continue;
    const file = ELSEWHERE[input];
    assert.ok(file, `input ${input}: no row, no test named for it, not listed as not yet`);
    // As an input: a key with a scalar value (`'retry-errors': '0'`, `'api-key': KEY`).
    const key = new RegExp(`(^|[\\s{,])('${input}'|${input}):\\s*[^\\s{[]`, 'm');
    assert.match(readFileSync(join('test/e2e', file), 'utf8'), key, `${file} sets ${input}`);
  }
  for (const input of [...here, ...NOT_YET, ...Object.keys(ELSEWHERE)]) {
    assert.ok(inputs.includes(input), `${input} is an input of action.yml`);
  }
});
