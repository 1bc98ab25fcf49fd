// The graders (every grader and assertion, the judge) load when a job first grades, not at
// start-up: the engine asks for them while its first model requests wait on the network
// (engine/while-waiting.ts), so they are ready by the first turn's assertions.
import { onDemand } from '../shared/on-demand.js';

export const loadGraders = onDemand(() => import('./index.js'));
