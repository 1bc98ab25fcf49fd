// The action's entry point: everything happens in run().
import { setHeapPolicy } from './heap.js';
import { run } from './main.js';

setHeapPolicy();

await run();
