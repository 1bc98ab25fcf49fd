// The regression gate with a pooled baseline and confirmation re-runs: simulated pull requests
// through the very functions the action uses (results/pool.ts adds K base runs into the
// baseline, results/compare.ts screens, results/confirm.ts re-runs the possible regressions and
// decides), 2,000 per scenario, seeded. Per scenario: how often the check fails, how often the
// one broken task is flagged (when there is one), and the mean extra runs per PR as a share of the
// suite's runs. A second table shows other confirmation budgets (why the defaults).
// Usage: npm run bench:pooled [-- PRS]
import {
  DEFAULT_CONFIRM_TASKS,
  DEFAULT_CONFIRM_TRIALS,
  FUTILITY,
  KEEP_GOING,
  SCREEN_FACTOR,
} from '../src/verdict/confirm.js';
import { DEFAULT_POOL } from '../src/verdict/pool.js';
import {
  checkShape,
  broad,
  noise,
  noiseUniform,
  oneTask,
  prng,
  simulateConfirmedPr,
  type SimTask,
} from '../test/verdict/simulate.js';

const PRS = Number(process.argv[2] ?? 2000);
const SEED = 20261123;

interface Scenario {
  name: string;
  trials: number;
  tasks: (random: () => number) => SimTask[];
  errorRate?: number;
  /** Index of the task whose flagging is reported. */
  watch?: number;
  noise: boolean;
}

const scenarios: Scenario[] = [
  ...[1, 3, 5, 10].map((trials) => ({
    name: 'noise, 30 tasks, p = 0.7',
    trials,
    tasks: noise(30, 0.7),
    noise: true,
  })),
  ...[1, 3, 5, 10].map((trials) => ({
    name: 'noise, 100 tasks, p ~ U(0.3, 1)',
    trials,
    tasks: noiseUniform(100),
    noise: true,
  })),
  ...[1, 3, 10].map((trials) => ({
    name: 'noise + 1% timeouts, 30 tasks, p = 0.7',
    trials,
    tasks: noise(30, 0.7),
    errorRate: 0.01,
    noise: true,
  })),
  ...[3, 5].map((trials) => ({
    name: 'broad drop 0.8 -> 0.6, 30 tasks',
    trials,
    tasks: broad,
    noise: false,
  })),
  ...[3, 5, 10].map((trials) => ({
    name: 'one task 0.9 -> 0.3, 29 tasks noise 0.7',
    trials,
    tasks: oneTask,
    watch: 0,
    noise: false,
  })),
];

interface Budget {
  pool: number;
  confirmTrials: number;
  confirmTasks: number;
}

interface Figures {
  fails: number;
  screeningFails: number;
  watched: number;
  watchedScreening: number;
  extraRuns: number;
  suiteRuns: number;
}

async function run(s: Scenario, b: Budget, prs: number): Promise<Figures> {
  const random = prng(SEED);
  const f: Figures = {
    fails: 0,
    screeningFails: 0,
    watched: 0,
    watchedScreening: 0,
    extraRuns: 0,
    suiteRuns: 0,
  };
  const watched = `task-${s.watch}`;
  for (let i = 0; i < prs; i++) {
    const tasks = s.tasks(random);
    const options = { trials: s.trials, errorRate: s.errorRate };
    const budget = { tasks: b.confirmTasks, trials: b.confirmTrials };
    const pr = await simulateConfirmedPr(tasks, options, b.pool, budget, random);
    if (i === 0) checkShape(pr.head);
    if (pr.screening.regressions > 0) f.screeningFails++;
    if (pr.confirmed.regressions > 0) f.fails++;
    if (pr.screening.buckets.regressed.some((t) => t.task_id === watched)) f.watchedScreening++;
    if (pr.confirmed.buckets.regressed.some((t) => t.task_id === watched)) f.watched++;
    f.extraRuns += pr.extraRuns;
    f.suiteRuns += tasks.length * s.trials;
  }
  return f;
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
const started = Date.now();
const defaults: Budget = {
  pool: DEFAULT_POOL,
  confirmTrials: DEFAULT_CONFIRM_TRIALS,
  confirmTasks: DEFAULT_CONFIRM_TASKS,
};
console.log(
  `Pooled baseline (K = ${defaults.pool} base runs) + confirmation of at most ${defaults.confirmTasks} tasks with screening p <= ${SCREEN_FACTOR} x alpha: up to ${defaults.confirmTrials} extra trials each, in stages (two of the screening's size, then the rest), going on while the new runs give p <= ${FUTILITY} or all head runs p <= ${KEEP_GOING}; all head runs against the base, Holm across the tasks; alpha 0.05; ${PRS} simulated PRs per row, seed ${SEED}\n`,
);
console.log(
  '| scenario | trials | check fails | screening alone fails | watched task flagged | by screening alone | extra runs (% of suite runs) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const s of scenarios) {
  const f = await run(s, defaults, PRS);
  console.log(
    `| ${s.name} | ${s.trials} | ${pct(f.fails, PRS)} | ${pct(f.screeningFails, PRS)} | ${s.watch === undefined ? '—' : pct(f.watched, PRS)} | ${s.watch === undefined ? '—' : pct(f.watchedScreening, PRS)} | ${pct(f.extraRuns, f.suiteRuns)} |`,
  );
}

// Other budgets on the rows that decide the defaults: the worst false alarms and extra cost
// under noise, and the single broken task.
const budgets: Budget[] = [
  { pool: 1, confirmTrials: 0, confirmTasks: 0 },
  { pool: 5, confirmTrials: 0, confirmTasks: 0 },
  ...[10, 20, 30].flatMap((confirmTrials) =>
    [1, 3, 5].map((confirmTasks) => ({ pool: 5, confirmTrials, confirmTasks })),
  ),
  { pool: 3, confirmTrials: 20, confirmTasks: 3 },
  { pool: 10, confirmTrials: 20, confirmTasks: 3 },
];
const rows = [
  scenarios[1]!,
  scenarios[2]!,
  scenarios[5]!,
  scenarios[6]!,
  scenarios[13]!,
  scenarios[14]!,
];
const ROWS_PRS = Math.min(PRS, 1000);
console.log(
  `\nBudgets (K, extra trials, at most tasks), ${ROWS_PRS} PRs per cell: check fails / extra runs (% of suite runs); the single task: how often it is flagged\n`,
);
console.log(
  `| K, trials, tasks | ${rows.map((s) => `${s.name}, ${s.trials} trials`).join(' | ')} |`,
);
console.log(`|---|${rows.map(() => '---:').join('|')}|`);
for (const b of budgets) {
  const cells: string[] = [];
  for (const s of rows) {
    const f = await run(s, b, ROWS_PRS);
    cells.push(
      s.watch === undefined
        ? `${pct(f.fails, ROWS_PRS)} / ${pct(f.extraRuns, f.suiteRuns)}`
        : `${pct(f.watched, ROWS_PRS)} / ${pct(f.extraRuns, f.suiteRuns)}`,
    );
  }
  console.log(`| ${b.pool}, ${b.confirmTrials}, ${b.confirmTasks} | ${cells.join(' | ')} |`);
}
console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
