// The action's entry point: everything happens in run().
import { run } from './main.js';

await run();
