// waza's trigger grader reads skill_path from the directory waza runs in (trigger_grader.go,
// resolveSkillPath: filepath.Join(cwd, path)); suites are often written for the repository root.
// As for program graders (program-paths.ts), a relative skill_path is looked up in the eval.yaml
// folder first, then where Parley runs, and made absolute; found in neither: a validate error,
// not a grader_error on every run.
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Diagnostics } from '../diagnostics/diagnostics.js';
import { taskGraders, type GraderSpec, type Suite } from '../model.js';

export function resolveSkillPaths(suites: Suite[], cwd: string, diagnostics: Diagnostics): void {
  for (const suite of suites) {
    const graders = new Set<GraderSpec>([...suite.graders, ...suite.tasks.flatMap(taskGraders)]);
    for (const g of graders) {
      if (g.type !== 'trigger') continue;
      const config = g.config as { skill_path?: string };
      const path = config.skill_path;
      if (path === undefined || isAbsolute(path)) continue;
      const tried = [resolve(suite.dir, path), resolve(cwd, path)];
      const found = tried.find((p) => existsSync(p));
      if (found) {
        config.skill_path = found;
        continue;
      }
      diagnostics.errors.push({
        file: g.source?.file ?? suite.file,
        line: g.source?.line ?? 0,
        column: g.source?.column ?? 0,
        path: `graders.${g.name}.config.skill_path`,
        message: `skill_path ${JSON.stringify(path)} not found (looked in ${[...new Set(tried)].map((p) => relative(cwd, p) || '.').join(' and ')}; waza resolves it from where it runs, Parley from the eval.yaml folder, then from there)`,
      });
    }
  }
}
