// The regression gate in the world it runs in: simulated pull requests through the very
// functions the action uses — K base days pooled (verdict/pool.ts), the head's run, the
// screening (verdict/compare.ts), the confirmation against concurrent base runs
// (verdict/confirm.ts) and the product's own check (verdict/fail-on.ts failureReason, errors and
// all) — 2,000 per scenario, seeded. The worlds: stationary noise; a drift common to every task
// between days; a day worse than the pool; a stale pool; a drop already merged on main; random
// infrastructure errors; and the regressions the gate must catch. Per scenario: how often the
// whole check fails, how often it is inconclusive, how often the watched task is named, and the
// extra runs per PR (concurrent base runs included) as a share of the suite's runs. Two tables:
// the worlds with no change (false alarms), and the PRs that break a task (a drop, new abstains,
// errors) with how often such a PR still goes green (false green: the verdict is pass, and the
// check does not fail, pass or inconclusive).
// A scenario whose runs did not end as expected (a world with no change that never compared a
// task, a power row that never ran a confirmation) or that misses its target makes the bench exit
// non-zero.
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
  /** What the row must reach (shares of PRs; extra runs as a share of the suite's runs). */
  target?: { fails?: number; named?: number; caught?: number; extra?: number };
}

/** Every unchanged row: the check fails in at most 5 % of PRs. */
const LEVEL = 0.05;

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

/**
 * Tasks at U(0.3, 1) but the last `broken` of them, which go from always passing to always
 * failing. The broken tasks are the last ones, so a tie in the candidates' ranking goes against
 * them.
 */
const collapsing = (n: number, broken: number) => () => {
  const rates: number[] = [];
  const isBroken = (t: number) => t >= n - broken;
  return {
    tasks: n,
    draw: (random: () => number) => {
      for (let t = 0; t < n; t++) rates[t] = 0.3 + 0.7 * random();
    },
    pool: (t: number) => ({ p: isBroken(t) ? 1 : rates[t]! }),
    base: (t: number) => ({ p: isBroken(t) ? 1 : rates[t]! }),
    head: (t: number) => ({ p: isBroken(t) ? 0 : rates[t]! }),
  };
};

/** One task 0.9 -> 0.3 among n at 0.7, and the head's screening runs of three others all errored (an outage at the job's start). */
const outageAndDrop = (n: number) => (): SimWorld => ({
  ...stationary(
    n,
    (t) => (t === 0 ? 0.9 : 0.7),
    (t, p) => ({ p: t === 0 ? 0.3 : p }),
  ),
  screening: (t) => (t >= 1 && t <= 3 ? { p: 0.7, e: 1 } : { p: t === 0 ? 0.3 : 0.7 }),
});

/** n tasks at 0.7 that abstain at rate `a` on every side (the steady abstains of a vague brief). */
const steadyAbstains = (n: number, a: number, only?: number) => (): SimWorld => {
  const rates = (t: number) => ({ p: 0.7, a: only === undefined || t === only ? a : 0 });
  return { tasks: n, pool: rates, base: rates, head: rates };
};

/** Task 0 (at p) starts abstaining at rate `a` on the head among n at 0.7. */
const newAbstains = (n: number, p: number, a: number) => (): SimWorld =>
  stationary(
    n,
    (t) => (t === 0 ? p : 0.7),
    (t, q) => (t === 0 ? { p: q, a } : { p: q }),
  );

