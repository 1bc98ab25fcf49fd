// The worlds of bench/pooled.ts: what each task's pass, error and abstain rates are on each pooled
// day and today on each side, and how they move during the job (bench/gate-job.ts runs them).
import { DEFAULT_POOL } from '../src/verdict/pool.js';
import { stationary, type Rates, type SimWorld } from '../test/verdict/simulate.js';
import { steady, type Clock, type JobWorld, type Side } from './gate-job.js';

export const fixed = (p: number) => () => p;

/** Tasks at rates drawn per PR from U(lo, hi), the same every day and on both sides. */
export const uniform =
  (n: number, lo = 0.3, hi = 1) =>
  (): JobWorld => {
    const rates: number[] = [];
    return steady({
      ...stationary(n, (t) => rates[t] ?? 0.7),
      draw: (random: () => number) => {
        for (let t = 0; t < n; t++) rates[t] = lo + (hi - lo) * random();
      },
    });
  };

/** Every day (each pooled day and today) gets its own common shift d ~ U[-w, w] for every task. */
export function commonDrift(n: number, width: number, k: number): () => JobWorld {
  return () => {
    const days: number[] = [];
    let today = 0;
    const rate = new Array<number>(n).fill(0.7);
    return steady({
      tasks: n,
      draw: (random) => {
        for (let t = 0; t < n; t++) rate[t] = 0.3 + 0.65 * random();
        for (let d = 0; d < k; d++) days[d] = (2 * random() - 1) * width;
        today = (2 * random() - 1) * width;
      },
      pool: (t, day) => ({ p: rate[t]! + days[day]! }),
      base: (t) => ({ p: rate[t]! + today }),
      head: (t) => ({ p: rate[t]! + today }),
    });
  };
}

/** The pool recorded at `before`, today at `after` for base and head; the newest pooled day at `newest`. */
export function stalePool(n: number, before: number, after: number, newest = before) {
  return (): JobWorld =>
    steady({
      tasks: n,
      pool: (_t, day) => ({ p: day === DEFAULT_POOL - 1 ? newest : before }),
      base: () => ({ p: after }),
      head: () => ({ p: after }),
    });
}

/**
 * Tasks at U(0.3, 1) but the last `broken` of them, which go from always passing to always
 * failing. The broken tasks are the last ones, so a tie in the candidates' ranking goes against
 * them.
 */
export const collapsing = (n: number, broken: number) => (): JobWorld => {
  const rates: number[] = [];
  const isBroken = (t: number) => t >= n - broken;
  return steady({
    tasks: n,
    draw: (random: () => number) => {
      for (let t = 0; t < n; t++) rates[t] = 0.3 + 0.7 * random();
    },
    pool: (t: number) => ({ p: isBroken(t) ? 1 : rates[t]! }),
    base: (t: number) => ({ p: isBroken(t) ? 1 : rates[t]! }),
    head: (t: number) => ({ p: isBroken(t) ? 0 : rates[t]! }),
  });
};

/** Task 0 goes from `from` to `to` on the head (the first `broken` tasks with `broken`), the others at 0.7. */
export const drop =
  (n: number, from: number, to: number, broken = 1) =>
  (): JobWorld =>
    steady(
      stationary(
        n,
        (t) => (t < broken ? from : 0.7),
        (t, p) => ({ p: t < broken ? to : p }),
      ),
    );

/** One task 0.9 -> 0.3 among n at 0.7, and the head's screening runs of three others all errored (an outage at the job's start). */
export const outageAndDrop = (n: number) => (): JobWorld =>
  steady({
    ...stationary(
      n,
      (t) => (t === 0 ? 0.9 : 0.7),
      (t, p) => ({ p: t === 0 ? 0.3 : p }),
    ),
    screening: (t) => (t >= 1 && t <= 3 ? { p: 0.7, e: 1 } : { p: t === 0 ? 0.3 : 0.7 }),
  });

/** n tasks at 0.7, unchanged, and the head's screening runs of the first three (the job's first runs) all errored. */
export const outageAtStart = (n: number) => (): JobWorld =>
  steady({
    ...stationary(n, fixed(0.7)),
    screening: (t) => (t < 3 ? { p: 0.7, e: 1 } : { p: 0.7 }),
  });

