// Console colour, decided once per stream: FORCE_COLOR (non-empty, not 0/false) turns it on
// even in a pipe, else NO_COLOR (non-empty) turns it off, else a terminal that is not "dumb"
// gets colour and a pipe or file does not (Node's own precedence). No dependency: five codes.

export interface Style {
  readonly enabled: boolean;
  green(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
}

type Env = Record<string, string | undefined>;

export function colourWanted(stream: { isTTY?: boolean }, env: Env = process.env): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  if (env.NO_COLOR) return false;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

const code = (open: number, close: number) => (text: string) =>
  `\u001b[${open}m${text}\u001b[${close}m`;

const same = (text: string) => text;

export const PLAIN: Style = {
  enabled: false,
  green: same,
  red: same,
  yellow: same,
  dim: same,
  bold: same,
};

export const COLOURED: Style = {
  enabled: true,
  green: code(32, 39),
  red: code(31, 39),
  yellow: code(33, 39),
  dim: code(2, 22),
  bold: code(1, 22),
};

/** The style for writing to this stream (process.stdout, process.stderr). */
export function styleFor(stream: { isTTY?: boolean }, env: Env = process.env): Style {
  return colourWanted(stream, env) ? COLOURED : PLAIN;
}
