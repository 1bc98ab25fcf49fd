// Runs every test file under test/ with Node's test runner, TypeScript loaded through tsx.
// Node 20 has no glob support in `node --test`, so the files are listed here.
// Usage: npm test [-- <substring filter of file paths>]
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : find(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const filters = process.argv.slice(2);
const files = find('test')
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .sort();
if (files.length === 0) {
  console.error(`no test files match ${filters.join(' ')}`);
  process.exit(1);
}
const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', ...files],
  { stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
