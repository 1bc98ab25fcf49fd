// The graders (every grader and assertion, the judge) load when a job first grades, not at
// start-up: the engine asks for them while its first model requests wait on the network
// (engine/while-waiting.ts), so they are ready by the first turn's assertions.
import type * as Graders from './index.js';

let graders: Promise<typeof Graders> | undefined;

/** One import for the whole job: every run asks, and a dynamic import is not free when cached. */
export function loadGraders(): Promise<typeof Graders> {
  if (!graders) {
    graders = import('./index.js');
    // A failed load is not kept: the next grade tries again (and reports it again).
    graders.catch(() => (graders = undefined));
  }
  return graders;
}
