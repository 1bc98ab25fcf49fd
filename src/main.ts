// Action entry: read the inputs and the event, then run one mode. No logic of its own: run mode
// (run the suites, compare, report) is src/github/run-mode.ts; report mode (merge the shard
// artifacts of a run, compare, report) is src/github/report-mode.ts; command mode (a `/parley`
// command in a pull-request comment) is src/github/command-mode.ts.
import { readEventContext } from './github/context.js';
import { commandMode } from './github/command-mode.js';
import { reportFailure } from './github/failure.js';
import { reportMode } from './github/report-mode.js';
import { runMode } from './github/run-mode.js';
import { readSettings } from './settings.js';

export async function run(): Promise<void> {
  try {
    const settings = readSettings();
    const context = readEventContext();
    if (settings.mode === 'report') await reportMode(settings, context);
    else if (settings.mode === 'command') await commandMode(settings, context);
    else await runMode(settings, context);
  } catch (error) {
    // A bad input, no suites, an invalid suite: the job summary says what went wrong and what to do.
    await reportFailure(error);
  }
}
