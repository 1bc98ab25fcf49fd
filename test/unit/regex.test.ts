import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkRe2, compileRe2 } from '../../src/spec/regex.js';

test('leading RE2 inline flags become JavaScript flags', () => {
  assert.ok(compileRe2('(?i)hello').test('HeLLo world'));
  assert.ok(compileRe2('(?is)a.b').test('A\nB'));
  assert.ok(!compileRe2('a.b').test('a\nb'));
});

test('RE2-only syntax is rewritten', () => {
  assert.ok(compileRe2('(?P<name>\\w+)').exec('abc')?.groups?.name === 'abc');
  assert.ok(compileRe2('[[:digit:]]+').test('42'));
  assert.ok(compileRe2('\\Qa.b\\E').test('a.b'));
  assert.ok(!compileRe2('\\Qa.b\\E').test('axb'));
  assert.ok(compileRe2('\\Aabc\\z').test('abc'));
  assert.ok(!compileRe2('\\Aabc\\z').test('abc\nx'));
});

test('patterns JavaScript cannot honour are errors, not silent mismatches', () => {
  assert.match(checkRe2('(?U)a+') ?? '', /ungreedy/);
  assert.match(checkRe2('a(?i)b') ?? '', /only supported at the start/);
  assert.match(checkRe2('(unclosed') ?? '', /invalid regular expression/);
  assert.equal(checkRe2('(?i)ok'), undefined);
});

test('RE2 Unicode classes: one-letter categories and script names', () => {
  assert.ok(compileRe2('^\\pL+$').test('héllo'));
  assert.ok(!compileRe2('^\\pL+$').test('h3llo'));
  assert.ok(compileRe2('^\\PL+$').test('123'));
  assert.ok(compileRe2('\\p{Greek}').test('α'));
  assert.ok(!compileRe2('\\p{Greek}').test('a'));
  assert.ok(compileRe2('^\\p{^Greek}$').test('a'));
  assert.ok(compileRe2('^\\p{Lu}$').test('A'));
  assert.ok(compileRe2('\\\\pL').test('\\pL'), 'an escaped backslash is left alone');
});
