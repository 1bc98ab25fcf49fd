// Caps V8's young generation while the process runs. V8 grows the young generation with the
// allocation rate, up to 32 MB on Node 20 and 128 MB on Node 24 (64-bit, two semi-spaces), and
// every request through the openai SDK and fetch allocates a lot: on Node 24 most of a job's
// peak memory was young-generation garbage (docs/benchmarks.md, "Peak memory"). Node takes
// `--max-semi-space-size` only on its command line, which neither the runner (`node
// dist/index.js`) nor `npx parley` lets us set; but `--semi-space-growth-factor` is read each
// time the young generation grows, so once it has grown to YOUNG_CAP_MB (Node 20's maximum) a
// factor of 1 stops it there. Until then it grows as it always did: a job that allocates little
// keeps its small young generation. A user's own semi-space flags (NODE_OPTIONS or the command
// line) are left alone.
//
// The old generation's growth step: src/shared/old-generation.ts.
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { limitOldGenerationGrowth } from './shared/old-generation.js';

export { limitOldGenerationGrowth };

/** The young generation's size (both semi-spaces) at which it stops growing. */
export const YOUNG_CAP_MB = 32;
const CHECK_EVERY_MS = 25;
const USER_FLAG = /--(max|min)-semi-space-size|--semi-space-growth-factor/;

/** The heap policy both entry points set at startup: both generations' caps. */
export function setHeapPolicy(): void {
  capYoungGeneration();
  limitOldGenerationGrowth();
}

export function capYoungGeneration(
  env: NodeJS.ProcessEnv = process.env,
  execArgv: readonly string[] = process.execArgv,
): void {
  if (USER_FLAG.test(env.NODE_OPTIONS ?? '') || execArgv.some((a) => USER_FLAG.test(a))) return;
  const timer = setInterval(() => {
    const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    if (!young || young.space_size < YOUNG_CAP_MB * 1024 * 1024) return;
    setFlagsFromString('--semi-space-growth-factor=1');
    clearInterval(timer);
  }, CHECK_EVERY_MS);
  // Never what keeps the process alive.
  timer.unref();
}
