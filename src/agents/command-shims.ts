// eval.yaml `command_mocks`: one small node script per mocked command in a neutral directory of
// the run's workspace (`.bin/`, removed when the session ends), put first on an ACP agent's PATH.
// Each sends its call (its name and arguments) to the run's loopback server in Parley
// (command-mock-server.ts), which picks the answer by the suite's rules and logs the call for
// `expect_calls`; the shim prints what comes back and exits with its code. A shim holds the
// server's address and the run's token, nothing of the test (no rules, no suite or task names)
// and no path to the log. POSIX only: the shims are `#!` scripts run by the node that runs Parley.
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import type { CommandMockSpec } from '../suites/model.js';
import type { CommandCallLog } from './command-mock-server.js';

export type { CommandCall, CommandCallLog } from './command-mock-server.js';

export const SHIM_DIR = '.bin';

export interface CommandShims {
  /** The directory to put first on the agent's PATH. */
  dir: string;
  /** The calls served so far, and the requests dropped as malformed. */
  calls(): CommandCallLog;
  cleanup(): Promise<void>;
}

// No require/import: getBuiltinModule works as CommonJS or ESM, whatever a package.json says.
// The server gone (the session over), the call fails as a missing command would.
const SHIM = (name: string, url: string, token: string) => `#!${process.execPath}
const http = process.getBuiltinModule('node:http');
const name = ${JSON.stringify(name)};
const fail = (why) => {
  process.stderr.write(name + ': the command mock did not answer (' + why + ')\\n');
  process.exitCode = 127;
};
const request = http.request(
  ${JSON.stringify(url)},
  { method: 'POST', headers: { authorization: ${JSON.stringify(`Bearer ${token}`)}, 'content-type': 'application/json' } },
  (response) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk) => (body += chunk));
    response.on('end', () => {
      let answer;
      try {
        answer = JSON.parse(body);
      } catch {
        return fail('HTTP ' + response.statusCode);
      }
      process.stdout.write(answer.stdout);
      process.stderr.write(answer.stderr);
      process.exitCode = answer.exit_code;
    });
  },
);
request.on('error', (error) => fail(error.code || error.message));
request.end(JSON.stringify({ command: name, args: process.argv.slice(2) }));
`;

/** Writes the shims into `root/.bin` (the workspace must exist, with the task's files). */
export async function installCommandShims(
  root: string,
  mocks: CommandMockSpec[],
): Promise<CommandShims> {
  // re2js with the server: only a run with command mocks loads them.
  const { startCommandMockServer } = await import('./command-mock-server.js');
  const server = await startCommandMockServer(mocks);
  // A task's own `.bin/` stays untouched: the shims then go to a fresh `.bin-XXXXXX/`.
  let dir = join(root, SHIM_DIR);
  try {
    await mkdir(dir);
  } catch {
    dir = await mkdtemp(join(root, `${SHIM_DIR}-`));
  }
  try {
    for (const mock of mocks) {
      const file = join(dir, mock.name);
      await writeFile(file, SHIM(mock.name, server.url, server.token));
      await chmod(file, 0o755);
    }
  } catch (error) {
    await server.close();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    dir,
    calls: () => server.log(),
    // After the session, before grading: graders see the workspace as the agent left it.
    cleanup: async () => {
      await rm(dir, { recursive: true, force: true });
      await server.close();
    },
  };
}

/** PATH with the shims first. */
export function pathWithShims(dir: string, path = process.env.PATH ?? ''): string {
  return path ? `${dir}${delimiter}${path}` : dir;
}
