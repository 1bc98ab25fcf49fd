// The plain-YAML reader gives the data the `yaml` package gives, or leaves the text to it: every
// YAML file of the repository's examples and fixtures, and the corners of the subset.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { parsePlainYaml } from '../../src/suites/diagnostics/plain-yaml.js';
import { parseFullYaml, parseYaml } from '../../src/suites/diagnostics/positions.js';
import { loadYaml } from '../../src/shared/yaml.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What `yaml` reads, with the options positions.ts parses with; undefined when it errs. */
function full(text: string): { data: unknown } | undefined {
  const doc = parseDocument(text, { merge: true, uniqueKeys: true });
  return doc.errors.length ? undefined : { data: doc.toJS({ maxAliasCount: 1000 }) };
}

/** Every path into `data`, each also one key or index past its end (a missing field). */
function pathsOf(data: unknown, prefix: PropertyKey[] = []): PropertyKey[][] {
  const paths: PropertyKey[][] = [prefix, [...prefix, 'missing'], [...prefix, 99]];
  if (Array.isArray(data)) data.forEach((v, i) => paths.push(...pathsOf(v, [...prefix, i])));
  else if (data && typeof data === 'object')
    for (const [k, v] of Object.entries(data)) paths.push(...pathsOf(v, [...prefix, k]));
  return paths;
}

/** parseYaml (the plain reader's places) positions every field where the `yaml` package does. */
function assertSamePlaces(text: string, what: string) {
  const mine = parseYaml(text, 3);
  const theirs = parseFullYaml(text, 3);
  for (const path of pathsOf(mine.data)) {
    assert.deepEqual(mine.locate(path), theirs.locate(path), `${what} at ${path.join('.')}`);
  }
}

before(async () => {
  await loadYaml();
});

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

test('every YAML file of examples/ and test/fixtures/ reads as `yaml` reads it, or is left to it', () => {
  const files = [...yamlFiles(join(root, 'examples')), ...yamlFiles(join(root, 'test/fixtures'))];
  let plain = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const mine = parsePlainYaml(text);
    if (!mine) continue;
    plain++;
    assert.deepEqual(mine.data, full(text)?.data, file);
    assertSamePlaces(text, file);
  }
  // Most task files are in the subset: the fast path is the one taken.
  assert.ok(plain > files.length / 2, `${plain} of ${files.length} files read as plain YAML`);
});

const SAME = [
  'id: t1\ninputs:\n  prompt: "Task 1: say OK"\n',
  'id: a\nname: Full brief -> the agent writes\ntags: [responder, happy-path]\n',
  'a: \'it\'\'s\'\nb: "\\u00e9\\n\\"x\\""\nc: say "hi"   # a comment\n',
  'n: 1\nf: 1.5\ne: 1e3\nneg: -2\nplus: +3\nt: true\nf2: false\nz: null\nq: ~\n',
  'list:\n- a\n- b\nnext: c\n',
  'list:\n  - a: 1\n    b: [1, "two", \'three\', true, null]\n  - c\nempty: []\n',
  'turns:\n  - input: one\n    assert:\n      type: contains\n      value: OK\n  - input: two\n',
  '# only a comment first\n\nkey: C# and a:b and http://x\n',
  'unicode: café — ünïcode ✓\n',
  '  indented: [ a ,  "b"  , 3 ]\n  next:\n    -   spaced: 1\n        deeper: x\n',
  'top:\n- [x, y]\n- - z\n'.replace('- - z', '- z'),
];

test('plain YAML reads as `yaml` reads it', () => {
  for (const text of SAME) {
    const mine = parsePlainYaml(text);
    assert.ok(mine, `read as plain: ${JSON.stringify(text)}`);
    assert.deepEqual(mine.data, full(text)?.data, text);
    assertSamePlaces(text, text);
  }
});

const LEFT_TO_YAML = [
  'a: |\n  block\n',
  'a: >\n  folded\n',
  'a: &x 1\nb: *x\n',
  'a: !tag x\n',
  'a: {b: 1}\n',
  'a: multi\n  line\n',
  'a: 1\na: 2\n',
  'a:\tb\n',
  'a: b\r\n',
  'a: True\n',
  'a: NULL\n',
  'a: .inf\n',
  'a: 0x1f\n',
  'a: 2024-01-01\n',
  'a: b: c\n',
  '---\na: 1\n',
  'a:\n',
  '"quoted key": 1\n',
  'a: "\\x41"\n',
  '<<: {a: 1}\n',
  'true: 1\n',
  'a: [b, {c: 1}]\n',
  'a:\n  - - nested\n',
  'a: b\n c: d\n',
  'a: x\u00a0\n',
  '- a\nb: c\n',
  'a: "unterminated\n',
];

test('YAML outside the subset is left to the `yaml` package', () => {
  for (const text of LEFT_TO_YAML) {
    assert.equal(parsePlainYaml(text), undefined, JSON.stringify(text));
  }
});
