// Bundles the action (dist/index.js) and the CLI (dist/cli/index.js) with ncc as ESM.
// dist/package.json marks the bundles as ES modules for Node.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build'];
const common = ['--target', 'es2022', '--license', 'licenses.txt', '--quiet'];

rmSync('dist', { recursive: true, force: true });
// One after the other, the action first: ncc deletes every dist/**/*.js before it writes, so a
// parallel or later action build would delete the CLI bundle.
execFileSync(process.execPath, [...ncc, 'src/index.ts', '-o', 'dist', ...common], {
  stdio: 'inherit',
});
execFileSync(process.execPath, [...ncc, 'src/cli.ts', '-o', 'dist/cli', ...common], {
  stdio: 'inherit',
});
mkdirSync('dist', { recursive: true });
writeFileSync('dist/package.json', JSON.stringify({ type: 'module' }, null, 2) + '\n');
