import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boundValue, CUT_DEPTH, CUT_SIZE } from '../../src/shared/bound.js';

test('values within the bounds are returned as they are', () => {
  const value = { a: [1, 'two', { three: null }], b: true };
  assert.equal(boundValue(value), value);
});

test('depth beyond the limit becomes a marker', () => {
  let deep: unknown = 1;
  for (let i = 0; i < 10_000; i++) deep = [deep];
  const bounded = boundValue(deep, { maxDepth: 3 });
  assert.deepEqual(bounded, [[[CUT_DEPTH]]]);
});

test('size beyond the limit: strings clipped, later values cut', () => {
  const bounded = boundValue({ a: 'x'.repeat(100), b: 'y', c: [1, 2] }, { maxBytes: 50 });
  assert.deepEqual(bounded, { a: `${'x'.repeat(44)}${CUT_SIZE}`, '…': CUT_SIZE });
});
