// Workspace file tools for the built-in agent. Paths are relative to the agent's working
// directory and confined to the workspace root, symlinks included: every path opened is checked
// by its real location (confine.ts), and the walks of list_files / search_files never follow a
// symlink out of the workspace (nor into a folder: no loops).
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Re2Pattern } from '../../suites/regex.js';
import { confineReal, realInside } from '../confine.js';
import { failure, stringArg, type AgentTool, type ToolOutcome } from './tools.js';

const SKIPPED_DIRS = new Set(['.git', 'node_modules']);
const MAX_LIST_ENTRIES = 1000;
const MAX_MATCHES = 200;
const MAX_SEARCH_FILE_BYTES = 1_000_000;

/**
 * `prepare` makes the workspace directory (idempotent): called by each tool before it touches a
 * path, so that a run whose model never calls a file tool makes no directory (docs/benchmarks.md).
 */
export function fileTools(
  root: string,
  cwd: string,
  prepare: () => Promise<void> = async () => undefined,
): AgentTool[] {
  const locate = async (path: string | undefined) => {
    await prepare();
    return confineReal(root, cwd, path ?? '.');
  };
  const shown = (full: string) => relative(cwd, full) || '.';
  return [
    {
      name: 'read_file',
      description: 'Read a text file of the workspace.',
      parameters: objectSchema({ path: { type: 'string', description: 'File path' } }, ['path']),
      run: (args) =>
        guarded(async () => {
          const full = await locate(stringArg(args, 'path'));
          return { result: await readFile(full, 'utf8'), success: true };
        }),
    },
    {
      name: 'write_file',
      description: 'Create or overwrite a text file of the workspace (parent folders are created).',
      parameters: objectSchema({ path: { type: 'string' }, content: { type: 'string' } }, [
        'path',
        'content',
      ]),
      run: (args) =>
        guarded(async () => {
          const content = stringArg(args, 'content');
          if (content === undefined) return failure('content must be a string');
          const full = await locate(stringArg(args, 'path'));
          await mkdir(dirname(full), { recursive: true });
          await writeFile(full, content);
          return {
            result: `wrote ${Buffer.byteLength(content)} bytes to ${shown(full)}`,
            success: true,
          };
        }),
    },
    {
      name: 'list_files',
      description: 'List the files under a folder of the workspace (recursive; folders end in /).',
      parameters: objectSchema({ path: { type: 'string', description: 'Folder (default .)' } }),
      run: (args) =>
        guarded(async () => {
          const full = await locate(stringArg(args, 'path'));
          const entries: string[] = [];
          await walk(root, full, async (file, isDir) => {
            entries.push(relative(full, file) + (isDir ? '/' : ''));
            return entries.length < MAX_LIST_ENTRIES;
          });
          return { result: entries.sort().join('\n'), success: true };
        }),
    },
    {
      name: 'search_files',
      description:
        'Search the text files under a folder for a regular expression; returns file:line: text.',
      parameters: objectSchema(
        {
          pattern: { type: 'string' },
          path: { type: 'string', description: 'Folder (default .)' },
        },
        ['pattern'],
      ),
      run: (args) =>
        guarded(async () => {
          const pattern = stringArg(args, 'pattern');
          if (!pattern) return failure('pattern is required');
          // re2js (~260 KB) loads when a model first searches, not with the agent.
          const { compileRe2 } = await import('../../suites/regex.js');
          let regex: Re2Pattern;
          try {
            regex = compileRe2(pattern);
          } catch (error) {
            return failure(error instanceof Error ? error.message : String(error));
          }
          const full = await locate(stringArg(args, 'path'));
          const matches: string[] = [];
          await walk(root, full, async (file, isDir) => {
            if (isDir || (await stat(file)).size > MAX_SEARCH_FILE_BYTES) return true;
            const text = await readFile(file, 'utf8');
            if (text.includes('\0')) return true;
            text.split('\n').forEach((line, i) => {
              if (matches.length < MAX_MATCHES && regex.test(line)) {
                matches.push(`${shown(file)}:${i + 1}: ${line.slice(0, 300)}`);
              }
            });
            return matches.length < MAX_MATCHES;
          });
          return { result: matches.join('\n') || 'no matches', success: true };
        }),
    },
  ];
}

/**
 * Depth-first walk; `visit` returns false to stop. Skips .git and node_modules. A symlink is
 * visited as a file only when its real path is a file inside the root, and never descended into.
 */
async function walk(
  root: string,
  dir: string,
  visit: (path: string, isDir: boolean) => Promise<boolean>,
): Promise<boolean> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      const real = realInside(root, path);
      if (real === undefined || !(await stat(real)).isFile()) continue;
      if (!(await visit(path, false))) return false;
      continue;
    }
    const isDir = entry.isDirectory();
    if (isDir && SKIPPED_DIRS.has(entry.name)) continue;
    if (!isDir && !entry.isFile()) continue;
    if (!(await visit(path, isDir))) return false;
    if (isDir && !(await walk(root, path, visit))) return false;
  }
  return true;
}

async function guarded(run: () => Promise<ToolOutcome>): Promise<ToolOutcome> {
  try {
    return await run();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return failure('no such file or folder');
    if (code === 'EISDIR') return failure('that is a folder, not a file');
    return failure(error instanceof Error ? error.message : String(error));
  }
}

function objectSchema(
  properties: Record<string, unknown>,
  required: string[] = [],
): Record<string, unknown> {
  return { type: 'object', properties, required, additionalProperties: false };
}
