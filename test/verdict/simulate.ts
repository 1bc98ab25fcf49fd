// Simulated pull requests for the regression gate: base and head summaries in the exact shape
// the engine writes (per-task counts by status and outcome), drawn from a seeded PRNG. Used by
// bench/verdict.ts (the figures) and test/results/false-alarms.test.ts (a fixed-seed bound).
import {
  OUTCOMES,
  STATUSES,
  Summary,
  type Outcome,
  type Status,
  type TaskSummary,
} from '../../src/results/schema.js';
import { emptyUsageByRole } from '../../src/results/usage.js';
import { compareSummaries, type Comparison } from '../../src/verdict/compare.js';
import { confirmComparison, type ConfirmationRun } from '../../src/verdict/confirm.js';
import { addToPool } from '../../src/verdict/pool.js';

/** mulberry32: small, fast, seeded. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SimTask {
  /** Pass probability of a run that ends in a verdict. */
  pBase: number;
  pHead: number;
}

export interface SimOptions {
  trials: number;
  /** Probability that a run ends in a timeout (status error) instead of a verdict. */
  errorRate?: number;
}

function counts(by: Partial<Record<Status, number>>, outcomes: Partial<Record<Outcome, number>>) {
  const by_status = Object.fromEntries(STATUSES.map((s) => [s, by[s] ?? 0])) as Record<
    Status,
    number
  >;
  const by_outcome = Object.fromEntries(OUTCOMES.map((o) => [o, outcomes[o] ?? 0])) as Record<
    Outcome,
    number
  >;
  return { runs: Object.values(by_status).reduce((a, b) => a + b, 0), by_status, by_outcome };
}

function simTask(id: number, p: number, o: SimOptions, random: () => number): TaskSummary {
  let passed = 0;
  let failed = 0;
  let errors = 0;
  for (let i = 0; i < o.trials; i++) {
    if (o.errorRate && random() < o.errorRate) errors++;
    else if (random() < p) passed++;
    else failed++;
  }
  const outcome: Outcome = errors === o.trials ? 'timeout' : 'completed';
  return {
    task_id: `task-${id}`,
    task_name: `Task ${id}`,
    trials: o.trials,
    passed,
    pass_rate: passed / o.trials,
    mean_score: passed / o.trials,
    score_stddev: 0,
    flaky: passed > 0 && passed < o.trials,
    counts: counts(
      { passed, failed, error: errors },
      { completed: passed + failed, timeout: errors },
    ),
    outcome,
    usage: emptyUsageByRole(),
    duration_ms: 0,
    identity: `sim-${id}`,
  };
}

/** A one-suite summary of these tasks, in the engine's shape. */
export function summary(tasks: TaskSummary[], commit: string): Summary {
  const total = (s: Status) => tasks.reduce((n, t) => n + t.counts.by_status[s], 0);
  const runs = tasks.reduce((n, t) => n + t.counts.runs, 0);
  const c = counts(
    {
      passed: total('passed'),
      failed: total('failed'),
      error: total('error'),
      abstained: total('abstained'),
    },
    {
      completed: total('passed') + total('failed'),
      timeout: total('error'),
      abstained: total('abstained'),
    },
  );
  return {
    schema_version: 1,
    parley_version: 'sim',
    created_at: '2026-01-01T00:00:00.000Z',
    identity: {
      commit,
      ref: null,
      suite_set: 'sim',
      models: { agent: null, responder: null, judge: null },
      shard: null,
    },
    counts: c,
    pass_rate: runs ? total('passed') / runs : 0,
    usage: emptyUsageByRole(),
    duration_ms: 0,
    suites: [
      {
        name: 'sim',
        file: 'evals/sim/eval.yaml',
        hash: 'sim',
        executor: 'mock',
        model: null,
        counts: c,
        pass_rate: runs ? total('passed') / runs : 0,
        tasks,
      },
    ],
  };
}

