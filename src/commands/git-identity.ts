// The commit and ref a CLI run is of, for summary.json's identity (baselines and comparisons key
// on it): GITHUB_SHA / GITHUB_REF in a workflow, else the git checkout, else unknown.
// Asked without blocking: the two git processes run while the suites load and the first runs
// wait on the network (a synchronous spawn cost every run 10-20 ms of start-up).
import { gitAsync } from '../shared/git.js';

export async function gitIdentity(
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ commit?: string; ref?: string }> {
  if (env.GITHUB_SHA) return { commit: env.GITHUB_SHA, ref: env.GITHUB_REF || undefined };
  const [commit, ref] = await Promise.all([
    gitAsync(cwd, ['rev-parse', 'HEAD']),
    gitAsync(cwd, ['symbolic-ref', '--quiet', 'HEAD']),
  ]);
  return commit ? { commit, ref } : {};
}
