// Runs a grading program (program grader, script assertion): input on stdin, a time limit,
// output captured with a size cap, in a process group of its own that is killed when it
// overstays or exits (the run's tag ends what left the group: engine/run-one.ts).
import { spawn } from 'node:child_process';
import { environmentNames, inheritedEnvironment } from '../shared/child-env.js';
import type { ProcessTag } from './types.js';

export interface ProcessResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** The program could not be started (not found, not executable). */
  spawnError?: string;
  /** The names of the variables its environment held (never their values). */
  environment: string[];
}

const MAX_CAPTURE = 64 * 1024;

export async function runProcess(options: {
  command: string;
  /** Given: exec the command directly. Absent: the command line runs through the shell. */
  args?: string[];
  input: string;
  cwd: string;
  env: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  /** The run's process tag (graders/types.ts): in the program's environment. */
  tag?: ProcessTag;
}): Promise<ProcessResult> {
  const useShell = options.args === undefined;
  // The runner's variables on the graders' allow-list (shared/child-env.ts), then Parley's own:
  // nothing of the runner's credentials or its files (GITHUB_OUTPUT), the code may be a PR's.
  const env = { ...inheritedEnvironment('grader'), ...envSafeValues(options.env) };
  const environment = environmentNames(env);
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(options.command, options.args ?? [], {
        cwd: options.cwd,
        env: { ...env, ...options.tag?.env },
        shell: useShell,
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
      });
    } catch (error) {
      resolve({
        code: null,
        signal: null,
        stdout: '',
        stderr: '',
        timedOut: false,
        spawnError: (error as Error).message,
        environment,
      });
      return;
    }
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    let spawnError: string | undefined;
    const kill = () => {
      try {
        if (child.pid && process.platform !== 'win32') process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, options.timeoutMs);
    const onAbort = () => kill();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (stdout.length < MAX_CAPTURE) stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      if (stderr.length < MAX_CAPTURE) stderr += d;
    });
    child.stdin.on('error', () => {
      // the program did not read its input (EPIPE): not an error of the grader
    });
    child.stdin.end(options.input);
    child.on('error', (error) => {
      spawnError = error.message;
    });
    // What the program left in its group dies with it (and holds no pipe open); what left the
    // group (setsid) carries the run's tag and dies when the run ends.
    child.on('exit', () => {
      if (child.pid && process.platform !== 'win32') {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // the group is gone with its leader
        }
      }
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve({
        code,
        signal,
        stdout: stdout.slice(0, MAX_CAPTURE),
        stderr: stderr.slice(0, MAX_CAPTURE),
        timedOut,
        ...(spawnError ? { spawnError } : {}),
        environment,
      });
    });
  });
}

/** Why a program gave no verdict, or undefined when it ran to an exit code. */
export function crashReason(
  result: ProcessResult,
  what: string,
  limit?: string,
): string | undefined {
  if (result.spawnError) return `${what} could not be started: ${result.spawnError}`;
  if (result.timedOut) return `${what} timed out${limit ? ` (${limit})` : ''}`;
  if (result.code === null) return `${what} was killed (${result.signal ?? 'signal'})`;
  if (result.code === 126 || result.code === 127) {
    return `${what} could not be run (exit ${result.code}: ${result.stderr.trim().slice(0, 200) || 'command not found'})`;
  }
  return undefined;
}

/**
 * An environment string cannot hold a NUL byte (spawn refuses it): NULs become U+FFFD there.
 * The text itself reaches the program whole, every byte, on stdin.
 */
function envSafeValues(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([name, value]) => [name, value.replaceAll('\0', '\uFFFD')]),
  );
}
