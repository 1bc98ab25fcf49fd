// Size budget of the bundles' entry files, checked in CI after `npm run bundle`: what every
// `parley` command and every action step parses at start-up. Commands and heavy dependencies
// load on demand from ncc's chunks (dist/**/NNN.index.js), so an entry file that grows past its
// budget means something heavy is imported eagerly again (issue 35: 1.97 -> 2.51 MB unnoticed).
// Usage: node scripts/size-budget.mjs [DIST_DIR]  (exit 1 past a budget)
import { statSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes. The CLI's entry holds the dispatcher and the command list only (15 KB today). */
export const BUDGETS = {
  'cli/index.js': 64 * 1024,
  // The action's entry: inputs, event, GitHub clients; each mode (run, report, command) and the
  // artifact and cache clients (Azure's storage SDK) load when used (3.1 MB today, 9.0 MB before).
  'index.js': 3.5 * 1024 * 1024,
};

const dist = process.argv[2] ?? 'dist';
let over = 0;
for (const [file, budget] of Object.entries(BUDGETS)) {
  const path = join(dist, file);
  let size;
  try {
    size = statSync(path).size;
  } catch {
    console.error(`size budget: ${path} is missing (run npm run bundle first)`);
    process.exit(2);
  }
  const ok = size <= budget;
  if (!ok) over++;
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${path}: ${kb(size)} (budget ${kb(budget)})`);
}
process.exit(over ? 1 : 0);
