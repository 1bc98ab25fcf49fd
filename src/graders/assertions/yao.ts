// Yao's meaning of the assertions a JSONL test writes under `assert` / `expected` (Assertion.yao),
// as Yao's asserter judges them (agent/test/assert.go; validateOutput in agent/test/runner.go):
// values compare as their marshalled JSON, a list in contains is its JSON text, json_path's list
// value is "equal, else one of", tool_result judges the first call of the tool, tool_called's
// arguments compare key by key as equal JSON. Parley's own
// `assertions` keep the meanings of the evaluators beside this file.
import { deepEqual } from '../../shared/json.js';
import { clip, truncate } from '../../shared/strings.js';
import { extractJson, queryJsonPath } from '../json.js';
import { compileRe2 } from '../re2.js';
import { show } from '../run-view.js';
import { matchToolName, toolCalled as parleyToolCalled } from './tool-called.js';
import type { AssertionEvaluator } from './types.js';
import type { AssertionType } from '../../suites/model.js';

/**
 * A value as Go's encoding/json writes it (Yao's toString for a non-string): object keys sorted,
 * <, >, & and the line separators escaped, exponents with two digits.
 */
export function goJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') {
    return JSON.stringify(value).replace(
      /[<>&\u2028\u2029]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  }
  if (typeof value === 'number') {
    return String(value).replace(/e([+-])(\d)$/, 'e$10$2');
  }
  if (typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(goJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return `{${entries.map(([k, v]) => `${goJson(k)}:${goJson(v)}`).join(',')}}`;
}

/** Yao's toString: a string as it is, nothing as "", anything else its JSON. */
function yaoText(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : goJson(value);
}

/**
 * equals / expected (assertEquals, validateOutput): the marshalled output and value are the same
 * bytes. A string value is the reply byte for byte, untrimmed. Any other value stands for a
 * structured reply (Yao's Next hook data); Parley's agents reply in text, so the whole reply must
 * be that JSON (validate says so).
 */
const equals: AssertionEvaluator = (a, target) => {
  if (typeof a.value === 'string') {
    const passed = target.output === a.value;
    return {
      passed,
      message: passed
        ? 'values are equal'
        : // Byte for byte: the text as JSON, so that a trailing newline shows.
          `expected ${JSON.stringify(truncate(a.value, 120))}, got ${JSON.stringify(truncate(target.output, 120))}`,
    };
  }
  let reply: unknown;
  try {
    reply = JSON.parse(target.output);
  } catch {
    return {
      passed: false,
      message: `expected ${show(a.value)}, got the text ${JSON.stringify(clip(target.output, 120))}`,
    };
  }
  const passed = deepEqual(reply, a.value ?? null);
  return {
    passed,
    message: passed ? 'values are equal' : `expected ${show(a.value)}, got ${show(reply)}`,
  };
};

/** contains (assertContains): the reply contains the value's text; a list is its JSON text. */
const contains: AssertionEvaluator = (a, target) => {
  const needle = yaoText(a.value);
  const passed = target.output.includes(needle);
  return {
    passed,
    message: passed
      ? `output contains ${JSON.stringify(clip(needle, 120))}`
      : `output does not contain ${JSON.stringify(clip(needle, 120))}`,
  };
};

const notContains: AssertionEvaluator = (a, target) => {
  const needle = yaoText(a.value);
  const passed = !target.output.includes(needle);
  return {
    passed,
    message: passed
      ? `output does not contain ${JSON.stringify(clip(needle, 120))}`
      : `output should not contain ${JSON.stringify(clip(needle, 120))}`,
  };
};

/**
 * json_path (assertJSONPath): the value at the path equals `value`; when it does not, a list
 * `value` passes a non-list found value that equals one of its items. A missing path reads null.
 */
const jsonPath: AssertionEvaluator = (a, target) => {
  const path = a.path ?? '';
  const parsed = extractJson(target.output);
  if (!parsed.ok) return { passed: false, message: `output is not valid JSON: ${parsed.reason}` };
  const found = queryJsonPath(
    parsed.value,
    !path ? '$' : path.startsWith('$') ? path : `$.${path}`,
  );
  // No value: Yao compares with null; Parley checks that the path exists (validate says so).
  if (a.value === undefined) {
    return found.length > 0
      ? { passed: true, message: `${path} exists` }
      : { passed: false, message: `${path} not found in the output JSON` };
  }
  const actual = found.length ? found[0] : null;
  const expected = a.value;
  if (deepEqual(actual, expected)) {
    return { passed: true, message: `path '${path}' equals expected value` };
  }
  if (Array.isArray(expected) && !Array.isArray(actual)) {
    if (expected.some((item) => deepEqual(actual, item))) {
      return { passed: true, message: `path '${path}' equals one of expected values` };
    }
  }
  return {
    passed: false,
    message: `path '${path}': expected ${show(expected)}, got ${show(actual)}`,
  };
};

/**
 * tool_result (assertToolResult): the first call whose name matches is judged, and only it: an
 * error there fails; without an expected result it passes; else its result must match
 * (matchResult: objects key by key, a string exactly unless `regex:`, a boolean as a boolean,
 * anything else as equal JSON).
 */
const toolResult: AssertionEvaluator = (a, target) => {
  let tool = a.path;
  let expected: unknown = a.value;
  if (!tool && expected && typeof expected === 'object' && !Array.isArray(expected)) {
    const v = expected as { name?: string; tool?: string; result?: unknown };
    tool = v.tool ?? v.name;
    expected = v.result;
  }
  if (!tool) return { passed: false, message: "tool_result assertion requires 'tool' field" };
  if (target.toolCalls.length === 0) return { passed: false, message: 'no tools were called' };
  const call = target.toolCalls.find((c) => matchToolName(c.name, tool));
  if (!call) return { passed: false, message: `tool '${tool}' was not called` };
  if (!call.success) {
    return {
      passed: false,
      message: `tool '${tool}' returned error: ${show(call.result, 120)}`,
    };
  }
  if (expected === undefined || expected === null) {
    return { passed: true, message: `tool '${tool}' executed successfully` };
  }
  const passed = matchResult(parseMaybe(call.result), expected);
  return {
    passed,
    message: passed
      ? `tool '${tool}' result matches expected`
      : `tool '${tool}' result does not match expected (got ${show(call.result, 120)})`,
  };
};

function matchResult(actual: unknown, expected: unknown): boolean {
  if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(expected).every(
      ([k, v]) =>
        Object.hasOwn(actual, k) && matchResult((actual as Record<string, unknown>)[k], v),
    );
  }
  if (typeof expected === 'string') {
    if (expected.startsWith('regex:')) {
      try {
        return compileRe2(expected.slice('regex:'.length)).test(goText(actual));
      } catch {
        return false;
      }
    }
    return goText(actual) === expected;
  }
  if (typeof expected === 'boolean') return actual === expected;
  return deepEqual(actual, expected);
}

