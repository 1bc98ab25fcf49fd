// Validates a drafted task the way `parley validate` does: the draft is written into a scratch
// suite and loaded by the suite loader (same zod schemas, same mapping, same warnings), so a
// draft that passes here loads when it is written. A warning counts as a problem: a draft the
// loader warns about (nothing checks it, ...) is not worth writing as it is. One warning is not a
// fault of the draft: a JSONL draft is a simulator test for Parley's responder, which Yao runs
// statically without checkpoints; validate announces that difference wherever the test is run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSuites } from '../suites/load.js';
import { SIMULATOR_WITHOUT_CHECKPOINTS } from '../suites/yao/map-jsonl.js';
import type { DraftFormat } from './draft.js';

export interface DraftChecker {
  /** The draft's problems as "field.path: message" (none: it loads). */
  check(text: string, format: DraftFormat): Promise<string[]>;
  dispose(): void;
}

export function createDraftChecker(): DraftChecker {
  const dir = mkdtempSync(join(tmpdir(), 'parley-generate-'));
  return {
    async check(text, format) {
      const file = `draft.${format}`;
      writeFileSync(join(dir, file), text);
      writeFileSync(
        join(dir, 'eval.yaml'),
        `name: generated-draft\nconfig:\n  executor: mock\ntasks:\n  - ${file}\n`,
      );
      // The scratch folder is the working directory: the user's .parley.yaml plays no part.
      const { errors, warnings } = await loadSuites([dir], { cwd: dir });
      const faults = warnings.filter((w) => w.message !== SIMULATOR_WITHOUT_CHECKPOINTS);
      return [...errors, ...faults].map((e) => {
        const where = e.path || (e.line > 0 ? `line ${e.line}` : '');
        return where ? `${where}: ${e.message}` : e.message;
      });
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
