// Asks the git checkout at `cwd` one question; undefined when there is no git, no checkout or no
// answer within 5 s (a CLI run outside a repository, a workspace that is not a clone).
import { execFileSync } from 'node:child_process';

export function git(cwd: string, args: string[]): string | undefined {
  try {
    const out = execFileSync('git', args, {
      cwd,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    });
    return out.toString().trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The commit checked out at `cwd`. */
export function checkedOutCommit(cwd: string): string | undefined {
  return git(cwd, ['rev-parse', 'HEAD']);
}
