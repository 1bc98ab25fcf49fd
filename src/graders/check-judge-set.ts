// The labelled transcripts `parley check judge` ships with (generated, then reviewed) are
// check-judge-set.jsonl: one case a line, in the format of a user's `--cases` file
// (check-judge.ts's JudgeCase), read and validated as theirs are. Grading criteria, a
// conversation, and the right verdict. Each scenario has the right outcome, a wrong value, an
// incomplete one and the right outcome after a question, so that a judge that passes everything
// or fails everything scores half.
import { shippedFile } from '../shared/shipped-file.js';

export const BUILTIN_JUDGE_CASES_FILE = shippedFile(
  new URL('./check-judge-set.jsonl', import.meta.url),
);
