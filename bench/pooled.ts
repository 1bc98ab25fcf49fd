// The regression gate in the world it runs in: simulated pull requests through the very
// functions the action uses — K base days pooled (verdict/pool.ts), the head's run, the
// screening (verdict/compare.ts), the confirmation against concurrent base runs
// (verdict/confirm.ts, asked through its Rerun callback) and the product's own check
// (verdict/fail-on.ts failureReason, errors and all) — 2,000 per row, seeded. Today's runs happen
// in time order (bench/gate-job.ts), so a world can change during the job: outage bursts, a dip
// that recovers, a provider worsening. The worlds are in bench/gate-worlds.ts, the rows and their
// targets in bench/gate-rows.ts.
// Per row: how often the whole check fails, each of the suite's final tests against its own
// level and the task family against alpha_task (no-change rows), how often the watched task is
// named (power rows), how often the verdict is inconclusive or a false green, and the extra runs
// per PR (concurrent base runs included) as a share of the suite's runs, mean and 95th percentile.
// A row misses a target when its point estimate is on the wrong side of it (the 95 % Wilson
// interval is printed beside the check's figure to show how far that is from noise); a missed
// target, or a row whose runs did not end as expected (a world with no change that never compared
// a task, a power row never confirmed nor failed), makes the bench exit 1.
// Rows run in worker threads (one row per worker at a time), each from its own PRNG started at
// the seed: the figures do not depend on the number of workers or on which rows run.
// Usage: npm run bench:pooled -- [PRS] [--prs N] [--rows 0,5,40-45,outage] [--seed S] [--workers W]
//   (PARLEY_BENCH_ROWS=0,5 is the same as --rows 0,5)
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  DEFAULT_CONFIRM_TASKS,
  DEFAULT_CONFIRM_TRIALS,
  FUTILITY,
  SCREEN_LEVEL,
  SUITE_SCREEN_LEVEL,
} from '../src/verdict/confirm.js';
import { DEFAULT_ALPHA } from '../src/verdict/compare.js';
import { DEFAULT_POOL } from '../src/verdict/pool.js';
import type { Figures } from './gate-row.js';
import { scenarios, type Scenario, type Target } from './gate-rows.js';

function usage(message: string): never {
  console.error(
    `bench:pooled: ${message}\nusage: npm run bench:pooled -- [PRS] [--prs N] [--rows 0,5,40-45,outage] [--seed S] [--workers W]`,
  );
  process.exit(2);
}

