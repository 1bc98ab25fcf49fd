// The suite hash summary.json carries (sha256 over the suite file and its task files, each by its
// path relative to the suite), which baselines and comparisons key on: the same files give the
// same hash however the suite's path is written, and the path shortcut the hashing takes
// (load-suite.ts pathUnder) answers as path.relative does.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { loadSuites } from '../../src/suites/load.js';
import { pathUnder } from '../../src/suites/load-suite.js';

const tmp = mkdtempSync(join(tmpdir(), 'parley-hash-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

describe('suite hash', () => {
  const dir = join(tmp, 'suite');
  mkdirSync(join(dir, 'tasks', 'more'), { recursive: true });
  const evalYaml = 'name: hashed\nskill: hashed\ntasks:\n  - tasks/*.yaml\n  - tasks/more/*.yaml\n';
  writeFileSync(join(dir, 'eval.yaml'), evalYaml);
  const tasks = { 'tasks/a.yaml': 'a', 'tasks/more/b.yaml': 'b', 'tasks/.c.yaml': 'c' };
  for (const [file, id] of Object.entries(tasks)) {
    writeFileSync(join(dir, file), `id: ${id}\ninputs:\n  prompt: Say ${id}\n`);
  }

  it('is the sha256 of each file by its path relative to the suite, however the path is written', async () => {
    const hashes = new Set<string>();
    const written: [cwd: string, path: string][] = [
      [tmp, 'suite'],
      [tmp, './suite/'],
      [join(tmp, 'suite', 'tasks'), '../../suite/tasks/..'],
      ['/', dir],
    ];
    for (const [cwd, path] of written) {
      const loaded = await loadSuites([path], { cwd });
      assert.deepEqual(loaded.errors, [], `${cwd} ${path}`);
      const [suite] = loaded.suites;
      assert.ok(suite, `${cwd} ${path}: one suite`);
      // The order the loader reads them in: eval.yaml, then each glob's files (`*` leaves the
      // hidden .c.yaml out, as globs do).
      const order = ['eval.yaml', 'tasks/a.yaml', 'tasks/more/b.yaml'];
      assert.deepEqual(
        suite.tasks.map((t) => relative(dir, t.source.file)),
        order.slice(1),
      );
      const expected = createHash('sha256');
      for (const f of order) expected.update(`${f}\0${readFileSync(join(dir, f), 'utf8')}\0`);
      assert.equal(suite.hash, expected.digest('hex'), `${cwd} ${path}`);
      hashes.add(suite.hash);
    }
    assert.equal(hashes.size, 1);
  });
});

describe('pathUnder', () => {
  it('answers as path.relative for plain, odd and outside paths', () => {
    const dirs = ['/a/b', '/a/b/', '/', '/a/./b', '/a/b/..', 'rel/dir', '/a/b c'];
    const rests = [
      'x.yaml',
      'tasks/t1.yaml',
      '.hidden/x.yaml',
      '..x/y',
      './x',
      'x/./y',
      'x/../y',
      'x//y',
      'x/',
      '..',
      '../z',
      '',
      'x/..',
      'x/.',
    ];
    for (const dir of dirs) {
      const under = pathUnder(dir);
      for (const rest of rests) {
        for (const file of [`${dir}/${rest}`, `${dir}${rest}`, `/elsewhere/${rest}`]) {
          assert.equal(under(file), relative(dir, file), `${dir} + ${file}`);
        }
      }
    }
  });
});
