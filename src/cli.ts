// The `parley` CLI: runs the dispatcher (src/commands/main.ts) on the process's arguments and
// turns its result into the exit code.
import { main } from './commands/main.js';
import { capYoungGeneration } from './heap.js';

capYoungGeneration();

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      `parley: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  },
);
