// The gate's settings as the CLI and the action read them: names and defaults, apart from the
// statistics that use them, so that parsing a command line does not load the gate (start-up).
export const DEFAULT_ALPHA = 0.05;

/** `--alpha`/the `alpha` input: a number strictly between 0 and 1, else null. */
export function parseAlpha(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && value > 0 && value < 1 ? value : null;
}

/** `no-lift`: as `regressions`, and the skill must lift the suite and hurt no task (skill-lift.ts). */
export const FAIL_ON = ['regressions', 'inconclusive', 'failures', 'no-lift', 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

/** Runs per side at most per confirmed task (the `confirm-trials` input). */
export const DEFAULT_CONFIRM_TRIALS = 20;
/** The most tasks confirmed per job (the `confirm-tasks` input; 0 = off: the pool decides). */
export const DEFAULT_CONFIRM_TASKS = 3;

/** The base commit could not be checked out: nothing can be confirmed. */
export class BaseUnavailable extends Error {}

/**
 * The base commit's checkout changed while it was measured (a head process wrote into it): the
 * stage's base runs are discarded and the confirmation is inconclusive. `files`: what changed.
 */
export class BaseTampered extends Error {
  constructor(readonly files: readonly string[]) {
    super(`${files.length} file(s) of the base commit's checkout changed while its runs were made`);
  }
}
