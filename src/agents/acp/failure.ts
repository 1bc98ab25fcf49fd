// What an ACP agent's failure says, at the start of a session and in a turn alike: its exit
// status and an excerpt of its stderr when it died, else the error with that excerpt.
import { AgentError } from '../types.js';
import type { AgentProcess } from './process.js';

/** After the agent exits, how long its last stderr may take to arrive before the message is made. */
export const STDERR_SETTLE_MS = 300;

export function hasExited(proc: AgentProcess): boolean {
  return proc.child.exitCode !== null || proc.child.signalCode !== null;
}

/** Rejects with the exit message once the process exits: raced against the agent's answer. */
export function exitedError(proc: AgentProcess): Promise<never> {
  return proc.exited.then(async () => {
    await proc.stderrSettled(STDERR_SETTLE_MS);
    throw new AgentError(exitMessage(proc));
  });
}

/**
 * An error that is not already an AgentError, as one. A closed connection usually means the
 * process died: given up to 500 ms to exit, it is told by its exit status; else `what` failed.
 */
export async function agentFailure(
  proc: AgentProcess,
  error: unknown,
  what: string,
): Promise<AgentError> {
  await Promise.race([proc.exited, new Promise((resolve) => setTimeout(resolve, 500))]);
  if (hasExited(proc)) {
    await proc.stderrSettled(STDERR_SETTLE_MS);
    return new AgentError(exitMessage(proc));
  }
  return new AgentError(`${what}: ${describe(error)}${stderrPart(proc)}`);
}

/** Promise.race whose losers may reject later without an unhandled rejection. */
export function raceQuietly<T>(promises: Promise<T>[]): Promise<T> {
  for (const promise of promises) promise.catch(() => undefined);
  return Promise.race(promises);
}

export function exitMessage(proc: AgentProcess): string {
  const { exitCode, signalCode } = proc.child;
  const tail = stderrPart(proc);
  return `ACP agent exited unexpectedly (${signalCode ?? `code ${exitCode}`})${tail || '; it had written nothing to stderr when it exited'}`;
}

/** "; stderr: <its first and last lines>", or '' when it wrote none. */
function stderrPart(proc: AgentProcess): string {
  const excerpt = proc.stderrExcerpt();
  return excerpt ? `; stderr (more in the record's stderr field):\n${excerpt}` : '';
}

export function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
