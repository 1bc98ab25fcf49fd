// End-to-end runs of the adapters: suite files written to a temp dir, loaded and run by
// runSuites (as `parley run` does), and the process checks that prove nothing is left behind.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runSuites, type RunOptions, type RunResult } from '../../src/engine/run.js';
import { readResults } from '../../src/results/jsonl.js';
import type { RunRecord } from '../../src/results/schema.js';

export const ACP_FAKE = join(import.meta.dirname, '..', 'fakes', 'acp-agent.mjs');

type Files = Record<string, string>;

/** A temp dir holding the given files (relative path -> text, or made from the dir), removed by `remove`. */
export async function writeTree(
  files: Files | ((dir: string) => Files),
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'parley-e2e-'));
  for (const [path, text] of Object.entries(typeof files === 'function' ? files(dir) : files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** runSuites over `paths` into a fresh results dir; the records as read back from results.jsonl. */
export async function runE2e(
  paths: string[],
  options: Partial<RunOptions> = {},
): Promise<RunResult & { lines: RunRecord[] }> {
  const out = await mkdtemp(join(tmpdir(), 'parley-e2e-results-'));
  try {
    const result = await runSuites({ ...options, paths, outputDir: out });
    if (result.configErrors.length > 0) {
      throw new Error(`config errors: ${JSON.stringify(result.configErrors)}`);
    }
    return { ...result, lines: readResults(join(out, 'results.jsonl')) };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

export function recordOf(records: RunRecord[], taskId: string): RunRecord {
  const record = records.find((r) => r.task_id === taskId);
  if (!record) throw new Error(`no record for task ${taskId}`);
  return record;
}

/** Live child processes of this process (pid -> command); zombies count as gone. */
export async function childProcesses(): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid ...: comm may hold spaces, so parse from its closing parenthesis.
    const close = stat.lastIndexOf(')');
    const [state, ppid] = stat.slice(close + 2).split(' ');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    // tsx's esbuild service is this test process's own child, started whenever tsx first needs
    // it (an adapter module imported mid-test): never Parley's, so never counted.
    if (Number(ppid) === process.pid && state !== 'Z' && comm !== 'esbuild') {
      found.set(Number(entry), comm);
    }
  }
  return found;
}

/** How long a process may take to die after its kill before it counts as left behind. */
const DYING_MS = 1000;

/** The process exists and is not a zombie, polled for up to DYING_MS before saying it lives. */
export async function stillRunning(pid: number): Promise<boolean> {
  const until = Date.now() + DYING_MS;
  do {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (!stat || /^\d+ \(.*\) Z /.test(stat)) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (Date.now() < until);
  return true;
}

/**
 * Children started since `before` that are still alive after up to a second (the test runner's
 * esbuild service is never counted: see childProcesses).
 */
export async function newChildren(before: Map<number, string>): Promise<string[]> {
  const until = Date.now() + DYING_MS;
  let left: string[];
  do {
    const now = await childProcesses();
    left = [...now].filter(([pid]) => !before.has(pid)).map(([pid, comm]) => `${pid} ${comm}`);
    if (left.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (Date.now() < until);
  return left;
}
