// Small text helpers for responder reasons and terminal output of untrusted agent text.

/** Cuts a text to at most max characters (by code point), marking the cut. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
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

/** The question the message asks: the first sentence with a '?', else its end. */
export function questionOf(text: string, max = 160): string {
  const flat = oneLine(text);
  const sentences = flat.split(/(?<=[.!?])\s+/);
  const question = sentences.find((s) => s.includes('?'));
  if (question) return truncateText(question, max);
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `…${chars.slice(chars.length - (max - 1)).join('')}`;
}
