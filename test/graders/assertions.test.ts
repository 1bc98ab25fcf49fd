import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { evaluateAssertion, type AssertionTarget } from '../../src/graders/index.js';
import { createLlm } from '../../src/llm/client.js';
import { ASSERTION_TYPES } from '../../src/suites/schema/common.js';
import type { Assertion } from '../../src/suites/model.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { assertion, makeTurns } from './helpers.js';

const turns = makeTurns([
  {
    output:
      'Here is the config:\n```json\n{"agent": {"name": "research", "tools": ["web_search"]}, "count": 2}\n```',
    toolCalls: [
      {
        name: 'web_search',
        arguments: { query: 'handoffs', limit: 5 },
        result: '{"hits": 3, "top": "docs"}',
      },
      { name: 'write_file', arguments: { path: 'a.yaml' }, result: { ok: false }, success: false },
    ],
  },
]);
const target: AssertionTarget = {
  output: turns[0]!.output,
  toolCalls: turns[0]!.tool_calls,
  turns,
};
let dir: string;
let judge: FakeOpenAI;
const JUDGE_KEY = 'sk-assertions-judge';
before(async () => {
  // The `agent` assertion's validator: passes when the response contains the word the criteria
  // quote, as a judge reading them would.
  judge = await startFakeOpenAI(
    (request) => {
      const [system, user] = request.body.messages.map((m: { content: string }) => m.content);
      const word = /## Criteria\n.*"(\w+)"/.exec(system)?.[1] ?? '';
      const passed = !!word && /## Agent response\n[\s\S]*/.exec(user)![0].includes(word);
      const reason = passed ? `mentions ${word}` : `no ${word}`;
      return {
        content: JSON.stringify({ passed, score: passed ? 1 : 0, reason, suggestions: [] }),
      };
    },
    { apiKey: JUDGE_KEY },
  );
  dir = await mkdtemp(join(tmpdir(), 'parley-assert-'));
  await writeFile(
    join(dir, 'check.sh'),
    '#!/bin/sh\ngrep -q research && echo "mentions research" && exit 0\necho "no research"; exit 3\n',
    { mode: 0o755 },
  );
});
after(async () => {
  await judge.close();
  await rm(dir, { recursive: true, force: true });
});
const ctx = () => ({
  llm: createLlm({ baseURL: judge.url, apiKey: JUDGE_KEY }, { maxRetries: 0 }),
  judgeModel: 'judge-model',
  cwd: dir,
  signal: new AbortController().signal,
});
const run = (a: Assertion, t: AssertionTarget = target) => evaluateAssertion(a, t, ctx());

// [assertion, passes?] on the target above: each type has a passing and a failing case.
const CASES: [string, Assertion, boolean][] = [
  ['contains', assertion('contains', { value: '"research"' }), true],
  ['contains (case-sensitive)', assertion('contains', { value: 'HERE IS' }), false],
  ['contains (all of a list)', assertion('contains', { value: ['config', 'bing'] }), false],
  ['not_contains', assertion('not_contains', { value: ['error', 'bing'] }), true],
  ['not_contains', assertion('not_contains', { value: 'web_search' }), false],
  [
    'equals (deep, key order ignored)',
    assertion('equals', {
      value: { count: 2, agent: { tools: ['web_search'], name: 'research' } },
    }),
    true,
  ],
  [
    'equals (deep)',
    assertion('equals', { value: { agent: { name: 'research' }, count: 2 } }),
    false,
  ],
  ['regex (RE2 flags)', assertion('regex', { value: '(?i)HERE IS THE \\w+' }), true],
  ['regex', assertion('regex', { value: '^\\{' }), false],
  ['json_path', assertion('json_path', { path: '$.agent.tools[0]', value: 'web_search' }), true],
  ['json_path exists', assertion('json_path', { path: "$['agent'].name" }), true],
  ['json_path', assertion('json_path', { path: '$.agent.name', value: 'triage' }), false],
  ['json_path missing', assertion('json_path', { path: '$.agent.model' }), false],
  ['type', assertion('type', { value: 'object' }), true],
  ['type', assertion('type', { value: 'array' }), false],
  ['tool_called (name)', assertion('tool_called', { value: 'web_search' }), true],
  ['tool_called (any of)', assertion('tool_called', { value: ['bash', 'write_file'] }), true],
  [
    'tool_called (arguments subset)',
    assertion('tool_called', { value: { name: 'web_search', arguments: { limit: 5 } } }),
    true,
  ],
  [
    'tool_called (arguments subset)',
    assertion('tool_called', { value: { name: 'web_search', arguments: { limit: 10 } } }),
    false,
  ],
  ['tool_called', assertion('tool_called', { value: 'bash' }), false],
  [
    'tool_result (subset of a JSON result)',
    assertion('tool_result', { path: 'web_search', value: { hits: 3 } }),
    true,
  ],
  [
    'tool_result (text)',
    assertion('tool_result', { value: { name: 'web_search', result: 'docs' } }),
    true,
  ],
  ['tool_result (success)', assertion('tool_result', { path: 'write_file' }), false],
  ['script (exit 0)', assertion('script', { script: './check.sh' }), true],
  ['script (exit 3)', assertion('script', { script: 'echo nothing | ./check.sh; exit $?' }), false],
  ['agent (the validator agrees)', assertion('agent', { value: 'mentions "research"' }), true],
  ['agent (the validator disagrees)', assertion('agent', { value: 'mentions "triage"' }), false],
];

