// Bundles the action (dist/index.js) with ncc as an ES module, and the CLI (dist/cli/index.js)
// as CommonJS from scripts/cli-entry.cjs: a command's chunks then load with require() rather than
// through the ES module loader (docs/benchmarks.md, "Before the first request").
// dist/package.json marks the action's files as ES modules, dist/cli/package.json the CLI's as
// CommonJS.
// The two builds run at the same time, each into a folder of its own under .tmp/ (ncc deletes
// every *.js under its output folder before it writes, so neither may write into the other's),
// and dist/ is put together from them once both have succeeded.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build'];
const common = ['--target', 'es2022', '--license', 'licenses.txt', '--quiet'];

function build(entry, out) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...ncc, entry, '-o', out, ...common], {
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`ncc ${entry}: exit ${signal ?? code}`)),
    );
  });
}

mkdirSync('.tmp', { recursive: true });
const work = mkdtempSync(join('.tmp', 'bundle-'));
try {
  const action = join(work, 'action');
  const cli = join(work, 'cli');
  const builds = [build('src/index.ts', action), build('scripts/cli-entry.cjs', cli)];
  const failed = (await Promise.allSettled(builds)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  rmSync('dist', { recursive: true, force: true });
  renameSync(action, 'dist');
  // ncc names a CommonJS entry's bundle index.cjs; the CLI's path stays dist/cli/index.js.
  renameSync(join(cli, 'index.cjs'), join(cli, 'index.js'));
  renameSync(cli, join('dist', 'cli'));
  writeFileSync('dist/package.json', JSON.stringify({ type: 'module' }, null, 2) + '\n');
  writeFileSync('dist/cli/package.json', JSON.stringify({ type: 'commonjs' }, null, 2) + '\n');
} finally {
  rmSync(work, { recursive: true, force: true });
}
