// waza runs a `program` grader from where waza itself runs (the repository root in CI), Parley
// from the eval.yaml folder: a relative program path (the command, or a script given as its first
// argument: `python3 graders/check.py`) is looked up in both, the eval.yaml folder first, and
// made absolute. A path found in neither is an error at validate, not a grader_error per run.
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Diagnostics } from '../diagnostics/diagnostics.js';
import { taskGraders, type GraderSpec, type Suite } from '../model.js';

const SCRIPT = /\.(py|js|mjs|cjs|ts|sh|bash|rb|pl|ps1)$/i;

/** A relative path written as one (has a slash or a script extension), not a bare command name. */
const pathLike = (s: string, isCommand: boolean) =>
  !isAbsolute(s) && !s.startsWith('-') && (s.includes('/') || (!isCommand && SCRIPT.test(s)));

export function resolveProgramPaths(suites: Suite[], cwd: string, diagnostics: Diagnostics): void {
  for (const suite of suites) {
    const graders = new Set<GraderSpec>([...suite.graders, ...suite.tasks.flatMap(taskGraders)]);
    for (const g of graders) {
      if (g.type !== 'program') continue;
      const config = g.config as { command: string; args?: string[] };
      const candidates: { value: string; set(v: string): void; isCommand: boolean }[] = [
        { value: config.command, set: (v) => (config.command = v), isCommand: true },
      ];
      const first = config.args?.[0];
      if (first !== undefined && !config.command.includes('/')) {
        candidates.push({ value: first, set: (v) => (config.args![0] = v), isCommand: false });
      }
      for (const c of candidates) {
        if (!pathLike(c.value, c.isCommand)) continue;
        const tried = [resolve(suite.dir, c.value), resolve(cwd, c.value)];
        const found = tried.find((p) => existsSync(p));
        if (found) {
          c.set(found);
          continue;
        }
        diagnostics.errors.push({
          file: g.source?.file ?? suite.file,
          line: g.source?.line ?? 0,
          column: g.source?.column ?? 0,
          path: `graders.${g.name}`,
          message: `program ${JSON.stringify(c.value)} not found (looked in ${[...new Set(tried)].map((p) => relative(cwd, p) || '.').join(' and ')}; waza resolves it from where it runs, Parley from the eval.yaml folder, then from there)`,
        });
      }
    }
  }
}
