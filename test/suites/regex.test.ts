import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkRe2, compileRe2 } from '../../src/suites/regex.js';

test('RE2 inline flags, leading and scoped', () => {
  assert.ok(compileRe2('(?i)hello').test('HeLLo world'));
  assert.ok(compileRe2('(?is)a.b').test('A\nB'));
  assert.ok(!compileRe2('a.b').test('a\nb'));
  assert.ok(compileRe2('x(?i:ABC)y').test('xabcy'));
  assert.ok(!compileRe2('x(?i:ABC)y').test('XABCY'));
  assert.ok(compileRe2('a(?i)b').test('aB'));
  assert.ok(compileRe2('(?U)a+').exec('aaa')?.[0] === 'a');
});

test('RE2-only syntax works as RE2 defines it', () => {
  assert.equal(compileRe2('(?P<name>\\w+)').exec('abc')?.[0], 'abc');
  assert.ok(compileRe2('[[:digit:]]+').test('42'));
  assert.ok(!compileRe2('^[[:digit:]]+$').test('4a'));
  assert.ok(compileRe2('\\Qa.b\\E').test('a.b'));
  assert.ok(!compileRe2('\\Qa.b\\E').test('axb'));
  assert.ok(compileRe2('\\Aabc\\z').test('abc'));
  assert.ok(!compileRe2('\\Aabc\\z').test('abc\nx'));
});

test('what RE2 refuses is an error: lookbehind, lookahead, backreferences, bad syntax', () => {
  assert.match(checkRe2('(?<=a)b') ?? '', /lookahead and lookbehind are not RE2/);
  assert.match(checkRe2('a(?=b)') ?? '', /lookahead and lookbehind are not RE2/);
  assert.match(checkRe2('(a)\\1') ?? '', /backreferences are not RE2/);
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

test(
  'catastrophic-backtracking patterns run in linear time and give the right answer',
  {
    timeout: 20_000,
  },
  () => {
    assert.equal(compileRe2('(?i)^(\\w+\\s?)+$').test(`${'a'.repeat(38)}!`), false);
    assert.equal(compileRe2('(?i)^(\\w+\\s?)+$').test('Hello World'), true);
    assert.equal(compileRe2('^(a+)+$').test(`${'a'.repeat(26)}b`), false);
    assert.equal(compileRe2('^(a+)+$').test('a'.repeat(5000)), true);
  },
);
