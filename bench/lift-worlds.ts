// The simulated jobs of `npm run bench:lift`: a suite whose tasks run their trials with the skills
// and without them, interleaved (trial t of both arms back to back), from a seeded PRNG.
// - Tasks are heterogeneous: each job draws every task's pass rate afresh, spread over 0.1..0.9.
//   A task with lift l passes at b - l/2 without the skills and b + l/2 with them, b drawn so that
//   both stay within 0.1..0.9: every task of a row has exactly the row's lift.
// - "steady": the rates hold for the whole job.
// - "drift": the agent's pass rate moves during the job, from 0.2 under its rate at the first
//   trial to 0.2 over it at the last (a provider warming up, a model update rolling out); trial t
//   of both arms shares the drifted rate, as interleaving makes it, clipped to 0..1.
// - "one task": only the first task has the lift, the others none (steady).
import type { LiftInput } from '../src/verdict/skill-lift.js';

export type World = 'steady' | 'drift' | 'one task';

export interface Row {
  tasks: number;
  trials: number;
  lift: number;
  world: World;
}

const DRIFT = 0.2;

/** The drifted rate of trial t (0-based) of `trials`: a linear move of +-DRIFT over the job. */
function drifted(rate: number, t: number, trials: number, world: World): number {
  if (world !== 'drift' || trials < 2) return rate;
  const shift = DRIFT * ((2 * t) / (trials - 1) - 1);
  return Math.min(1, Math.max(0, rate + shift));
}

/** Whether task `i` of the row has the row's lift. */
export const lifted = (row: Row, i: number) => row.world !== 'one task' || i === 0;

/** One job's counts: every task's passes with and without the skills. */
export function simulateJob(row: Row, random: () => number): LiftInput[] {
  const inputs: LiftInput[] = [];
  for (let i = 0; i < row.tasks; i++) {
    const lift = lifted(row, i) ? row.lift : 0;
    const margin = Math.abs(lift) / 2;
    const base = 0.1 + margin + random() * (0.8 - 2 * margin);
    const rates = { with: base + lift / 2, without: base - lift / 2 };
    let withPassed = 0;
    let withoutPassed = 0;
    for (let t = 0; t < row.trials; t++) {
      if (random() < drifted(rates.with, t, row.trials, row.world)) withPassed++;
      if (random() < drifted(rates.without, t, row.trials, row.world)) withoutPassed++;
    }
    inputs.push({
      task: `task-${i}`,
      with: { passed: withPassed, runs: row.trials },
      without: { passed: withoutPassed, runs: row.trials },
    });
  }
  return inputs;
}
