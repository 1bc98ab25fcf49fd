// The person's lines at the interactive prompt. One readline interface for the whole session, so
// no typed-ahead line is lost between questions; paused between questions, so a waiting stdin
// does not keep the process alive, and out of raw mode, so Ctrl-C stays a signal while the agent
// works. On a terminal the line is edited with readline (arrows, history); in a pipe every line
// is read as it comes.
import { createInterface, type Interface } from 'node:readline/promises';

export type HumanInput = NodeJS.ReadableStream & {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
};

export interface HumanLines {
  /** Reads lines again (the interface made on the first call): a question is being asked. */
  resume(): void;
  /** Stops reading until the next question. */
  pause(): void;
  /** Shows "> ". */
  prompt(): void;
  /** The next line, typed ahead or awaited; undefined at end of input; rejects on abort. */
  next(signal: AbortSignal): Promise<string | undefined>;
}

export function humanLines(input: HumanInput, output: NodeJS.WritableStream): HumanLines {
  const terminal = input.isTTY === true;
  const lines: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  let closed = false;
  let rl: Interface | undefined;

  function start() {
    if (rl) return;
    rl = terminal
      ? createInterface({ input, output, terminal: true, prompt: '> ' })
      : createInterface({ input, terminal: false });
    rl.on('line', (line) => {
      const next = waiting.shift();
      if (next) next(line);
      else lines.push(line);
    });
    rl.on('close', () => {
      closed = true;
      for (const next of waiting.splice(0)) next(undefined);
    });
    // In raw mode Ctrl-C is a key, not a signal: hand it back as the signal the CLI handles.
    rl.on('SIGINT', () => process.kill(process.pid, 'SIGINT'));
  }

  function next(signal: AbortSignal): Promise<string | undefined> {
    if (lines.length) return Promise.resolve(lines.shift());
    if (closed) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      const onLine = (line: string | undefined) => {
        signal.removeEventListener('abort', onAbort);
        resolve(line);
      };
      const onAbort = () => {
        const i = waiting.indexOf(onLine);
        if (i >= 0) waiting.splice(i, 1);
        reject(signal.reason);
      };
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      waiting.push(onLine);
    });
  }

  return {
    resume() {
      start();
      if (closed) return;
      if (terminal) input.setRawMode?.(true);
      rl?.resume();
    },
    pause() {
      if (closed) return;
      rl?.pause();
      if (terminal) input.setRawMode?.(false);
    },
    prompt() {
      if (terminal && rl) rl.prompt();
      else output.write('> ');
    },
    next,
  };
}
