// A job loads re2js only when a grader or assertion it has may match a pattern (graders/re2.ts
// lists the types that never do). A type listed there whose code compiles a pattern would fail
// its runs with an internal error, and a type that needs none but is not listed loads re2js for
// nothing: both are read here from the sources, following each grader's own imports.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { ASSERTION_EVALUATORS } from '../../src/graders/assertions/index.js';
import {
  assertionUsesPatterns,
  taskUsesPatterns,
  TEXT_PATTERN_KEYS,
} from '../../src/graders/re2.js';
import { GRADERS } from '../../src/graders/registry.js';
import type { Assertion } from '../../src/suites/model.js';
import { makeSuite, makeTask } from '../builders.js';

const GRADERS_DIR = resolve('src/graders');
const RE2 = join(GRADERS_DIR, 're2.ts');

/** Whether `file` imports (not only types) the graders' RE2 compiler, directly or through others. */
function reachesRe2(file: string, seen = new Set<string>()): boolean {
  if (file === RE2) return true;
  if (seen.has(file) || !file.startsWith(GRADERS_DIR)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const imports = [...source.matchAll(/^import (?!type )[^;]*? from '(\.[^']+)\.js';/gms)];
  return imports.some(([, path]) => reachesRe2(resolve(dirname(file), `${path}.ts`), seen));
}

/** The file each name in `{ key: name }` of `module` is imported from. */
function sourcesOf(module: string, entries: Record<string, string>): Record<string, string> {
  const source = readFileSync(module, 'utf8');
  const from = new Map<string, string>();
  for (const [, names, path] of source.matchAll(/^import \{([^}]+)\} from '(\.[^']+)\.js';/gm)) {
    for (const name of names!.split(',')) from.set(name.trim(), path!);
  }
  return Object.fromEntries(
    Object.entries(entries).map(([key, name]) => {
      const path = from.get(name);
      assert.ok(path, `${key}: ${name} is not imported by ${module}`);
      return [key, resolve(dirname(module), `${path}.ts`)];
    }),
  );
}

describe('which graders and assertions load re2js', () => {
  it('a grader type is pattern-free exactly when its code compiles no pattern', () => {
    const registry = readFileSync(join(GRADERS_DIR, 'registry.ts'), 'utf8');
    const names = Object.fromEntries(
      [...registry.matchAll(/^ {2}(\w+): (\w+),$/gm)].map(([, key, name]) => [key!, name!]),
    );
    assert.deepEqual(Object.keys(names).sort(), Object.keys(GRADERS).sort());
    const files = sourcesOf(join(GRADERS_DIR, 'registry.ts'), names);
    // Each type with what may hold a pattern (the text grader's regex keys), else no settings.
    const uses = Object.keys(GRADERS).filter((type) => {
      const config = type === 'text' ? { regex_match: ['a+'] } : {};
      const task = makeTask({ graders: [{ type, name: type, weight: 1, config }] });
      return taskUsesPatterns(makeSuite('/tmp'), task);
    });
    const compiles = Object.keys(GRADERS).filter((type) => reachesRe2(files[type]!));
    assert.deepEqual(uses.sort(), compiles.sort());
    assert.ok(compiles.includes('text'), 'the text grader matches regex_match patterns');
  });

  it('an assertion type is pattern-free exactly when its evaluator compiles no pattern', () => {
    const index = join(GRADERS_DIR, 'assertions', 'index.ts');
    const body = /ASSERTION_EVALUATORS[^{]*\{([^}]*)\}/.exec(readFileSync(index, 'utf8'))![1]!;
    const names = Object.fromEntries(
      body
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          const [key, name = key] = entry.split(':').map((s) => s.trim());
          return [key!, name!];
        }),
    );
    assert.deepEqual(Object.keys(names).sort(), Object.keys(ASSERTION_EVALUATORS).sort());
    const files = sourcesOf(index, names);
    const types = Object.keys(ASSERTION_EVALUATORS) as Assertion['type'][];
    const uses = types.filter((type) =>
      assertionUsesPatterns({ type, negate: false, options: {} }),
    );
    const compiles = types.filter((type) => reachesRe2(files[type]!));
    assert.deepEqual(uses.sort(), compiles.sort());
    assert.deepEqual(compiles.sort(), ['regex', 'tool_result']);
  });

  it('the text grader compiles patterns from exactly the keys graders/re2.ts lists', () => {
    const source = readFileSync(join(GRADERS_DIR, 'text.ts'), 'utf8');
    const loops = [...source.matchAll(/for \(const (\w+) of config\.(\w+)[^)]*\) \{([^}]*)\}/g)];
    assert.ok(loops.length >= 6, 'the text grader reads its config in for-of loops');
    const compiling = loops.filter(([, v, , body]) => body!.includes(`compileRe2(${v})`));
    assert.deepEqual(compiling.map(([, , key]) => key).sort(), [...TEXT_PATTERN_KEYS].sort());
  });

  it('a text grader needs the compiler only when it has regex_match or regex_not_match', () => {
    const text = (config: Record<string, unknown>) =>
      taskUsesPatterns(
        makeSuite('/tmp'),
        makeTask({ graders: [{ type: 'text', name: 't', weight: 1, config }] }),
      );
    assert.equal(text({ contains: ['OK'], not_contains_cs: ['Error'] }), false);
    assert.equal(text({ contains: ['OK'], regex_match: [] }), false);
    assert.equal(text({ contains: ['OK'], regex_match: ['^OK'] }), true);
    assert.equal(text({ regex_not_match: ['(?i)error'] }), true);
    assert.equal(text({ regex_match: '^OK' }), true);
  });

  it('a task needs the compiler for expected.matches and for pattern assertions anywhere', () => {
    const suite = makeSuite('/tmp');
    const regex: Assertion = { type: 'regex', value: 'x', negate: false, options: {} };
    assert.equal(taskUsesPatterns(suite, makeTask()), false);
    const base = makeTask();
    assert.equal(
      taskUsesPatterns(suite, makeTask({ expected: { ...base.expected, matches: ['a+'] } })),
      true,
    );
    assert.equal(taskUsesPatterns(suite, makeTask({ assertions: [regex] })), true);
    assert.equal(
      taskUsesPatterns(
        suite,
        makeTask({
          checkpoints: [{ id: 'c', required: true, assertion: regex, after: [] }],
        }),
      ),
      true,
    );
  });
});
