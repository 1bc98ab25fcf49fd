// The regression gate in the world it runs in: simulated pull requests through the very
// functions the action uses — K base days pooled (verdict/pool.ts), the head's run, the
// screening (verdict/compare.ts), the confirmation against concurrent base runs
// (verdict/confirm.ts) and the product's own check (verdict/fail-on.ts failureReason, errors and
// all) — 2,000 per scenario, seeded. The worlds: stationary noise; a drift common to every task
// between days; a day worse than the pool; a stale pool; a drop already merged on main; random
// infrastructure errors; and the regressions the gate must catch. Per scenario: how often the
// whole check fails, how often it is inconclusive, how often the watched task is named, and the
// extra runs per PR (concurrent base runs included) as a share of the suite's runs.
// A scenario whose runs did not end as expected (a world with no change that never compared a
// task, a power row that never ran a confirmation) makes the bench exit non-zero.
// Usage: npm run bench:pooled [-- PRS]   (PARLEY_BENCH_ROWS=0,5,… runs only those rows)
import {
  DEFAULT_CONFIRM_TASKS,
  DEFAULT_CONFIRM_TRIALS,
  FUTILITY,
  SCREEN_LEVEL,
  SUITE_SCREEN_LEVEL,
} from '../src/verdict/confirm.js';
import { DEFAULT_ALPHA } from '../src/verdict/compare.js';
import { failureReason, verdictOf } from '../src/verdict/fail-on.js';
import { DEFAULT_POOL } from '../src/verdict/pool.js';
import {
  checkShape,
  prng,
  simulateGatePr,
  stationary,
  type SimWorld,
} from '../test/verdict/simulate.js';

const PRS = Number(process.argv[2] ?? 2000);
const SEED = 20261126;

interface Scenario {
  group: 'no change' | 'regression';
  name: string;
  trials: number;
  k?: number;
  world: () => SimWorld;
  /** The task whose naming is reported (power rows). */
  watch?: number;
  /** Power rows of the whole suite: "regressed or inconclusive" must hold (collapse). */
  neverGreen?: boolean;
}

const fixed = (p: number) => () => p;

/** Every day (each pooled day and today) gets its own common shift d ~ U[-w, w] for every task. */
function commonDrift(n: number, width: number, k: number): () => SimWorld {
  return () => {
    const days: number[] = [];
    let today = 0;
    const rate = new Array<number>(n).fill(0.7);
    return {
      tasks: n,
      draw: (random) => {
        for (let t = 0; t < n; t++) rate[t] = 0.3 + 0.65 * random();
        for (let d = 0; d < k; d++) days[d] = (2 * random() - 1) * width;
        today = (2 * random() - 1) * width;
      },
      pool: (t, day) => ({ p: rate[t]! + days[day]! }),
      base: (t) => ({ p: rate[t]! + today }),
      head: (t) => ({ p: rate[t]! + today }),
    };
  };
}

/** The pool recorded at `before`, today at `after` for base and head; the newest pooled day at `newest`. */
function stalePool(n: number, before: number, after: number, newest = before): () => SimWorld {
  return () => ({
    tasks: n,
    pool: (_t, day) => ({ p: day === DEFAULT_POOL - 1 ? newest : before }),
    base: () => ({ p: after }),
    head: () => ({ p: after }),
  });
}

const uniform = (n: number) => () => {
  const rates: number[] = [];
  return {
    ...stationary(n, (t) => rates[t] ?? 0.7),
    draw: (random: () => number) => {
      for (let t = 0; t < n; t++) rates[t] = 0.3 + 0.7 * random();
    },
  };
};

const scenarios: Scenario[] = [
  ...[3, 30, 100].flatMap((n) =>
    [1, 3, 5, 10].map((trials) => ({
      group: 'no change' as const,
      name: `stationary noise, ${n} tasks, p ~ U(0.3, 1)`,
      trials,
      world: uniform(n),
    })),
  ),
  ...[30, 50, 100].flatMap((n) =>
    [5, 10].map((trials) => ({
      group: 'no change' as const,
      name: `common drift d ~ U[-0.05, 0.05] per day, ${n} tasks`,
      trials,
      world: commonDrift(n, 0.05, DEFAULT_POOL),
    })),
  ),
  {
    group: 'no change',
    name: 'a day 0.05 worse than the pooled days, 100 tasks at 0.8',
    trials: 5,
    world: stalePool(100, 0.8, 0.75),
  },
  {
    group: 'no change',
    name: 'stale pool: every task 0.95 -> 0.85, base and head alike today',
    trials: 5,
    world: stalePool(30, 0.95, 0.85),
  },
  {
    group: 'no change',
    name: 'stale pool, the newest pooled run already at 0.85',
    trials: 5,
    world: stalePool(30, 0.95, 0.85, 0.85),
  },
  {
    group: 'no change',
    name: 'a drop merged on main: one task 0.9 -> 0.5 in the newest pooled run',
    trials: 5,
    world: () => ({
      tasks: 30,
      pool: (t, day) => ({ p: t === 0 ? (day === DEFAULT_POOL - 1 ? 0.5 : 0.9) : 0.7 }),
      base: (t) => ({ p: t === 0 ? 0.5 : 0.7 }),
      head: (t) => ({ p: t === 0 ? 0.5 : 0.7 }),
    }),
  },
  ...[1, 5].map((trials) => ({
    group: 'no change' as const,
    name: '5% of attempts end in an infrastructure error, 30 tasks',
    trials,
    world: () => stationary(30, fixed(0.7), undefined, 0.05),
  })),
  {
    group: 'regression',
    name: 'one task 0.9 -> 0.3 among 30',
    trials: 5,
    watch: 0,
    world: () =>
      stationary(
        30,
        (t) => (t === 0 ? 0.9 : 0.7),
        (t, p) => ({ p: t === 0 ? 0.3 : p }),
      ),
  },
  {
    group: 'regression',
    name: 'every task 0.9 -> 0.8 among 30',
    trials: 5,
    world: () => stationary(30, fixed(0.9), () => ({ p: 0.8 })),
  },
  {
    group: 'regression',
    name: "one task's timeouts 0 -> 60% among 30",
    trials: 5,
    watch: 0,
    world: () => stationary(30, fixed(0.7), (t, p) => (t === 0 ? { p, e: 0.6 } : { p })),
  },
  ...[3, 5].map((n) => ({
    group: 'regression' as const,
    name: `total collapse of a ${n}-task suite 1.0 -> 0.0, one base run`,
    trials: 1,
    k: 1,
    neverGreen: true,
    world: () => stationary(n, fixed(1), () => ({ p: 0 })),
  })),
];

