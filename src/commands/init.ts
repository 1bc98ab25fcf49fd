// `parley init [DIR] [--skill SKILL_DIR] [--shards N]`: a starter suite and the workflow files in
// a repository (init-files.ts); with --shards, the pull-request workflow is a matrix of N shards
// and the confirm job. Never overwrites: a file that exists is left as it is and said;
// each file is created exclusively, so one that appears meanwhile is not replaced either.
// Exit 0 (also when every file existed), 2 on a usage error.
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { readSkill, SkillError, type Skill } from '../generate/skill.js';
import { git } from '../shared/git.js';
import { initFiles, MAX_INIT_SHARDS, MIN_INIT_SHARDS } from './init-files.js';
import { draftFromSkill } from './init-skill-tasks.js';
import { parleyCommand } from './invocation.js';
import { UsageError, type Command } from './types.js';

/** A suite name that is also a folder name and a baseline key part. */
const suiteName = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '') || 'my-agent';

/** --shards N: a whole number of shards a matrix can have (one shard is no matrix). */
function shardCount(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < MIN_INIT_SHARDS || n > MAX_INIT_SHARDS) {
    throw new UsageError(
      `--shards: expected a whole number from ${MIN_INIT_SHARDS} to ${MAX_INIT_SHARDS}, got "${text}"`,
    );
  }
  return n;
}

function givenSkill(path: string): Skill {
  try {
    return readSkill(path);
  } catch (error) {
    if (error instanceof SkillError) throw new UsageError(`--skill ${error.message}`);
    throw error;
  }
}

/**
 * The branch whose pushes save the baseline: the remote's default branch, else the branch
 * checked out (a new repository's, `main` or `master` by the user's git), else `main`.
 */
function defaultBranch(root: string): string {
  const remote = git(root, ['symbolic-ref', '--short', 'refs/remotes/origin/HEAD']);
  if (remote?.startsWith('origin/')) return remote.slice('origin/'.length);
  return git(root, ['symbolic-ref', '--short', 'HEAD']) ?? 'main';
}

/** parley-results/ in .gitignore: added (the file made if need be) unless a line has it. */
function ignoreResults(root: string): 'added to' | 'wrote' | undefined {
  const file = join(root, '.gitignore');
  if (!existsSync(file)) {
    writeFileSync(file, 'parley-results/\n', { flag: 'wx' });
    return 'wrote';
  }
  const text = readFileSync(file, 'utf8');
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines.some((line) => /^\/?parley-results\/?(\*\*)?$/.test(line))) return undefined;
  appendFileSync(file, `${text === '' || text.endsWith('\n') ? '' : '\n'}parley-results/\n`);
  return 'added to';
}

export const initCommand: Command = {
  name: 'init',
  usage: 'init [DIR] [--skill SKILL_DIR] [--shards N]',
  options: {
    skill: { type: 'string' },
    shards: { type: 'string' },
  },
  help: {
    skill: 'DIR a suite for this skill (its SKILL.md names it)',
    shards: `N parley.yml as N shards (${MIN_INIT_SHARDS} to ${MAX_INIT_SHARDS}) and a confirm job`,
  },
  async run(values, positionals) {
    if (positionals.length > 1) throw new UsageError('expected at most one directory');
    const shards = shardCount(values.shards);
    const root = resolve(positionals[0] ?? '.');
    if (existsSync(root) && !statSync(root).isDirectory()) {
      throw new UsageError(`${positionals[0]}: not a directory`);
    }
    const skill = values.skill === undefined ? undefined : givenSkill(values.skill as string);
    const name = suiteName(skill?.name ?? basename(root));
    const posix = (path: string) => path.split('\\').join('/');
    const shown = (path: string) => relative(process.cwd(), join(root, path)) || path;
    const files = initFiles({
      root,
      name,
      branch: defaultBranch(root),
      ...(skill
        ? {
            skillDir: posix(relative(root, skill.dir)) || '.',
            skillDraft: { ...draftFromSkill(skill), file: posix(relative(root, skill.file)) },
          }
        : {}),
      ...(shards !== undefined ? { shards } : {}),
    });
    let written = 0;
    for (const file of files) {
      const target = join(root, file.path);
      mkdirSync(join(target, '..'), { recursive: true });
      try {
        writeFileSync(target, file.text, { flag: 'wx' });
        written++;
        console.log(`  wrote ${shown(file.path)}`);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        console.log(`  kept  ${shown(file.path)} (exists: not overwritten)`);
      }
    }
    const ignored = ignoreResults(root);
    if (ignored) console.log(`  ${ignored} ${shown('.gitignore')} (parley-results/)`);
    const suite = shown(`evals/${name}`);
    const parley = parleyCommand();
    console.log(
      [
        `parley init: ${written} of ${files.length} file(s) written`,
        'next:',
        `  ${parley} validate ${suite}`,
        `  ${parley} run ${suite}            # offline: a mock agent and rule responders`,
        ...(skill
          ? [
              `  the tasks are drafts from ${shown(relative(root, skill.file))}: review them; more with`,
              `  ${parley} generate ${shown(relative(root, skill.dir)) || '.'} --count 5 --model MODEL (docs/authoring.md)`,
            ]
          : []),
        `  then set config.executor and config.model in ${suite}/eval.yaml (docs/agents.md),`,
        '  and OPENAI_API_KEY as a repository secret for the workflows',
      ].join('\n'),
    );
    return 0;
  },
};
