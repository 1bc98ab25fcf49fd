// JSONL lines are located by a scan of the JSON text; the YAML parse (JSON is YAML) is the
// oracle: both must put every field path at the same line and column.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsonLineLocator, parseYaml } from '../../src/suites/diagnostics/positions.js';
import { loadYaml } from '../../src/shared/yaml.js';

// The YAML parser loads on demand (loadSuites does it when a job reads YAML).
await loadYaml();

const LINES = [
  '{"id": "a", "input": "Hi"}',
  '  {"id":"b","input":"Hi","simulator":{"use":"m"},"max_turns":0}',
  '{"id": "c", "assertions": [{"type": "contains", "value": "x"}, {"type": "similar", "value": "y"}]}',
  '{"id": "d", "input": "say \\"}]\\" then {", "turns": [{"input": "a", "assert": [{"type": "regex", "pattern": "[a-z]{2}"}]}, {"input": "b, c"}], "tags": ["x", 1, true, null, -2.5e3]}',
  '{"id": "e", "nested": {"deep": {"deeper": [[1, 2], [3, {"k": "v"}]]}}, "after": "é ü"}',
  '{"id": "f", "empty": {}, "none": [], "num": 12}',
];

/** Every path into the value, plus paths that miss (absent keys, indexes past the end). */
function pathsOf(value: unknown, prefix: PropertyKey[] = []): PropertyKey[][] {
  const out: PropertyKey[][] = [prefix, [...prefix, 'absent'], [...prefix, 99]];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  return out;
}

test('JSONL positions: the scan agrees with the YAML parse on every path', () => {
  LINES.forEach((line, index) => {
    const yaml = parseYaml(line, index);
    assert.equal(yaml.errors.length, 0, line);
    const scan = jsonLineLocator(line, index);
    for (const path of pathsOf(JSON.parse(line)))
      assert.deepEqual(scan(path), yaml.locate(path), `${line} at ${path.join('.')}`);
  });
});

test('JSONL positions: a field is found at its key, on the line it is written', () => {
  const locate = jsonLineLocator(LINES[2]!, 41);
  assert.deepEqual(locate(['assertions', 1, 'type']), { line: 42, column: 65 });
  assert.deepEqual(locate([]), { line: 42, column: 1 });
});
