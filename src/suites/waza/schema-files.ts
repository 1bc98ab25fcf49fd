// A json_schema grader's schema_file, checked at validate as the inline `schema` is
// (schema/graders.ts): waza reads the file when it grades (json_schema_grader.go, resolveSchema)
// and checks it with a full JSON Schema validator; a file Parley cannot find, parse or convert
// would otherwise be a grader_error on every run. Found files are made absolute (the eval.yaml
// folder first, then where Parley runs, as for program paths).
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { z } from 'zod';
import type { Diagnostics } from '../diagnostics/diagnostics.js';
import { taskGraders, type GraderSpec, type Suite } from '../model.js';

/** Why the file cannot be used as a schema, or undefined when it can. */
function schemaFileProblem(file: string): string | undefined {
  let schema: unknown;
  try {
    schema = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return `not JSON (${(error as Error).message})`;
  }
  try {
    z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
  } catch (error) {
    return `Parley cannot check this JSON Schema (${(error as Error).message}); waza can`;
  }
  return undefined;
}

export function checkSchemaFiles(suites: Suite[], cwd: string, diagnostics: Diagnostics): void {
  for (const suite of suites) {
    const graders = new Set<GraderSpec>([...suite.graders, ...suite.tasks.flatMap(taskGraders)]);
    for (const g of graders) {
      if (g.type !== 'json_schema') continue;
      const config = g.config as { schema_file?: string };
      const path = config.schema_file;
      if (path === undefined) continue;
      const tried = isAbsolute(path) ? [path] : [resolve(suite.dir, path), resolve(cwd, path)];
      const found = tried.find((p) => existsSync(p));
      const problem = found
        ? schemaFileProblem(found)
        : `not found (looked in ${[...new Set(tried)].map((p) => relative(cwd, p) || '.').join(' and ')}; waza reads it from where it runs, Parley from the eval.yaml folder, then from there)`;
      if (found) config.schema_file = found;
      if (!problem) continue;
      diagnostics.errors.push({
        file: g.source?.file ?? suite.file,
        line: g.source?.line ?? 0,
        column: g.source?.column ?? 0,
        path: `graders.${g.name}.config.schema_file`,
        message: `schema_file ${JSON.stringify(path)}: ${problem}`,
      });
    }
  }
}
