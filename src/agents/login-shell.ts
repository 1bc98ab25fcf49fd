// command_mocks in login shells: an agent that runs its commands with `bash -lc` (Codex) gets a
// PATH its profile set (Debian's /etc/profile and many a ~/.profile assign it outright), without
// the shim folder Parley put first. bash runs the file named by BASH_ENV after a login shell's
// profile, in every non-interactive shell, so that file puts the shims first again. A login
// shell other than bash (zsh, dash as `sh -l`) reads no such file: not reached (docs/agents/).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file's name in the shim folder: not executable, so no command on PATH. */
const BASH_ENV_FILE = '.parley-bash-env';

/** Writes the BASH_ENV file into `shimDir` and points the agent's BASH_ENV at it. */
export async function shimsInLoginShells(shimDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const file = join(shimDir, BASH_ENV_FILE);
  const dir = quote(shimDir);
  const lines = [
    '# Parley: the command_mocks first on PATH, also after a login profile reset it.',
    // The suite's own BASH_ENV still runs, first.
    ...(env.BASH_ENV ? [`[ -r ${quote(env.BASH_ENV)} ] && . ${quote(env.BASH_ENV)}`] : []),
    `case "$PATH" in ${dir}:*) ;; *) PATH=${dir}:"$PATH"; export PATH ;; esac`,
    '',
  ];
  await writeFile(file, lines.join('\n'), { mode: 0o644 });
  env.BASH_ENV = file;
}

/** A single-quoted shell word. */
function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
