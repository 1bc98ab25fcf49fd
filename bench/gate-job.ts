// One pull request's job through the action's gate, in time order: K pooled base days (each its
// own run of the suite, added with verdict/pool.ts), then today's job, whose runs take slots of
// one clock: the head's screening first (task by task, as engine/plan.ts orders runs), then the
// confirmation's runs in the order the product asks for them through its Rerun callback
// (verdict/confirm.ts). Calls made together (base and head of one stage, started side by side)
// share their slots, interleaved in proportion. A world's rates may depend on the slot (a dip
// that recovers, a provider worsening during the job) and a provider outage takes whole bursts of
// slots: every attempt of a run in a down slot errors (its retry is made at once, in the same
// outage).
import { OUTCOMES, STATUSES } from '../src/results/schema.js';
import { emptyUsageByRole } from '../src/results/usage.js';
import type { Outcome, Status, Summary, TaskSummary } from '../src/results/schema.js';
import { compareSummaries, type Comparison } from '../src/verdict/compare.js';
import { confirmComparison, type ConfirmationRun, type Rerun } from '../src/verdict/confirm.js';
import { addToPool } from '../src/verdict/pool.js';
import { summary, type Rates, type SimWorld } from '../test/verdict/simulate.js';

export type Side = 'base' | 'head';

/** Where a run falls in today's job. */
export interface Clock {
  /** 0 = the job's first run (the head's first screening run). */
  slot: number;
  /** Runs in the head's screening: slots below this are the screening. */
  screeningRuns: number;
}

/** A provider outage: a two-state chain over slots, down `share` of the time, bursts of mean length `meanBurst`. */
export interface Outage {
  share: number;
  meanBurst: number;
}

export interface JobWorld {
  tasks: number;
  /** Called once per PR (per-PR randomness: a day's drift, the tasks' rates). */
  draw?: (random: () => number) => void;
  /** A task's rates on pooled day `day` (0 oldest, K-1 newest). */
  pool: (task: number, day: number) => Rates;
  /** A task's rates today on one side, at this point of the job. */
  today: (side: Side, task: number, clock: Clock) => Rates;
  /** Outages on every day, pooled days and today alike. */
  outage?: Outage;
  /** Tasks the project's `quarantine:` list covers on the head (verdict/quarantine.ts). */
  quarantined?: number[];
}

/** A world whose rates do not move during the job (SimWorld: base, head, the head's screening). */
export function steady(w: SimWorld): JobWorld {
  return {
    tasks: w.tasks,
    ...(w.draw ? { draw: w.draw } : {}),
    pool: w.pool,
    today: (side, t, clock) =>
      side === 'base'
        ? w.base(t)
        : clock.slot < clock.screeningRuns && w.screening
          ? w.screening(t)
          : w.head(t),
  };
}

export interface JobOptions {
  trials: number;
  /** Pooled base runs (K). */
  k: number;
  /** Retries of an errored run (the `retry-errors` input). */
  retryErrors: number;
  budget: { tasks: number; trials: number };
}

export interface JobResult {
  head: Summary;
  screening: Comparison;
  gated: Comparison;
  /** Confirmation runs, both sides. */
  extraRuns: number;
}

const clip = (x: number) => Math.min(1, Math.max(0, x));

/** The outage chain of one day: `down()` says whether the next slot is down. */
export function outageChain(o: Outage | undefined, random: () => number): () => boolean {
  if (!o || o.share <= 0) return () => false;
  const leave = 1 / o.meanBurst;
  const enter = (leave * o.share) / (1 - o.share);
  let down = random() < o.share;
  let first = true;
  return () => {
    if (first) first = false;
    else down = down ? random() >= leave : random() < enter;
    return down;
  };
}

type RunStatus = 'passed' | 'failed' | 'abstained' | 'error';

/** One run: attempts until a verdict or the retries are spent; `errors` = attempts that errored. */
function simRun(r: Rates, down: boolean, retries: number, random: () => number) {
  if (down) return { status: 'error' as RunStatus, errors: retries + 1 };
  let errors = 0;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (r.e && random() < r.e) {
      errors++;
      continue;
    }
    if (r.a && random() < r.a) return { status: 'abstained' as RunStatus, errors };
    return { status: (random() < clip(r.p) ? 'passed' : 'failed') as RunStatus, errors };
  }
  return { status: 'error' as RunStatus, errors };
}

const ZERO_OUTCOMES = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
const ZERO_STATUSES = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;

