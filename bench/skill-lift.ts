// Does the skill help? (issue 48): simulated jobs (bench/lift-worlds.ts) through the very
// function the report calls (src/verdict/skill-lift.ts skillLift), 5,000 per row, seeded. Per
// row: how often the suite's pooled test and at least one task claim "helps" and "hurts", the
// mean share of the lifted tasks claimed in the right direction, how often any claim points the
// wrong way (a claim against the lift, or on a task without one), and the runs a job makes.
// The check: at zero lift, a false "helps" (the suite's or any task's) and a false "hurts" each in
// at most 5 % of jobs, and in every row a wrong-direction claim in at most 5 %; a miss exits 1.
// --level sets the level skillLift is given (default 0.05), to see what another one costs; the
// targets stay at 5 %.
// A second table sets the product's correction (Holm counting only the tasks whose pass total
// lets them reach the threshold, verdict/discrete-holm.ts) against plain Holm on the same jobs.
// Usage: npm run bench:lift -- [JOBS] [--jobs N] [--seed S] [--level L]
import { decimalRational, fisherLower, holm, scale, type Table } from '../src/verdict/exact.js';
import {
  skillLift,
  type ArmCounts,
  type LiftInput,
  type SuiteLift,
} from '../src/verdict/skill-lift.js';
import { prng } from '../test/verdict/simulate.js';
import { lifted, simulateJob, type Row, type World } from './lift-worlds.js';

/** The targets: at most this share of jobs with a false claim of each kind. */
const TARGET = 0.05;

function usage(message: string): never {
  console.error(
    `bench:lift: ${message}\nusage: npm run bench:lift -- [JOBS] [--jobs N] [--seed S] [--level L]`,
  );
  process.exit(2);
}

function options(argv: string[]) {
  const o = { jobs: 5000, seed: 20261202, level: TARGET };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--level') {
      o.level = Number(argv[++i]);
      if (!(o.level > 0 && o.level < 1)) usage(`--level expects a number in (0, 1)`);
      continue;
    }
    const flag = a === '--jobs' || a === '--seed';
    if (!flag && a.startsWith('-')) usage(`unknown argument ${a}`);
    const v = flag ? argv[++i] : a;
    const n = Number(v);
    if (!Number.isInteger(n) || n < (a === '--seed' ? 0 : 1))
      usage(`${flag ? a : 'JOBS'} expects an integer, got ${v}`);
    if (a === '--seed') o.seed = n;
    else o.jobs = n;
  }
  return o;
}
const { jobs: JOBS, seed: SEED, level: LEVEL } = options(process.argv.slice(2));

const LIFTS = [0, 0.1, -0.1, 0.2, -0.2, 0.3, -0.3];
const rows: Row[] = [];
for (const world of ['steady', 'drift'] as World[])
  for (const tasks of [10, 30])
    for (const trials of [3, 5, 10])
      for (const lift of LIFTS) rows.push({ tasks, trials, lift, world });
for (const trials of [3, 5, 10, 20])
  for (const lift of [0.3, -0.3, 0.5]) rows.push({ tasks: 10, trials, lift, world: 'one task' });
for (const lift of [0.2, 0.3]) rows.push({ tasks: 10, trials: 20, lift, world: 'steady' });

interface Figures {
  suiteHelps: number;
  suiteHurts: number;
  taskHelps: number;
  taskHurts: number;
  anyHelps: number;
  anyHurts: number;
  anyClaim: number;
  rightShare: number;
  wrong: number;
  /** Jobs with a lifted task claimed in the lift's direction; jobs with a wrong task claim. */
  liftedAny: number;
  falseTask: number;
  /** Tasks whose 95 % interval holds their true difference (the steady worlds), of `intervals`. */
  covered: number;
  intervals: number;
  /** The same jobs' task claims under plain Holm (exact.ts), in the lift's direction. */
  plainRight: number;
  plainAny: number;
  plainWrong: number;
}

const table = (a: ArmCounts, b: ArmCounts): Table => ({
  basePass: a.passed,
  baseTotal: a.runs,
  headPass: b.passed,
  headTotal: b.runs,
});

/** Per task, whether plain Holm at level / 2 claims the lift's direction, and the other one. */
function plainHolm(inputs: LiftInput[], lift: number): { right: boolean[]; wrong: boolean[] } {
  const half = scale(decimalRational(LEVEL), 1n, 2n);
  const helps = holm(
    inputs.map((t) => fisherLower(table(t.with, t.without))),
    half,
  );
  const hurts = holm(
    inputs.map((t) => fisherLower(table(t.without, t.with))),
    half,
  );
  return lift >= 0 ? { right: helps, wrong: hurts } : { right: hurts, wrong: helps };
}

function tallyPlain(f: Figures, row: Row, inputs: LiftInput[]): void {
  const { right, wrong } = plainHolm(inputs, row.lift);
  const rightTasks = right.filter((r, i) => r && lifted(row, i) && row.lift !== 0).length;
  const liftedTasks = row.world === 'one task' ? 1 : row.tasks;
  if (row.lift !== 0) f.plainRight += rightTasks / liftedTasks;
  f.plainAny += +(rightTasks > 0);
  const offTarget = right.some((r, i) => r && (!lifted(row, i) || row.lift === 0));
  f.plainWrong += +(wrong.some(Boolean) || offTarget);
}

