// A task's identity (summary.json's per-task `identity`, the key of pooled baselines): the
// canonical text it hashes, and what does and does not change it.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { canonicalJson, taskIdentity } from '../../src/engine/task-identity.js';
import { PARLEY_VERSION } from '../../src/version.js';
import { makeSuite, makeTask } from '../builders.js';
import { mock, runInTemp, suiteOf } from './helpers.js';
import { runParley } from '../suites/cli-run.js';

/** What the canonical text must equal: JSON.stringify of a copy with sorted keys. */
function sortedCopy(value: unknown): unknown {
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
  if (Array.isArray(value)) return value.map(sortedCopy);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortedCopy((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

test('the canonical text is JSON with sorted keys, as JSON.stringify writes what it keeps', () => {
  const value = {
    zeta: [1, undefined, () => 1, Symbol('s'), null, 'two', { b: 2, a: [true] }],
    alpha: { skip: undefined, fn: () => 0, nested: { y: 'quote " and \\ and \n', x: NaN } },
    regex: /a+b/gi,
    emoji: 'caf\u00e9 \u{1F600} \u2028',
    number: -0.5e-7,
    infinite: Infinity,
    empty: {},
    list: [],
    ['__proto__' as string]: 'own key',
  };
  assert.equal(canonicalJson(value, ''), JSON.stringify(sortedCopy(value)));
  // Keys in code-unit order, whatever order they were written and enumerated in (integer-like
  // keys are enumerated first, in numeric order; JSON.stringify would keep that order).
  const order = {
    b: 1,
    B: 2,
    a10: 3,
    a2: 4,
    é: 5,
    _: 6,
    '10': 7,
    '2': 8,
    Z: 9,
    '': 10,
    aa: 11,
    a: 12,
  };
  assert.equal(
    canonicalJson(order, ''),
    '{"":10,"10":7,"2":8,"B":2,"Z":9,"_":6,"a":12,"a10":3,"a2":4,"aa":11,"b":1,"é":5}',
  );
  assert.equal(canonicalJson(undefined, ''), undefined);
  assert.equal(canonicalJson('x', ''), '"x"');
});

test('where the checkout is and where the task sits in its file do not change the identity', () => {
  const here = makeSuite('/home/runner/work/repo/evals');
  const there = makeSuite('/tmp/other-clone/evals');
  const task = (dir: string, line: number) =>
    makeTask({
      prompt: 'Configure the agent.',
      files: [{ path: 'in.txt', source: `${dir}/fixtures/in.txt` }],
      source: { file: 'tasks/a.yaml', line, column: 1 },
    });
  const a = taskIdentity(here, task(here.dir, 1));
  assert.match(a, /^[0-9a-f]{32}$/);
  assert.equal(taskIdentity(there, task(there.dir, 40)), a);
  const edited = { ...task(here.dir, 1), prompt: 'Configure the other agent.' };
  assert.notEqual(taskIdentity(here, edited), a);
});

test('summary.json gives every task that ran its identity, hashed with this Parley', async () => {
  const suite = suiteOf([
    { id: 'a', prompt: 'Say hello.', mock: mock('Hello.') },
    { id: 'b', prompt: 'Say goodbye.', mock: mock('Goodbye.') },
  ]);
  const run = await runInTemp([suite]);
  try {
    const summary = JSON.parse(await readFile(join(run.dir, 'summary.json'), 'utf8')) as {
      suites: { tasks: { task_id: string; identity?: string }[] }[];
    };
    const expected = (id: string) =>
      createHash('sha256')
        .update(
          `${PARLEY_VERSION}\n${taskIdentity(
            suite,
            suite.tasks.find((t) => t.id === id)!,
          )}`,
        )
        .digest('hex')
        .slice(0, 32);
    assert.deepEqual(
      summary.suites[0]!.tasks.map((t) => [t.task_id, t.identity]),
      [
        ['a', expected('a')],
        ['b', expected('b')],
      ],
    );
    assert.notEqual(expected('a'), expected('b'));
  } finally {
    await run.cleanup();
  }
});

const cliTmp = mkdtempSync(join(tmpdir(), 'parley-identity-'));
after(() => rmSync(cliTmp, { recursive: true, force: true }));

/** summary.json's identity per task after `parley run` of a suite made of these files. */
async function identitiesOf(
  files: Record<string, string>,
  suite = 'suite',
): Promise<Record<string, string>> {
  const dir = mkdtempSync(join(cliTmp, 'job-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const ran = await runParley(cliTmp, ['run', join(dir, suite), '--executor', 'mock', '-q']);
  assert.ok(ran.code === 0 || ran.code === 1, ran.stdout + ran.stderr);
  return Object.fromEntries(ran.summary().suites[0]!.tasks.map((t) => [t.task_id, t.identity!]));
}

test("moving the suite's graders or the task within their files keeps the identity; editing a grader does not", async () => {
  const evalYaml = (contains: string, above = '') =>
    `${above}name: greetings\nskill: greet\nconfig:\n  executor: mock\ngraders:\n  - type: text\n    name: greets\n    config:\n      contains: [${contains}]\ntasks:\n  - tasks/*.yaml\n`;
  const task = (above = '') =>
    `${above}id: greet\ninputs:\n  prompt: Say hello.\n  mock: [Hello.]\n`;
  const files = (e: string, t: string) => ({ 'suite/eval.yaml': e, 'suite/tasks/greet.yaml': t });
  const first = await identitiesOf(files(evalYaml('Hello'), task()));
  assert.match(first.greet!, /^[0-9a-f]{32}$/);
  const moved = await identitiesOf(
    files(evalYaml('Hello', '# The greeting suite.\n\n'), task('# Says hello.\n')),
  );
  assert.deepEqual(moved, first);
  const edited = await identitiesOf(files(evalYaml('Hell'), task()));
  assert.notEqual(edited.greet, first.greet);
});

test("a user's own `source` key in an expected value counts: editing it changes the identity", async () => {
  const line = (v: number) =>
    JSON.stringify({
      id: 'reply',
      input: 'Answer in JSON.',
      mock: ['{"source": {"v": 1}}'],
      assert: { type: 'equals', value: { source: { v } } },
    }) + '\n';
  const one = await identitiesOf({ 'suite.jsonl': line(1) }, 'suite.jsonl');
  const two = await identitiesOf({ 'suite.jsonl': line(2) }, 'suite.jsonl');
  assert.notEqual(two.reply, one.reply);
});
