// The commit and ref a CLI run is of, for summary.json's identity (baselines and comparisons key
// on it): GITHUB_SHA / GITHUB_REF in a workflow, else the git checkout, else unknown.
// Asked when first awaited, not when made: starting a process is a synchronous fork/exec on the
// main thread, so the engine asks while the first runs wait on the network
// (engine/execute.ts), never before the first request; the two git processes run then.
import { gitAsync } from '../shared/git-async.js';

type Identity = { commit?: string; ref?: string };

export function gitIdentity(
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): PromiseLike<Identity> {
  let asked: Promise<Identity> | undefined;
  const ask = () => (asked ??= askGit(cwd, env));
  return { then: (onFulfilled, onRejected) => ask().then(onFulfilled, onRejected) };
}

async function askGit(cwd: string, env: NodeJS.ProcessEnv): Promise<Identity> {
  if (env.GITHUB_SHA) return { commit: env.GITHUB_SHA, ref: env.GITHUB_REF || undefined };
  const [commit, ref] = await Promise.all([
    gitAsync(cwd, ['rev-parse', 'HEAD']),
    gitAsync(cwd, ['symbolic-ref', '--quiet', 'HEAD']),
  ]);
  return commit ? { commit, ref } : {};
}
