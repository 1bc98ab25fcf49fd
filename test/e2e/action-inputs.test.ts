// Each action input reaches what it configures, through the bundled action: one row per input,
// each a push whose effect on what a user reads (the outputs, results.jsonl, summary.json, the
// saved baseline, the uploaded artifact, the log) only that input explains. An input parsed
// but never wired passes settings.test.ts and fails here. The inputs that need another event
// or service (a pull request, report mode, an LLM endpoint) are proven by the e2e test named
// for them below, and the table is checked against action.yml so that none is left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { useGitHubServices } from '../fakes/github-services.js';
import { pushEvent, runAction, type RunnerResult } from '../fakes/github-runner.js';

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

let runs = 0;
/** A push of `workspace` with `inputs`; `clockShiftMs` moves the action's clock. */
async function push(
  workspace: string,
  inputs: Record<string, string> = {},
  clockShiftMs = 0,
): Promise<RunnerResult & { workspace: string }> {
  const id = ++runs;
  const run = await runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace,
    eventName: 'push',
    runId: String(900 + id),
    event: pushEvent(),
    sha: `1npu7${String(id).padStart(35, '0')}`,
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
  comment: 'action-shards.test.ts',
  'github-token': 'action-app-token.test.ts',
  baseline: 'action-shards.test.ts',
  mode: 'action-shards.test.ts',
  'pr-workflow': 'action-command.test.ts',
  'issue-on-regression': 'action-schedule.test.ts',
};

/**
 * Inputs no e2e test sets yet, so breaking their wiring may still pass `npm test` (settings.test.ts
 * checks only their parsing). Listed so that the gap is visible and a new input is classified.
 */
const NOT_YET = new Set([
  'model',
  'responder-base-url',
  'responder-api-key',
  'workers',
  'alpha',
  'max-cost',
  'tokens',
  'run-id',
]);

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
