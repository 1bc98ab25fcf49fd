// scripts/check-circles.mjs, the step of `npm run lint` that forbids import circles: it passes on
// the sources as they are, and fails naming each import (file and line) of a circle, whether the
// import is `import type`, a re-export or an `import()`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const script = join('scripts', 'check-circles.mjs');

function check(...roots: string[]) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [script, ...roots], {
    encoding: 'utf8',
  });
  return { status, stdout, stderr };
}

test('the sources have no import circle but the one known exception', () => {
  const { status, stdout, stderr } = check();
  assert.equal(stderr, '');
  assert.equal(stdout.trim(), 'no import circles');
  assert.equal(status, 0);
});

test('a circle of type-only, re-exported and dynamic imports fails with each import named', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-circles-'));
  try {
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './sub/b.js';\nexport type A = B;\n");
    writeFileSync(join(dir, 'sub', 'b.ts'), "export type B = 1;\nexport { c } from '../c.js';\n");
    writeFileSync(
      join(dir, 'c.ts'),
      "export const c = 1;\nexport const load = () => import('./a.js');\n",
    );
    writeFileSync(join(dir, 'apart.ts'), "import type { A } from './a.js';\nexport type D = A;\n");
    const { status, stderr } = check(dir);
    assert.equal(status, 1);
    const lines = stderr.trim().split('\n');
    assert.match(lines[0]!, /^import circle of 3 modules: .*a\.ts, .*c\.ts, .*sub\/b\.ts$/);
    assert.match(stderr, /a\.ts:1 imports .*sub\/b\.ts\n/);
    assert.match(stderr, /sub\/b\.ts:2 imports .*c\.ts\n/);
    assert.match(stderr, /c\.ts:2 imports .*a\.ts\n/);
    // apart.ts imports into the circle but is not part of it.
    assert.doesNotMatch(stderr, /apart\.ts/);
    assert.match(lines.at(-1)!, /^1 import circle: /);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
