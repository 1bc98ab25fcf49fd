// plain-glob.ts answers the commonest globs with readdir: its answer must be tinyglobby's, with
// the options discover.ts gives it, or none at all (then tinyglobby answers).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { glob } from 'tinyglobby';
import { plainFilesNamed, plainTaskGlob } from '../../src/suites/plain-glob.js';

const tmp = mkdtempSync(join(tmpdir(), 'parley-plain-glob-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
const IGNORE = ['**/node_modules/**', '**/.git/**'];
const tiny = async (pattern: string, cwd: string) =>
  (await glob([pattern], { cwd, absolute: true, ignore: IGNORE })).sort();

function tree(root: string, files: string[]): string {
  for (const f of files) {
    mkdirSync(join(root, f, '..'), { recursive: true });
    writeFileSync(join(root, f), 'x\n');
  }
  return root;
}

describe('plain globs', () => {
  const root = tree(join(tmp, 'a'), [
    'eval.yaml',
    'tasks/a.yaml',
    'tasks/b.yml',
    'tasks/c.jsonl',
    'tasks/.hidden.yaml',
    'tasks/notes.txt',
    'tasks/a.yaml.bak',
    'tasks/sub/d.yaml',
    'x/y/eval.yaml',
    'x/.dot/eval.yaml',
    'node_modules/p/eval.yaml',
    '.git/eval.yaml',
    'x/eval.yaml.d/z.yaml',
  ]);
  mkdirSync(join(root, 'tasks', 'dir.yaml'));

  it('a folder and a * name: the files tinyglobby matches', async () => {
    for (const pattern of [
      'tasks/*.yaml',
      'tasks/*',
      'tasks/*.yml',
      '*.yaml',
      'tasks/sub/*.yaml',
    ]) {
      const plain = plainTaskGlob(pattern, root);
      assert.ok(plain, pattern);
      assert.deepEqual(plain.sort(), await tiny(pattern, root), pattern);
    }
  });

  it('**/name: the files tinyglobby finds', async () => {
    const plain = plainFilesNamed('eval.yaml', root);
    assert.ok(plain);
    assert.deepEqual(plain.sort(), await tiny('**/eval.yaml', root));
  });

  it('leaves other patterns, missing folders and symbolic links to tinyglobby', () => {
    for (const pattern of ['tasks/**/*.yaml', 'tasks/a*.yaml', './tasks/*.yaml', '../*.yaml'])
      assert.equal(plainTaskGlob(pattern, root), undefined, pattern);
    for (const pattern of ['t?sks/*.yaml', 'tasks/{a,b}.yaml', 'tasks/a.yaml', 'none/*.yaml'])
      assert.equal(plainTaskGlob(pattern, root), undefined, pattern);
    assert.equal(plainFilesNamed('*.yaml', root), undefined);
    const linked = tree(join(tmp, 'linked'), ['tasks/a.yaml']);
    symlinkSync(join(linked, 'tasks', 'a.yaml'), join(linked, 'tasks', 'b.yaml'));
    assert.equal(plainTaskGlob('tasks/*.yaml', linked), undefined);
    assert.equal(plainFilesNamed('eval.yaml', linked), undefined);
  });
});
