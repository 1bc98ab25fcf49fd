// Every process an agent (or an MCP server) started, found and stopped when its run ends. A
// process group is not enough: Copilot and OpenCode run shell commands in a session of their
// own, and once the agent dies they are children of PID 1, outside any tree. So on Linux a
// process belongs to the run when any of these holds: it is in the leader's process group or
// session, it descends from the leader (parent links, read from /proc), or its environment
// carries the run's tag (an environment variable with a random value, set on the leader and
// inherited by everything it starts unless a program clears its environment). Stopping sends
// SIGTERM to all of them, waits up to a grace period for them to go, then SIGKILLs whatever is
// left (looking again, for processes started meanwhile). Elsewhere only the leader and its
// group are signalled. A leader whose pid is no longer known (the MCP SDK forgets its server's
// once it closed the transport) still has its tagged processes found and stopped.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';

/** The environment variable carrying a run's tag into its processes. */
export const PROCESS_TAG_VARIABLE = 'PARLEY_PROCESS_TAG';

const POLL_MS = 25;

export interface ProcessTree {
  /** Added to the leader's environment. */
  readonly env: Record<string, string>;
  /** The processes of the run still alive (leader included); Linux only, else []. */
  members(): Promise<number[]>;
  /** SIGTERM to every member, up to `graceMs` for them to exit, then SIGKILL. Idempotent. */
  stop(graceMs: number): Promise<void>;
}

/** A tree for the leader spawned with `env` (its pid known once it is spawned). */
export function processTree(leader: () => number | undefined): ProcessTree {
  const tag = randomBytes(12).toString('hex');
  const marker = `${PROCESS_TAG_VARIABLE}=${tag}`;
  let stopping: Promise<void> | undefined;

  const members = async (): Promise<number[]> => {
    const root = leader();
    if (process.platform !== 'linux') return [];
    const table = await processTable();
    const found = new Set<number>();
    for (const [pid, p] of table) {
      if (root !== undefined && (pid === root || p.pgid === root || p.sid === root)) found.add(pid);
    }
    addDescendants(table, found);
    // The tag: processes the agent started that left its session and lost their parent.
    await addTagged(table, found, marker);
    addDescendants(table, found);
    found.delete(process.pid);
    return [...found];
  };

  const stop = (graceMs: number) =>
    (stopping ??= (async () => {
      const root = leader();
      const until = Date.now() + graceMs;
      if (process.platform !== 'linux') {
        if (root === undefined) return;
        // No /proc: the leader and its group (when it leads one), and the leader's grace.
        signal(root, 'SIGTERM');
        signal(-root, 'SIGTERM');
        while (Date.now() < until && exists(root)) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
        signal(root, 'SIGKILL');
        signal(-root, 'SIGKILL');
        return;
      }
      // The group first (a leader already gone leaves its group), then each member found.
      if (root !== undefined) signal(-root, 'SIGTERM');
      let left = await members();
      for (const pid of left) signal(pid, 'SIGTERM');
      // While they go, only those found are watched (one stat each); the full search (every
      // process's environment) runs again before SIGKILL.
      while (left.length && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        left = (
          await Promise.all(left.map(async (pid) => ((await alive(pid)) ? [pid] : [])))
        ).flat();
      }
      if (root !== undefined) signal(-root, 'SIGKILL');
      for (const pid of left) signal(pid, 'SIGKILL');
      // Anything started while the others went.
      for (const pid of await members()) signal(pid, 'SIGKILL');
    })());

  return { env: { [PROCESS_TAG_VARIABLE]: tag }, members, stop };
}

interface ProcInfo {
  ppid: number;
  pgid: number;
  sid: number;
}

/** Live (non-zombie) processes: pid → parent, group and session. */
async function processTable(): Promise<Map<number, ProcInfo>> {
  const table = new Map<number, ProcInfo>();
  const entries = await readdir('/proc').catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (entry) => {
        const stat = await readFile(`/proc/${entry}/stat`, 'latin1').catch(() => '');
        // "pid (comm) state ppid pgrp session ...": comm may hold spaces and parentheses.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (!stat || fields[0] === 'Z' || fields[0] === 'X') return;
        table.set(Number(entry), {
          ppid: Number(fields[1]),
          pgid: Number(fields[2]),
          sid: Number(fields[3]),
        });
      }),
  );
  return table;
}

function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Exists and is not a zombie. */
async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'latin1').catch(() => '');
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return stat !== '' && state !== 'Z' && state !== 'X';
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone, or not ours.
  }
}

/** The tag one run hands to every process it starts (graders, scripts), to end them all. */
export interface RunProcessTag {
  /** Added to each process's environment. */
  readonly env: Record<string, string>;
  /**
   * Ends every live process carrying the tag, and their descendants, with SIGKILL: called when
   * the run is over, when nothing it started has a reason to live on. Linux only (/proc).
   */
  sweep(): Promise<void>;
}

/** Rounds of look-and-kill, for processes that start others while they are killed. */
const SWEEP_ROUNDS = 5;

/**
 * A fresh tag for one run, drawn when a process is first handed `env` (most runs start none);
 * `sweep` looks for it only then.
 */
export function runProcessTag(): RunProcessTag {
  let env: Record<string, string> | undefined;
  return {
    get env() {
      return (env ??= { [PROCESS_TAG_VARIABLE]: randomBytes(12).toString('hex') });
    },
    async sweep() {
      if (env === undefined || process.platform !== 'linux') return;
      const tag = env[PROCESS_TAG_VARIABLE];
      for (let round = 0; round < SWEEP_ROUNDS; round++) {
        const found = await taggedProcesses(`${PROCESS_TAG_VARIABLE}=${tag}`);
        if (!found.length) return;
        for (const pid of found) signal(pid, 'SIGKILL');
      }
    },
  };
}

/** Live processes whose environment holds `marker`, and their descendants (never this one). */
async function taggedProcesses(marker: string): Promise<number[]> {
  const table = await processTable();
  const found = new Set<number>();
  await addTagged(table, found, marker);
  addDescendants(table, found);
  found.delete(process.pid);
  return [...found];
}

/** Adds to `found` the processes not in it whose environment holds `marker`. */
async function addTagged(
  table: Map<number, ProcInfo>,
  found: Set<number>,
  marker: string,
): Promise<void> {
  await Promise.all(
    [...table.keys()]
      .filter((pid) => !found.has(pid))
      .map(async (pid) => {
        const environ = await readFile(`/proc/${pid}/environ`, 'latin1').catch(() => '');
        if (environ.split('\0').includes(marker)) found.add(pid);
      }),
  );
}

/** Adds to `found` the descendants of everything in it, to a fixed point. */
function addDescendants(table: Map<number, ProcInfo>, found: Set<number>): void {
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, p] of table) {
      if (!found.has(pid) && found.has(p.ppid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
}
