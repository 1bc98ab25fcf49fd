// How a test starts the CLI: `process.execPath` with these arguments, then the command's own.
// `npm test` (scripts/test.mjs) compiles src/cli.ts once for the whole run, at its start, and
// names the result in PARLEY_TEST_CLI: a test file's children then load one compiled file
// instead of each compiling the sources again through tsx. A test file run on its own
// (`node --import tsx --test test/x.test.ts`) runs src/cli.ts through tsx. Either way the CLI
// is the sources as they are when the run starts.
import { fileURLToPath } from 'node:url';

const compiled = process.env.PARLEY_TEST_CLI;

export const CLI_ARGS: readonly string[] = compiled
  ? [compiled]
  : [
      '--import',
      import.meta.resolve('tsx'),
      fileURLToPath(new URL('../src/cli.ts', import.meta.url)),
    ];
