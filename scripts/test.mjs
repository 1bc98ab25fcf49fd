// Runs every test file under test/ with Node's test runner, TypeScript loaded through tsx.
// Node 20 has no glob support in `node --test`, so the files are listed here.
// The CLI the tests spawn is compiled once, here, at the start of every run (esbuild, into a
// folder of .tmp/ removed at the end), and named in PARLEY_TEST_CLI (test/cli-args.ts): each
// child then loads one compiled file instead of compiling src/ again through tsx, and it is
// never older than the sources.
// The end-to-end tests run the bundled action (dist/index.js) under the Node that action.yml
// declares (scripts/action-node.mjs installs it on first use): when any source is newer than
// that bundle, it is rebuilt first, so they never test a stale dist/.
// Usage: npm test [-- <substring filter of file paths>]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { actionNode, oldestNode } from './action-node.mjs';
import { compileCli } from './test-cli.mjs';

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : find(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function newest(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
    return Math.max(latest, time);
  }, 0);
}

const filters = process.argv.slice(2);
const files = find('test')
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .sort();
if (files.length === 0) {
  console.error(`no test files match ${filters.join(' ')}`);
  process.exit(1);
}
/**
 * Whether src/, package-lock.json and dist/ are exactly as committed: the committed bundle is
 * built from the committed sources (CI checks it), so a fresh clone, whose files all have the
 * clone's times in no useful order, needs no rebuild (30-60 s on a small machine).
 */
function committedBundle() {
  const git = (args) => spawnSync('git', args, { encoding: 'utf8' });
  const changed = git(['status', '--porcelain', '--', 'src', 'dist', 'package-lock.json']);
  return changed.status === 0 && changed.stdout === '';
}

const e2e = files.some((file) => file.startsWith(join('test', 'e2e')));
const bundle = 'dist/index.js';
const sources = Math.max(newest('src'), statSync('package-lock.json').mtimeMs);
const stale = !existsSync(bundle) || statSync(bundle).mtimeMs < sources;
if (e2e && stale && !committedBundle()) {
  console.log('test: src/ is newer than dist/index.js: rebuilding the bundle (npm run bundle)');
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { stdio: 'inherit' });
}
// The end-to-end tests run the bundle under the Node the action declares (action.yml), and
// some also under the oldest Node the project supports (package.json engines).
const cli = await compileCli();
const env = {
  ...process.env,
  PARLEY_TEST_CLI: cli.file,
  ...(e2e ? { PARLEY_ACTION_NODE: actionNode(), PARLEY_OLDEST_NODE: oldestNode() } : {}),
};
// A test file mostly waits on the processes it starts (their start-up, timers, sockets): one
// file per core and one more, three at least, keeps the cores busy while one of them waits.
// PARLEY_TEST_CONCURRENCY overrides it (docs/benchmarks.md has what each setting took).
const concurrency =
  Number(process.env.PARLEY_TEST_CONCURRENCY) || Math.max(3, availableParallelism() + 1);
const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files],
  { stdio: 'inherit', env },
);
child.on('exit', (code, signal) => {
  cli.remove();
  process.exit(signal ? 1 : (code ?? 1));
});