interface Figures {
  fails: number;
  inconclusive: number;
  watched: number;
  confirmed: number;
  compared: number;
  extraRuns: number;
  suiteRuns: number;
}

async function run(s: Scenario, prs: number): Promise<Figures> {
  const random = prng(SEED);
  const f: Figures = {
    fails: 0,
    inconclusive: 0,
    watched: 0,
    confirmed: 0,
    compared: 0,
    extraRuns: 0,
    suiteRuns: 0,
  };
  for (let i = 0; i < prs; i++) {
    const world = s.world();
    const pr = await simulateGatePr(
      world,
      {
        trials: s.trials,
        k: s.k ?? DEFAULT_POOL,
        retryErrors: 1,
        budget: { tasks: DEFAULT_CONFIRM_TASKS, trials: DEFAULT_CONFIRM_TRIALS },
      },
      random,
    );
    if (i === 0) checkShape(pr.head);
    if (failureReason('regressions', pr.head, pr.gated)) f.fails++;
    if (verdictOf(pr.head, pr.gated).verdict === 'inconclusive') f.inconclusive++;
    if (
      s.watch !== undefined &&
      pr.gated.buckets.regressed.some((t) => t.task_id === `task-${s.watch}`)
    )
      f.watched++;
    if (pr.gated.confirmation && !pr.gated.confirmation.base_unavailable) f.confirmed++;
    if (pr.gated.tasks.some((t) => t.p_value !== null)) f.compared++;
    f.extraRuns += pr.extraRuns;
    f.suiteRuns += world.tasks * s.trials;
  }
  return f;
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
const started = Date.now();
console.log(
  `Regression gate: pool of K = ${DEFAULT_POOL} base runs screens (a task at p <= ${SCREEN_LEVEL}, drop or errors; the suite at p <= ${SUITE_SCREEN_LEVEL}); at most ${DEFAULT_CONFIRM_TASKS} tasks and the suite are confirmed against concurrent runs of the base commit (up to ${DEFAULT_CONFIRM_TRIALS} runs per side per task, futility ${FUTILITY}); errored runs retried once; alpha ${DEFAULT_ALPHA} = ${DEFAULT_ALPHA / 2} tasks (Holm over the test each candidate was chosen for: drop or errors) + ${DEFAULT_ALPHA / 4} suite drop + ${DEFAULT_ALPHA / 4} suite errors; the screening spends none. "Check fails" is failureReason('regressions'), the product's own rule. ${PRS} simulated PRs per row, seed ${SEED}\n`,
);
console.log(
  '| group | scenario | trials | check fails | inconclusive | watched task named | extra runs (% of suite runs) |',
);
console.log('|---|---|---:|---:|---:|---:|---:|');
const problems: string[] = [];
const only = process.env.PARLEY_BENCH_ROWS?.split(',').map(Number);
for (const [i, s] of scenarios.entries()) {
  if (only && !only.includes(i)) continue;
  const f = await run(s, PRS);
  const green = PRS - f.fails - f.inconclusive;
  console.log(
    `| ${s.group} | ${s.name} | ${s.trials} | ${pct(f.fails, PRS)} | ${pct(f.inconclusive, PRS)} | ${s.watch === undefined ? (s.neverGreen ? `green ${pct(green, PRS)}` : '—') : pct(f.watched, PRS)} | ${pct(f.extraRuns, f.suiteRuns)} |`,
  );
  if (s.group === 'no change' && f.compared === 0) problems.push(`${s.name}: no task compared`);
  if (s.group === 'regression' && f.confirmed === 0 && f.fails === 0)
    problems.push(`${s.name}: never confirmed and never failed`);
}
console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
if (problems.length) {
  console.error(`bench: runs did not end as expected:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
