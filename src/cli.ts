// The `parley` CLI: runs the dispatcher (src/commands/main.ts) on the process's arguments and
// turns its result into the exit code. `parley --version` answers before the dispatcher loads
// (the commands and their packages are most of the start-up); each command loads on demand.
import nodeModule from 'node:module';
import { setHeapPolicy } from './heap.js';
import { PARLEY_VERSION } from './version.js';

setHeapPolicy();

// Node 22.1+ keeps V8's compiled code of the chunks a command loads (os.tmpdir()'s
// node-compile-cache, checked against each file's content): from the second `parley run` on,
// start-up parses less of the JavaScript a run loads, and the first request leaves sooner
// (docs/benchmarks.md). Node 20 has no such function; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

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
