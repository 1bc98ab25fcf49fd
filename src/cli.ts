// The `parley` CLI: runs the dispatcher (src/commands/main.ts) on the process's arguments and
// turns its result into the exit code. `parley --version` answers before the dispatcher loads
// (the commands and their packages are most of the start-up); each command loads on demand.
import { capYoungGeneration } from './heap.js';
import { PARLEY_VERSION } from './version.js';

capYoungGeneration();

// A reader that stops early (`parley schema eval | head`) closes the pipe: that is the end of
// the output, not a crash with a stack trace. Exit quietly, as other command-line tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}

async function dispatch(argv: string[]): Promise<number> {
  if (argv[0] === '--version' || argv[0] === '-v') {
    console.log(PARLEY_VERSION);
    return 0;
  }
  const { main } = await import('./commands/main.js');
  return main(argv);
}

dispatch(process.argv.slice(2)).then(
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
