// The regression gate's figures: simulated pull requests through the very compare function
// `parley compare` and the action use (results/compare.ts), 2,000 per scenario, seeded. For each
// scenario it prints how often the check fails (failureReason, the product's rule: a task after
// Holm's correction, or the suite test; this is the pool-alone screening without confirmation), how often a task / the suite regressed, how often a possible regression was listed, and
// what the previous rule (one-sided Fisher per task at 0.05 without correction, a one-trial
// pass -> non-pass counted as a regression, errors counted as non-passes) would have done.
// A second table shows the alpha split between the per-task and the suite-level tests.
// Usage: npm run bench:verdict -- [PRS] [--prs N] [--seed S]
import { compareSummaries } from '../src/verdict/compare.js';
import { failureReason } from '../src/verdict/fail-on.js';
import type { Summary } from '../src/results/schema.js';
import {
  checkShape,
  broad,
  noise,
  noiseUniform,
  oneTask,
  prng,
  simulatePr,
  type SimOptions,
  type SimTask,
} from '../test/verdict/simulate.js';

function usage(message: string): never {
  console.error(
    `bench:verdict: ${message}\nusage: npm run bench:verdict -- [PRS] [--prs N] [--seed S]`,
  );
  process.exit(2);
}

/** PRs per row and the seed, from `[PRS] [--prs N] [--seed S]`. */
function options(argv: string[]) {
  const o = { prs: 2000, seed: 20261123 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const flag = a === '--prs' || a === '--seed';
    if (!flag && a.startsWith('-')) usage(`unknown argument ${a}`);
    const v = flag ? argv[++i] : a;
    const n = Number(v);
    if (!Number.isInteger(n) || n < (a === '--seed' ? 0 : 1))
      usage(`${flag ? a : 'PRS'} expects an integer, got ${v}`);
    if (a === '--seed') o.seed = n;
    else o.prs = n;
  }
  return o;
}
const { prs: PRS, seed: SEED } = options(process.argv.slice(2));

/** The rule before issue 12, on the same summaries. */
function oldRuleFails(base: Summary, head: Summary): boolean {
  const logF: number[] = [0];
  const lf = (n: number) => {
    for (let i = logF.length; i <= n; i++) logF[i] = logF[i - 1]! + Math.log(i);
    return logF[n]!;
  };
  const lc = (n: number, k: number) => lf(n) - lf(k) - lf(n - k);
  const fisher = (bp: number, bt: number, hp: number, ht: number) => {
    const total = bt + ht;
    const passes = bp + hp;
    let p = 0;
    for (let x = bp; x <= Math.min(passes, bt); x++) {
      if (passes - x > ht) continue;
      p += Math.exp(lc(passes, x) + lc(total - passes, bt - x) - lc(total, bt));
    }
    return p;
  };
  const b = base.suites[0]!.tasks;
  return head.suites[0]!.tasks.some((h, i) => {
    const t = b[i]!;
    if (t.trials === 1 && h.trials === 1) return t.passed === 1 && h.passed === 0;
    return fisher(t.passed, t.trials, h.passed, h.trials) <= 0.05;
  });
}

interface Scenario {
  name: string;
  trials: number;
  tasks: (random: () => number) => SimTask[];
  errorRate?: number;
  /** Index of the task whose flagging is reported. */
  watch?: number;
}

const scenarios: Scenario[] = [
  ...[1, 3, 5, 10].map((trials) => ({
    name: 'noise, 30 tasks, p = 0.7',
    trials,
    tasks: noise(30, 0.7),
  })),
  ...[1, 3, 5, 10].map((trials) => ({
    name: 'noise, 100 tasks, p ~ U(0.3, 1)',
    trials,
    tasks: noiseUniform(100),
  })),
  ...[1, 3, 10].map((trials) => ({
    name: 'noise + 1% timeouts, 30 tasks, p = 0.7',
    trials,
    tasks: noise(30, 0.7),
    errorRate: 0.01,
  })),
  { name: 'broad drop 0.8 -> 0.6, 30 tasks', trials: 5, tasks: broad },
  { name: 'broad drop 0.8 -> 0.6, 30 tasks', trials: 3, tasks: broad },
  ...[3, 5, 10, 20].map((trials) => ({
    name: 'one task 0.9 -> 0.3, 29 tasks noise 0.7',
    trials,
    tasks: oneTask,
    watch: 0,
  })),
];