describe('Yao assertion types', () => {
  for (const [label, a, passes] of CASES) {
    it(`${label}: ${JSON.stringify(a.value ?? a.path ?? a.script)} ${passes ? 'passes' : 'fails'}`, async () => {
      const r = await run(a);
      assert.equal(r.passed, passes, r.message);
      assert.equal(r.type, a.type);
      assert.equal(r.score, passes ? 1 : 0);
    });
  }

  it('covers every assertion type with a passing and a failing case', () => {
    const pass = new Set(CASES.filter(([, , p]) => p).map(([, a]) => a.type));
    const fail = new Set(CASES.filter(([, , p]) => !p).map(([, a]) => a.type));
    // The schema's list: a type added there without cases here fails this test.
    for (const type of ASSERTION_TYPES) {
      assert.ok(pass.has(type) && fail.has(type), type);
    }
  });

  it('script: fails on a non-zero exit with its stdout, and reads a JSON verdict line', async () => {
    const failing = await run(assertion('script', { script: './check.sh' }), {
      ...target,
      output: 'triage only',
    });
    assert.deepEqual(failing, {
      type: 'script',
      passed: false,
      score: 0,
      message: 'script exited 3: no research',
    });
    const scored = await run(
      assertion('script', {
        script: 'echo \'{"passed": true, "score": 0.7, "message": "mostly"}\'',
      }),
    );
    assert.deepEqual(scored, { type: 'script', passed: true, score: 0.7, message: 'mostly' });
  });

  it('script: throws (grader error) when the command cannot run', async () => {
    await assert.rejects(
      run(assertion('script', { script: './missing.sh' })),
      /could not be run \(exit 127/,
    );
  });

  it('negate flips the verdict and score; message prefixes a failure', async () => {
    const negated = await run(
      assertion('contains', { value: 'web_search', negate: true, message: 'no tool names' }),
    );
    assert.equal(negated.passed, false);
    assert.equal(negated.score, 0);
    assert.match(negated.message, /^no tool names \(negated: output contains "web_search"\)$/);
    const ok = await run(
      assertion('tool_called', { value: 'bash', negate: true, message: 'never bash' }),
    );
    assert.equal(ok.passed, true);
    assert.match(ok.message, /^negated: expected a call of "bash"/);
  });

  it('json_path and equals read JSON from plain output and fences alike', async () => {
    const plain = { ...target, output: '[1, 2, {"k": "v"}]' };
    assert.equal(
      (await run(assertion('json_path', { path: '$[2].k', value: 'v' }), plain)).passed,
      true,
    );
    assert.equal(
      (await run(assertion('equals', { value: [1, 2, { k: 'v' }] }), plain)).passed,
      true,
    );
    assert.equal((await run(assertion('type', { value: 'array' }), plain)).passed, true);
    assert.equal(
      (await run(assertion('equals', { value: 'Done.' }), { ...target, output: ' Done.\n' }))
        .passed,
      true,
    );
  });
});
