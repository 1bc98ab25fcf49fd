// diff: files of the final workspace against expected snapshots (exact content) and line
// fragments ("+text" must be present, "-text" must be absent, plain text must be present).
// Snapshots live under context_dir; without it, as waza reads a relative snapshot from where it
// runs (diff_grader.go, checkSnapshot), the eval.yaml directory, else where Parley runs, when the
// snapshot is there. An empty fragment counts as a check that holds when the file exists, as
// waza counts it (countTotalChecks). With update_snapshots
// (the config flag or --update-snapshots) a missing or different snapshot is (re)written from
// the workspace and the check passes.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { DiffConfig } from '../suites/schema/graders.js';
import { fromChecks, type Check } from './result.js';
import { clip } from '../shared/strings.js';
import type { Grader } from './types.js';
import { inWorkspace, requireWorkspace } from './workspace-paths.js';

interface SnapshotUpdate {
  path: string;
  snapshot: string;
  status: 'created' | 'updated' | 'unchanged';
}

/** Where two texts first differ, for feedback: `line 3: expected "x", got "y"`. */
export function firstDifference(expected: string, actual: string): string {
  const e = expected.replace(/\r\n/g, '\n').split('\n');
  const a = actual.replace(/\r\n/g, '\n').split('\n');
  for (let i = 0; i < Math.max(e.length, a.length); i++) {
    if (e[i] !== a[i]) {
      const show = (line: string | undefined) =>
        line === undefined
          ? 'end of file'
          : JSON.stringify(line.length > 80 ? `${line.slice(0, 79)}…` : line);
      return `line ${i + 1}: expected ${show(e[i])}, got ${show(a[i])}`;
    }
  }
  return 'line endings differ';
}

export const diffGrader: Grader<DiffConfig> = {
  type: 'diff',
  async grade(spec, config, context) {
    const workspace = requireWorkspace(context.workspace, `grader "${spec.name}"`);
    const suiteDir = resolve(context.suite.dir, config.context_dir ?? '.');
    const snapshotDir = (snapshot: string) =>
      config.context_dir === undefined &&
      !existsSync(resolve(suiteDir, snapshot)) &&
      existsSync(resolve(snapshot))
        ? process.cwd()
        : suiteDir;
    const update = config.update_snapshots || context.updateSnapshots;
    const checks: Check[] = [];
    const updates: SnapshotUpdate[] = [];
    for (const file of config.expected_files) {
      const full = inWorkspace(workspace, file.path);
      const actual = full ? await readFile(full, 'utf8').catch(() => undefined) : undefined;
      checks.push({
        label: `${file.path} exists`,
        passed: actual !== undefined,
        detail: full ? 'missing' : 'path outside the workspace',
      });
      if (file.snapshot) {
        const label = `${file.path} matches snapshot ${file.snapshot}`;
        const snapshotPath = inWorkspace(snapshotDir(file.snapshot), file.snapshot);
        if (!snapshotPath) {
          checks.push({ label, passed: false, detail: 'snapshot path leaves context_dir' });
        } else if (actual === undefined) {
          checks.push({ label, passed: false, detail: 'file missing' });
        } else {
          const expected = await readFile(snapshotPath, 'utf8').catch(() => undefined);
          if (expected === actual) {
            checks.push({ label, passed: true });
            if (update)
              updates.push({ path: file.path, snapshot: file.snapshot, status: 'unchanged' });
          } else if (update) {
            await mkdir(dirname(snapshotPath), { recursive: true });
            await writeFile(snapshotPath, actual);
            const status = expected === undefined ? 'created' : 'updated';
            updates.push({ path: file.path, snapshot: file.snapshot, status });
            checks.push({ label, passed: true, detail: `snapshot ${status}` });
          } else {
            checks.push({
              label,
              passed: false,
              detail:
                expected === undefined
                  ? 'snapshot file missing (run with --update-snapshots to create it)'
                  : firstDifference(expected, actual),
            });
          }
        }
      }
      for (const line of file.contains ?? []) {
        const absent = line.startsWith('-');
        const text = (line.startsWith('+') || absent ? line.slice(1) : line).trim();
        if (!text) {
          checks.push({
            label: `${file.path} fragment ${JSON.stringify(line)}`,
            passed: actual !== undefined,
            detail: 'file missing',
          });
          continue;
        }
        const found = actual?.includes(text) ?? false;
        checks.push({
          label: `${file.path} ${absent ? 'lacks' : 'has'} ${JSON.stringify(clip(text, 80))}`,
          passed: actual !== undefined && found !== absent,
          detail: actual === undefined ? 'file missing' : absent ? 'present' : 'not found',
        });
      }
    }
    return fromChecks(spec, checks, update ? { snapshot_updates: updates } : undefined);
  },
};
