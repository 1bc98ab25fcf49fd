// The action's entry point: everything happens in run().
// First: V8's heap flags are set before anything allocates much.
import './heap.js';
import { run } from './main.js';

await run();
