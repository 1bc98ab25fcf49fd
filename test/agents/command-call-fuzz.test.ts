// A fixed-seed fuzzer of command_mocks' call log: the lines a shim (or an agent that read it)
// sends are untrusted. Mutated calls, random JSON, prototype keys, broken text: the line parser
// never throws and accepts only a well-formed call of a mocked command; the run's loopback server,
// fed the same over real sockets, answers each with 200 or a refusal, counts every refusal, and
// `expect_calls` reads what it logged without throwing. Bounded iterations, no timing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCallLine } from '../../src/agents/command-call.js';
import { startCommandMockServer } from '../../src/agents/command-mock-server.js';
import { withExpectedCalls } from '../../src/engine/expect-calls.js';
import type { CommandMockSpec } from '../../src/suites/model.js';

const SEED = 0x44_02;
const LINES = 3000;
const REQUESTS = 300;

/** mulberry32: a small, fixed-seed generator (the same cases on every machine). */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const MOCKS: CommandMockSpec[] = [
  {
    name: 'gh',
    expectCalls: 1,
    responses: [
      { args: ['pr', 'view'], stdout: 'ok', stderr: '', exitCode: 0 },
      { argsRegex: ['(?i)list', '(a|aa)+'], stdout: 'listed', stderr: '', exitCode: 0 },
    ],
  },
  { name: 'az', responses: [{ argsRegex: ['.*'], stdout: '', stderr: 'no', exitCode: 3 }] },
];
const NAMES = new Set(MOCKS.map((m) => m.name));

const ODD = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '',
  '\u0000',
  '\ud800',
  'a'.repeat(300),
  'gh',
  'az',
  'GH',
  '💥',
  '\n',
  '"',
];

function fuzzValue(r: ReturnType<typeof random>, depth = 0): unknown {
  switch (r.int(depth > 2 ? 5 : 8)) {
    case 0:
      return r.pick(ODD);
    case 1:
      return r.int(2) ? r.int(1000) - 500 : r.pick([NaN, 1e308, -0, 0.5]);
    case 2:
      return r.pick([true, false, null]);
    case 3:
      return String.fromCharCode(...Array.from({ length: r.int(12) }, () => r.int(0x3000)));
    case 4:
      return undefined;
    case 5:
      return Array.from({ length: r.int(5) }, () => fuzzValue(r, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = r.int(4); i > 0; i--) object[r.pick(ODD)] = fuzzValue(r, depth + 1);
      return object;
    }
  }
}

/** One line: a call mutated, random JSON, or text cut and spliced. */
function fuzzLine(r: ReturnType<typeof random>): string {
  const call: Record<string, unknown> = {
    command: r.pick(['gh', 'az']),
    args: Array.from({ length: r.int(4) }, () => r.pick(['pr', 'view', 'LIST', 'aab', ...ODD])),
  };
  switch (r.int(6)) {
    case 0:
      return JSON.stringify(call);
    case 1:
      call[r.pick(['command', 'args', 'exit_code', '__proto__', 'response'])] = fuzzValue(r);
      return JSON.stringify(call);
    case 2:
      return JSON.stringify(fuzzValue(r)) ?? 'undefined';
    case 3: {
      const text = JSON.stringify(call);
      const at = r.int(text.length + 1);
      return (
        text.slice(0, at) +
        r.pick(['', '}', '"', '\\', ',', '\u0000', '{"a":']) +
        text.slice(at + r.int(3))
      );
    }
    case 4:
      return `{"__proto__": {"args": 5}, "command": "gh", "args": ${r.pick(['5', '[]', '[1]', '{"length": 2}', 'null'])}}`;
    default:
      return Array.from({ length: r.int(40) }, () => String.fromCharCode(r.int(128))).join('');
  }
}

describe('command_mocks call log, fuzzed (fixed seed)', () => {
  it('the line parser never throws and accepts only well-formed calls', () => {
    const r = random(SEED);
    let accepted = 0;
    for (let i = 0; i < LINES; i++) {
      const line = fuzzLine(r);
      const call = parseCallLine(line, NAMES);
      if (!call) continue;
      accepted++;
      assert.ok(NAMES.has(call.command), line);
      assert.ok(Array.isArray(call.args) && call.args.every((a) => typeof a === 'string'), line);
      assert.deepEqual(Object.keys(call).sort(), ['args', 'command'], line);
    }
    // Both kinds were met: the fuzzer is not all noise, nor all valid.
    assert.ok(accepted > LINES / 20 && accepted < LINES, String(accepted));
    assert.equal(({} as Record<string, unknown>).args, undefined, 'Object.prototype untouched');
  });

  it('the server answers or refuses every request, counts the refusals, and expect_calls reads its log', async () => {
    const r = random(SEED + 1);
    const server = await startCommandMockServer(MOCKS);
    let valid = 0;
    try {
      for (let i = 0; i < REQUESTS; i++) {
        const line = fuzzLine(r);
        const wellFormed = parseCallLine(line, NAMES) !== undefined;
        const token = r.int(10) === 0 ? 'wrong' : server.token;
        const response = await fetch(server.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: line,
        });
        const text = await response.text();
        if (wellFormed && token === server.token) {
          valid++;
          assert.equal(response.status, 200, line);
          const answer = JSON.parse(text) as Record<string, unknown>;
          assert.equal(typeof answer.stdout, 'string');
          assert.equal(typeof answer.exit_code, 'number');
        } else {
          assert.ok(
            response.status === 400 || response.status === 403,
            `${response.status} ${line}`,
          );
        }
      }
      const log = server.log();
      assert.equal(log.calls.length, valid);
      assert.equal(log.malformed, REQUESTS - valid);
      const graded = withExpectedCalls(MOCKS, log, { results: [] });
      const result = graded.results.find((g) => g.name === 'expect_calls')!;
      assert.equal(result.passed, false);
      assert.match(result.feedback, new RegExp(`${REQUESTS - valid} malformed requests`));
    } finally {
      await server.close();
    }
  });
});
