// The commit and ref a CLI run is of, for summary.json's identity (baselines and comparisons key
// on it): GITHUB_SHA / GITHUB_REF in a workflow, else the git checkout, else unknown.
import { checkedOutCommit, git } from '../shared/git.js';

export function gitIdentity(
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): { commit?: string; ref?: string } {
  if (env.GITHUB_SHA) return { commit: env.GITHUB_SHA, ref: env.GITHUB_REF || undefined };
  const commit = checkedOutCommit(cwd);
  if (!commit) return {};
  const ref = git(cwd, ['symbolic-ref', '--quiet', 'HEAD']);
  return { commit, ref };
}
