// Load-time check of `code` grader assertions: Python (waza's default language) with one python3
// process for every assertion of every suite, JavaScript with node:vm (compiled, never run), so a
// typo is an error at validate, pinned to the grader, instead of a grader_error in every run.
import vm from 'node:vm';
import type { Diagnostics } from '../diagnostics/diagnostics.js';
import { taskGraders, type GraderSpec, type Suite } from '../model.js';

// For each expression: its syntax error, or the names it reads that no assertion has (waza's
// wrapper gives the run's names and a short list of builtins, nothing else), whether it reads
// outcome, and the names it reads inside a nested scope (a generator expression,
// comprehension or lambda), where waza's eval (and Parley's, the same) does not define them.
const CHECKER = `
import ast, json, sys
KNOWN = set(json.loads(sys.argv[1]))
NESTED = (ast.GeneratorExp, ast.ListComp, ast.SetComp, ast.DictComp, ast.Lambda)
def reads(node):
    bound = set()
    for n in ast.walk(node):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            bound.add(n.id)
        elif isinstance(n, ast.arg):
            bound.add(n.arg)
    return [n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id not in bound], bound
out = []
for expr in json.load(sys.stdin):
    try:
        tree = ast.parse(expr, mode="eval")
    except SyntaxError as e:
        out.append({"syntax": e.msg})
        continue
    names, bound = reads(tree)
    nested = set()
    for n in ast.walk(tree):
        if isinstance(n, NESTED):
            first = n.generators[0].iter if not isinstance(n, ast.Lambda) else None
            outer = set(id(m) for m in ast.walk(first)) if first is not None else set()
            for m in ast.walk(n):
                if isinstance(m, ast.Name) and isinstance(m.ctx, ast.Load) and id(m) not in outer and m.id in KNOWN:
                    nested.add(m.id)
    out.append({"unknown": sorted(set(x for x in names if x not in KNOWN and x != "None")),
                "outcome": "outcome" in names, "nested": sorted(nested)})
print(json.dumps(out))
`;

/** What a Python assertion sees, as in waza's wrapper: the run's names and its builtins. */
export const PYTHON_NAMES = [
  ...['output', 'outcome', 'transcript', 'tool_calls', 'errors', 'duration_ms'],
  ...['len', 'any', 'all', 're', 'str', 'int', 'float', 'bool', 'list', 'dict', 'True', 'False'],
];

function pythonGraders(suites: Suite[]): GraderSpec[] {
  const all = suites.flatMap((s) => [...s.graders, ...s.tasks.flatMap(taskGraders)]);
  // Suite graders are shared by tasks: check each spec once.
  return [...new Set(all)].filter(
    (g) => g.type === 'code' && (g.config.language ?? 'python') === 'python',
  );
}

export async function checkCodeAssertions(
  suites: Suite[],
  diagnostics: Diagnostics,
): Promise<void> {
  checkJavaScript(suites, diagnostics);
  await checkPython(suites, diagnostics);
}

function checkJavaScript(suites: Suite[], diagnostics: Diagnostics): void {
  const all = suites.flatMap((s) => [...s.graders, ...s.tasks.flatMap(taskGraders)]);
  for (const g of new Set(all)) {
    if (g.type !== 'code' || g.config.language !== 'javascript') continue;
    for (const expr of (g.config.assertions as string[] | undefined) ?? []) {
      if (/\boutcome\b/.test(expr)) {
        diagnostics.warnings.push({
          file: g.source?.file ?? '',
          line: g.source?.line ?? 0,
          column: g.source?.column ?? 0,
          path: `graders.${g.name}`,
          message: `assertion ${JSON.stringify(expr)} reads outcome: in waza it is always an empty object; Parley's is the run's outcome string`,
        });
      }
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

async function checkPython(suites: Suite[], diagnostics: Diagnostics): Promise<void> {
  const graders = pythonGraders(suites);
  const items = graders.flatMap((g) =>
    ((g.config.assertions as string[] | undefined) ?? []).map((expr) => ({ g, expr })),
  );
  if (!items.length) return;
  // Loaded here: node:child_process costs milliseconds to load and most suites have no assertion.
  const { spawnSync } = await import('node:child_process');
  const result = spawnSync('python3', ['-c', CHECKER, JSON.stringify(PYTHON_NAMES)], {
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
  const verdicts = JSON.parse(result.stdout) as {
    syntax?: string;
    unknown?: string[];
    outcome?: boolean;
    nested?: string[];
  }[];
  items.forEach(({ g, expr }, i) => {
    const v = verdicts[i]!;
    const where = {
      file: g.source?.file ?? '',
      line: g.source?.line ?? 0,
      column: g.source?.column ?? 0,
      path: `graders.${g.name}`,
    };
    const shown = JSON.stringify(expr);
    if (v.syntax) {
      diagnostics.errors.push({
        ...where,
        message: `assertion ${shown} is not valid Python (${v.syntax}); code assertions are Python by default, as in waza: set language: javascript for JavaScript`,
      });
      return;
    }
    if (v.unknown?.length) {
      diagnostics.warnings.push({
        ...where,
        message: `assertion ${shown} reads ${v.unknown.join(', ')}, which an assertion does not have: it fails with NameError, in waza and here (an assertion sees ${PYTHON_NAMES.join(', ')})`,
      });
    }
    if (v.outcome) {
      diagnostics.warnings.push({
        ...where,
        message: `assertion ${shown} reads outcome: in waza it is always an empty dict; Parley's has outcome, completed, turns and error, and equals the run's outcome string`,
      });
    }
    const nested = v.nested?.filter((n) => n !== 'True' && n !== 'False') ?? [];
    if (nested.length) {
      diagnostics.warnings.push({
        ...where,
        message: `assertion ${shown} reads ${nested.join(', ')} inside a generator expression, comprehension or lambda, where an assertion's names are not defined (only the first iterable sees them): it fails with NameError, in waza and here (a list, set or dict comprehension is spared from Python 3.12)`,
      });
    }
  });
}
