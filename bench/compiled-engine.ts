// The engine as it ships, for the overhead bench. Run through tsx, every function Parley creates
// (each closure of each run and turn) also goes through esbuild's keepNames helper, a
// defineProperty call the bundles users run (ncc, dist/) do not make, and the bare SDK loop it
// is compared with hardly pays. So the bench bundles bench/engine-entry.ts with esbuild, without
// keepNames, into node_modules/.cache (where its package imports resolve), and imports that.
// Packages stay external: the engine and the bare loop share the one openai SDK and zod.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as EngineEntry from './engine-entry.js';

export type Engine = typeof EngineEntry;

export async function compiledEngine(): Promise<Engine> {
  const cache = fileURLToPath(new URL('../node_modules/.cache', import.meta.url));
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'parley-bench-engine-'));
  try {
    const outfile = join(dir, 'engine.mjs');
    await build({
      entryPoints: [fileURLToPath(new URL('./engine-entry.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'es2022',
      packages: 'external',
      outfile,
      logLevel: 'error',
    });
    return (await import(pathToFileURL(outfile).href)) as Engine;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
