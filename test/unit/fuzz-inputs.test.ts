// A fixed-seed fuzzer over what Parley reads from users and artifacts (issue 44): mutated eval.yaml,
// task files and Yao JSONL (truncation, type swaps, huge strings, prototype keys, odd unicode),
// summaries read back as baselines or pools, and `check --cases` files. Every input either loads
// or is refused with the loader's own error (located errors, ResultsReadError, UsageError): never
// a TypeError or another crash. The counts are small so it stays quick on a busy machine.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { readCaseFiles } from '../../src/commands/check-case-files.js';
import { UsageError } from '../../src/commands/types.js';
import { JudgeCase } from '../../src/graders/check-judge.js';
import { CheckCase } from '../../src/responder/check-cases.js';
import { parseSummary, ResultsReadError } from '../../src/results/files.js';
import { buildSummary } from '../../src/results/summary.js';
import { loadSuites } from '../../src/suites/load.js';
import { makeRecord } from '../builders.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-fuzz-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** mulberry32: a small seeded PRNG, so every run fuzzes the same inputs. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(44);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const ODD = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '\u202e',
  '\u0000',
  '𝒫',
  '\ud800',
  'é\u0301',
];
const VALUES: unknown[] = [null, 0, -1, 1e300, '', 'x'.repeat(100_000), [], {}, true, ...ODD];

/** One mutation of a JSON value: a type swap, a prototype key, odd unicode, a huge string. */
function mutate(value: unknown, depth = 0): unknown {
  if (depth > 6 || random() < 0.3) return random() < 0.5 ? pick(VALUES) : value;
  if (Array.isArray(value)) {
    if (!value.length) return [pick(VALUES)];
    const copy = [...value];
    const i = Math.floor(random() * copy.length);
    copy[i] = mutate(copy[i], depth + 1);
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (random() < 0.2 || !keys.length) {
      Object.defineProperty(copy, pick(ODD), { value: pick(VALUES), enumerable: true });
    } else {
      const key = pick(keys);
      copy[key] = mutate(copy[key], depth + 1);
    }
    return copy;
  }
  return pick(VALUES);
}

/** The text of a mutated value, sometimes truncated. */
function text(value: unknown): string {
  const json = JSON.stringify(mutate(value)) ?? 'null';
  return random() < 0.15 ? json.slice(0, Math.floor(random() * json.length)) : json;
}

const EVAL = {
  name: 'fuzz',
  config: { executor: 'mock', trials_per_task: 1, model: 'm' },
  graders: [{ type: 'text', name: 'ok', config: { contains: ['OK'], regex_match: ['O+K'] } }],
  tasks: ['tasks/*.yaml'],
};
const TASK = {
  id: 't',
  name: 't',
  inputs: { prompt: 'Say OK.', mock: ['OK'] },
  expected: { output_contains: ['OK'] },
};
const YAO = {
  id: 'y',
  input: { role: 'user', content: [{ type: 'text', text: 'Hi' }] },
  assert: [
    { type: 'contains', value: 'OK' },
    { type: 'regex', value: '^O' },
  ],
};

/** A load either succeeds or reports errors; it never throws. */
async function loads(paths: string[], cwd: string, what: string) {
  try {
    const result = await loadSuites(paths, { cwd });
    assert.ok(Array.isArray(result.errors));
  } catch (error) {
    assert.fail(`${what} crashed the loader: ${(error as Error).stack}\n${what}`);
  }
}

describe('fuzzed inputs load or are refused, never crash', () => {
  it('eval.yaml, task files and Yao JSONL', async () => {
    for (let i = 0; i < 60; i++) {
      const dir = join(root, `suite-${i}`);
      mkdirSync(join(dir, 'tasks'), { recursive: true });
      const evalText = text(EVAL);
      const taskText = text(TASK);
      writeFileSync(join(dir, 'eval.yaml'), evalText);
      writeFileSync(join(dir, 'tasks', 't.yaml'), taskText);
      await loads([dir], root, `eval ${evalText.slice(0, 300)} task ${taskText.slice(0, 300)}`);
      const jsonl = join(dir, 'tests.jsonl');
      const lines = [text(YAO), text(YAO), JSON.stringify(YAO)].join('\n');
      writeFileSync(jsonl, lines);
      await loads([jsonl], root, `jsonl ${lines.slice(0, 300)}`);
    }
  });

  it('summaries read back as baselines or pools', () => {
    const good = buildSummary(
      [
        makeRecord('a', 'passed', 'completed'),
        makeRecord('a', 'failed', 'completed', { trial: 2 }),
      ],
      [
        {
          name: 'suite-a',
          file: 'evals/a/eval.yaml',
          hash: 'h',
          executor: 'mock',
          model: null,
          tasks: [{ id: 'a', name: 'a', identity: 'v1' }],
        },
      ],
    );
    const withPool = JSON.parse(JSON.stringify(good));
    withPool.suites[0].tasks[0].pool = [{ commit: 'c', passed: 1, failed: 1, runs: 2 }];
    for (let i = 0; i < 300; i++) {
      const input = text(i % 2 ? withPool : good);
      try {
        parseSummary(input, 'summary.json');
      } catch (error) {
        assert.ok(
          error instanceof ResultsReadError,
          `${(error as Error).stack}\n${input.slice(0, 500)}`,
        );
      }
    }
  });

  it('check --cases files', () => {
    const responderCase = {
      id: 'c',
      brief: '- colour: teal',
      conversation: [
        { role: 'user', text: 'Paint it.' },
        { role: 'agent', text: 'Which colour?' },
      ],
      expect: 'reply',
      must_contain: ['teal'],
    };
    for (let i = 0; i < 100; i++) {
      const file = join(root, `cases-${i}.jsonl`);
      const lines = [text(responderCase), text(responderCase)].join('\n');
      writeFileSync(file, lines);
      for (const schema of [CheckCase, JudgeCase] as const) {
        try {
          readCaseFiles([file], schema as never);
        } catch (error) {
          assert.ok(
            error instanceof UsageError,
            `${(error as Error).stack}\n${lines.slice(0, 500)}`,
          );
        }
      }
    }
  });

  it('a handful through `parley validate` and `parley compare`: exit 0, 1 or 2, no stack', () => {
    const cli = (args: string[]) =>
      spawnSync(process.execPath, [...CLI_ARGS, ...args], {
        cwd: root,
        encoding: 'utf8',
        timeout: 120_000,
      });
    for (let i = 0; i < 4; i++) {
      const dir = join(root, `cli-${i}`);
      mkdirSync(join(dir, 'tasks'), { recursive: true });
      writeFileSync(join(dir, 'eval.yaml'), text(EVAL));
      writeFileSync(join(dir, 'tasks', 't.yaml'), text(TASK));
      writeFileSync(join(dir, 'tests.jsonl'), [text(YAO), text(YAO)].join('\n'));
      writeFileSync(join(dir, 'summary.json'), text({ schema_version: 1, counts: { runs: 1 } }));
      for (const args of [
        ['validate', dir],
        ['validate', join(dir, 'tests.jsonl')],
        ['compare', join(dir, 'summary.json'), join(dir, 'summary.json')],
      ]) {
        const r = cli(args);
        assert.equal(r.signal, null, args.join(' '));
        assert.ok([0, 1, 2].includes(r.status!), `${args.join(' ')}: ${r.status}\n${r.stderr}`);
        assert.doesNotMatch(r.stderr, /TypeError|RangeError|\n {4}at /, args.join(' '));
      }
    }
  });
});
