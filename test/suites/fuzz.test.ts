// Issue 14.13: a mutation fuzzer over the example suites. Each case copies one example, mutates
// one of its files (byte flips, truncation, duplicated or swapped lines, renamed keys, deep
// nesting, YAML alias bombs, over-long globs, ...) with a fixed seed, and loads it in-process:
// loading never throws, and every error names its file (and a line where it has one). A few
// cases also run `parley validate` as a process: exit 0 or 2, never a stack trace.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { formatSpecError, loadSuites } from '../../src/suites/load.js';
import { CLI_ARGS } from '../cli-args.js';

const CASES = Number(process.env.FUZZ_CASES ?? 300);
const TIME_BUDGET_MS = Number(process.env.FUZZ_MS ?? 40_000);
const EXAMPLES = resolve('examples');
const root = mkdtempSync(join(tmpdir(), 'parley-fuzz-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** mulberry32: a small seeded PRNG, so that every failure can be replayed. */
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

const ALIAS_BOMB = [
  'a: &a ["x","x","x","x","x","x","x","x","x"]',
  'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
  'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
  'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
  'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
  'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
  'g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]',
  '',
].join('\n');

type Mutation = (text: string, rnd: () => number) => string;
const pick = <T>(items: T[], rnd: () => number): T => items[Math.floor(rnd() * items.length)]!;
const lines = (text: string) => text.split('\n');

const MUTATIONS: Record<string, Mutation> = {
  flipByte: (t, rnd) => {
    const b = Buffer.from(t);
    const i = Math.floor(rnd() * b.length);
    b[i] = b[i]! ^ (1 << Math.floor(rnd() * 8));
    return b.toString('latin1');
  },
  randomChar: (t, rnd) => {
    const i = Math.floor(rnd() * t.length);
    return t.slice(0, i) + pick([...':-[]{}&*!|>%@`#\'"\t\n\0\\,?'], rnd) + t.slice(i);
  },
  truncate: (t, rnd) => t.slice(0, Math.floor(rnd() * t.length)),
  duplicateLines: (t, rnd) => {
    const l = lines(t);
    const i = Math.floor(rnd() * l.length);
    const n = 1 + Math.floor(rnd() * 5);
    return [...l.slice(0, i + n), ...l.slice(i, i + n), ...l.slice(i + n)].join('\n');
  },
  swapLines: (t, rnd) => {
    const l = lines(t);
    const i = Math.floor(rnd() * l.length);
    const j = Math.floor(rnd() * l.length);
    [l[i], l[j]] = [l[j]!, l[i]!];
    return l.join('\n');
  },
  deleteLine: (t, rnd) => {
    const l = lines(t);
    l.splice(Math.floor(rnd() * l.length), 1);
    return l.join('\n');
  },
  renameKey: (t, rnd) => {
    const keys = [...t.matchAll(/^(\s*-?\s*)([A-Za-z_]+):/gm)];
    if (!keys.length) return t;
    const k = pick(keys, rnd);
    const to = pick(['tasks', 'config', 'graders', 'inputs', 'id', 'x', 'type', 'mock', ''], rnd);
    return t.slice(0, k.index) + k[1] + to + ':' + t.slice(k.index! + k[0].length);
  },
  retypeValue: (t, rnd) => {
    const values = [...t.matchAll(/: (.+)$/gm)];
    if (!values.length) return t;
    const v = pick(values, rnd);
    const to = pick(['[]', '{}', 'null', '-1', '1e309', '"x"', '[1, [2]]', '~', 'true'], rnd);
    return t.slice(0, v.index) + ': ' + to + t.slice(v.index! + v[0].length);
  },
  deepNesting: (t, rnd) => {
    const depth = 1000 + Math.floor(rnd() * 9000);
    const nested =
      rnd() < 0.5
        ? '['.repeat(depth) + ']'.repeat(depth)
        : '{a: '.repeat(depth) + '1' + '}'.repeat(depth);
    return `${t}\nextra_nested: ${nested}\n`;
  },
  aliasBomb: (t) => `${ALIAS_BOMB}${t}`,
  longGlob: (t, rnd) =>
    t.replace(
      /^tasks:\n/m,
      `tasks:\n  - '${'*'.repeat(70_000 + Math.floor(rnd() * 1000))}.yaml'\n`,
    ) + `\ntasks_long: '${'a/'.repeat(40_000)}'\n`,
  hugeNumber: (t) => t.replace(/: (\d+)$/m, ': 99999999999999999999999999999'),
};

interface Case {
  example: string;
  file: string;
  mutation: string;
}

function examples(): { dir: string; files: string[] }[] {
  return readdirSync(EXAMPLES).map((name) => {
    const dir = join(EXAMPLES, name);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.(ya?ml|jsonl)$/.test(f),
    );
    return { dir, files };
  });
}

function mutate(index: number, rnd: () => number): { dir: string; c: Case } {
  const ex = pick(examples(), rnd);
  const dir = join(root, `case-${index}`);
  cpSync(ex.dir, dir, { recursive: true });
  const file = pick(ex.files, rnd);
  const mutation = pick(Object.keys(MUTATIONS), rnd);
  const path = join(dir, file);
  let text = readFileSync(path, 'utf8');
  for (let n = 1 + Math.floor(rnd() * 3); n > 0; n--) text = MUTATIONS[mutation]!(text, rnd);
  writeFileSync(path, text);
  return { dir, c: { example: ex.dir, file, mutation } };
}

function assertPinned(c: Case, errors: Awaited<ReturnType<typeof loadSuites>>['errors']) {
  for (const e of errors) {
    const shown = formatSpecError(e, root);
    assert.ok(e.file, `${JSON.stringify(c)}: an error without a file: ${shown}`);
    assert.ok(Number.isInteger(e.line) && e.line >= 0, `${JSON.stringify(c)}: ${shown}`);
    assert.doesNotMatch(e.message, /\n\s+at /, `${JSON.stringify(c)}: a stack trace: ${shown}`);
  }
}

describe('mutation fuzzing of the example suites', () => {
  it(
    `loads ${CASES} mutated suites without a crash; every error is pinned`,
    { timeout: 120_000 },
    async () => {
      const rnd = prng(Number(process.env.FUZZ_SEED ?? 0x5eed14));
      const started = Date.now();
      const seen = new Set<string>();
      let run = 0;
      for (; run < CASES && Date.now() - started < TIME_BUDGET_MS; run++) {
        const { dir, c } = mutate(run, rnd);
        seen.add(c.mutation);
        let result;
        try {
          result = await loadSuites([dir], { cwd: dir });
        } catch (error) {
          assert.fail(`case ${run} ${JSON.stringify(c)} threw: ${(error as Error).stack}`);
        }
        assertPinned(c, result.errors);
        rmSync(dir, { recursive: true, force: true });
      }
      assert.ok(run >= 50, `only ${run} cases in the time budget`);
      assert.ok(seen.size >= 8, 'most mutations were tried');
    },
  );

  it(
    'the alias bomb and the over-long glob: parley validate exits 2 with file:line',
    { timeout: 60_000 },
    () => {
      const rnd = prng(1);
      for (const mutation of ['aliasBomb', 'longGlob', 'deepNesting']) {
        const dir = join(root, `cli-${mutation}`);
        cpSync(join(EXAMPLES, 'configure-agent'), dir, { recursive: true });
        const file = join(dir, 'eval.yaml');
        writeFileSync(file, MUTATIONS[mutation]!(readFileSync(file, 'utf8'), rnd));
        const run = spawnSync(process.execPath, [...CLI_ARGS, 'validate', dir], {
          encoding: 'utf8',
        });
        assert.equal(run.status, 2, `${mutation}: ${run.stderr}`);
        assert.match(run.stderr, /eval\.yaml:\d+:\d+ /, `${mutation}: ${run.stderr}`);
        assert.doesNotMatch(run.stderr, /\n\s+at /, `${mutation}: a stack trace`);
      }
    },
  );
});
