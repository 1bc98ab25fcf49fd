// command_mocks' answers, served by Parley: each shim posts its call (command and arguments) to
// this loopback HTTP server with the run's token, and the server picks the response by the
// suite's rules (args exactly, or one RE2 pattern per argument, matching all of it: re2js, so
// `(?i)list` works and no pattern can spin), logs the call and sends back what the shim prints.
// The log lives in Parley's memory: the shim holds no path to it and no rule of the test.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CommandMockSpec } from '../suites/model.js';
import { compileRe2, type Re2Pattern } from '../suites/regex.js';
import { clip } from '../shared/strings.js';
import { MAX_CALL_LINE, parseCallLine, type CommandRequest } from './command-call.js';

export interface CommandCall {
  command: string;
  args: string[];
  exit_code: number;
  /** The response that answered; -1 when none matched. */
  response: number;
}

/** The calls served, and the requests that were not a call of this run (dropped, counted). */
export interface CommandCallLog {
  calls: CommandCall[];
  malformed: number;
}

/** What a shim prints and exits with. */
export interface CommandAnswer {
  stdout: string;
  stderr: string;
  exit_code: number;
}

export interface CommandMockServer {
  url: string;
  token: string;
  log(): CommandCallLog;
  close(): Promise<void>;
}

// Kept of each call for the record (the counts are of every call).
const KEPT_ARGS = 20;
const KEPT_ARG_CHARS = 200;

type Rule = (args: string[]) => boolean;

function compileRules(mock: CommandMockSpec): Rule[] {
  return mock.responses.map((r) => {
    if (r.args) {
      const want = r.args;
      return (args) => want.length === args.length && want.every((a, i) => a === args[i]);
    }
    // Anchored whole: RE2's `$` without the m flag is the end of the text.
    const patterns: Re2Pattern[] = (r.argsRegex ?? []).map((p) => compileRe2(`^(?:${p})$`));
    return (args) => patterns.length === args.length && patterns.every((p, i) => p.test(args[i]!));
  });
}

/** The answer to one call by the mock's rules (the first that fits), and which rule gave it. */
export function answerCall(
  mock: CommandMockSpec,
  rules: Rule[],
  args: string[],
): { answer: CommandAnswer; response: number } {
  const index = rules.findIndex((fits) => fits(args));
  const rule = mock.responses[index];
  if (!rule) {
    return {
      answer: {
        stdout: '',
        stderr: `${mock.name}: no response matches these arguments\n`,
        exit_code: 127,
      },
      response: -1,
    };
  }
  return {
    answer: { stdout: rule.stdout, stderr: rule.stderr, exit_code: rule.exitCode },
    response: index,
  };
}

/** Starts the run's server for its mocks (their patterns were checked as RE2 at load). */
export async function startCommandMockServer(mocks: CommandMockSpec[]): Promise<CommandMockServer> {
  const token = randomBytes(24).toString('hex');
  const expected = Buffer.from(`Bearer ${token}`);
  const byName = new Map(mocks.map((m) => [m.name, { mock: m, rules: compileRules(m) }]));
  const names = new Set(byName.keys());
  const calls: CommandCall[] = [];
  let malformed = 0;
  const refuse = (res: ServerResponse, status: number) => {
    malformed++;
    res.writeHead(status, { 'content-type': 'text/plain' }).end();
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const auth = Buffer.from(req.headers.authorization ?? '');
    const authorized = auth.length === expected.length && timingSafeEqual(auth, expected);
    if (req.method !== 'POST' || req.url !== '/call' || !authorized) {
      req.resume();
      return refuse(res, authorized ? 404 : 403);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_CALL_LINE) chunks.push(chunk);
    });
    req.on('error', () => undefined);
    req.on('end', () => {
      const call: CommandRequest | undefined =
        size <= MAX_CALL_LINE
          ? parseCallLine(Buffer.concat(chunks).toString('utf8'), names)
          : undefined;
      const entry = call && byName.get(call.command);
      if (!call || !entry) return refuse(res, 400);
      const { answer, response } = answerCall(entry.mock, entry.rules, call.args);
      calls.push({
        command: call.command,
        args: call.args.slice(0, KEPT_ARGS).map((a) => clip(a, KEPT_ARG_CHARS)),
        exit_code: answer.exit_code,
        response,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/call`,
    token,
    log: () => ({ calls: [...calls], malformed }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
