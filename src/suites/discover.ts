// Which files a `parley run|validate [PATH...]` means: eval.yaml files, directories searched for
// them, standalone JSONL files; no paths = the project's `evals` globs, else evals/**/eval.yaml.
import { statSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import type { Diagnostics } from './diagnostics/diagnostics.js';
import type { ProjectConfig } from './model.js';
import { plainFilesNamed, plainTaskGlob } from './plain-glob.js';
import { DEFAULT_EVALS } from './project-file.js';

export interface Target {
  kind: 'eval' | 'jsonl';
  file: string;
}

const IGNORE = ['**/node_modules/**', '**/.git/**'];

/** The glob matcher, loaded when a directory or a glob is searched (files named need none). */
const globber = () => import('tinyglobby');

/** tinyglobby's answer, for the patterns plain-glob.ts leaves to it. */
async function globIn(pattern: string, cwd: string): Promise<string[]> {
  const { glob } = await globber();
  return glob([pattern], { cwd, absolute: true, ignore: IGNORE });
}

export async function findTargets(
  paths: string[],
  cwd: string,
  project: ProjectConfig,
  diagnostics: Diagnostics,
): Promise<Target[]> {
  const evalName = evalFileName(project);
  const targets: Target[] = [];
  if (paths.length === 0) {
    const { glob, isDynamicPattern } = await globber();
    // A plain directory in `evals` means the eval files under it.
    const patterns = (project.evals.length ? project.evals : [DEFAULT_EVALS]).map((p) =>
      !isDynamicPattern(p) && isDirectory(resolve(cwd, p))
        ? `${p.replace(/[\\/]+$/, '')}/**/${evalName}`
        : p,
    );
    const tooLong = patterns.find((p) => p.length > MAX_GLOB_CHARS);
    const files = tooLong
      ? []
      : await glob(patterns, { cwd, absolute: true, ignore: IGNORE }).catch(() => []);
    if (tooLong) {
      diagnostics.fileError(project.file ?? cwd, `evals: a glob of ${tooLong.length} characters`);
    } else if (!files.length) {
      diagnostics.fileError(
        project.file ?? cwd,
        `no eval suites found (looked for ${patterns.join(', ')})`,
      );
    }
    targets.push(...files.sort().map((file) => targetOf(file)));
  }
  for (const path of paths) {
    const full = resolve(cwd, path);
    let isDir: boolean;
    try {
      isDir = statSync(full).isDirectory();
    } catch {
      diagnostics.fileError(full, 'no such file or directory');
      continue;
    }
    if (isDir) {
      const files = plainFilesNamed(evalName, full) ?? (await globIn(`**/${evalName}`, full));
      if (!files.length) diagnostics.fileError(full, `no ${evalName} found in this directory`);
      targets.push(...files.sort().map((file) => targetOf(file)));
    } else if (['.yaml', '.yml', '.jsonl'].includes(extname(full))) {
      targets.push(targetOf(full));
    } else {
      diagnostics.fileError(full, 'expected an eval.yaml, a directory or a .jsonl file');
    }
  }
  const seen = new Set<string>();
  return targets.filter((t) => !seen.has(t.file) && seen.add(t.file));
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function targetOf(file: string): Target {
  return { kind: extname(file) === '.jsonl' ? 'jsonl' : 'eval', file: resolve(file) };
}

function evalFileName(project: ProjectConfig): string {
  const files = project.raw.files as { evalFile?: string } | undefined;
  return files?.evalFile ?? basename(DEFAULT_EVALS);
}

/** Longer globs are refused (the matcher throws beyond 65,536 characters). */
const MAX_GLOB_CHARS = 4096;

/** Task files a suite's `tasks` glob matches, relative to the eval.yaml directory. */
export async function globTasks(pattern: string, dir: string): Promise<string[]> {
  if (pattern.length > MAX_GLOB_CHARS) {
    throw new Error(`${pattern.length} characters, more than ${MAX_GLOB_CHARS}`);
  }
  const files = plainTaskGlob(pattern, dir) ?? (await globIn(pattern, dir));
  return files.filter((f) => ['.yaml', '.yml', '.jsonl'].includes(extname(f))).sort();
}
