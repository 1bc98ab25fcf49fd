// eval.yaml `command_mocks`: one small node script per mocked command in a neutral directory of
// the run's workspace (`.bin/`, removed when the session ends), put first on an ACP agent's PATH. Each answers by its rules and
// appends the call to a log outside the workspace, which the engine reads after the run for
// `expect_calls`. The scripts carry the rules and nothing of the test (no suite or task names).
// POSIX only: the shims are `#!` scripts run by the node that runs Parley.
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { CommandMockSpec } from '../suites/model.js';

export const SHIM_DIR = '.bin';

export interface CommandCall {
  command: string;
  args: string[];
  exit_code: number;
  /** The response that answered; -1 when none matched. */
  response: number;
}

export interface CommandShims {
  /** The directory to put first on the agent's PATH. */
  dir: string;
  calls(): Promise<CommandCall[]>;
  cleanup(): Promise<void>;
}

// The shim: match argv against the rules (args exactly, or one anchored pattern per argument),
// answer, log. Patterns were checked as RE2 at load; here they run as JavaScript regexes.
const SHIM = (mock: CommandMockSpec, log: string) => `#!${process.execPath}
const rules = ${JSON.stringify(mock.responses)};
const args = process.argv.slice(2);
const fits = (r) =>
  r.args
    ? r.args.length === args.length && r.args.every((a, i) => a === args[i])
    : r.argsRegex.length === args.length &&
      r.argsRegex.every((p, i) => new RegExp('^(?:' + p + ')$', 'u').test(args[i]));
const index = rules.findIndex(fits);
const rule = rules[index];
const code = rule ? rule.exitCode : 127;
process.getBuiltinModule('node:fs').appendFileSync(
  ${JSON.stringify(log)},
  JSON.stringify({ command: ${JSON.stringify(mock.name)}, args, exit_code: code, response: index }) + '\\n',
);
if (!rule) {
  process.stderr.write(${JSON.stringify(mock.name)} + ': no response matches these arguments\\n');
} else {
  process.stdout.write(rule.stdout);
  process.stderr.write(rule.stderr);
}
process.exitCode = code;
`;

/** Writes the shims into `root/.bin` (the workspace must exist, with the task's files). */
export async function installCommandShims(
  root: string,
  mocks: CommandMockSpec[],
): Promise<CommandShims> {
  // A task's own `.bin/` stays untouched: the shims then go to a fresh `.bin-XXXXXX/`.
  let dir = join(root, SHIM_DIR);
  try {
    await mkdir(dir);
  } catch {
    dir = await mkdtemp(join(root, `${SHIM_DIR}-`));
  }
  const logDir = await mkdtemp(join(tmpdir(), 'parley-calls-'));
  const log = join(logDir, 'calls.jsonl');
  await writeFile(log, '');
  for (const mock of mocks) {
    const file = join(dir, mock.name);
    // No require/import: getBuiltinModule works as CommonJS or ESM, whatever a package.json says.
    await writeFile(file, SHIM(mock, log));
    await chmod(file, 0o755);
  }
  return {
    dir,
    calls: async () =>
      (await readFile(log, 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as CommandCall),
    // After the session, before grading: graders see the workspace as the agent left it.
    cleanup: async () => {
      await rm(dir, { recursive: true, force: true });
      await rm(logDir, { recursive: true, force: true });
    },
  };
}

/** PATH with the shims first. */
export function pathWithShims(dir: string, path = process.env.PATH ?? ''): string {
  return path ? `${dir}${delimiter}${path}` : dir;
}
