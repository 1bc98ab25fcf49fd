// Asks the git checkout at `cwd` one question; undefined when there is no git, no checkout or no
// answer within 5 s (a CLI run outside a repository, a workspace that is not a clone).
import { execFile, execFileSync } from 'node:child_process';

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

/** git(), without blocking the event loop: for what is needed later, not now. */
export function gitAsync(cwd: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, timeout: 5000 }, (error, stdout) =>
      resolve(error ? undefined : stdout.toString().trim() || undefined),
    );
  });
}