/** Tasks at U(0.3, 1), unchanged, with provider outages: `share` of all slots down, in bursts of mean `meanBurst` runs. */
export const outageBursts = (n: number, share: number, meanBurst: number) => (): JobWorld => ({
  ...uniform(n)(),
  outage: { share, meanBurst },
});

/**
 * n tasks at `p`, unchanged, on a provider whose quality today moves by `shift(clock)` for every
 * task on both sides (the pooled days at `p`).
 */
export const movingProvider =
  (n: number, p: number, shift: (clock: Clock) => number) => (): JobWorld => ({
    tasks: n,
    pool: () => ({ p }),
    today: (_side: Side, _t: number, clock: Clock) => ({ p: p + shift(clock) }),
  });

/** A dip of `depth` during the screening, gone for the confirmation. */
export const stepDip = (depth: number) => (c: Clock) => (c.slot < c.screeningRuns ? -depth : 0);
/** A dip of `depth` at the job's first run that recovers linearly by the screening's end. */
export const linearDip = (depth: number) => (c: Clock) =>
  -depth * Math.max(0, 1 - c.slot / c.screeningRuns);
/** Worse by `perScreening` over each screening's worth of runs, down to `most`. */
export const worsening = (perScreening: number, most: number) => (c: Clock) =>
  -Math.min(most, (perScreening * c.slot) / c.screeningRuns);

/** A judge that turns `share` of verdicts the other way, every day and on both sides. */
export function flippingJudge(world: () => JobWorld, share: number): () => JobWorld {
  const flip = (r: Rates): Rates => ({ ...r, p: r.p * (1 - share) + (1 - r.p) * share });
  return () => {
    const w = world();
    return {
      ...w,
      pool: (t, day) => flip(w.pool(t, day)),
      today: (side, t, clock) => flip(w.today(side, t, clock)),
    };
  };
}

/** n tasks at 0.7 that abstain at rate `a` on every side (the steady abstains of a vague brief). */
export const steadyAbstains = (n: number, a: number, only?: number) => (): JobWorld => {
  const rates = (t: number) => ({ p: 0.7, a: only === undefined || t === only ? a : 0 });
  return steady({ tasks: n, pool: rates, base: rates, head: rates });
};

/** Task 0 (at p) starts abstaining at rate `a` on the head among n at 0.7. */
export const newAbstains = (n: number, p: number, a: number) => (): JobWorld =>
  steady(
    stationary(
      n,
      (t) => (t === 0 ? p : 0.7),
      (t, q) => (t === 0 ? { p: q, a } : { p: q }),
    ),
  );

/** A SimWorld as it was written for the steady worlds. */
export const steadyWorld = (w: () => SimWorld) => () => steady(w());

/**
 * n tasks at U(0.3, 1), the first `flaky` of them flaky on main: their rate drifts, drawn again
 * from U(0.3, 0.7) on every pooled day and today (the same today on both sides). `quarantine`:
 * the project's quarantine list covers those tasks on the head. `breaks`: the head breaks one
 * task, a steady one (task `flaky`, 0.9 on main, 0.3 on the head) or a flaky one (task 0, its
 * day's rate on main, 0 on the head): what quarantine costs in breaks it cannot see.
 */
export const flakyTasks =
  (n: number, flaky: number, quarantine: boolean, breaks?: 'steady' | 'flaky') => (): JobWorld => {
    const rates: number[] = [];
    const days: number[][] = [];
    const today: number[] = [];
    const drift = (random: () => number) => 0.3 + 0.4 * random();
    const main = (t: number) => (t < flaky ? today[t]! : rates[t]!);
    const broken = breaks === 'steady' ? flaky : breaks === 'flaky' ? 0 : -1;
    const world = steady({
      tasks: n,
      draw: (random) => {
        for (let t = 0; t < n; t++) rates[t] = 0.3 + 0.7 * random();
        if (breaks === 'steady') rates[flaky] = 0.9;
        for (let d = 0; d < DEFAULT_POOL; d++)
          days[d] = Array.from({ length: flaky }, () => drift(random));
        for (let t = 0; t < flaky; t++) today[t] = drift(random);
      },
      pool: (t, day) => ({ p: t < flaky ? days[day]![t]! : rates[t]! }),
      base: (t) => ({ p: main(t) }),
      head: (t) => ({ p: t !== broken ? main(t) : breaks === 'steady' ? 0.3 : 0 }),
    });
    return quarantine
      ? { ...world, quarantined: Array.from({ length: flaky }, (_, t) => t) }
      : world;
  };