function options(argv: string[]) {
  const o = {
    prs: 2000,
    seed: 20261126,
    rows: process.env.PARLEY_BENCH_ROWS ?? '',
    workers: Math.max(1, availableParallelism()),
  };
  const int = (name: string, v: string | undefined, min: number) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min) usage(`${name} expects an integer >= ${min}, got ${v}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--prs') o.prs = int('--prs', argv[++i], 1);
    else if (a === '--seed') o.seed = int('--seed', argv[++i], 0);
    else if (a === '--workers') o.workers = int('--workers', argv[++i], 1);
    else if (a === '--rows') o.rows = argv[++i] ?? usage('--rows expects a list');
    else if (/^\d+$/.test(a)) o.prs = int('PRS', a, 1);
    else usage(`unknown argument ${a}`);
  }
  return o;
}

/** Row numbers for "0,5,40-45,outage": numbers, ranges, or words the row's name contains. */
function chosenRows(spec: string): number[] {
  if (!spec.trim()) return scenarios.map((_, i) => i);
  const rows = new Set<number>();
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    const matched = range
      ? scenarios
          .map((_, i) => i)
          .filter((i) => i >= Number(range[1]) && i <= Number(range[2] ?? range[1]))
      : scenarios
          .map((s, i) => (s.name.toLowerCase().includes(part.toLowerCase()) ? i : -1))
          .filter((i) => i >= 0);
    if (!matched.length) usage(`--rows: "${part}" matches no row (rows 0-${scenarios.length - 1})`);
    for (const i of matched) rows.add(i);
  }
  return [...rows].sort((a, b) => a - b);
}

/** Runs the rows on `workers` threads, the costliest first; figures by row. */
async function runAll(rows: number[], prs: number, seed: number, workers: number) {
  const cost = (i: number) => scenarios[i]!.world().tasks * scenarios[i]!.trials;
  const queue = [...rows].sort((a, b) => cost(b) - cost(a) || a - b);
  const figures = new Map<number, Figures>();
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const w = new Worker(new URL('./gate-worker.mjs', import.meta.url));
      const next = () => {
        const row = queue.shift();
        w.postMessage(row === undefined ? null : { row, prs, seed });
      };
      w.on('message', (m: { row: number; figures?: Figures; error?: string }) => {
        if (m.error) {
          reject(new Error(`row ${m.row}: ${m.error}`));
          void w.terminate();
          return;
        }
        figures.set(m.row, m.figures!);
        next();
      });
      w.on('error', reject);
      w.on('exit', () => resolve());
      next();
    });
  await Promise.all(Array.from({ length: Math.min(workers, rows.length) }, one));
  return figures;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The 95 % Wilson score interval of k successes in n. */
function wilson(k: number, n: number): [number, number] {
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}

const withInterval = (k: number, n: number) => {
  const [lo, hi] = wilson(k, n);
  return `${pct(k / n)} (${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)})`;
};

function targetText(t: Target): string {
  return [
    t.fails !== undefined ? `fails ≤ ${pct(t.fails)}` : '',
    t.suiteTests !== undefined ? `tests ≤ ${t.suiteTests}× level` : '',
    t.extra !== undefined ? `extra ≤ ${pct(t.extra)}` : '',
    t.named !== undefined ? `named ≥ ${pct(t.named)}` : '',
    t.namedAsIn ? `named ≥ "${t.namedAsIn.row}" − ${pct(t.namedAsIn.slack)}` : '',
    t.caught !== undefined ? `fails ≥ ${pct(t.caught)}` : '',
    t.neverGreen ? 'never green' : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The targets this row misses (point estimates), and runs that did not end as expected. */
function misses(s: Scenario, f: Figures, all: Map<number, Figures>): string[] {
  const t = s.target ?? {};
  const share = (n: number) => n / f.prs;
  const miss: string[] = [];
  if (t.fails !== undefined && share(f.fails) > t.fails) miss.push(`check fails > ${pct(t.fails)}`);
  if (t.suiteTests !== undefined) {
    const most = t.suiteTests * f.alphaSuiteTest;
    if (share(f.suiteDrop) > most) miss.push(`suite drop test > ${pct(most)}`);
    if (share(f.suiteErrors) > most) miss.push(`suite error test > ${pct(most)}`);
  }
  if (t.taskFamily !== undefined && share(f.taskFamily) > t.taskFamily * f.alphaTask)
    miss.push(`task family > ${pct(t.taskFamily * f.alphaTask)}`);
  if (t.extra !== undefined && f.extraMean > t.extra) miss.push(`extra runs > ${pct(t.extra)}`);
  if (t.named !== undefined && share(f.watched) < t.named) miss.push(`named < ${pct(t.named)}`);
  if (t.caught !== undefined && share(f.fails) < t.caught) miss.push(`caught < ${pct(t.caught)}`);
  if (t.neverGreen && f.green > 0) miss.push('a green pass');
  if (t.namedAsIn) {
    const ref = scenarios.findIndex((r) => r.name === t.namedAsIn!.row && r.trials === s.trials);
    const rf = all.get(ref);
    if (!rf) miss.push(`its reference row ${ref} did not run (add it to --rows)`);
    else if (share(f.watched) < rf.watched / rf.prs - t.namedAsIn.slack)
      miss.push(`named < row ${ref} − ${pct(t.namedAsIn.slack)}`);
  }
  if (s.group === 'no change' && f.compared === 0) miss.push('no task compared');
  if (s.group === 'regression' && f.confirmed === 0 && f.fails === 0)
    miss.push('never confirmed and never failed');
  return miss;
}

const o = options(process.argv.slice(2));
const rows = chosenRows(o.rows);
const started = Date.now();
console.log(
  `Regression gate: pool of K = ${DEFAULT_POOL} base runs screens (a task at p <= ${SCREEN_LEVEL}, drop or errors; the suite at p <= ${SUITE_SCREEN_LEVEL}); at most ${DEFAULT_CONFIRM_TASKS} tasks (taken in turns by reason: drop, abstains, errors) and the suite are confirmed against concurrent runs of the base commit (up to ${DEFAULT_CONFIRM_TRIALS} runs per side per task, futility ${FUTILITY}); errored runs retried once; alpha ${DEFAULT_ALPHA} = ${DEFAULT_ALPHA / 2} tasks (one Holm family) + ${DEFAULT_ALPHA / 4} suite drop + ${DEFAULT_ALPHA / 4} suite errors; the screening spends none. "Check fails" is failureReason('regressions'), the product's own rule. A row misses a target when its point estimate is on the wrong side of it.\n${o.prs} simulated PRs per row, seed ${o.seed}, ${rows.length} row(s) on ${Math.min(o.workers, rows.length)} worker thread(s)\n`,
);
const figures = await runAll(rows, o.prs, o.seed, o.workers);
const problems: string[] = [];
const table = { alarms: [] as string[], power: [] as string[] };
for (const i of rows) {
  const s = scenarios[i]!;
  const f = figures.get(i)!;
  const miss = misses(s, f, figures);
  for (const m of miss) problems.push(`row ${i} (${s.name}, ${s.trials} trials): ${m}`);
  const mark = miss.length ? ' ✗' : '';
  const target = `${targetText(s.target ?? {}) || '—'}${mark}`;
  const extra = `${pct(f.extraMean)} / ${pct(f.extraP95)}`;
  const secs = (f.ms / 1000).toFixed(1);
  if (s.group === 'no change') {
    table.alarms.push(
      `| ${i} | ${s.name} | ${s.trials} | ${withInterval(f.fails, f.prs)} | ${pct(f.suiteDrop / f.prs)} | ${pct(f.suiteErrors / f.prs)} | ${pct(f.taskFamily / f.prs)} | ${pct(f.inconclusive / f.prs)} | ${extra} | ${target} | ${secs} |`,
    );
  } else {
    const named = s.watch === undefined ? '—' : withInterval(f.watched, f.prs);
    table.power.push(
      `| ${i} | ${s.name} | ${s.trials} | ${withInterval(f.fails, f.prs)} | ${named} | ${pct(f.green / f.prs)} | ${pct(1 - f.fails / f.prs)} | ${pct(f.inconclusive / f.prs)} | ${extra} | ${target} | ${secs} |`,
    );
  }
}
const any = figures.values().next().value as Figures | undefined;
const levels = any
  ? `levels: each suite test ${pct(any.alphaSuiteTest)}, the task family ${pct(any.alphaTask)}`
  : '';
if (table.alarms.length) {
  console.log(`No change: false alarms (${levels}; check fails with its 95% Wilson interval)\n`);
  console.log(
    '| row | scenario | trials | check fails | suite drop test | suite error test | task family | inconclusive | extra runs, mean / p95 (% of suite runs) | target | s |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const r of table.alarms) console.log(r);
}
if (table.power.length) {
  console.log(
    '\nA PR that breaks a task: power and false green (green = verdict pass, check passes; not failing = pass or inconclusive)\n',
  );
  console.log(
    '| row | scenario | trials | check fails | watched task named | false green | not failing | inconclusive | extra runs, mean / p95 (% of suite runs) | target | s |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const r of table.power) console.log(r);
}
console.log(
  `\n${o.prs} PRs per row, seed ${o.seed}: ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (problems.length) {
  console.error(
    `bench: runs did not end as expected or missed a target:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
