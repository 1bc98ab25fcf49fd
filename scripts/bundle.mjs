// Bundles the action (dist/index.js) and the CLI (dist/cli/index.js) with ncc as ESM.
// dist/package.json marks the bundles as ES modules for Node.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

// V8 keeps a script's source in memory for as long as the process runs, one byte per character
// when it is all ASCII, else two: a few dashes in comments double what the 2.5 MB CLI bundle
// holds. Every other character is written as a \u escape of each UTF-16 unit: the same text in
// the strings, regexes and comments where the bundles have them. Not in a file with a Unicode
// space (the action's bundle has one between two tokens, where an escape is a syntax error), nor
// after a backslash; and each file written is checked to parse (`node --check`).
const SPACE = /[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;
for (const dir of ['dist', 'dist/cli']) {
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
    const file = join(dir, name);
    const text = readFileSync(file, 'utf8');
    if (SPACE.test(text)) continue;
    if (/\\[\u0080-\uffff]/.test(text)) throw new Error(`${file}: an escaped non-ASCII character`);
    const ascii = text.replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    if (ascii === text) continue;
    writeFileSync(file, ascii);
    execFileSync(process.execPath, ['--check', file], { stdio: 'inherit' });
  }
}
