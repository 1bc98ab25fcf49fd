// waza runs a `program` grader from where waza itself runs (program_grader.go, Grade:
// exec.CommandContext with no Dir; the repository root in CI). A relative program path (the
// command, or a script given as its first argument: `python3 graders/check.py`) is looked up
// there first, as waza does, then in the eval.yaml folder (said at validate: waza would not find
// it), and made absolute. A path found in neither is an error at validate, not a failed grader
// per run. What else Parley gives the program otherwise is said once per grader of an eval.yaml.
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Diagnostics } from '../diagnostics/diagnostics.js';
import { taskGraders, type GraderSpec, type Suite } from '../model.js';

const SCRIPT = /\.(py|js|mjs|cjs|ts|sh|bash|rb|pl|ps1)$/i;

/** A relative path written as one (has a slash or a script extension), not a bare command name. */
const pathLike = (s: string, isCommand: boolean) =>
  !isAbsolute(s) && !s.startsWith('-') && (s.includes('/') || (!isCommand && SCRIPT.test(s)));

// program_grader.go, Grade: cmd.Environ() (all of waza's environment), no Dir, and the exit code
// alone for the score.
const RUNS_OTHERWISE =
  'runs in the eval.yaml folder with an allow-list of the environment, and a last stdout line {"score": n} sets its score; waza runs it where waza runs, with all of waza\'s environment, scored by its exit code alone';

export function resolveProgramPaths(suites: Suite[], cwd: string, diagnostics: Diagnostics): void {
  const warn = (g: GraderSpec, suite: Suite, message: string) =>
    diagnostics.warnings.push({
      file: g.source?.file ?? suite.file,
      line: g.source?.line ?? 0,
      column: g.source?.column ?? 0,
      path: `graders.${g.name}`,
      message,
    });
  for (const suite of suites) {
    const graders = new Set<GraderSpec>([...suite.graders, ...suite.tasks.flatMap(taskGraders)]);
    for (const g of graders) {
      if (g.type !== 'program') continue;
      if (!suite.file.endsWith('.jsonl')) warn(g, suite, RUNS_OTHERWISE);
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
        const tried = [resolve(cwd, c.value), resolve(suite.dir, c.value)];
        const found = tried.find((p) => existsSync(p));
        if (found) {
          c.set(found);
          if (found !== tried[0])
            warn(
              g,
              suite,
              `program ${JSON.stringify(c.value)} found in the eval.yaml folder only; waza resolves it from where it runs (${relative(cwd, tried[0]!) || '.'}) and would not find it`,
            );
          continue;
        }
        diagnostics.errors.push({
          file: g.source?.file ?? suite.file,
          line: g.source?.line ?? 0,
          column: g.source?.column ?? 0,
          path: `graders.${g.name}`,
          message: `program ${JSON.stringify(c.value)} not found (looked in ${[...new Set(tried)].map((p) => relative(cwd, p) || '.').join(' and ')}; waza resolves it from where it runs, Parley from there, then from the eval.yaml folder)`,
        });
      }
    }
  }
}