function taskSummary(
  id: number,
  trials: number,
  c: { passed: number; failed: number; abstained: number; errors: number; errored: number },
): TaskSummary {
  const by_status = {
    ...ZERO_STATUSES,
    passed: c.passed,
    failed: c.failed,
    error: c.errors,
    abstained: c.abstained,
  };
  return {
    task_id: `task-${id}`,
    task_name: `Task ${id}`,
    trials,
    passed: c.passed,
    pass_rate: trials ? c.passed / trials : 0,
    mean_score: trials ? c.passed / trials : 0,
    score_stddev: 0,
    flaky: c.passed > 0 && c.passed < trials,
    counts: {
      runs: trials,
      by_status,
      by_outcome: {
        ...ZERO_OUTCOMES,
        completed: c.passed + c.failed,
        timeout: c.errors,
        abstained: c.abstained,
      },
    },
    outcome: c.errors === trials ? 'timeout' : c.abstained === trials ? 'abstained' : 'completed',
    usage: emptyUsageByRole(),
    duration_ms: 0,
    identity: `sim-${id}`,
    errored: c.errored,
  };
}

/** One run of the whole suite, task by task, each run at the next slot of `next`. */
function suiteRun(
  world: JobWorld,
  trials: number,
  retries: number,
  rates: (task: number, slot: number) => Rates,
  down: () => boolean,
  random: () => number,
  commit: string,
): Summary {
  const tasks: TaskSummary[] = [];
  let slot = 0;
  for (let t = 0; t < world.tasks; t++) {
    const c = { passed: 0, failed: 0, abstained: 0, errors: 0, errored: 0 };
    for (let i = 0; i < trials; i++) {
      const run = simRun(rates(t, slot++), down(), retries, random);
      if (run.status === 'error') c.errors++;
      else c[run.status]++;
      if (run.errors) c.errored++;
    }
    tasks.push(taskSummary(t, trials, c));
  }
  return summary(tasks, commit);
}

interface Request {
  tasks: { suite: string; taskId: string }[];
  trials: number;
  side: Side;
  resolve: (runs: ConfirmationRun[]) => void;
}

/** One simulated pull request through the pool, the screening and the confirmation, in time order. */
export async function simulateJob(
  world: JobWorld,
  o: JobOptions,
  random: () => number,
): Promise<JobResult> {
  world.draw?.(random);
  let pool: Summary | null = null;
  for (let day = 0; day < o.k; day++) {
    const down = outageChain(world.outage, random);
    const run = suiteRun(
      world,
      o.trials,
      o.retryErrors,
      (t) => world.pool(t, day),
      down,
      random,
      `base-${day}`,
    );
    pool = addToPool(pool, run, o.k);
  }
  const down = outageChain(world.outage, random);
  const screeningRuns = world.tasks * o.trials;
  const clock: Clock = { slot: 0, screeningRuns };
  const head = suiteRun(
    world,
    o.trials,
    o.retryErrors,
    (t, slot) => world.today('head', t, { slot, screeningRuns }),
    down,
    random,
    'head',
  );
  clock.slot = screeningRuns;
  for (const t of world.quarantined ?? []) {
    const task = head.suites[0]!.tasks.find((x) => x.task_id === `task-${t}`);
    if (task) task.quarantined = { reason: 'flaky on main', expires: '2099-12-31' };
  }
  const screening = compareSummaries(pool!, head);
  let extraRuns = 0;
  const pending: Request[] = [];
  /** The calls made together, run in one stretch of slots, interleaved. */
  const flush = () => {
    const batch = pending.splice(0);
    const order: { r: number; taskId: string; at: number }[] = [];
    batch.forEach((req, r) => {
      const n = req.tasks.length * req.trials;
      let j = 0;
      for (const { taskId } of req.tasks)
        for (let i = 0; i < req.trials; i++) order.push({ r, taskId, at: (j++ + 0.5) / n });
    });
    order.sort((a, b) => a.at - b.at || a.r - b.r);
    const out: ConfirmationRun[][] = batch.map(() => []);
    for (const { r, taskId } of order) {
      const req = batch[r]!;
      const t = Number(taskId.slice('task-'.length));
      const run = simRun(world.today(req.side, t, clock), down(), o.retryErrors, random);
      clock.slot++;
      out[r]!.push({
        suite: 'sim',
        task_id: taskId,
        status: run.status,
        ...(run.errors ? { error_attempts: [{ kind: 'timeout', message: 'sim' }] } : {}),
      } as ConfirmationRun);
    }
    extraRuns += order.length;
    batch.forEach((req, r) => req.resolve(out[r]!));
  };
  const rerun: Rerun = (tasks, trials, _first, side) =>
    new Promise((resolve) => {
      if (!pending.length) queueMicrotask(flush);
      pending.push({ tasks, trials, side, resolve });
    });
  const gated = await confirmComparison(screening, o.budget, rerun);
  return { head, screening, gated, extraRuns };
}
