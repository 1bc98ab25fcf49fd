import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { loadSuites, warningLines } from '../../src/suites/load.js';

const root = mkdtempSync(join(tmpdir(), 'parley-unchecked-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('a task that nothing checks is a warning naming it; a checked one is not', async () => {
  mkdirSync(join(root, 's'));
  writeFileSync(
    join(root, 's', 'eval.yaml'),
    [
      'name: s',
      'config: {executor: mock}',
      'tasks:',
      '  - {id: unchecked, inputs: {prompt: hi}}',
      '  - {id: checked, inputs: {prompt: hi}, expected: {output_contains: [hi]}}',
    ].join('\n'),
  );
  const { errors, warnings } = await loadSuites([join(root, 's')], { cwd: root });
  assert.deepEqual(errors, []);
  assert.deepEqual(
    warnings.map((w) => [w.path, w.line]),
    [['unchecked', 4]],
  );
  assert.match(warnings[0]!.message, /nothing checks this task/);
});

test('many warnings of one kind are shown five at a time, then counted', () => {
  const warnings = Array.from({ length: 8 }, (_, i) => ({
    file: join(root, 'x.jsonl'),
    line: i + 1,
    column: 1,
    path: `t${i}`,
    message: 'nothing checks this task',
  }));
  const lines = warningLines(warnings, root);
  assert.equal(lines.length, 6);
  assert.equal(lines[0], 'warning: x.jsonl:1:1 t0: nothing checks this task');
  assert.equal(lines[5], 'warning: ... and 3 more: nothing checks this task');
});
