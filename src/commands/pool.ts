// `parley pool add POOL SUMMARY [--keep K] [--max-age DAYS]`: the pooled baseline the action
// keeps in its cache, kept in a file instead: SUMMARY's per-task counts join POOL's (the last K
// base runs per task; a changed task, a disagreeing or too old run, a suite-wide drift restart
// or trim it: verdict/pool.ts). POOL need not exist yet (SUMMARY becomes it). Exit 0 when POOL
// was written, 2 when a file is invalid or cannot be written.
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { MAX_POOL } from '../results/record.js';
import { addToPool, DEFAULT_POOL, DEFAULT_POOL_MAX_AGE_DAYS } from '../verdict/pool.js';
import { readSummary } from './compare.js';
import { UsageError, type Command } from './types.js';

function whole(name: string, value: unknown, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(String(value)) || n < min || n > max) {
    throw new UsageError(
      `--${name}: expected a whole number from ${min} to ${max}, got "${String(value)}"`,
    );
  }
  return n;
}

/** Written next to the target, then renamed over it: a reader never sees half a file. */
function writeAtomically(path: string, text: string): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, text);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new UsageError(`${path}: cannot be written (${(error as Error).message})`);
  }
}

export const poolCommand: Command = {
  name: 'pool',
  usage: 'pool add POOL SUMMARY [--keep K] [--max-age DAYS]',
  options: { keep: { type: 'string' }, 'max-age': { type: 'string' } },
  help: {
    keep: `K base runs kept per task (default ${DEFAULT_POOL}, at most ${MAX_POOL})`,
    'max-age': `DAYS pooled runs older than this leave the pool (default ${DEFAULT_POOL_MAX_AGE_DAYS})`,
  },
  async run(values, positionals) {
    const [action, poolPath, summaryPath, ...extra] = positionals;
    if (action !== 'add' || !poolPath || !summaryPath || extra.length) {
      throw new UsageError(
        `expected "pool add POOL SUMMARY", got "pool ${positionals.join(' ')}"`.trimEnd(),
      );
    }
    const keep = whole('keep', values.keep, 1, MAX_POOL, DEFAULT_POOL);
    const maxAgeDays = whole('max-age', values['max-age'], 1, 3650, DEFAULT_POOL_MAX_AGE_DAYS);
    const summary = readSummary(summaryPath);
    const previous = existsSync(poolPath) ? readSummary(poolPath) : null;
    const pooled = addToPool(previous, summary, keep, { maxAgeDays });
    writeAtomically(poolPath, `${JSON.stringify(pooled, null, 2)}\n`);
    const tasks = pooled.suites.flatMap((s) => s.tasks);
    const multi = tasks.filter((t) => (t.pool?.length ?? 1) > 1).length;
    console.log(
      previous
        ? `parley pool: ${poolPath}: ${multi} of ${tasks.length} task(s) pool more than one base run (keep ${keep})`
        : `parley pool: ${poolPath}: started from ${summaryPath} (${tasks.length} task(s))`,
    );
    const changes = pooled.pool_changes;
    if (changes?.restarted) console.log(`parley pool: ${changes.restarted}`);
    for (const t of changes?.tasks ?? []) {
      console.log(
        `parley pool: ${t.suite} / ${t.task_id}: ${t.dropped} run(s) dropped: ${t.reason}`,
      );
    }
    return 0;
  },
};
