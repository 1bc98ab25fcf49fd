// Action entry: read the inputs and the event, then run one mode. No logic of its own: run mode
// (run the suites, compare, report) is src/github/run-mode.ts; report mode (merge the shard
// artifacts of a run, compare, report) is src/github/report-mode.ts; command mode (a `/parley`
// command in a pull-request comment) is src/github/command-mode.ts.
// Each mode loads when it is the one that runs (start-up is part of every job's wall time).
import { readEventContext } from './github/context.js';
import { reportFailure } from './github/failure.js';
import { readSettings } from './settings.js';

export async function run(): Promise<void> {
  try {
    const settings = readSettings();
    const context = readEventContext();
    if (settings.mode === 'report')
      await (await import('./github/report-mode.js')).reportMode(settings, context);
    else if (settings.mode === 'confirm')
      await (await import('./github/confirm-mode.js')).confirmMode(settings, context);
    else if (settings.mode === 'command')
      await (await import('./github/command-mode.js')).commandMode(settings, context);
    else await (await import('./github/run-mode.js')).runMode(settings, context);
  } catch (error) {
    // A bad input, no suites, an invalid suite: the job summary says what went wrong and what to do.
    await reportFailure(error);
  }
}
