// What `parley run` shows while the job runs: the loader's warnings (on stderr), a header, and a
// line per finished run ([done/total], status, task, outcome). On a terminal a live line below
// them counts runs done, passed / failed / abstained / errors, the time elapsed and an estimate
// of the time left, rewritten in place; in a pipe or a file (CI logs) there is no live line, only
// the plain lines. The engine prints nothing; this is the CLI's listener.
import type { RunListeners } from '../engine/execute.js';
import { progressLine } from '../report/console.js';
import type { RunRecord } from '../results/schema.js';
import { styleFor, type Style } from '../shared/colour.js';
import { warningLines } from '../suites/load.js';

/** Back to the start of the line and clear it (VT100; every terminal Parley runs in). */
const CLEAR_LINE = '\r\u001b[2K';

export interface JobProgress {
  total: number;
  done: number;
  counts: Partial<Record<RunRecord['status'], number>>;
  /** Milliseconds since the first run started. */
  elapsedMs: number;
}

/** 12 s, 3 min 05 s, 1 h 02 min: wide enough to read, short enough for one line. */
export function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/**
 * The live line. The estimate is the mean wall time per finished run so far times the runs
 * left (parallel workers are in that mean already); none before the first run finishes.
 */
export function liveLine(job: JobProgress, style: Style): string {
  const n = (status: RunRecord['status']) => job.counts[status] ?? 0;
  const parts = [
    style.bold(`${job.done}/${job.total} runs`),
    style.green(`${n('passed')} passed`),
    (n('failed') ? style.red : String)(`${n('failed')} failed`),
    (n('abstained') ? style.yellow : String)(`${n('abstained')} abstained`),
  ];
  if (n('error')) parts.push(style.red(`${n('error')} error(s)`));
  if (n('skipped')) parts.push(style.yellow(`${n('skipped')} skipped`));
  parts.push(`${duration(job.elapsedMs)} elapsed`);
  const left = job.total - job.done;
  if (job.done > 0 && left > 0) parts.push(`ETA ${duration((job.elapsedMs / job.done) * left)}`);
  return parts.join(style.dim(' · '));
}

export interface ConsoleProgressOptions {
  quiet?: boolean;
  /** The live line where the output is a terminal (false: --interactive owns the terminal). */
  live?: boolean;
  cwd?: string;
  out?: NodeJS.WriteStream;
  env?: Record<string, string | undefined>;
}

export interface ConsoleProgress {
  listeners: RunListeners;
  /** Removes the live line, so that another message starts on a clean line. */
  clear(): void;
  /** The job is over: no more live line. */
  stop(): void;
}

export function consoleProgress(options: ConsoleProgressOptions = {}): ConsoleProgress {
  const out = options.out ?? process.stdout;
  const style = styleFor(out, options.env);
  if (options.quiet) return { listeners: {}, clear() {}, stop() {} };
  const live = options.live !== false && out.isTTY === true;
  const job: JobProgress = { total: 0, done: 0, counts: {}, elapsedMs: 0 };
  let started = 0;
  let drawn = false;
  let ticker: NodeJS.Timeout | undefined;

  const clear = () => {
    if (drawn) out.write(CLEAR_LINE);
    drawn = false;
  };
  const draw = () => {
    if (!live) return;
    job.elapsedMs = performance.now() - started;
    // Never wider than the terminal: a wrapped line could not be cleared in place.
    const width = Math.max(20, (out.columns || 80) - 1);
    out.write(`${CLEAR_LINE}${fit(liveLine(job, style), width)}`);
    drawn = true;
  };
  const stop = () => {
    if (ticker) clearInterval(ticker);
    ticker = undefined;
    clear();
  };

  return {
    clear,
    stop,
    listeners: {
      onWarnings: (warnings) => {
        for (const line of warningLines(warnings, options.cwd ?? process.cwd())) {
          console.error(line);
        }
      },
      onStart: ({ runs, tasks, suites }) => {
        // Confirmation re-runs start again on the same console: their runs add to the job's.
        job.total = job.done + runs;
        if (!started) started = performance.now();
        out.write(`parley: ${runs} run(s) of ${tasks} task(s) in ${suites} suite(s)\n`);
        if (live) {
          draw();
          // The clock moves between runs too; unref'd, so it never keeps the process alive.
          ticker = setInterval(draw, 1000);
          ticker.unref();
        }
      },
      onRecord: (record) => {
        job.done++;
        job.counts[record.status] = (job.counts[record.status] ?? 0) + 1;
        clear();
        // A concurrent base run (confirmation in the base commit's checkout) is said to be one.
        const side = record.side === 'base' ? style.dim(' · base (concurrent)') : '';
        out.write(`${progressLine(record, style, { done: job.done, total: job.total })}${side}\n`);
        if (job.done < job.total) draw();
        else stop();
      },
    },
  };
}

// eslint-disable-next-line no-control-regex
const SGR = /(\u001b\[[0-9;]*m)/;

/** Cuts a line with colour codes to `width` visible characters (codes are kept, never split). */
export function fit(line: string, width: number): string {
  const pieces = line.split(SGR);
  const length = pieces.filter((_, i) => i % 2 === 0).join('').length;
  if (length <= width) return line;
  let room = width - 1;
  // split() with a capturing group alternates text and codes: even indexes are text.
  const kept = pieces.map((piece, i) => {
    if (i % 2 === 1) return piece;
    const part = piece.slice(0, Math.max(0, room));
    room -= part.length;
    return part;
  });
  const coloured = pieces.length > 1;
  return `${kept.join('')}…${coloured ? '\u001b[0m' : ''}`;
}
