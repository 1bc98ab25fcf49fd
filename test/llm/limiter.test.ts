import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AimdLimiter, limiterFor } from '../../src/llm/limiter.js';

describe('AimdLimiter', () => {
  it('halves on a throttle, once per epoch, never below 1', async () => {
    const limiter = new AimdLimiter(8);
    const permits = await Promise.all([1, 2, 3].map(() => limiter.acquire()));
    limiter.throttled(permits[0]!);
    assert.equal(limiter.limit, 4);
    // Requests granted before the cut report the same throttle wave: no second halving.
    limiter.throttled(permits[1]!);
    assert.equal(limiter.limit, 4);
    permits.forEach((p) => p.release());
    for (const expected of [2, 1, 1]) {
      const p = await limiter.acquire();
      limiter.throttled(p);
      p.release();
      assert.equal(limiter.limit, expected);
    }
  });

  it('grows back by one after about `limit` successes, up to the maximum', async () => {
    const limiter = new AimdLimiter(4);
    for (let i = 0; i < 2; i++) {
      const p = await limiter.acquire();
      limiter.throttled(p);
      p.release();
    }
    assert.equal(limiter.limit, 1);
    limiter.succeeded();
    assert.equal(limiter.limit, 2);
    limiter.succeeded();
    assert.equal(limiter.limit, 2);
    limiter.succeeded();
    assert.equal(limiter.limit, 3);
    for (let i = 0; i < 10; i++) limiter.succeeded();
    assert.equal(limiter.limit, 4);
  });

  it('queues beyond the limit and hands the slot over on release', async () => {
    const limiter = new AimdLimiter(1);
    const first = await limiter.acquire();
    const order: string[] = [];
    const second = limiter.acquire().then((p) => {
      order.push('second');
      return p;
    });
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(order, []);
    assert.equal(limiter.queued, 1);
    first.release();
    first.release(); // idempotent: must not free a second slot
    (await second).release();
    assert.deepEqual(order, ['second']);
    assert.equal(limiter.inFlight, 0);
  });

  it('a throttled limiter admits fewer concurrent requests', async () => {
    const limiter = new AimdLimiter(4);
    const held = await Promise.all([1, 2, 3, 4].map(() => limiter.acquire()));
    limiter.throttled(held[0]!);
    held.forEach((p) => p.release());
    const granted = [1, 2, 3].map(() => limiter.acquire());
    await new Promise((r) => setImmediate(r));
    assert.equal(limiter.inFlight, 2);
    assert.equal(limiter.queued, 1);
    (await granted[0]!).release();
    (await granted[1]!).release();
    (await granted[2]!).release();
  });

  it('a waiter whose signal aborts leaves the queue', async () => {
    const limiter = new AimdLimiter(1);
    const held = await limiter.acquire();
    const controller = new AbortController();
    const waiting = limiter.acquire(controller.signal);
    controller.abort(new Error('gone'));
    await assert.rejects(waiting, /gone/);
    assert.equal(limiter.queued, 0);
    held.release();
    assert.equal(limiter.inFlight, 0);
  });

  it('is shared per base URL (trailing slash ignored)', () => {
    const a = limiterFor('http://127.0.0.1:9/v1', 2);
    const b = limiterFor('http://127.0.0.1:9/v1/', 5);
    assert.equal(a, b);
    assert.equal(a.max, 5);
  });
});
