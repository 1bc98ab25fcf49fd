// Text helpers shared by every layer: cutting untrusted text to a size (never splitting a
// character), flattening it to one line, and making it safe for a terminal. Markdown (report/
// escape.ts) and XML (results/junit.ts) have their own escaping on top of these.

/** Cuts a text to at most max characters (by code point), marking the cut. */
export function truncate(text: string, max: number): string {
  // No more characters than UTF-16 units: a text within max units is kept whole.
  if (text.length <= max) return text;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/**
 * Like truncate, but at a word boundary when there is one in the last fifth of the room: a
 * reader sees "…(action inputs …", never "base-u…".
 */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const kept = chars.slice(0, Math.max(0, max - 1)).join('');
  const space = kept.lastIndexOf(' ');
  return space >= kept.length * 0.8 ? `${kept.slice(0, space).trimEnd()} …` : `${kept}…`;
}

/** One line: whitespace runs (newlines included) become single spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// CSI, OSC (ended by BEL or ST), and other two-character ESC sequences.
const ESCAPE_SEQUENCE =
  // eslint-disable-next-line no-control-regex
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]/g;
// The remaining C0 and C1 control characters, newline and tab excepted.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// Bidirectional overrides can disguise text.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * Makes untrusted text safe for a terminal: ANSI/VT escape sequences are removed and other
 * control characters shown as \xNN (newlines and tabs are kept).
 */
export function escapeTerminal(text: string): string {
  return text
    .replace(ESCAPE_SEQUENCE, '')
    .replace(CONTROL, (c) =>
      c === '\r' ? '' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
    )
    .replace(BIDI, '');
}

/** One line of at most max characters: for feedback and messages that quote untrusted text. */
export function clip(text: string, max = 200): string {
  return truncate(oneLine(text), max);
}

/**
 * At most about max characters: the first quarter and the last three quarters, with a line
 * saying how much was left out between them (a process's stderr: its cause is often the first
 * line, its last words the last).
 */
export function headAndTail(text: string, max: number): string {
  if (text.length <= max) return text;
  // Never between the two halves of a surrogate pair.
  const low = (i: number) => /[\udc00-\udfff]/.test(text[i] ?? '');
  let head = Math.floor(max / 4);
  if (low(head)) head--;
  let from = text.length - (max - head);
  if (low(from)) from++;
  const left = from - head;
  return `${text.slice(0, head)}\n… [${left} characters left out] …\n${text.slice(from)}`;
}
