// Skill token budgets (waza's `tokens` section): which files are counted, which limit applies to
// each, and where the limits come from. waza's priority order: the project config's
// `tokens.limits` (.parley.yaml / .waza.yaml), else a legacy `.token-limits.json` (with a
// deprecation warning), else built-in defaults. Within a set of limits an override (an exact
// path, matched as a path suffix) wins over the defaults (globs, the most specific first), and a
// file no pattern matches gets `fallbackLimit`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { RE2JS } from 're2js';

export interface TokenLimits {
  defaults: Record<string, number>;
  overrides: Record<string, number>;
}

export interface TokenBudgetConfig {
  limits: TokenLimits;
  /** A file over this many tokens (and within its limit) is a warning. */
  warningThreshold?: number;
  /** The limit of a file no pattern matches. */
  fallbackLimit: number;
  /** Where the limits came from: the project config, `.token-limits.json` or built-in. */
  source: string;
  /** Said once, e.g. that `.token-limits.json` is deprecated. */
  warnings: string[];
  /** Results directories (absolute) never walked: the project config's results_dir. */
  resultsDirs?: string[];
}

/** The default results directory: skipped by name at any depth, run or not, git or not. */
export const DEFAULT_RESULTS_DIR = 'parley-results';

/** waza's built-in limits, used when neither the project config nor .token-limits.json sets any. */
export const BUILT_IN_LIMITS: TokenLimits = {
  defaults: { 'SKILL.md': 500, 'references/**/*.md': 1000, 'docs/**/*.md': 1500, '*.md': 2000 },
  overrides: { 'README.md': 3000, 'CONTRIBUTING.md': 2500 },
};
export const FALLBACK_LIMIT = 2000;
export const LEGACY_LIMITS_FILE = '.token-limits.json';

/** A token-budget configuration that cannot be used: exit 2, naming the file and field. */
export class TokenConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenConfigError';
  }
}

const limitMap = z.record(z.string().min(1).max(500), z.number().int().nonnegative());
const LegacyFile = z.object({
  description: z.string().optional(),
  defaults: limitMap,
  overrides: limitMap.optional(),
});

/** The project config's `tokens` section, as schema/project.ts validated it. */
export interface ProjectTokens {
  warningThreshold?: number;
  fallbackLimit?: number;
  limits?: { defaults?: Record<string, number>; overrides?: Record<string, number> };
}

export function tokenBudgetConfig(
  root: string,
  project: { file?: string; tokens?: ProjectTokens; resultsDir?: string },
): TokenBudgetConfig {
  const tokens = project.tokens;
  const base = {
    ...(project.resultsDir ? { resultsDirs: [resolve(root, project.resultsDir)] } : {}),
    fallbackLimit: tokens?.fallbackLimit ?? FALLBACK_LIMIT,
    ...(tokens?.warningThreshold !== undefined
      ? { warningThreshold: tokens.warningThreshold }
      : {}),
  };
  if (tokens?.limits) {
    return {
      ...base,
      limits: {
        defaults: tokens.limits.defaults ?? {},
        overrides: tokens.limits.overrides ?? {},
      },
      source: `${relative(root, project.file ?? '') || project.file} tokens.limits`,
      warnings: [],
    };
  }
  const legacy = join(root, LEGACY_LIMITS_FILE);
  if (existsSync(legacy)) {
    return {
      ...base,
      limits: readLegacy(legacy),
      source: LEGACY_LIMITS_FILE,
      warnings: [
        `${LEGACY_LIMITS_FILE} is deprecated: move its limits to the tokens.limits section of .parley.yaml (or .waza.yaml)`,
      ],
    };
  }
  return { ...base, limits: BUILT_IN_LIMITS, source: 'built-in defaults', warnings: [] };
}

function readLegacy(file: string): TokenLimits {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TokenConfigError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = LegacyFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new TokenConfigError(
      `${file}: ${issue.path.join('.') || '(root)'}: ${issue.message} (expected {"defaults": {"<glob>": <limit>}, "overrides"?: {"<path>": <limit>}})`,
    );
  }
  return { defaults: parsed.data.defaults, overrides: parsed.data.overrides ?? {} };
}

