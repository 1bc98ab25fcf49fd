// Agent, responder and grader text is untrusted: it goes into a PR comment that GitHub renders
// as markdown and scans for mentions, references and our own hidden marker. Everything printed
// from a run goes through inline() (table cells, one line) or fenced() (blocks).

import { truncate } from '../shared/strings.js';

const ZWJ = '\u200D';

/** C0 controls except tab and newline, DEL, and bidirectional overrides that disguise text. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

/** Breaks @mentions, #123 / GH-123 references and URL auto-links (cross-reference backlinks). */
function neutralise(text: string): string {
  return text
    .replace(/@(?=[\w-])/g, `@${ZWJ}`)
    .replace(/#(?=\d)/g, `#${ZWJ}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1${ZWJ}-`)
    .replace(/:\/\//g, `:${ZWJ}//`)
    .replace(/\bwww\./gi, `www${ZWJ}.`);
}

/**
 * One line of untrusted text for a table cell or a sentence: truncated, HTML-escaped (so no
 * tags and no `<!--` marker), markdown punctuation escaped, mentions and references broken.
 */
export function inline(text: string, max = 300): string {
  const flat = truncate(text.replace(CONTROLS, '').replace(/\s+/g, ' ').trim(), max);
  const html = flat
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  const markdown = html.replace(/[\\`*_[\]|~!$]/g, (c) => `\\${c}`);
  return neutralise(markdown) || '—';
}

/** The longest run of backticks in text. */
function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const match of text.matchAll(/`+/g)) longest = Math.max(longest, match[0].length);
  return longest;
}

/**
 * A fenced code block of untrusted text: nothing in it renders, so mentions and HTML are inert;
 * the fence is longer than any backtick run inside, so the text cannot close it; `<!--` is
 * broken so the raw body never contains a second hidden marker.
 */
export function fenced(text: string, max = 2000): string {
  // Mentions are inert in code, but breaking them too costs nothing if a fence ever fails.
  const body = neutralise(
    truncate(text.replace(CONTROLS, '').replace(/\r\n?/g, '\n'), max).replace(
      /<!--/g,
      `<${ZWJ}!--`,
    ),
  );
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(body) + 1));
  return `${fence}text\n${body}\n${fence}`;
}
