// The ACP agent's process: spawned in the workspace in its own process group, stderr kept
// (bounded), stopped with everything it started (process-tree.ts: group, session, descendants
// and the run's environment tag) by SIGTERM, a grace period, then SIGKILL.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { processTree } from '../process-tree.js';
import { AgentError } from '../types.js';

/** Between SIGTERM and SIGKILL when the agent is stopped. */
export const STOP_GRACE_MS = 3000;
const HEAD_CHARS = 16_000;
const TAIL_CHARS = 48_000;
/** Lines of stderr an error message quotes: the first few and the last. */
const EXCERPT_HEAD = 5;
const EXCERPT_TAIL = 10;

export interface AgentProcess {
  child: ChildProcessWithoutNullStreams;
  /** What it wrote to stderr: the first 16 KB and the last 48 KB. */
  stderr(): string;
  /** Its first and last lines of stderr (for an error message), '' when it wrote none. */
  stderrExcerpt(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /**
   * Resolves when its stderr has ended, at most `ms` later: 'exit' may come before the last
   * chunks are read, and a process it left may hold the pipe open.
   */
  stderrSettled(ms: number): Promise<void>;
  /** Stops it and everything it started: SIGTERM, then SIGKILL after `graceMs`. Idempotent. */
  stop(graceMs?: number): Promise<void>;
}

export async function startAgentProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<AgentProcess> {
  // Asked for the pid only once the child exists.
  const tree = processTree(() => child.pid);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...options.env, ...tree.env },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  // The first 16 KB and the last 48 KB: an agent that fails at start often says why first
  // (Gemini CLI: "Unknown arguments", then 45 lines of usage), one that dies mid-run last.
  let head = '';
  let tail = '';
  let dropped = 0;
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (head.length < HEAD_CHARS) {
      const room = HEAD_CHARS - head.length;
      head += chunk.slice(0, room);
      chunk = chunk.slice(room);
    }
    tail += chunk;
    if (tail.length > TAIL_CHARS) {
      dropped += tail.length - TAIL_CHARS;
      tail = tail.slice(-TAIL_CHARS);
    }
  });
  const captured = () =>
    dropped ? `${head}\n… [${dropped} characters left out] …\n${tail}` : head + tail;
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
  const stop = (graceMs = STOP_GRACE_MS) => {
    stopping ??= (async () => {
      // Everything the agent started, always: an npm wrapper (codex-acp, gemini) may have died
      // while the real agent it started lives on, and a shell command of a killed agent lives
      // on in a session of its own. Each gets the grace to exit after SIGTERM.
      child.stdin.end();
      if (process.platform === 'win32') {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      } else {
        await tree.stop(graceMs);
      }
      // Never wait on a dead leader's pipes: a process outside the run may still hold them.
      child.stdin.destroy();
      child.stdout.destroy();
      child.stderr.destroy();
    })();
    return stopping;
  };
  const stderrExcerpt = () => {
    const lines = captured()
      .split('\n')
      .map((line) => line.trimEnd())
      .filter(Boolean);
    if (lines.length <= EXCERPT_HEAD + EXCERPT_TAIL) return lines.join('\n').slice(-3000);
    const cut = lines.length - EXCERPT_HEAD - EXCERPT_TAIL;
    return [
      lines.slice(0, EXCERPT_HEAD).join('\n').slice(0, 1000),
      `… [${cut} lines left out] …`,
      lines.slice(-EXCERPT_TAIL).join('\n').slice(-2000),
    ].join('\n');
  };
  const stderrEnded = new Promise<void>((resolve) => {
    child.stderr.once('end', resolve);
    child.stderr.once('close', resolve);
  });
  const stderrSettled = async (ms: number) => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([stderrEnded, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
  };
  return { child, stderr: captured, stderrExcerpt, exited, stderrSettled, stop };
}
