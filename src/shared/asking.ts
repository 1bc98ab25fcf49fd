// What an agent message asks: whether it waits for the user's answer, and the question it asks.
// The conversation loop, the rule responder, the console and the report all read a message
// with these, so that "asks something" means one thing everywhere.
import { oneLine, truncate } from './strings.js';

/** The question the message asks: the first sentence with a '?', else its end. */
export function questionOf(text: string, max = 160): string {
  const flat = oneLine(text);
  const sentences = flat.split(/(?<=[.!?])\s+/);
  const question = sentences.find((s) => s.includes('?'));
  if (question) return truncate(question, max);
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `…${chars.slice(chars.length - (max - 1)).join('')}`;
}

// A request without a question mark: "Please provide the name.", "Could you share the tools.",
// "Let me know which model to use." A courtesy ("Let me know if you need anything else") is
// not waiting for an answer, so "let me know" counts only before what it asks for.
const REQUEST =
  /\b(?:please\s+(?:provide|specify|confirm|share|tell|give|send|enter|choose|select|pick|clarify|describe|list)|(?:could|can|would)\s+you\s+(?:please\s+)?(?:provide|specify|confirm|share|tell|give|send|choose|select|pick|clarify|describe|list|let\s+me\s+know)|(?:please\s+)?let\s+me\s+know\s+(?:which|what|how|who|where|when|whether|your|the))\b/i;
// A sentence that ends with a question mark (closing quotes, brackets and markdown allowed):
// "Which model? Thanks." asks, a "?" inside a word, a file name or a URL does not.
const QUESTION_SENTENCE = /\?["')\]*_`]*(?:\s|$)/;
// A list item: the options a question before it offers.
const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;

/**
 * Does the message ask the user something? Judged on its end, where an agent waits for an
 * answer: its last line has a sentence ending in '?' (a final list of options belongs to the
 * line before it),
 * or its final paragraph makes a request. A question mark earlier in the message (an FAQ
 * heading, a quoted question) is not waiting for input. An adapter that declares whether the
 * agent asks is believed.
 */
export function asksSomething(text: string, declared?: boolean): boolean {
  if (declared !== undefined) return declared;
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  let last = lines.length - 1;
  while (last > 0 && LIST_ITEM.test(lines[last]!)) last--;
  if (last < 0) return false;
  if (QUESTION_SENTENCE.test(lines[last]!)) return true;
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return REQUEST.test(paragraphs.at(-1) ?? '');
}
