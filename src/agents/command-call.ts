// command_mocks' calls as the shims send them: one JSON line per call, `{"command", "args"}`.
// Whatever sends it, a line is untrusted (an agent that read its shim can send its own): each is
// checked against this shape and a line that does not fit is dropped and counted, never thrown.

/** What a shim sends for one call. */
export interface CommandRequest {
  command: string;
  args: string[];
}

/** A line longer than this is not a call (a command line is bounded by the OS, ~2 MB on Linux). */
export const MAX_CALL_LINE = 4 * 1024 * 1024;
const MAX_ARGS = 100_000;

/**
 * The call a line holds, or undefined when it is not one: valid JSON, an object with exactly
 * `command` (one of `commands`) and `args` (strings), nothing else.
 */
export function parseCallLine(
  line: string,
  commands: ReadonlySet<string>,
): CommandRequest | undefined {
  if (line.length > MAX_CALL_LINE) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !keys.includes('command') || !keys.includes('args')) return undefined;
  const { command, args } = value as { command: unknown; args: unknown };
  if (typeof command !== 'string' || !commands.has(command)) return undefined;
  if (!Array.isArray(args) || args.length > MAX_ARGS) return undefined;
  if (!args.every((a): a is string => typeof a === 'string')) return undefined;
  return { command, args };
}
