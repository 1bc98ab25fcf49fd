// Regular expressions in suites are RE2 patterns checked when the suite loads, in a JSONL file
// and in an eval.yaml with its task files alike: `validate` and `run` name the file, line,
// column and field, and exit 2. A suite's first pattern is where the checker loads (re2js is not
// loaded for suites without one), so these files have patterns after lines that have none.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { runParley } from './cli-run.js';

const tmp = mkdtempSync(join(tmpdir(), 'parley-patterns-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
const parley = (...args: string[]) => runParley(tmp, args);

const JSONL = 'test/fixtures/malformed/jsonl-bad-regex/tests.jsonl';
const JSONL_ERRORS = [
  `${JSONL}:2:56 assert.value: invalid regular expression "(?<=x)y": lookahead and lookbehind are not RE2 syntax`,
  `${JSONL}:3:102 turns[0].assert[1].pattern: invalid regular expression "(a)\\\\1": backreferences are not RE2 syntax`,
  `${JSONL}:3:127 max_turns: must be >= 1`,
];
const EVAL = 'test/fixtures/malformed/eval-bad-regex';
const EVAL_ERRORS = [
  `${EVAL}/eval.yaml:8:33 graders[0].config.regex_match[1]: invalid regular expression "(unclosed": missing closing ): \`(unclosed\``,
  `${EVAL}/tasks/t.yaml:5:13 expected.matches[0]: invalid regular expression "x++y": invalid nested repetition operator: \`++\``,
];

describe('invalid RE2 patterns are load errors', () => {
  it('validate: a JSONL file', async () => {
    const run = await parley('validate', JSONL);
    assert.equal(run.stdout, '');
    assert.deepEqual(run.stderr.trimEnd().split('\n'), [
      ...JSONL_ERRORS,
      '3 errors; nothing was run',
    ]);
    assert.equal(run.code, 2);
  });

  it('validate: an eval.yaml and its task file', async () => {
    const run = await parley('validate', EVAL);
    assert.equal(run.stdout, '');
    assert.deepEqual(run.stderr.trimEnd().split('\n'), [
      ...EVAL_ERRORS,
      '2 errors; nothing was run',
    ]);
    assert.equal(run.code, 2);
  });

  it('run: a JSONL file and an eval.yaml, nothing runs', async () => {
    const run = await parley('run', JSONL, EVAL, '--executor', 'mock');
    assert.equal(run.stdout, '');
    assert.deepEqual(run.stderr.trimEnd().split('\n'), [
      ...EVAL_ERRORS,
      ...JSONL_ERRORS,
      'parley run: 5 configuration error(s); nothing ran',
    ]);
    assert.equal(run.records.length, 0);
    assert.equal(run.code, 2);
  });
});

describe('valid RE2 patterns load and grade', () => {
  it('a JSONL file whose patterns are RE2 only (\\A, \\z) runs them', async () => {
    const file = join(tmp, 'ok.jsonl');
    const lines = [
      { id: 'plain', input: 'Hi', assert: { type: 'contains', value: 'Hi' } },
      { id: 're2', input: 'Hi', assert: { type: 'regex', value: '(?i)\\A\\(MOCK\\) hi\\z' } },
      { id: 'miss', input: 'Hi', assert: { type: 'regex', pattern: '\\Abye\\z' } },
    ];
    writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const run = await parley('run', file, '--executor', 'mock');
    // The mock agent answers "(mock) Hi": the RE2 pattern matches it, the other does not.
    assert.deepEqual(run.records.map((r) => [r.task_id, r.status]).sort(), [
      ['miss', 'failed'],
      ['plain', 'passed'],
      ['re2', 'passed'],
    ]);
    assert.equal(run.code, 1, run.stderr);
  });
});
