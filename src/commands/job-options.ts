// What `parley run` and `parley report` read from the command line about the gate, apart from
// the gate and the reports themselves, which load when a job needs them (start-up: parsing a
// command line loads no statistics and no report renderer).
import { existsSync, statSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { parseAlpha, type FailOn } from '../verdict/options.js';
import { modelsProblem, parseModelList } from '../shared/model-list.js';
import { UsageError } from './types.js';

/** `--alpha` of compare, run --baseline and report --baseline: undefined = the default. */
export function alphaOption(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const alpha = parseAlpha(String(value));
  if (alpha === null) {
    throw new UsageError(`--alpha: expected a number between 0 and 1, got "${String(value)}"`);
  }
  return alpha;
}

export const ALPHA_HELP =
  'A level of the regression gate: half per task (Holm), half for the suite test (default 0.05)';

/**
 * The CLI's fail-on: as given; else, with a baseline, the action's default (regressions), so the
 * same runs get the same verdict on a laptop and in CI; else failures, which says why.
 */
export function cliFailOn(
  given: FailOn | undefined,
  hasBaseline: boolean,
): { failOn: FailOn; failOnNote?: string } {
  if (given) return { failOn: given };
  if (hasBaseline) return { failOn: 'regressions' };
  return {
    failOn: 'failures',
    failOnNote:
      'fail-on failures, the default without --baseline: with nothing to compare with, every run must pass. ' +
      'In CI the action compares with the base branch (fail-on regressions): pass --baseline BASE/summary.json ' +
      'for the same verdict, or --fail-on to choose',
  };
}

/** The results directory of a --baseline given as summary.json or as its directory. */
export function baselineDirOf(path: string): string {
  return existsSync(path) && statSync(path).isDirectory() ? path : dirname(path);
}

/** Relative when inside the working directory, else absolute: never a confusing ../../ path. */
export function displayPath(path: string, cwd = process.cwd()): string {
  const rel = relative(cwd, path);
  return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
}

/**
 * `--model`: one model as today, or a comma list (a models job: every suite once per model,
 * engine/model-arms.ts), which skill lift does not combine with.
 */
export function modelOption(
  value: unknown,
  skillLift: boolean,
): { model?: string } | { models: string[] } {
  if (typeof value !== 'string' || !value.includes(',')) {
    return value === undefined ? {} : { model: value as string };
  }
  const models = parseModelList(value);
  const problem = modelsProblem(models);
  if (problem) throw new UsageError(`--model: ${problem} (expected a comma list such as a,b)`);
  if (skillLift) {
    throw new UsageError('--model a,b does not combine with --skill-lift: run one model per job');
  }
  return { models };
}