/** One simulated pull request: the base branch's summary and the head's. */
export function simulatePr(
  tasks: SimTask[],
  options: SimOptions,
  random: () => number,
): { base: Summary; head: Summary } {
  const base = tasks.map((t, i) => simTask(i, t.pBase, options, random));
  const head = tasks.map((t, i) => simTask(i, t.pHead, options, random));
  return { base: summary(base, 'base'), head: summary(head, 'head') };
}

/**
 * A pull request against a pooled baseline: `k` base runs, each added to the pool the way a push
 * adds its run (results/pool.ts), then the head's run.
 */
export function simulatePooledPr(
  tasks: SimTask[],
  options: SimOptions,
  k: number,
  random: () => number,
): { base: Summary; head: Summary } {
  let base: Summary | null = null;
  for (let i = 0; i < k; i++) {
    const run = summary(
      tasks.map((t, j) => simTask(j, t.pBase, options, random)),
      `base-${i}`,
    );
    base = addToPool(base, run, k);
  }
  const head = tasks.map((t, i) => simTask(i, t.pHead, options, random));
  return { base: base!, head: summary(head, 'head') };
}

/** A task's rates on one side on one day: verdict pass probability and error probability per attempt. */
export interface Rates {
  p: number;
  /** Probability that an attempt ends in an error (timeout, crash); default 0. */
  e?: number;
  /** Probability that a run that did not error abstains (the responder had no answer); default 0. */
  a?: number;
}

/**
 * The world a pull request meets: each task's rates on each pooled base day (day 0 oldest, k-1
 * newest), on the base commit today and on the head today. Drift, stale pools and errors are all
 * expressed here; `draw` is called once per PR (for per-PR randomness such as a day's drift).
 */
export interface SimWorld {
  tasks: number;
  draw?: (random: () => number) => void;
  pool: (task: number, day: number) => Rates;
  base: (task: number) => Rates;
  head: (task: number) => Rates;
  /** The head's screening runs, when they differ from its later runs (an outage at the start). */
  screening?: (task: number) => Rates;
}

export interface GateOptions {
  trials: number;
  /** Pooled base runs (K). */
  k: number;
  /** Retries of an errored run (the `retry-errors` input). */
  retryErrors: number;
  budget: { tasks: number; trials: number };
}

const clip = (x: number) => Math.min(1, Math.max(0, x));

/** One run: attempts until a verdict or the retries are spent; `errored` = any attempt errored. */
function simRun(r: Rates, retries: number, random: () => number) {
  let errors = 0;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (r.e && random() < r.e) {
      errors++;
      continue;
    }
    // Drawn only when the world has abstains, so the worlds without them keep their draws.
    if (r.a && random() < r.a) return { status: 'abstained', errors } as const;
    return { status: random() < clip(r.p) ? 'passed' : 'failed', errors } as const;
  }
  return { status: 'error', errors } as const;
}

function simTaskRuns(id: number, r: Rates, trials: number, retries: number, random: () => number) {
  let passed = 0;
  let failed = 0;
  let errors = 0;
  let errored = 0;
  let abstained = 0;
  for (let i = 0; i < trials; i++) {
    const run = simRun(r, retries, random);
    if (run.status === 'passed') passed++;
    else if (run.status === 'failed') failed++;
    else if (run.status === 'abstained') abstained++;
    else errors++;
    if (run.errors) errored++;
  }
  const task: TaskSummary = {
    task_id: `task-${id}`,
    task_name: `Task ${id}`,
    trials,
    passed,
    pass_rate: trials ? passed / trials : 0,
    mean_score: trials ? passed / trials : 0,
    score_stddev: 0,
    flaky: passed > 0 && passed < trials,
    counts: counts(
      { passed, failed, error: errors, abstained },
      { completed: passed + failed, timeout: errors, abstained },
    ),
    outcome: errors === trials ? 'timeout' : abstained === trials ? 'abstained' : 'completed',
    usage: emptyUsageByRole(),
    duration_ms: 0,
    identity: `sim-${id}`,
    errored,
  };
  return task;
}

