// The one escaping of report.html: every piece of text that reaches the page (agent, responder
// and grader text, task names, even our own labels) goes through escapeHtml(), so no text can
// become markup. The page's Content-Security-Policy (page.ts) makes markup inert if it ever did.
import { truncate } from '../../shared/strings.js';

/** C0 controls except tab and newline, DEL, C1 controls, and bidirectional overrides. */
const CONTROL_CLASS = '\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069';
const CONTROLS = new RegExp(`[${CONTROL_CLASS}]`, 'g');
/** Anything escapeHtml changes: most labels and messages have none, and are returned as they are. */
const CHANGED = new RegExp(`[${CONTROL_CLASS}&<>"']`);

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or attribute value: controls removed, the five special characters escaped. */
export function escapeHtml(text: string): string {
  if (!CHANGED.test(text)) return text;
  return text.replace(CONTROLS, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** One line of at most max characters, escaped: names, labels, feedback in table cells. */
export function escapeLine(text: string, max = 300): string {
  return escapeHtml(truncate(text.replace(/\s+/g, ' ').trim(), max));
}

/**
 * A block of untrusted text (a message, a tool result), escaped, cut at max characters with a
 * note saying how much more results.jsonl holds.
 */
export function textBlock(text: string, max: number, className = 'text'): string {
  // No more characters than UTF-16 units: a text within max units is never cut.
  const chars = text.length > max ? Array.from(text) : undefined;
  const cut = chars !== undefined && chars.length > max;
  const shown = cut ? chars.slice(0, max).join('') : text;
  const note = cut
    ? `<p class="cut">… cut: ${(chars.length - max).toLocaleString('en-US')} more characters in results.jsonl</p>`
    : '';
  return `<pre class="${escapeHtml(className)}">${escapeHtml(shown)}</pre>${note}`;
}

/** Any JSON value (tool arguments and results) as an escaped block, strings shown as they are. */
export function valueBlock(value: unknown, max: number): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value, null, 2) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return textBlock(text, max, 'text code');
}
