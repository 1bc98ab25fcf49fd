// git for tests that need a real repository (the base commit's worktree of --base-ref, the
// action's shallow checkout): a fixed identity, so commits work on any machine.
import { execFileSync } from 'node:child_process';

export const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.com',
};

/** `git ARGS` in `cwd`, its output trimmed; throws when git fails. */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trim();
