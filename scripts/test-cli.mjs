// The CLI as the tests run it (scripts/test.mjs): src/cli.ts compiled by esbuild into one folder
// of .tmp/ (inside the checkout, so the packages it imports resolve from node_modules/), its
// lazily loaded modules kept as chunks loaded when asked for, as the ncc bundle does. keepNames,
// as tsx: a function's or class's name is what the sources say, whatever the bundle renames.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Compiles src/cli.ts; resolves with the entry file's path and a function removing the folder. */
export async function compileCli() {
  const parent = join(root, '.tmp');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'test-cli-'));
  try {
    await build({
      entryPoints: { cli: join(root, 'src/cli.ts') },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      keepNames: true,
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      logLevel: 'error',
    });
    // The data files a module reads through shippedFile(new URL('./x.jsonl', import.meta.url)):
    // next to the chunks, where that URL points once bundled (ncc copies them the same way).
    for (const data of shippedData(join(root, 'src')))
      copyFileSync(data, join(dir, basename(data)));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    file: join(dir, 'cli.mjs'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The .jsonl data files under src/, shipped next to the modules that read them. */
function shippedData(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.jsonl'))
    .map((e) => join(e.parentPath, e.name));
}