/** Confirmation runs of the given tasks on one side, from that side's rates today. */
function simRerun(
  world: SimWorld,
  side: 'head' | 'base',
  taskIds: string[],
  trials: number,
  retries: number,
  random: () => number,
): ConfirmationRun[] {
  return taskIds.flatMap((id) => {
    const i = Number(id.replace('task-', ''));
    const rates = side === 'head' ? world.head(i) : world.base(i);
    return Array.from({ length: trials }, () => {
      const run = simRun(rates, retries, random);
      return {
        suite: 'sim',
        task_id: id,
        status: run.status,
        ...(run.errors ? { error_attempts: [{ kind: 'timeout', message: 'sim' }] } : {}),
      } as ConfirmationRun;
    });
  });
}

/**
 * One pull request through the action's whole gate: K base days added to the pool one by one
 * (verdict/pool.ts), the head's run today, the screening (compare.ts), the confirmation against
 * concurrent base runs (confirm.ts), each run drawn from the world's rates.
 */
export async function simulateGatePr(
  world: SimWorld,
  o: GateOptions,
  random: () => number,
): Promise<{
  pool: Summary;
  head: Summary;
  screening: Comparison;
  gated: Comparison;
  extraRuns: number;
  baseRuns: number;
}> {
  world.draw?.(random);
  let pool: Summary | null = null;
  for (let day = 0; day < o.k; day++) {
    const run = summary(
      Array.from({ length: world.tasks }, (_, t) =>
        simTaskRuns(t, world.pool(t, day), o.trials, o.retryErrors, random),
      ),
      `base-${day}`,
    );
    pool = addToPool(pool, run, o.k);
  }
  const head = summary(
    Array.from({ length: world.tasks }, (_, t) =>
      simTaskRuns(t, (world.screening ?? world.head)(t), o.trials, o.retryErrors, random),
    ),
    'head',
  );
  const screening = compareSummaries(pool!, head);
  let extraRuns = 0;
  let baseRuns = 0;
  const gated = await confirmComparison(screening, o.budget, async (list, trials, _first, side) => {
    const runs = simRerun(
      world,
      side,
      list.map((t) => t.taskId),
      trials,
      o.retryErrors,
      random,
    );
    extraRuns += runs.length;
    if (side === 'base') baseRuns += runs.length;
    return runs;
  });
  return { pool: pool!, head, screening, gated, extraRuns, baseRuns };
}

/** A stationary world: the same rates every day and on both sides but where `head` says. */
export function stationary(
  n: number,
  rate: (task: number) => number,
  head: (task: number, p: number) => Rates = (_t, p) => ({ p }),
  e = 0,
): SimWorld {
  return {
    tasks: n,
    pool: (t) => ({ p: rate(t), e }),
    base: (t) => ({ p: rate(t), e }),
    head: (t) => ({ e, ...head(t, rate(t)) }),
  };
}

/** Validates one simulated summary against the on-disk schema (the shape is the engine's). */
export function checkShape(s: Summary): Summary {
  return Summary.parse(s);
}

// The scenarios of the regression gate's benchmarks (bench/verdict.ts, bench/pooled.ts).
/** n tasks of one pass rate on both sides: pure noise. */
export const noise = (n: number, p: number) => (): SimTask[] =>
  Array.from({ length: n }, () => ({ pBase: p, pHead: p }));
/** n tasks of pass rates drawn from U(0.3, 1), the same on both sides. */
export const noiseUniform =
  (n: number) =>
  (random: () => number): SimTask[] =>
    Array.from({ length: n }, () => {
      const p = 0.3 + 0.7 * random();
      return { pBase: p, pHead: p };
    });
/** 30 tasks that all drop from 0.8 to 0.6. */
export const broad = (): SimTask[] =>
  Array.from({ length: 30 }, () => ({ pBase: 0.8, pHead: 0.6 }));
/** One task drops from 0.9 to 0.3 among 29 of noise at 0.7 (the first is the one to flag). */
export const oneTask = (): SimTask[] => [
  { pBase: 0.9, pHead: 0.3 },
  ...Array.from({ length: 29 }, () => ({ pBase: 0.7, pHead: 0.7 })),
];
