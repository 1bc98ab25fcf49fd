// waza reads instruction_files from the context directory (runner.go, loadInstructionFiles:
// `fixtures/` by default, or the task's context_dir; a path with `..` is refused) and puts each
// in the workspace under the path written. So does Parley; one found only in the eval.yaml folder
// (where Parley looked before) is still read from there, and validate says waza would not find it.
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { inWorkspace, type InstructionFile } from '../map-common.js';
import type { Scope } from '../diagnostics/diagnostics.js';

export type { InstructionFile } from '../map-common.js';

/** Written paths (relative to the context directory) as the files to read; `at` is their field. */
export function instructionFiles(
  written: readonly string[],
  at: readonly PropertyKey[],
  dirs: { suite: string; context: string },
  scope: Scope,
  reported: Set<string>,
): InstructionFile[] {
  return written.map((file, i) => {
    if (isAbsolute(file)) return inWorkspace(file, dirs.suite);
    const theirs = resolve(dirs.context, file);
    const traverses = file.split(/[\\/]/).includes('..');
    if (!traverses && existsSync(theirs)) return { source: theirs, path: file };
    const ours = resolve(dirs.suite, file);
    if (!existsSync(ours)) return { source: theirs, path: file };
    const key = `instruction_files:${ours}`;
    if (!reported.has(key)) {
      reported.add(key);
      scope.warn(
        [...at, i],
        traverses
          ? 'read from the eval.yaml folder; waza refuses an instruction file path with .. (every run an error)'
          : `read from the eval.yaml folder; waza reads it from the context directory (${relative(dirs.suite, theirs)}, not found: every run an error)`,
      );
    }
    return inWorkspace(ours, dirs.suite);
  });
}
