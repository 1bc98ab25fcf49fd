// The labelled set `parley check responder` ships with (generated, then reviewed) is
// check-set.jsonl: one case a line, in the format of a user's `--cases` file (check-cases.ts),
// read and validated as theirs are. A brief and the conversation so far, the right decision, and
// what a reply must and must not contain; it covers one question at a time, several in one
// message, questions in another order, statements that need no answer, a brief silent on a field,
// briefs that say how to answer what they do not cover, and German, Spanish, French and Japanese
// conversations.
import { shippedFile } from '../shared/shipped-file.js';

export const BUILTIN_CASES_FILE = shippedFile(new URL('./check-set.jsonl', import.meta.url));
