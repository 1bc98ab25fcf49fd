// `parley` as a user runs it, for the console tests: a child process with piped stdio, or one on
// a pseudo-terminal (util-linux `script`) when a test needs a TTY; and small mock suites.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI_ARGS } from '../cli-args.js';

/** No endpoint and no colour unless a test asks: what a user in a plain shell has. */
const BASE_ENV = { OPENAI_API_KEY: '', OPENAI_BASE_URL: '', NO_COLOR: '', FORCE_COLOR: '' };

export interface CliProcess {
  exit: Promise<number | null>;
  out(): string;
  err(): string;
  write(text: string): void;
  end(): void;
  /** Resolves once the output (stdout, and stderr when apart) contains `text`. */
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<void>;
}

function watch(child: ReturnType<typeof spawn>): CliProcess {
  let stdout = '';
  let stderr = '';
  const waiters: (() => void)[] = [];
  const changed = () => waiters.splice(0).forEach((w) => w());
  child.stdout!.on('data', (d: Buffer) => {
    stdout += d.toString();
    changed();
  });
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
    changed();
  });
  let exited = false;
  const exit = new Promise<number | null>((done) =>
    child.on('exit', (code) => {
      exited = true;
      done(code);
      changed();
    }),
  );
  return {
    exit,
    out: () => stdout,
    err: () => stderr,
    write: (text) => child.stdin!.write(text),
    end: () => child.stdin!.end(),
    waitFor(text, timeoutMs = 20_000) {
      const seen = () =>
        typeof text === 'string' ? (stdout + stderr).includes(text) : text.test(stdout + stderr);
      return new Promise((done, fail) => {
        const timer = setTimeout(
          () => fail(new Error(`no ${String(text)} in:\n${stdout}${stderr}`)),
          timeoutMs,
        );
        const check = () => {
          if (seen()) {
            clearTimeout(timer);
            done();
          } else if (exited) {
            clearTimeout(timer);
            fail(new Error(`exited without ${String(text)}:\n${stdout}${stderr}`));
          } else waiters.push(check);
        };
        check();
      });
    },
  };
}

/** `parley ARGS` with piped stdio; `stdin`, when given, is written and closed. */
export function startCli(
  args: string[],
  options: { stdin?: string; env?: Record<string, string>; cwd?: string } = {},
): CliProcess {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    env: { ...process.env, ...BASE_ENV, ...options.env },
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  const run = watch(child);
  if (options.stdin !== undefined) child.stdin.end(options.stdin);
  return run;
}

export const HAS_SCRIPT =
  process.platform === 'linux' && spawnSync('script', ['--version']).status === 0;
/** PARLEY_REQUIRE_TTY=1 (.ci/run): without `script` the terminal tests fail instead of skipping. */
const REQUIRE_TTY = process.env.PARLEY_REQUIRE_TTY === '1';
/** The `skip` option of a test that needs a terminal: a reason, or false to run it. */
export const SKIP_TTY: string | false =
  HAS_SCRIPT || REQUIRE_TTY
    ? false
    : 'no util-linux `script` for a pseudo-terminal (PARLEY_REQUIRE_TTY=1 makes this a failure)';

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/**
 * `parley ARGS` on a pseudo-terminal: stdin, stdout and stderr are one TTY (its output arrives
 * as stdout here, with \r\n line ends); what is written goes in as keystrokes.
 */
export function startInTerminal(args: string[], env: Record<string, string> = {}): CliProcess {
  if (!HAS_SCRIPT) {
    throw new Error('PARLEY_REQUIRE_TTY=1 but util-linux `script` (a pseudo-terminal) is missing');
  }
  const command = [process.execPath, ...CLI_ARGS, ...args].map(quote).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], {
    env: { ...process.env, ...BASE_ENV, TERM: 'xterm', COLUMNS: '200', ...env },
  });
  return watch(child);
}

/** A mock suite: eval.yaml and one task file per entry (its `inputs`, or the task with `inputs`). */
export function writeSuite(
  root: string,
  name: string,
  tasks: Record<string, object>,
  more: { graders?: string } = {},
): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    `name: ${name}\nconfig:\n  executor: mock\n  timeout_seconds: 120\ntasks:\n  - tasks/*.yaml\n` +
      (more.graders ?? ''),
  );
  for (const [id, task] of Object.entries(tasks)) {
    const body = 'inputs' in task ? task : { inputs: task };
    writeFileSync(join(dir, 'tasks', `${id}.yaml`), JSON.stringify({ id, name: id, ...body }));
  }
  return dir;
}
