// checkoutBase against real git repositories made in a temporary directory: a present ref, a
// ref fetched from origin, an unknown ref, a refused fetch, a directory outside any repository
// and no git at all; dispose removes the worktree and its registration.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkoutBase, type BaseCheckout } from '../../src/engine/base-checkout.js';
import { git } from '../fakes/git.js';

function commit(repo: string, file: string, text: string): string {
  mkdirSync(join(repo, 'evals'), { recursive: true });
  writeFileSync(join(repo, file), text);
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', text);
  return git(repo, 'rev-parse', 'HEAD');
}

let root: string;
let origin: string;
let clone: string;
let first: string;
let onlyOnOrigin: string;

before(() => {
  root = mkdtempSync(join(tmpdir(), 'parley-git-'));
  origin = join(root, 'origin');
  mkdirSync(origin);
  git(origin, 'init', '-q', '-b', 'main');
  first = commit(origin, 'evals/eval.yaml', 'base version');
  clone = join(root, 'clone');
  git(root, 'clone', '-q', `file://${origin}`, clone);
  commit(clone, 'evals/eval.yaml', 'head version');
  // A commit the clone has never seen (the base of a PR the shallow CI clone lacks).
  onlyOnOrigin = commit(origin, 'evals/eval.yaml', 'newer base');
});

after(() => rmSync(root, { recursive: true, force: true }));

const worktrees = () => git(clone, 'worktree', 'list', '--porcelain');

test('a present ref is checked out beside the head, at the same place below the root', async () => {
  const base = (await checkoutBase(join(clone, 'evals'), first)) as BaseCheckout;
  assert.ok(!('error' in base), JSON.stringify(base));
  try {
    assert.equal(base.sha, first);
    assert.equal(base.cwd, join(base.dir, 'evals'));
    assert.equal(readFileSync(join(base.cwd, 'eval.yaml'), 'utf8'), 'base version');
    assert.equal(readFileSync(join(clone, 'evals/eval.yaml'), 'utf8'), 'head version');
    assert.match(worktrees(), new RegExp(base.dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  } finally {
    await base.dispose();
    await base.dispose();
  }
  assert.equal(existsSync(base.dir), false);
  assert.doesNotMatch(worktrees(), /parley-base-/);
  // A branch name works as well as a sha.
  const branch = (await checkoutBase(clone, 'origin/main')) as BaseCheckout;
  assert.equal(branch.sha, first);
  await branch.dispose();
});

test('an unknown ref is an error to act on; with fetch it is fetched from origin', async () => {
  const missing = await checkoutBase(clone, onlyOnOrigin);
  assert.deepEqual(missing, {
    error: `${onlyOnOrigin} is not a commit of the repository at ${clone} (fetch it first: git fetch origin ${onlyOnOrigin})`,
  });
  const fetched = (await checkoutBase(clone, onlyOnOrigin, { fetch: true })) as BaseCheckout;
  assert.ok(!('error' in fetched), JSON.stringify(fetched));
  try {
    assert.equal(fetched.sha, onlyOnOrigin);
    assert.equal(readFileSync(join(fetched.dir, 'evals/eval.yaml'), 'utf8'), 'newer base');
  } finally {
    await fetched.dispose();
  }
  const unknown = await checkoutBase(clone, 'no-such-branch', { fetch: true });
  assert.ok('error' in unknown);
  assert.match(
    unknown.error,
    /^the base commit no-such-branch is not in the clone and fetching it from origin failed: /,
  );
});

test('a refused fetch, a directory outside a repository and no git are errors', async () => {
  const offline = join(root, 'offline');
  git(root, 'clone', '-q', `file://${origin}`, offline);
  git(offline, 'remote', 'set-url', 'origin', join(root, 'gone'));
  const refused = await checkoutBase(offline, 'f'.repeat(40), { fetch: true });
  assert.ok('error' in refused);
  assert.match(refused.error, /fetching it from origin failed: .*gone/);

  const plain = mkdtempSync(join(tmpdir(), 'parley-nogit-'));
  try {
    assert.deepEqual(await checkoutBase(plain, 'main'), {
      error: `${plain} is not in a git repository: the base commit cannot be checked out`,
    });
  } finally {
    rmSync(plain, { recursive: true, force: true });
  }
  const path = process.env.PATH;
  process.env.PATH = join(root, 'empty-bin');
  try {
    assert.deepEqual(await checkoutBase(clone, 'main'), {
      error: 'git is not installed (or not on PATH): the base commit cannot be checked out',
    });
  } finally {
    process.env.PATH = path;
  }
});

test('a process that exits without dispose still removes its worktree', () => {
  // A child process checks the base out and exits at once, as a second Ctrl-C makes `parley` do.
  const script = `
    const { checkoutBase } = await import(${JSON.stringify(pathToFileURL(resolve('src/engine/base-checkout.ts')).href)});
    const base = await checkoutBase(${JSON.stringify(clone)}, ${JSON.stringify(first)});
    console.log(base.dir);
    process.exit(130);
  `;
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(child.status, 130, child.stderr);
  const dir = child.stdout.trim();
  assert.match(dir, /parley-base-\w+\/checkout$/);
  assert.equal(existsSync(dir), false);
  assert.doesNotMatch(worktrees(), /parley-base-/);
});
