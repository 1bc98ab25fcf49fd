// The reply audit: every reply of the LLM responder checked against its brief, deterministically
// (no model), on every run. Findings are about the test, not verdicts on the agent:
//
// - over-answered: the reply discloses more brief facts than the agent asked for. A brief fact
//   is disclosed when its value is in the reply (or the responder says it used it); it is asked
//   for when its key is named in the agent's message; each further question ("?") may be
//   answered by one fact whose key the agent did not name ("What should it be called?" → name).
//   A responder that answers "what's its name?" with the name, the tools and the handoffs turns a
//   multi-turn skill into the one-shot the responder exists to avoid.
// - ungrounded: the reply claims a brief fact the brief lacks (`uses` names a key it has not),
//   says it uses a fact without stating the brief's value for it (a contradicted value), or
//   states a value (a number, an identifier, a quoted string, an address) found neither in the
//   brief nor in the conversation so far.
//
// A brief written as `- key: value` lines is audited on both; a free-form brief on values alone
// (no keys: nothing tells what a fact answers). What it cannot catch: a paraphrased value, a
// plain-word invention ("make it friendly"), a fact given under another key's words.

import type { ReplyFinding } from '../results/schema.js';

export interface AuditInput {
  /** The brief: instructions, plus persona and goal when given. */
  brief: string;
  /** The agent message the reply answers. */
  question: string;
  /** Everything said before the reply (prompt, agent messages, earlier replies). */
  conversation: string;
  reply: string;
  /** The brief facts the responder says its reply uses. */
  uses?: string[];
}

/** The brief's `- key: value` (or `* key: value`) lines, in order. */
export function briefFacts(brief: string): Map<string, string> {
  const facts = new Map<string, string>();
  for (const line of brief.split('\n')) {
    const m = /^\s*[-*]\s+([^:\n]{1,60}?)\s*:\s*(\S.*)$/.exec(line);
    if (m) facts.set(m[1]!.trim(), m[2]!.trim());
  }
  return facts;
}

const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** A word character for value boundaries: `3` is not stated by `staging-3`. */
const WORDISH = /[\p{L}\p{N}_-]/u;

/** `part` occurs in `text` as a whole: not inside a longer name or number. */
function occurs(text: string, part: string): boolean {
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
    const before = text[at - 1];
    const after = text[at + part.length];
    const edge = (c: string | undefined, inner: string | undefined) =>
      c === undefined || !WORDISH.test(c) || !WORDISH.test(inner ?? '');
    if (edge(before, part[0]) && edge(after, part.at(-1))) return true;
  }
  return false;
}

/** The value is stated in the text: the whole value, or every item of a list value. */
function states(text: string, value: string): boolean {
  const t = norm(text);
  const v = norm(value).replace(/^["'`]|["'`.]$/g, '');
  if (v && occurs(t, v)) return true;
  const items = v
    .split(/,|;|\band\b/)
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 1 && items.every((item) => occurs(t, item));
}

/** A key named in a message: the key, or any word of it of three letters or more. */
function names(message: string, key: string): boolean {
  const m = norm(message);
  if (m.includes(norm(key))) return true;
  return key
    .toLowerCase()
    .split(/[\s_\-/]+/)
    .some((word) => word.length >= 3 && new RegExp(`\\b${escapeRe(word)}`).test(m));
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Questions in a message: sentences ending in "?", at least one (it was answered). */
function questionCount(message: string): number {
  return Math.max(1, (message.match(/\?+/g) ?? []).length);
}

/**
 * Values a reply states that need a source: numbers, identifiers (a digit, `_`, `@` or `/`
 * inside a word, or a `.` between letters: ticket_lookup, a@b.io, agents/x.yaml), and strings in
 * double quotes or backticks. Plain words are never values here, nor hyphenated ones
 * (`follow-up` is as common as `triage-agent`).
 */
export function valuesIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/["“`]([^"”`\n]{2,80})["”`]/g)) found.add(m[1]!.trim());
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}._@/+:-]*[\p{L}\p{N}]|\p{N}/gu)) {
    const token = m[0];
    const identifier =
      /[\p{L}\p{N}][_@/][\p{L}\p{N}]/u.test(token) ||
      (token.length >= 4 && /\p{L}\.\p{L}/u.test(token));
    if (/\p{N}/u.test(token) || identifier) found.add(token);
  }
  return [...found];
}

const list = (keys: string[]) => keys.join(', ');

/** A value given exactly rather than paraphrased: at most three words per list item. */
function isShort(value: string): boolean {
  return value.split(/,|;/).every((item) => item.trim().split(/\s+/).length <= 3);
}

/** Characters of a reply audited: the value scan is linear per token, kept well bounded. */
const MAX_REPLY = 4_000;

export function auditReply(input: AuditInput): ReplyFinding[] {
  const findings: ReplyFinding[] = [];
  input = { ...input, reply: input.reply.slice(0, MAX_REPLY) };
  const facts = briefFacts(input.brief);
  const uses = [...new Set(input.uses ?? [])];
  if (facts.size > 0) {
    const known = uses.filter((k) => facts.has(k));
    const disclosed = [...facts.keys()].filter(
      (k) => known.includes(k) || states(input.reply, facts.get(k)!),
    );
    const named = disclosed.filter((k) => names(input.question, k));
    const unnamed = disclosed.filter((k) => !named.includes(k));
    const slots = Math.max(0, questionCount(input.question) - named.length);
    if (unnamed.length > slots) {
      const asked = questionCount(input.question);
      findings.push({
        kind: 'over_answered',
        keys: unnamed,
        detail: `gave ${disclosed.length} brief facts (${list(disclosed)}) to ${asked} question${asked === 1 ? '' : 's'}${named.length ? ` about ${list(named)}` : ''}`,
      });
    }
    const unknown = uses.filter((k) => !facts.has(k));
    if (unknown.length) {
      findings.push({
        kind: 'ungrounded',
        keys: unknown,
        detail: `uses ${list(unknown)}, which the brief does not have`,
      });
    }
    // A short value (a name, a number, a list of tools) is given exactly; a sentence may be
    // put in the user's own words, so only short values can be found missing.
    const contradicted = known.filter(
      (k) => isShort(facts.get(k)!) && !states(input.reply, facts.get(k)!),
    );
    if (contradicted.length) {
      findings.push({
        kind: 'ungrounded',
        keys: contradicted,
        detail: `says it uses ${list(contradicted)} but does not state the brief's value (${contradicted.map((k) => JSON.stringify(facts.get(k))).join(', ')})`,
      });
    }
  }
  const sources = norm(`${input.brief}\n${input.conversation}`);
  const invented = valuesIn(input.reply).filter((v) => !sources.includes(norm(v)));
  if (invented.length) {
    findings.push({
      kind: 'ungrounded',
      keys: [],
      detail: `states ${invented
        .slice(0, 5)
        .map((v) => JSON.stringify(v))
        .join(', ')}, found neither in the brief nor in the conversation`,
    });
  }
  return findings;
}