interface Figures {
  fails: number;
  taskRegressed: number;
  suiteRegressed: number;
  possible: number;
  watched: number;
  old: number;
}

function run(s: Scenario, taskShare: number, withOld: boolean): Figures {
  const random = prng(SEED);
  const f: Figures = {
    fails: 0,
    taskRegressed: 0,
    suiteRegressed: 0,
    possible: 0,
    watched: 0,
    old: 0,
  };
  const options: SimOptions = { trials: s.trials, errorRate: s.errorRate };
  for (let i = 0; i < PRS; i++) {
    const { base, head } = simulatePr(s.tasks(random), options, random);
    if (i === 0) checkShape(head);
    const c = compareSummaries(base, head, { taskShare });
    // The product's own check (errors and all), not a count of regressions.
    if (failureReason('regressions', head, c)) f.fails++;
    if (c.buckets.regressed.length) f.taskRegressed++;
    if (c.suite.regressed) f.suiteRegressed++;
    if (c.buckets.possible_regression.length) f.possible++;
    if (s.watch !== undefined && c.buckets.regressed.some((t) => t.task_id === `task-${s.watch}`))
      f.watched++;
    if (withOld && oldRuleFails(base, head)) f.old++;
  }
  return f;
}

const pct = (n: number) => `${((100 * n) / PRS).toFixed(1)}%`;
const started = Date.now();
console.log(
  `Regression gate, alpha 0.05 = 0.025 per task (Holm) + 0.025 suite (exact CMH); ${PRS} simulated PRs per row, seed ${SEED}\n`,
);
console.log(
  '| scenario | trials | check fails | a task regressed | suite regressed | watched task flagged | possible regression listed | old rule fails |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
const problems: string[] = [];
for (const s of scenarios) {
  const f = run(s, 0.5, true);
  console.log(
    `| ${s.name} | ${s.trials} | ${pct(f.fails)} | ${pct(f.taskRegressed)} | ${pct(f.suiteRegressed)} | ${s.watch === undefined ? '—' : pct(f.watched)} | ${pct(f.possible)} | ${pct(f.old)} |`,
  );
  // A drop that no PR of the row shows at all means the simulation did not run as meant.
  if (s.name.includes('drop') && f.possible + f.fails === 0)
    problems.push(`${s.name}, ${s.trials} trials: the drop never showed`);
}
console.log(
  '\nAlpha split (share of 0.05 for the per-task tests; the rest for the suite test): check fails\n',
);
const splits = [0.2, 0.5, 0.8, 1];
console.log(
  `| scenario | trials | ${splits.map((s) => `${Number((s * 0.05).toFixed(4))} / ${Number(((1 - s) * 0.05).toFixed(4))}`).join(' | ')} |`,
);
console.log(`|---|---:|${splits.map(() => '---:').join('|')}|`);
for (const s of [
  scenarios[1]!,
  scenarios[6]!,
  scenarios[11]!,
  scenarios[12]!,
  scenarios[14]!,
  scenarios[15]!,
]) {
  const cells = splits.map((share) => {
    const f = run(s, share, false);
    return s.watch === undefined ? pct(f.fails) : `${pct(f.fails)} (task ${pct(f.watched)})`;
  });
  console.log(`| ${s.name} | ${s.trials} | ${cells.join(' | ')} |`);
}
console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
if (problems.length) {
  console.error(`bench: runs did not end as expected:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
