import { isSubset } from '../../shared/json.js';
import { show } from '../run-view.js';
import type { ToolCallRecord } from '../../results/schema.js';
import type { AssertionEvaluator } from './types.js';

/**
 * Yao's tool-name match: the exact name, a namespaced name ending in `__name` or `.name`, or a
 * name containing it (`setup` matches `agents_expense_tools__setup`).
 */
export function matchToolName(actual: string, expected: string): boolean {
  return (
    actual === expected ||
    actual.endsWith(`__${expected}`) ||
    actual.endsWith(`.${expected}`) ||
    actual.includes(expected)
  );
}

/** Argument names agents use for a file path (a call's `path` is matched against these too). */
const PATH_ARGS = ['path', 'file_path', 'filePath', 'absolute_path', 'filename', 'file'];

/** The call names the file: a location or a path argument equal to it or ending in `/path`. */
function touches(call: ToolCallRecord, path: string): boolean {
  const args = call.arguments as Record<string, unknown> | null;
  const paths = [
    ...(call.locations ?? []).map((l) => l.path),
    ...(args && typeof args === 'object'
      ? PATH_ARGS.map((k) => args[k]).filter((v): v is string => typeof v === 'string')
      : []),
  ];
  const want = path.replace(/^\.\//, '');
  return paths.some((p) => p === want || p.endsWith(`/${want}`));
}

/**
 * A tool was called (names matched as Yao does: matchToolName). `value`: a name, a list of names
 * (any of them), or `{name, kind, path, arguments}` (a call of that tool, of that ACP kind —
 * `edit`, `read`, `execute`, ... —, touching that file, whose arguments include the given ones;
 * each optional). A list of such objects: any.
 */
export const toolCalled: AssertionEvaluator = (a, target) => {
  const called = target.toolCalls.map((c) => c.name);
  const wanted = Array.isArray(a.value) ? a.value : [a.value];
  for (const want of wanted) {
    if (typeof want === 'string') {
      const hit = called.find((name) => matchToolName(name, want));
      if (hit) return { passed: true, message: `${hit} was called` };
    } else if (want && typeof want === 'object') {
      const {
        name,
        kind,
        path,
        arguments: args,
      } = want as {
        name?: string;
        kind?: string;
        path?: string;
        arguments?: unknown;
      };
      const hit = target.toolCalls.find(
        (c) =>
          (name === undefined || matchToolName(c.name, name)) &&
          (kind === undefined || c.kind === kind || (c.kind === undefined && c.name === kind)) &&
          (path === undefined || touches(c, path)) &&
          (args === undefined || isSubset(args, c.arguments)),
      );
      if (hit)
        return { passed: true, message: `${hit.name} was called with ${show(hit.arguments, 120)}` };
    }
  }
  const names = called.length ? [...new Set(called)].join(', ') : 'no tool';
  return { passed: false, message: `expected a call of ${show(a.value, 160)}; called: ${names}` };
};
