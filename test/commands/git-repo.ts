// For CLI tests that need a git repository (the base commit's worktree of --base-ref): git with
// a fixed identity, `parley` run as a process from that repository, and a one-task mock suite.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git } from '../fakes/git.js';
import { CLI_ARGS } from '../cli-args.js';

export { git };

/** `parley ARGS` from `cwd`, with no endpoint and no colour (and `env` on top). */
export function parleyIn(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', NO_COLOR: '1', ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, out: `${r.stdout}\n${r.stderr}` };
}

/** evals/drop: one task, `steady`, passing when the mock's reply says "done"; 2 trials. */
export function dropSuite(repo: string, reply: string): string {
  const dir = join(repo, 'evals/drop');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    'name: drop\nconfig:\n  executor: mock\n  trials_per_task: 2\ntasks:\n  - tasks/*.yaml\n',
  );
  writeFileSync(
    join(dir, 'tasks/steady.yaml'),
    `id: steady\nname: steady\ninputs:\n  prompt: Say done.\n  mock:\n    - ${reply}\ngraders:\n  - type: text\n    name: says-done\n    config:\n      contains: ['done']\n`,
  );
  return dir;
}

/** The records of a results directory's results.jsonl. */
export const recordsIn = (dir: string) =>
  readFileSync(join(dir, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
