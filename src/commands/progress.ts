// What `parley run` shows while the job runs: the loader's warnings (on stderr), a header, and a
// line per finished run. The engine prints nothing; this is the CLI's listener.
import type { RunListeners } from '../engine/execute.js';
import { progressLine } from '../report/console.js';
import { warningLines } from '../suites/load.js';

export function consoleListeners(quiet: boolean | undefined, cwd = process.cwd()): RunListeners {
  if (quiet) return {};
  return {
    onWarnings: (warnings) => {
      for (const line of warningLines(warnings, cwd)) console.error(line);
    },
    onStart: ({ runs, tasks, suites }) =>
      console.log(`parley: ${runs} run(s) of ${tasks} task(s) in ${suites} suite(s)`),
    onRecord: (record) => console.log(progressLine(record)),
  };
}