const scenarios: Scenario[] = [
  ...[3, 30, 100].flatMap((n) =>
    [1, 3, 5, 10].map((trials) => ({
      group: 'no change' as const,
      name: `stationary noise, ${n} tasks, p ~ U(0.3, 1)`,
      trials,
      world: uniform(n),
      ...(trials === 1 ? { target: { fails: LEVEL, extra: 0.15 } } : {}),
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
  // Issue 42's quiet paths to green.
  ...[30, 100].map((n) => ({
    group: 'regression' as const,
    name: `outage: every screening run of 3 tasks errored, and one task 0.9 -> 0.3 among ${n}`,
    trials: 5,
    watch: 0,
    target: { named: 0.8 },
    world: outageAndDrop(n),
  })),
  ...[1, 2].map((broken) => ({
    group: 'regression' as const,
    name: `${broken} of 30 tasks 1.0 -> 0.0 (the last), the others p ~ U(0.3, 1), one trial`,
    trials: 1,
    target: { caught: 0.8 },
    world: collapsing(30, broken),
  })),
  {
    group: 'regression',
    name: 'one task 0.9 -> abstains in every run among 30',
    trials: 5,
    watch: 0,
    target: { named: 0.8 },
    world: newAbstains(30, 0.9, 1),
  },
  {
    group: 'regression',
    name: 'one task 0.9 -> abstains in 60% of runs among 30',
    trials: 5,
    watch: 0,
    world: newAbstains(30, 0.9, 0.6),
  },
  {
    group: 'regression',
    name: 'one task 1.0 -> abstains in every run among 30, one trial',
    trials: 1,
    watch: 0,
    target: { caught: 0.8 },
    world: newAbstains(30, 1, 1),
  },
  ...[
    [30, 5],
    [100, 3],
  ].map(([n, trials]) => ({
    group: 'no change' as const,
    name: `steady abstains: every task abstains in 10% of runs on every side, ${n} tasks`,
    trials: trials!,
    world: steadyAbstains(n!, 0.1),
  })),
  ...[1, 5].map((trials) => ({
    group: 'no change' as const,
    name: 'steady abstains: one task abstains in 50% of runs on every side, 30 tasks',
    trials,
    world: steadyAbstains(30, 0.5, 0),
  })),
];
for (const s of scenarios) if (s.group === 'no change') s.target = { fails: LEVEL, ...s.target };

interface Figures {
  fails: number;
  inconclusive: number;
  /** Verdict pass and the check does not fail. */
  green: number;
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
    green: 0,
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
    const fails = failureReason('regressions', pr.head, pr.gated) !== null;
    const verdict = verdictOf(pr.head, pr.gated).verdict;
    if (fails) f.fails++;
    if (verdict === 'inconclusive') f.inconclusive++;
    if (!fails && verdict === 'pass') f.green++;
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
  `Regression gate: pool of K = ${DEFAULT_POOL} base runs screens (a task at p <= ${SCREEN_LEVEL}, drop or errors; the suite at p <= ${SUITE_SCREEN_LEVEL}); at most ${DEFAULT_CONFIRM_TASKS} tasks (taken in turns by reason: drop, abstains, errors) and the suite are confirmed against concurrent runs of the base commit (up to ${DEFAULT_CONFIRM_TRIALS} runs per side per task, futility ${FUTILITY}); errored runs retried once; alpha ${DEFAULT_ALPHA} = ${DEFAULT_ALPHA / 2} tasks (one Holm family over the tests each candidate was chosen for: drop, errors or abstains; with no base checkout, over the drop and abstain tests against the pool) + ${DEFAULT_ALPHA / 4} suite drop + ${DEFAULT_ALPHA / 4} suite errors; the screening spends none. "Check fails" is failureReason('regressions'), the product's own rule. ${PRS} simulated PRs per row, seed ${SEED}\n`,
);
const problems: string[] = [];
const only = process.env.PARLEY_BENCH_ROWS?.split(',').map(Number);
const rows = { alarms: [] as string[], green: [] as string[] };
const ok = (met: boolean) => (met ? '' : ' ✗');
for (const [i, s] of scenarios.entries()) {
  if (only && !only.includes(i)) continue;
  const f = await run(s, PRS);
  const share = (n: number) => n / PRS;
  const extra = f.extraRuns / f.suiteRuns;
  const t = s.target ?? {};
  const miss: string[] = [];
  if (t.fails !== undefined && share(f.fails) > t.fails)
    miss.push(`check fails > ${pct(t.fails, 1)}`);
  if (t.extra !== undefined && extra > t.extra) miss.push(`extra runs > ${pct(t.extra, 1)}`);
  if (t.named !== undefined && share(f.watched) < t.named) miss.push(`named < ${pct(t.named, 1)}`);
  if (t.caught !== undefined && share(f.fails) < t.caught)
    miss.push(`caught < ${pct(t.caught, 1)}`);
  for (const m of miss) problems.push(`row ${i} (${s.name}, ${s.trials} trials): ${m}`);
  const target = [
    t.fails !== undefined ? `fails ≤ ${pct(t.fails, 1)}` : '',
    t.extra !== undefined ? `extra ≤ ${pct(t.extra, 1)}` : '',
    t.named !== undefined ? `named ≥ ${pct(t.named, 1)}` : '',
    t.caught !== undefined ? `fails ≥ ${pct(t.caught, 1)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const mark = ok(miss.length === 0);
  if (s.group === 'no change') {
    rows.alarms.push(
      `| ${i} | ${s.name} | ${s.trials} | ${pct(f.fails, PRS)} | ${pct(f.inconclusive, PRS)} | ${pct(f.extraRuns, f.suiteRuns)} | ${target || '—'}${mark} |`,
    );
  } else {
    const named = s.watch === undefined ? '—' : pct(f.watched, PRS);
    rows.green.push(
      `| ${i} | ${s.name} | ${s.trials} | ${pct(f.fails, PRS)} | ${named} | ${pct(f.green, PRS)} | ${pct(PRS - f.fails, PRS)} | ${pct(f.extraRuns, f.suiteRuns)} | ${target || '—'}${mark} |`,
    );
  }
  if (s.group === 'no change' && f.compared === 0) problems.push(`${s.name}: no task compared`);
  if (s.group === 'regression' && f.confirmed === 0 && f.fails === 0)
    problems.push(`${s.name}: never confirmed and never failed`);
}
if (rows.alarms.length) {
  console.log('No change: false alarms\n');
  console.log(
    '| row | scenario | trials | check fails | inconclusive | extra runs (% of suite runs) | target |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---|');
  for (const r of rows.alarms) console.log(r);
}
if (rows.green.length) {
  console.log(
    '\nA PR that breaks a task: false green (green = verdict pass, check passes; not failing = pass or inconclusive)\n',
  );
  console.log(
    '| row | scenario | trials | check fails | watched task named | false green | not failing | extra runs (% of suite runs) | target |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows.green) console.log(r);
}
console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
if (problems.length) {
  console.error(
    `bench: runs did not end as expected or missed a target:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
