// The Node.js the action runs on (action.yml `runs.using: node24`), for the end-to-end tests
// that run dist/index.js as the runner does. Only those tests need it, so it is not a
// dependency of the project: it is installed on first use from the npm registry (the official
// binary, packaged as node-<platform>-<arch>) into .runtime/, and reused afterwards.
// When the current Node already is that major version, it is used as is.
// Usage: node scripts/action-node.mjs   (prints the binary's path; exit 1 when it cannot)
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

/** The path of a Node binary of the action's major version; installs it when missing. */
export function actionNode() {
  const major = actionNodeMajor();
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
      `installing Node ${major} (${pkg}) into ${prefix} for the action's tests\n`,
    );
    const npm = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', prefix, `${pkg}@${major}`],
      { stdio: ['ignore', 'inherit', 'inherit'], timeout: 300_000 },
    );
    if (npm.status !== 0 || !existsSync(binary)) {
      throw new Error(
        `could not install Node ${major} (${pkg}@${major}) from the npm registry; the end-to-end tests run the action under the Node it declares`,
      );
    }
  }
  return binary;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(`${actionNode()}\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
