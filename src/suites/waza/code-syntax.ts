// Load-time check of `code` grader assertions: Python (waza's default language) with one python3
// process for every assertion of every suite, JavaScript with node:vm (compiled, never run), so a
// typo is an error at validate, pinned to the grader, instead of a grader_error in every run.
import { spawnSync } from 'node:child_process';
import vm from 'node:vm';
import type { Diagnostics } from '../diagnostics/diagnostics.js';
import { taskGraders, type GraderSpec, type Suite } from '../model.js';

const CHECKER = `
import ast, json, sys
out = []
for expr in json.load(sys.stdin):
    try:
        ast.parse(expr, mode="eval")
        out.append(None)
    except SyntaxError as e:
        out.append(e.msg)
print(json.dumps(out))
`;

function pythonGraders(suites: Suite[]): GraderSpec[] {
  const all = suites.flatMap((s) => [...s.graders, ...s.tasks.flatMap(taskGraders)]);
  // Suite graders are shared by tasks: check each spec once.
  return [...new Set(all)].filter(
    (g) => g.type === 'code' && (g.config.language ?? 'python') === 'python',
  );
}

export function checkCodeAssertions(suites: Suite[], diagnostics: Diagnostics): void {
  checkJavaScript(suites, diagnostics);
  checkPython(suites, diagnostics);
}

function checkJavaScript(suites: Suite[], diagnostics: Diagnostics): void {
  const all = suites.flatMap((s) => [...s.graders, ...s.tasks.flatMap(taskGraders)]);
  for (const g of new Set(all)) {
    if (g.type !== 'code' || g.config.language !== 'javascript') continue;
    for (const expr of (g.config.assertions as string[] | undefined) ?? []) {
      try {
        new vm.Script(`(${expr}\n)`, { filename: 'assertion.js' });
      } catch (error) {
        diagnostics.errors.push({
          file: g.source?.file ?? '',
          line: g.source?.line ?? 0,
          column: g.source?.column ?? 0,
          path: `graders.${g.name}`,
          message: `assertion ${JSON.stringify(expr)} is not valid JavaScript (${(error as Error).message})`,
        });
      }
    }
  }
}

function checkPython(suites: Suite[], diagnostics: Diagnostics): void {
  const graders = pythonGraders(suites);
  const items = graders.flatMap((g) =>
    ((g.config.assertions as string[] | undefined) ?? []).map((expr) => ({ g, expr })),
  );
  if (!items.length) return;
  const result = spawnSync('python3', ['-c', CHECKER], {
    input: JSON.stringify(items.map((i) => i.expr)),
    encoding: 'utf8',
    timeout: 15_000,
  });
  const first = graders[0]!.source;
  const where = { file: first?.file ?? '', line: first?.line ?? 0, column: first?.column ?? 0 };
  if (result.error || result.status !== 0) {
    const missing = (result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
    diagnostics.warnings.push({
      ...where,
      path: `graders.${graders[0]!.name}`,
      message: missing
        ? 'code assertions are Python (the default, as in waza) and python3 was not found: they cannot run here; install python3 or set language: javascript'
        : `could not check the Python assertions: ${(result.stderr || String(result.error)).trim().slice(0, 200)}`,
    });
    return;
  }
  const verdicts = JSON.parse(result.stdout) as (string | null)[];
  items.forEach(({ g, expr }, i) => {
    const error = verdicts[i];
    if (!error) return;
    diagnostics.errors.push({
      file: g.source?.file ?? '',
      line: g.source?.line ?? 0,
      column: g.source?.column ?? 0,
      path: `graders.${g.name}`,
      message: `assertion ${JSON.stringify(expr)} is not valid Python (${error}); code assertions are Python by default, as in waza: set language: javascript for JavaScript`,
    });
  });
}
