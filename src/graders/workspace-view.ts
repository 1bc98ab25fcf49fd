// The final workspace as text for the prompt grader's judge (waza's judge works in the workspace):
// every file's path, and the contents of text files, bounded so a judge request stays small; the
// files changed last (what the agent wrote) come first, so a large fixture cannot crowd them out.
// Read-only; never follows a link out of the workspace. Credential-shaped files (`.env*`,
// `.npmrc`, `.aws/`, `.ssh/`, keys, …: credential-files.ts) are never read: the judge is told
// their names only, since its endpoint may be a third party's.
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { withheldDirectory, withheldFile } from './credential-files.js';

const MAX_FILES = 200;
const MAX_WITHHELD = 50;
const MAX_FILE_CHARS = 8000;
const MAX_TOTAL_CHARS = 40_000;
const SKIP = new Set(['.git', 'node_modules', '.venv', '__pycache__']);

async function listFiles(root: string): Promise<{ files: string[]; withheld: string[] }> {
  const files: string[] = [];
  const withheld: string[] = [];
  const withhold = (path: string) => {
    if (withheld.length < MAX_WITHHELD) withheld.push(path);
  };
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (files.length >= MAX_FILES) return;
      if (SKIP.has(entry.name)) continue;
      const full = join(dir, entry.name);
      const path = relative(root, full).split('\\').join('/');
      if (entry.isDirectory()) {
        if (withheldDirectory(entry.name)) withhold(`${path}/`);
        else await walk(full);
      } else if (entry.isFile()) {
        if (withheldFile(path)) withhold(path);
        else files.push(path);
      }
    }
  };
  await walk(root);
  return { files, withheld };
}

function looksBinary(buffer: Buffer): boolean {
  return buffer.subarray(0, 4096).includes(0);
}

function withheldNote(withheld: string[]): string[] {
  if (!withheld.length) return [];
  return [
    `\nWithheld (credential-shaped, never sent to you; ${withheld.length}${withheld.length >= MAX_WITHHELD ? '+' : ''}): their names only:`,
    ...withheld.map((f) => `- ${f}`),
  ];
}

export async function workspaceText(workspace: string | undefined): Promise<string> {
  if (!workspace) return '(this agent has no workspace)';
  const { files, withheld } = await listFiles(workspace);
  if (!files.length) return ['(the workspace is empty)', ...withheldNote(withheld)].join('\n');
  const parts = [
    `Files (${files.length}${files.length >= MAX_FILES ? '+, list cut' : ''}):`,
    ...files.map((f) => `- ${f}`),
    ...withheldNote(withheld),
  ];
  const changed = await Promise.all(
    files.map(async (file) => ({
      file,
      mtime: (await lstat(join(workspace, file)).catch(() => undefined))?.mtimeMs ?? 0,
    })),
  );
  changed.sort((a, b) => b.mtime - a.mtime || a.file.localeCompare(b.file));
  let budget = MAX_TOTAL_CHARS;
  for (const { file } of changed) {
    if (budget <= 0) {
      parts.push('\n(further file contents cut)');
      break;
    }
    const full = join(workspace, file);
    const info = await lstat(full).catch(() => undefined);
    if (!info?.isFile()) continue;
    const buffer = await readFile(full).catch(() => undefined);
    if (!buffer || looksBinary(buffer)) continue;
    let text = buffer.toString('utf8');
    const limit = Math.min(MAX_FILE_CHARS, budget);
    if (text.length > limit)
      text = `${text.slice(0, limit)}\n…(cut ${text.length - limit} characters)`;
    budget -= text.length;
    parts.push(`\n#### ${file}\n\`\`\`\n${text}\n\`\`\``);
  }
  return parts.join('\n');
}
