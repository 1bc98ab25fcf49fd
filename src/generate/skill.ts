// Reads the skill `parley generate` drafts tasks for: SKILL.md's frontmatter (name, description),
// its body, and the files it links to inside the skill folder. Everything is bounded: a skill's
// text goes into a prompt, and a large reference must not crowd out the instructions.
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { confineReal } from '../shared/confine.js';
import { FileReadError, readRegularFile } from '../shared/read-file.js';
import { truncate } from '../shared/strings.js';

export const MAX_BODY_CHARS = 20_000;
export const MAX_REFERENCE_CHARS = 4_000;
export const MAX_REFERENCES = 8;
/** SKILL.md and each reference are read only up to this size (a larger reference is left out). */
const MAX_SKILL_BYTES = 4 * 1024 * 1024;
const MAX_REFERENCE_BYTES = 4 * 1024 * 1024;

export interface SkillReference {
  /** Relative to the skill folder. */
  path: string;
  text: string;
}

export interface Skill {
  name: string;
  description: string;
  /** The SKILL.md file. */
  file: string;
  /** The skill folder (SKILL.md's). */
  dir: string;
  body: string;
  references: SkillReference[];
}

/** A skill that cannot be read: the message says which file and why. */
export class SkillError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SkillError';
  }
}

const SKILL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

const TEXT_EXTENSIONS = new Set(['', '.md', '.txt', '.yaml', '.yml', '.json', '.toml', '.py']);

/** SKILL_DIR or SKILL.md, as given on the command line. */
export function readSkill(path: string, cwd = process.cwd()): Skill {
  const given = resolve(cwd, path);
  if (!existsSync(given)) throw new SkillError(`${path}: no such file or directory`);
  const file = statSync(given).isDirectory() ? join(given, 'SKILL.md') : given;
  if (!existsSync(file)) {
    throw new SkillError(`${path}: no SKILL.md in this directory (expected a skill folder)`);
  }
  let text: string;
  try {
    text = readRegularFile(file, MAX_SKILL_BYTES).toString('utf8');
  } catch (error) {
    if (error instanceof FileReadError) throw new SkillError(`${path}: ${error.reason}`);
    throw error;
  }
  const { frontmatter, body } = splitFrontmatter(text, path);
  const dir = dirname(file);
  const name = stringField(frontmatter, 'name') ?? basename(dir);
  // The name becomes a folder (evals/<name>) and a file (<name>-generated.jsonl): never a path.
  if (!SKILL_NAME.test(name)) {
    throw new SkillError(
      `${path}: the skill name ${JSON.stringify(truncate(name, 100))} is not a name (expected letters, digits, '.', '_' and '-', starting with a letter or digit)`,
    );
  }
  return {
    name,
    description: stringField(frontmatter, 'description') ?? '',
    file,
    dir,
    body: truncate(body.trim(), MAX_BODY_CHARS),
    references: references(body, dir),
  };
}

function splitFrontmatter(text: string, path: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { frontmatter: {}, body: text };
  let frontmatter: unknown;
  try {
    frontmatter = parse(match[1]!);
  } catch (error) {
    throw new SkillError(
      `${path}: the SKILL.md frontmatter is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  const fields =
    frontmatter && typeof frontmatter === 'object' ? (frontmatter as Record<string, unknown>) : {};
  return { frontmatter: fields, body: text.slice(match[0].length) };
}

function stringField(fields: Record<string, unknown>, key: string): string | undefined {
  const value = fields[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Markdown links to text files inside the skill folder (never outside it), in order, bounded. */
function references(body: string, dir: string): SkillReference[] {
  const out: SkillReference[] = [];
  const seen = new Set<string>();
  for (const [, target] of body.matchAll(/\]\(\s*<?([^)\s>#?]+)[^)]*\)/g)) {
    if (out.length >= MAX_REFERENCES) break;
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
    try {
      const full = resolve(dir, decodeURIComponent(target));
      const rel = relative(dir, full);
      if (!rel || rel.split(sep).includes('..') || seen.has(rel)) continue;
      if (!TEXT_EXTENSIONS.has(extname(full).toLowerCase())) continue;
      // By real path: a link inside the folder to a file outside it is not the skill's.
      const real = confineReal(dir, dir, rel);
      const text = readRegularFile(real, MAX_REFERENCE_BYTES).toString('utf8');
      seen.add(rel);
      out.push({ path: rel, text: truncate(text, MAX_REFERENCE_CHARS) });
    } catch {
      continue;
    }
  }
  return out;
}