/**
 * A glob of waza's dialect: `*` within a segment, `**` across; with a `/` it is anchored. RE2
 * (re2js): linear in the path whatever the stars, where a backtracking regex took minutes.
 */
function globRegex(pattern: string): RE2JS {
  const body = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => RE2JS.quote(s))
        .join('[^/]*'),
    )
    .join('.*?');
  return RE2JS.compile(pattern.includes('/') ? `^/?${body}$` : `(?:^|/)${body}$`);
}

function matches(path: string, pattern: string): boolean {
  // A plain file name matches that file in any directory.
  if (!pattern.includes('/') && !pattern.includes('*')) {
    return path === pattern || path.endsWith(`/${pattern}`);
  }
  return globRegex(pattern).matcher(path).find();
}

/** Higher = more specific: literal paths first, then deeper, then longer patterns. */
function specificity(pattern: string): number {
  const globstars = pattern.split('**').length - 1;
  const stars = pattern.replaceAll('**', '').split('*').length - 1;
  return (
    (pattern.includes('*') ? 0 : 10_000) +
    (pattern.split('/').length - 1) * 100 +
    stars * 10 -
    globstars * 50 +
    pattern.length
  );
}

export interface ResolvedLimit {
  limit: number;
  /** The override or default pattern that set it, or `fallbackLimit`. */
  pattern: string;
}

/** The limit of one file (a `/`-separated path relative to the root). */
export function limitFor(path: string, config: TokenBudgetConfig): ResolvedLimit {
  const overrides = Object.entries(config.limits.overrides).sort(([a], [b]) => b.length - a.length);
  for (const [pattern, limit] of overrides) {
    if (path === pattern || path.endsWith(`/${pattern}`)) return { limit, pattern };
  }
  const defaults = Object.entries(config.limits.defaults).sort(
    ([a], [b]) => specificity(b) - specificity(a) || a.localeCompare(b),
  );
  for (const [pattern, limit] of defaults) {
    if (matches(path, pattern)) return { limit, pattern };
  }
  return { limit: config.fallbackLimit, pattern: 'fallbackLimit' };
}

const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'coverage']);
const COUNTED = /\.(md|mdx)$/i;

/**
 * A Parley results directory: its report.md is no skill file. By name (parley-results, the
 * configured results_dir), whatever it holds yet (a run that wrote only report.md), or by its
 * contents (any --output of an earlier run).
 */
function isResultsDir(dir: string, name: string, configured: ReadonlySet<string>): boolean {
  if (name === DEFAULT_RESULTS_DIR || configured.has(dir)) return true;
  return existsSync(join(dir, 'summary.json')) && existsSync(join(dir, 'results.jsonl'));
}

/**
 * The skill files under the given paths (files as given, directories walked): markdown (.md,
 * .mdx: SKILL.md, references, .agent.md, ...), as waza counts them; node_modules, .git, dist,
 * coverage and results directories are skipped (a file named on the command line still counts).
 * Paths relative to the root, `/`-separated, sorted.
 */
export function skillFiles(root: string, paths: string[], resultsDirs: string[] = []): string[] {
  const found = new Set<string>();
  const configured = new Set(resultsDirs.map((dir) => resolve(dir)));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !isResultsDir(full, entry.name, configured))
          walk(full);
      } else if (entry.isFile() && COUNTED.test(entry.name)) found.add(full);
    }
  };
  for (const path of paths.length ? paths : ['.']) {
    const full = resolve(root, path);
    if (!existsSync(full)) throw new TokenConfigError(`${path}: no such file or directory`);
    if (readdirSafe(full)) walk(full);
    else found.add(full);
  }
  return [...found].map((f) => relative(root, f).split(sep).join('/')).sort();
}

function readdirSafe(path: string): boolean {
  try {
    readdirSync(path);
    return true;
  } catch {
    return false;
  }
}
