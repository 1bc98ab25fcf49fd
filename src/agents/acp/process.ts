// The ACP agent's process: spawned in the workspace in its own process group (so everything it
// starts can be stopped together), stderr kept (bounded), stopped with SIGTERM then SIGKILL.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { AgentError } from '../types.js';

const MAX_STDERR_CHARS = 64_000;

export interface AgentProcess {
  child: ChildProcessWithoutNullStreams;
  stderr(): string;
  /** The last lines of stderr (for an error message), '' when it wrote none. */
  stderrTail(lines?: number): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops the process group: SIGTERM, then SIGKILL after `graceMs`. Idempotent. */
  stop(graceMs?: number): Promise<void>;
}

export async function startAgentProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<AgentProcess> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  let captured = '';
  child.stderr.on('data', (chunk: Buffer) => {
    captured += chunk.toString('utf8');
    if (captured.length > MAX_STDERR_CHARS) captured = captured.slice(-MAX_STDERR_CHARS);
  });
  // A write after the agent exits must not crash the run.
  child.stdin.on('error', () => undefined);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', () => resolve({ code: null, signal: null }));
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', () => resolve());
    child.once('error', (error: NodeJS.ErrnoException) => {
      const why = error.code === 'ENOENT' ? 'command not found' : error.message;
      reject(new AgentError(`ACP agent "${command}" could not be started: ${why}`, 'config_error'));
    });
  });
  let stopping: Promise<void> | undefined;
  const stop = (graceMs = 3000) => {
    stopping ??= (async () => {
      // The group, always: an npm wrapper (codex-acp, gemini) may have died while the real
      // agent it started lives on in the same group, holding our pipes open.
      child.stdin.end();
      signalGroup(child, 'SIGTERM');
      if (child.exitCode === null && child.signalCode === null) {
        const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      // Children the agent left behind in its group.
      signalGroup(child, 'SIGKILL');
      // Never wait on a dead leader's pipes: a process outside the group may still hold them.
      child.stdin.destroy();
      child.stdout.destroy();
      child.stderr.destroy();
    })();
    return stopping;
  };
  const stderrTail = (lines = 10) =>
    captured
      .split('\n')
      .map((line) => line.trimEnd())
      .filter(Boolean)
      .slice(-lines)
      .join('\n')
      .slice(-2000);
  return { child, stderr: () => captured, stderrTail, exited, stop };
}

function signalGroup(child: ChildProcessWithoutNullStreams, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
