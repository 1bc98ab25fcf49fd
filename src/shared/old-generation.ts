// The old generation's growth step. After each full collection V8 lets the old generation grow to
// up to four times what the collection kept before the next one, so most of a big job's peak
// memory was old-generation garbage of finished requests (docs/benchmarks.md, "Peak memory").
// Parley's allocation is mostly short-lived, so a smaller step costs few collections where there
// is much to collect: the entry points set `--heap-growing-percent` (read at every full
// collection) to OLD_GROWTH_PERCENT at startup, so that loading a big suite is held to it too.
// A job of fewer than OLD_LIMIT_FROM_RUNS runs gives V8's own step back when its runs start (0 is
// V8's default: no fixed step): there the extra full collections cost CPU (docs/benchmarks.md)
// and saved little memory. A user's own old-space or heap-growing flag leaves V8's default.
import { setFlagsFromString } from 'node:v8';

/** How far the old generation may grow past what the last full collection kept, in percent. */
export const OLD_GROWTH_PERCENT = 50;
/** The runs of a job from which the step stays OLD_GROWTH_PERCENT while they run. */
export const OLD_LIMIT_FROM_RUNS = 1000;
const USER_OLD_FLAG =
  /--(max[-_]old[-_]space[-_]size|max[-_]heap[-_]size|heap[-_]growing[-_]percent)\b/;

/** Whether the step is Parley's to set (no flag of the user's), and whether a big job ran. */
let ours = false;
let bigJobSeen = false;

/** Sets the old generation's growth step; false (nothing set) when the user set their own. */
export function limitOldGenerationGrowth(
  env: NodeJS.ProcessEnv = process.env,
  execArgv: readonly string[] = process.execArgv,
): boolean {
  if (USER_OLD_FLAG.test(env.NODE_OPTIONS ?? '') || execArgv.some((a) => USER_OLD_FLAG.test(a))) {
    return false;
  }
  setFlagsFromString(`--heap-growing-percent=${OLD_GROWTH_PERCENT}`);
  ours = true;
  return true;
}

/**
 * Fits the step to the runs about to start: V8's own for fewer than OLD_LIMIT_FROM_RUNS, unless a
 * bigger set of runs came earlier in the process (its live data would then grow four times over).
 * Returns the step now in force, in percent (0: V8's own); undefined when the user set theirs.
 */
export function fitOldGenerationGrowth(runs: number): number | undefined {
  if (!ours) return undefined;
  if (runs >= OLD_LIMIT_FROM_RUNS) bigJobSeen = true;
  const percent = bigJobSeen ? OLD_GROWTH_PERCENT : 0;
  setFlagsFromString(`--heap-growing-percent=${percent}`);
  return percent;
}
