import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeSummary } from '../report/builders.js';

function parley(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('parley compare: exit 1 on regressions, 0 without, 2 on a bad file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-compare-'));
  try {
    const base = join(dir, 'base.json');
    const head = join(dir, 'head.json');
    writeFileSync(
      base,
      JSON.stringify(
        makeSummary([
          { id: 'a', passed: 5, trials: 5 },
          { id: 'gone', passed: 1, trials: 1 },
        ]),
      ),
    );
    writeFileSync(head, JSON.stringify(makeSummary([{ id: 'a', passed: 0, trials: 5 }])));
    const regressed = parley(['compare', base, head]);
    assert.equal(regressed.code, 1, regressed.stderr);
    assert.match(
      regressed.stdout,
      /regressed \(1\):\n {2}suite-a \/ a: 5\/5 completed -> 0\/5 completed p=0\.004/,
    );
    assert.match(regressed.stdout, /removed \(1\):/);
    assert.match(regressed.stdout, /pass rate 100\.0% -> 0\.0%/);
    assert.equal(parley(['compare', base, base]).code, 0);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ schema_version: 1 }));
    const bad = parley(['compare', base, join(dir, 'bad.json')]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /bad\.json: not a Parley summary\.json/);
    assert.equal(parley(['compare', base]).code, 2);
    assert.equal(parley(['compare', base, join(dir, 'missing.json')]).code, 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
