// git(), without blocking the event loop: for what is needed later, not now. A file of its own,
// loading node:child_process at the first call: `parley run` asks git while its first requests
// wait (commands/git-identity.ts), so nothing of it loads before them.

/** The trimmed answer of `git ARGS` at `cwd`; undefined without git, a checkout or an answer in 5 s. */
export async function gitAsync(cwd: string, args: string[]): Promise<string | undefined> {
  const { execFile } = await import('node:child_process');
  return new Promise((resolve) => {
    execFile('git', args, { cwd, timeout: 5000 }, (error, stdout) =>
      resolve(error ? undefined : stdout.toString().trim() || undefined),
    );
  });
}
