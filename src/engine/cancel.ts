// Cancelling a job on SIGINT/SIGTERM, for both entry points: the first signal aborts the
// returned signal with an Interrupt (the engine stops the agents and returns the finished runs,
// `stop: {by: 'cancelled'}`), and the entry point still writes and publishes what finished.
// What a further signal does is the entry point's choice: the CLI exits at once (a person
// pressed Ctrl-C again); the action keeps publishing, because the runner's SIGTERM after its
// SIGINT is its own escalation within the grace period, and a kill ends the job anyway.
import { Interrupt } from './interrupt.js';

export interface Cancellation {
  signal: AbortSignal;
  /** The first signal received, if any (an end of input counts as the SIGINT it stands for). */
  received(): NodeJS.Signals | undefined;
  /**
   * Cancels as a first SIGINT does, for another reason a person gives to stop (the end of
   * input at the --interactive prompt): same abort, same exit code.
   */
  cancel(why: string): void;
  /** Removes the handlers (the process's default behaviour is back). */
  dispose(): void;
}

export interface CancellationOptions {
  /** Says what happens, once per signal (the engine prints nothing itself). */
  notify(name: NodeJS.Signals, first: boolean): void;
  /** A further signal exits the process at once with 130 (SIGINT) or 143 (SIGTERM). */
  exitOnSecond: boolean;
}

/** The exit code of a process ended by this signal, as shells report it. */
export const signalExitCode = (name: NodeJS.Signals): number => (name === 'SIGINT' ? 130 : 143);

export function cancelOnSignals(options: CancellationOptions): Cancellation {
  const controller = new AbortController();
  let received: NodeJS.Signals | undefined;
  const onSignal = (name: NodeJS.Signals) => {
    if (received) {
      options.notify(name, false);
      if (options.exitOnSecond) process.exit(signalExitCode(name));
      return;
    }
    received = name;
    options.notify(name, true);
    controller.abort(new Interrupt('cancelled', `cancelled by ${name}`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    received: () => received,
    cancel: (why) => {
      if (received) return;
      received = 'SIGINT';
      controller.abort(new Interrupt('cancelled', why));
    },
    dispose: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
