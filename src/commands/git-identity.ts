// The commit and ref a CLI run is of, for summary.json's identity (baselines and comparisons key
// on it): GITHUB_SHA / GITHUB_REF in a workflow, else the git checkout, else unknown.
import { execFileSync } from 'node:child_process';

function git(cwd: string, args: string[]): string | undefined {
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

export function gitIdentity(
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): { commit?: string; ref?: string } {
  if (env.GITHUB_SHA) return { commit: env.GITHUB_SHA, ref: env.GITHUB_REF || undefined };
  const commit = git(cwd, ['rev-parse', 'HEAD']);
  if (!commit) return {};
  const ref = git(cwd, ['symbolic-ref', '--quiet', 'HEAD']);
  return { commit, ref };
}
