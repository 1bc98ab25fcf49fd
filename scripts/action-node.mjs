// The Node.js the action runs on (action.yml `runs.using: node24`), for the end-to-end tests
// that run dist/index.js as the runner does. Only those tests need it, so it is not a
// dependency of the project: it is installed on first use from the npm registry (the official
// binary, packaged as node-<platform>-<arch>) into .runtime/, and reused afterwards.
// When the current Node already is that major version, it is used as is. The same for the
// oldest Node the project supports (package.json `engines`, >=20), which the tests titled
// "Node 20" run the action under: installed the same way, never silently replaced by this Node.
// Usage: node scripts/action-node.mjs [--oldest]   (prints the binary's path; exit 1 when it cannot)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The major version of `runs.using` in action.yml (node24 → 24). */
export function actionNodeMajor() {
  const match = /^\s*using:\s*['"]?node(\d+)/m.exec(readFileSync(join(root, 'action.yml'), 'utf8'));
  if (!match) throw new Error('action.yml: runs.using is not nodeNN');
  return Number(match[1]);
}

/** The oldest major version package.json `engines.node` allows (>=20 → 20). */
export function oldestNodeMajor() {
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines?.node ?? '';
  const match = /^>=\s*(\d+)/.exec(range.trim());
  if (!match) throw new Error(`package.json: engines.node is not ">=NN" (${range})`);
  return Number(match[1]);
}

/** The path of a Node binary of the action's major version; installs it when missing. */
export function actionNode() {
  return nodeOfMajor(actionNodeMajor());
}

/** The path of a Node binary of the oldest supported major version; installs it when missing. */
export function oldestNode() {
  return nodeOfMajor(oldestNodeMajor());
}

/** The path of a Node binary of that major version: this one, else installed into .runtime/. */
export function nodeOfMajor(major) {
  if (process.versions.node.split('.')[0] === String(major)) return process.execPath;
  const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const prefix = join(root, '.runtime', `node${major}`);
  const binary = join(
    prefix,
    'node_modules',
    pkg,
    'bin',
    process.platform === 'win32' ? 'node.exe' : 'node',
  );
  if (!existsSync(binary)) {
    mkdirSync(prefix, { recursive: true });
    process.stderr.write(
      `installing Node ${major} (${pkg}@${major}) into ${prefix} for the action's tests\n`,
    );
    const npm = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', prefix, `${pkg}@${major}`],
      { stdio: ['ignore', 'inherit', 'inherit'], timeout: 300_000 },
    );
    if (npm.status !== 0 || !existsSync(binary)) {
      throw new Error(
        `could not install Node ${major} (${pkg}@${major}) from the npm registry; the end-to-end tests run the action under it (action.yml declares one, package.json engines the oldest)`,
      );
    }
  }
  const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (!version.startsWith(`v${major}.`)) {
    throw new Error(`${binary} is ${version || 'not runnable'}, not Node ${major}`);
  }
  return binary;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const oldest = process.argv.includes('--oldest');
    process.stdout.write(`${oldest ? oldestNode() : actionNode()}\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