/** Go's %v of a decoded JSON value, for the cases a result holds (nil, text, numbers, booleans). */
function goText(value: unknown): string {
  if (value === null || value === undefined) return '<nil>';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return goJson(value);
}

function parseMaybe(result: unknown): unknown {
  if (typeof result !== 'string') return result;
  try {
    return JSON.parse(result);
  } catch {
    return result;
  }
}

/**
 * tool_called (assertToolCalled): a name, a list of names (any), or `{name, arguments}`: a call of
 * that tool whose arguments have each given key, its value equal as JSON (matchArguments: a
 * nested object must be equal, not included). Parley's own `kind` and `path` keep Parley's meaning.
 */
const toolCalled: AssertionEvaluator = (a, target, context) => {
  const want = a.value;
  if (want && typeof want === 'object' && !Array.isArray(want)) {
    const { kind, path } = want as { kind?: unknown; path?: unknown };
    if (kind !== undefined || path !== undefined) return parleyToolCalled(a, target, context);
  }
  if (target.toolCalls.length === 0) return { passed: false, message: 'no tools were called' };
  const called = [...new Set(target.toolCalls.map((c) => c.name))].join(', ');
  if (typeof want === 'string' || Array.isArray(want)) {
    const names = (Array.isArray(want) ? want : [want]).filter(
      (n): n is string => typeof n === 'string',
    );
    const hit = names.find((n) => target.toolCalls.some((c) => matchToolName(c.name, n)));
    return hit !== undefined
      ? { passed: true, message: `tool '${hit}' was called` }
      : { passed: false, message: `none of ${show(want, 120)} was called, called: ${called}` };
  }
  if (!want || typeof want !== 'object') {
    return { passed: false, message: `invalid tool_called value: ${show(want, 80)}` };
  }
  const { name = '', arguments: args } = want as { name?: string; arguments?: unknown };
  const hit = target.toolCalls.find(
    (c) =>
      matchToolName(c.name, name) &&
      (args === undefined || args === null || matchArguments(c.arguments, args)),
  );
  if (hit) return { passed: true, message: `tool '${name}' was called as expected` };
  return {
    passed: false,
    message:
      args === undefined || args === null
        ? `tool '${name}' was not called, called: ${called}`
        : `tool '${name}' was not called with expected arguments`,
  };
};

function matchArguments(actual: unknown, expected: unknown): boolean {
  if (!expected || typeof expected !== 'object' || Array.isArray(expected)) return false;
  const args = parseMaybe(actual);
  if (!args || typeof args !== 'object' || Array.isArray(args)) return false;
  return Object.entries(expected).every(
    ([k, v]) => Object.hasOwn(args, k) && deepEqual((args as Record<string, unknown>)[k], v),
  );
}

/** The assertion types whose Yao meaning differs from Parley's. */
export const YAO_EVALUATORS: Partial<Record<AssertionType, AssertionEvaluator>> = {
  equals,
  contains,
  not_contains: notContains,
  json_path: jsonPath,
  tool_result: toolResult,
  tool_called: toolCalled,
};
