import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createWorkspace, confinePath } from '../../src/agents/workspace.js';
import { AgentError } from '../../src/agents/types.js';
import { makeSuite, makeTask, tempDir } from './helpers.js';

let fixtures: { dir: string; remove: () => Promise<void> };
let repo: string;

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-C', cwd, ...args], { encoding: 'utf8' }).trim();
}

before(async () => {
  fixtures = await tempDir();
  await mkdir(join(fixtures.dir, 'data', 'nested'), { recursive: true });
  await writeFile(join(fixtures.dir, 'data', 'a.txt'), 'fixture a');
  await writeFile(join(fixtures.dir, 'data', 'nested', 'b.txt'), 'fixture b');
  await mkdir(join(fixtures.dir, '.github'));
  await writeFile(join(fixtures.dir, '.github', 'copilot-instructions.md'), 'be brief');
  repo = join(fixtures.dir, 'repo');
  await mkdir(repo);
  git(repo, 'init', '--quiet', '-b', 'main');
  git(repo, 'config', 'user.email', 't@example.com');
  git(repo, 'config', 'user.name', 't');
  await writeFile(join(repo, 'README.md'), 'v1');
  git(repo, 'add', '.');
  git(repo, 'commit', '--quiet', '-m', 'one');
  git(repo, 'tag', 'v1');
  await writeFile(join(repo, 'README.md'), 'v2');
  git(repo, 'commit', '--quiet', '-am', 'two');
});
after(() => fixtures.remove());

describe('createWorkspace', () => {
  it('places inline files, fixture copies, a repo worktree at a ref and instruction files', async () => {
    const suite = makeSuite(fixtures.dir);
    const task = makeTask({
      // Suite and task instruction files, as the loader merges them.
      instructionFiles: [
        {
          source: join(fixtures.dir, '.github', 'copilot-instructions.md'),
          path: '.github/copilot-instructions.md',
        },
      ],
      files: [
        { path: 'notes/hello.txt', content: 'hi there' },
        { path: 'copied.txt', source: join(fixtures.dir, 'data', 'a.txt') },
        { path: 'tree', source: join(fixtures.dir, 'data') },
      ],
      repos: [{ source: repo, ref: 'v1', dest: 'src/repo' }],
      workdir: 'src/repo',
    });
    const ws = await createWorkspace(suite, task);
    try {
      assert.equal(ws.cwd, join(ws.root, 'src', 'repo'));
      assert.equal(await readFile(join(ws.root, 'notes/hello.txt'), 'utf8'), 'hi there');
      assert.equal(await readFile(join(ws.root, 'copied.txt'), 'utf8'), 'fixture a');
      assert.equal(await readFile(join(ws.root, 'tree/nested/b.txt'), 'utf8'), 'fixture b');
      assert.equal(await readFile(join(ws.cwd, 'README.md'), 'utf8'), 'v1');
      assert.equal(
        await readFile(join(ws.cwd, '.github/copilot-instructions.md'), 'utf8'),
        'be brief',
      );
      assert.match(git(repo, 'worktree', 'list'), /src\/repo/);
    } finally {
      await ws.cleanup();
    }
    assert.equal(existsSync(ws.root), false);
    assert.doesNotMatch(git(repo, 'worktree', 'list'), /src\/repo/);
    await ws.cleanup(); // idempotent
  });

  it('makes the directory of a task that places nothing only when it is needed', async () => {
    const unused = await createWorkspace(makeSuite(fixtures.dir), makeTask({}));
    assert.equal(existsSync(unused.root), false);
    await unused.cleanup();
    const needed = await createWorkspace(makeSuite(fixtures.dir), makeTask({}));
    await needed.prepare();
    await needed.prepare(); // idempotent
    assert.equal(statSync(needed.root).mode & 0o777, 0o700);
    assert.notEqual(needed.root, unused.root);
    await needed.cleanup();
    assert.equal(existsSync(needed.root), false);
    // Something that made it without prepare() (mkdir -p) is still cleaned up.
    const made = await createWorkspace(makeSuite(fixtures.dir), makeTask({}));
    await mkdir(join(made.root, 'x'), { recursive: true });
    await made.cleanup();
    assert.equal(existsSync(made.root), false);
  });

  it('removes an empty workspace and one the agent left files in', async () => {
    const empty = await createWorkspace(makeSuite(fixtures.dir), makeTask({}));
    await empty.prepare();
    await empty.cleanup();
    assert.equal(existsSync(empty.root), false);
    const used = await createWorkspace(makeSuite(fixtures.dir), makeTask({}));
    await used.prepare();
    await mkdir(join(used.cwd, 'out'), { recursive: true });
    await writeFile(join(used.cwd, 'out', 'result.txt'), 'written by the agent');
    await used.cleanup();
    assert.equal(existsSync(used.root), false);
  });

  it('copies a fixture folder into the root and creates the workdir', async () => {
    const task = makeTask({
      workdir: 'a/b',
      files: [{ path: '.', source: join(fixtures.dir, 'data') }],
    });
    const ws = await createWorkspace(makeSuite(fixtures.dir), task);
    try {
      assert.ok(existsSync(join(ws.root, 'a', 'b')));
      assert.equal(await readFile(join(ws.root, 'nested/b.txt'), 'utf8'), 'fixture b');
    } finally {
      await ws.cleanup();
    }
  });

  it('rejects destinations that leave the workspace', async () => {
    for (const path of ['../escape.txt', '/etc/passwd', 'a/../../x']) {
      const task = makeTask({ files: [{ path, content: 'x' }] });
      await assert.rejects(createWorkspace(makeSuite(fixtures.dir), task), (e: unknown) => {
        assert.ok(e instanceof AgentError);
        assert.equal(e.kind, 'config_error');
        return true;
      });
    }
    const badRepo = makeTask({ repos: [{ source: repo, dest: '../out' }] });
    await assert.rejects(createWorkspace(makeSuite(fixtures.dir), badRepo), /leaves/);
  });

  it('reports a missing fixture and a bad ref as config errors', async () => {
    const missing = makeTask({ files: [{ path: 'x', source: join(fixtures.dir, 'nope') }] });
    await assert.rejects(createWorkspace(makeSuite(fixtures.dir), missing), /does not exist/);
    const badRef = makeTask({ repos: [{ source: repo, ref: 'no-such-ref', dest: 'r' }] });
    await assert.rejects(createWorkspace(makeSuite(fixtures.dir), badRef), (e: unknown) => {
      assert.ok(e instanceof AgentError && e.kind === 'config_error');
      assert.match(e.message, /repo .*worktree/);
      return true;
    });
  });

  it('confinePath keeps paths inside the root', () => {
    assert.equal(confinePath('/w', 'a/b'), '/w/a/b');
    assert.throws(() => confinePath('/w', '../w2/x'));
  });
});
