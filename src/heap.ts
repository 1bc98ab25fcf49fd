// Keeps V8's young generation small. A long job allocates fast (every LLM request goes through
// the openai SDK and fetch) but keeps little alive, and V8 sizes its young generation, then its
// old generation, for that allocation rate: most of a job's peak memory was garbage not yet
// collected, growing with the number of runs. A young generation that does not grow is
// collected more often, each time cheaply (little survives). Set at startup, before the heap
// grows; V8 flags cannot be given to the action's node process on its command line. Someone
// who sets V8's semi-space flags themselves (NODE_OPTIONS, node's arguments) keeps theirs.
import { setFlagsFromString } from 'node:v8';

const own = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) =>
  /semi[-_]space/.test(arg),
);
if (!own) setFlagsFromString('--semi-space-growth-factor=1');
