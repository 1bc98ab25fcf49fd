// "Contains" has one meaning for mock tools' `when:` and for the tool graders and assertions.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mockResult } from '../../src/agents/openai/mock-tools.js';
import { deepEqual, isSubset } from '../../src/shared/json.js';

describe('isSubset', () => {
  it('objects by key, recursively; scalars by equality', () => {
    assert.equal(isSubset({ a: 1 }, { a: 1, b: 2 }), true);
    assert.equal(isSubset({ a: { b: 1 } }, { a: { b: 1, c: 2 } }), true);
    assert.equal(isSubset({ a: 1 }, { a: 2 }), false);
    assert.equal(isSubset({ a: undefined }, {}), false, 'a key that is absent is not contained');
  });

  it('arrays: every expected item matches some actual item, in any order', () => {
    assert.equal(isSubset(['b'], ['a', 'b']), true);
    assert.equal(isSubset(['b', 'a'], ['a', 'b']), true);
    assert.equal(isSubset([{ path: 'x' }], [{ path: 'x', mode: 'w' }]), true);
    assert.equal(isSubset(['c'], ['a', 'b']), false);
    assert.equal(isSubset(['a'], 'a'), false);
  });

  it('a mock tool `when:` matches with the same meaning as the tool graders', () => {
    const spec = {
      name: 'search',
      results: [{ when: { tags: ['docs'] }, result: 'docs hit' }],
      result: 'default',
    };
    assert.equal(mockResult(spec, { tags: ['api', 'docs'] }), 'docs hit');
    assert.equal(mockResult(spec, { tags: ['api'] }), 'default');
  });
});

describe('deepEqual', () => {
  it('ignores key order, not array order', () => {
    assert.equal(deepEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }), true);
    assert.equal(deepEqual([1, 2], [2, 1]), false);
  });
});
