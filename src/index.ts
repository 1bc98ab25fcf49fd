// The action's entry point: everything happens in run().
import { capYoungGeneration } from './heap.js';
import { run } from './main.js';

capYoungGeneration();

await run();
