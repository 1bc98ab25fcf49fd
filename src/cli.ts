// The `parley` CLI: runs the dispatcher (src/commands/main.ts) on the process's arguments and
// turns its result into the exit code.
// First: V8's heap flags are set before anything allocates much.
import './heap.js';
import { main } from './commands/main.js';

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
