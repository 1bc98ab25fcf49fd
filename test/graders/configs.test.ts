import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { loadSuites } from '../../src/suites/load.js';
import { GRADER_TYPES } from '../../src/suites/schema/graders.js';
import { GRADERS, graderFor } from '../../src/graders/registry.js';
import { PAIR_GRADER_TYPES } from '../../src/suites/model.js';

describe('grader registry', () => {
  it('has a grader for every config schema but the pair graders, which grade no run alone', () => {
    const perRun = GRADER_TYPES.filter((type) => !PAIR_GRADER_TYPES.includes(type));
    assert.deepEqual(Object.keys(GRADERS).sort(), perRun.sort());
    for (const type of perRun) {
      assert.equal(graderFor(type)?.type, type);
    }
    for (const type of PAIR_GRADER_TYPES) assert.equal(graderFor(type), undefined);
    assert.ok(PAIR_GRADER_TYPES.every((type) => GRADER_TYPES.includes(type)));
    assert.equal(graderFor('toString'), undefined);
  });
});

// One bad config per grader type, and the field the error must name.
const BAD: [type: string, config: Record<string, unknown>, expected: RegExp][] = [
  ['text', { regex_match: ['(?<=a)b'] }, /config\.regex_match\.0: .*lookbehind/],
  ['text', {}, /config: needs at least one of: contains/],
  ['code', { assertions: ['output'], language: 'ruby' }, /config\.language: /],
  ['code', { assertions: [] }, /config\.assertions: /],
  ['prompt', { model: 'm' }, /config: needs at least one of: prompt, rubric/],
  ['file', { content_patterns: [{ path: 'a.txt' }] }, /config\.content_patterns\.0: needs/],
  ['json_schema', { schema_file: '' }, /config\.schema_file: /],
  ['program', { command: 'check.sh', timeout: 0 }, /config\.timeout: /],
  ['behavior', { max_tool_calls: -1 }, /config\.max_tool_calls: /],
  ['action_sequence', { matching_mode: 'fuzzy', expected_actions: ['a'] }, /config\.matching_mode/],
  ['action_sequence', { matching_mode: 'exact_match', expected_actions: [] }, /expected_actions/],
  ['skill_invocation', { required_skills: ['a'] }, /config\.mode: required with required_skills/],
  ['trigger', { mode: 'sometimes' }, /config\.mode: /],
  ['diff', { expected_files: [{ path: 'a.txt' }] }, /config\.expected_files\.0: needs/],
  ['tool_constraint', { expect_tools: [{ tool: '(' }] }, /config\.expect_tools\.0\.tool: /],
  [
    'tool_constraint',
    { reject_tools: [{ tool: 'bash', typo: 1 }] },
    /reject_tools\.0\.typo: unknown key 'typo'/,
  ],
  ['tool_calls', { min_calls: 3, max_calls: 1 }, /config\.min_calls: must be <= max_calls/],
  [
    'tool_calls',
    { expect: [{ tool: 'x', args: { a: { regex: 'a', contains: 'b' } } }] },
    /expect\.0\.args\.a: an argument matcher has exactly one/,
  ],
  ['tool_calls', { expect: [{ tool: 'write_file(' }] }, /config\.expect\.0\.tool: /],
  ['pairwise', { model: 'judge' }, /config\.rubric: is required/],
  ['pairwise', { rubric: 'Better.', position: 'A' }, /config\.position: unknown key 'position'/],
];

describe('grader config validation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-grader-configs-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [n, [type, config, expected]] of BAD.entries()) {
    it(`${type}: ${JSON.stringify(config)} is an error at load naming the field`, async () => {
      const file = join(dir, `case-${n}`, 'eval.yaml');
      mkdirSync(dirname(file));
      writeFileSync(
        file,
        JSON.stringify({
          name: `case-${n}`,
          config: { executor: 'mock' },
          graders: [{ type, name: 'bad', config }],
          tasks: [{ id: 't', inputs: { prompt: 'hi' } }],
        }),
      );
      const { suites, errors } = await loadSuites([file], { cwd: dir });
      assert.equal(suites.length, 0);
      const shown = errors.map((e) => `${e.path}: ${e.message}`).join('\n');
      assert.match(shown, /^graders\[0\]\.config/);
      // Paths print as in the file: list indexes in brackets.
      assert.match(shown.replace(/\[(\d+)\]/g, '.$1'), expected);
    });
  }

  it('types every bad config above, for each grader type', () => {
    assert.deepEqual(new Set(BAD.map(([t]) => t)), new Set(GRADER_TYPES));
  });
});