/** What one job's claims count for in its row. */
function tally(f: Figures, row: Row, lift: SuiteLift): void {
  const suiteHelps = lift.pooled.claim === 'helps';
  const suiteHurts = lift.pooled.claim === 'hurts';
  const anyHelps = suiteHelps || lift.helps > 0;
  const anyHurts = suiteHurts || lift.hurts > 0;
  f.suiteHelps += +suiteHelps;
  f.suiteHurts += +suiteHurts;
  f.taskHelps += +(lift.helps > 0);
  f.taskHurts += +(lift.hurts > 0);
  f.anyHelps += +anyHelps;
  f.anyHurts += +anyHurts;
  f.anyClaim += +(anyHelps || anyHurts);
  const right = row.lift > 0 ? 'helps' : 'hurts';
  let rightTasks = 0;
  let wrongTask = false;
  lift.tasks.forEach((t, i) => {
    const expected = lifted(row, i) && row.lift !== 0 ? right : 'no_evidence';
    if (t.claim === expected && expected !== 'no_evidence') rightTasks++;
    else if (t.claim !== 'no_evidence') wrongTask = true;
  });
  const liftedTasks = row.world === 'one task' ? 1 : row.tasks;
  if (row.lift !== 0) f.rightShare += rightTasks / liftedTasks;
  f.liftedAny += +(rightTasks > 0);
  if (row.world !== 'drift')
    lift.tasks.forEach((t, i) => {
      const truth = lifted(row, i) ? row.lift : 0;
      f.intervals++;
      // The lift is a decimal; the interval's end can sit on it to rounding.
      f.covered += +(t.interval.low <= truth + 1e-12 && truth - 1e-12 <= t.interval.high);
    });
  f.falseTask += +wrongTask;
  const wrongSuite = row.lift > 0 ? suiteHurts : row.lift < 0 ? suiteHelps : false;
  f.wrong += +(wrongTask || wrongSuite);
}

function runRow(row: Row): Figures {
  const random = prng(SEED);
  const f: Figures = {
    suiteHelps: 0,
    suiteHurts: 0,
    taskHelps: 0,
    taskHurts: 0,
    anyHelps: 0,
    anyHurts: 0,
    anyClaim: 0,
    rightShare: 0,
    wrong: 0,
    liftedAny: 0,
    falseTask: 0,
    covered: 0,
    intervals: 0,
    plainRight: 0,
    plainAny: 0,
    plainWrong: 0,
  };
  for (let j = 0; j < JOBS; j++) {
    const inputs = simulateJob(row, random);
    tally(f, row, skillLift(inputs, LEVEL));
    if (row.trials >= 10) tallyPlain(f, row, inputs);
  }
  return f;
}

const pct = (n: number) => `${((100 * n) / JOBS).toFixed(1)}%`;
const signed = (x: number) => (x > 0 ? `+${x}` : `${x}`);
const started = Date.now();
console.log(
  `Skill lift: with vs without the skills, interleaved; level ${LEVEL} (${LEVEL / 2} per direction: Holm over the tasks, the stratified exact test for the suite); ${JOBS} simulated jobs per row, seed ${SEED}\n`,
);
console.log(
  '| tasks | trials | lift | world | suite helps | suite hurts | a task helps | a task hurts | lifted tasks claimed right | wrong-direction claim (at zero lift: any claim) | task interval covers the lift | runs: with + without |',
);
console.log('|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|');
const problems: string[] = [];
const compared: { row: Row; f: Figures }[] = [];
for (const row of rows) {
  const f = runRow(row);
  if (row.trials >= 10) compared.push({ row, f });
  const runs = row.tasks * row.trials;
  console.log(
    `| ${row.tasks} | ${row.trials} | ${signed(row.lift)} | ${row.world} | ${pct(f.suiteHelps)} | ${pct(f.suiteHurts)} | ${pct(f.taskHelps)} | ${pct(f.taskHurts)} | ${row.lift === 0 ? '—' : pct(f.rightShare)} | ${row.lift === 0 ? `false: helps ${pct(f.anyHelps)}, hurts ${pct(f.anyHurts)}, either ${pct(f.anyClaim)}` : pct(f.wrong)} | ${f.intervals ? `${((100 * f.covered) / f.intervals).toFixed(1)}%` : '—'} | ${runs} + ${runs} |`,
  );
  const name = `${row.tasks} tasks, ${row.trials} trials, lift ${signed(row.lift)}, ${row.world}`;
  if (row.lift === 0 && f.anyHelps > TARGET * JOBS)
    problems.push(`${name}: a false "helps" in ${pct(f.anyHelps)}`);
  if (row.lift === 0 && f.anyHurts > TARGET * JOBS)
    problems.push(`${name}: a false "hurts" in ${pct(f.anyHurts)}`);
  if (f.wrong > TARGET * JOBS) problems.push(`${name}: a wrong-direction claim in ${pct(f.wrong)}`);
  // A large lift over many runs the suite test never sees means the simulation broke.
  if (Math.abs(row.lift) >= 0.3 && row.world !== 'one task' && runs >= 100) {
    const power = row.lift > 0 ? f.suiteHelps : f.suiteHurts;
    if (power < JOBS / 2)
      problems.push(`${name}: the suite claimed the lift in only ${pct(power)}`);
  }
}
console.log(
  "\nTask claims: Holm counting the tasks that could be claimed (the product's) against plain Holm, same jobs\n",
);
console.log(
  '| tasks | trials | lift | world | lifted tasks claimed right | plain Holm | a lifted task claimed | plain Holm | a false task claim | plain Holm |',
);
console.log('|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|');
for (const { row, f } of compared) {
  console.log(
    `| ${row.tasks} | ${row.trials} | ${signed(row.lift)} | ${row.world} | ${row.lift === 0 ? '—' : pct(f.rightShare)} | ${row.lift === 0 ? '—' : pct(f.plainRight)} | ${row.lift === 0 ? '—' : pct(f.liftedAny)} | ${row.lift === 0 ? '—' : pct(f.plainAny)} | ${pct(f.falseTask)} | ${pct(f.plainWrong)} |`,
  );
}
console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
if (problems.length) {
  console.error(`bench:lift: a target missed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
