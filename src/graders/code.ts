// code: assertion expressions over the run. Python by default (waza's meaning: python3, with the
// names and shapes waza's wrapper provides: output, outcome as a dict, transcript as session
// events, tool_calls, errors as the events that mention an error, duration_ms, and waza's short
// list of builtins with re); `language: javascript` runs them in an isolated node:vm context with a
// time limit per assertion. A falsy or throwing assertion fails; a syntax error or a timeout is a
// GraderError (syntax is also checked when the suite loads: suites/waza/code-syntax.ts).
import { types } from 'node:util';
import vm from 'node:vm';
import type { GradedRun, ToolCallRecord } from '../results/schema.js';
import type { RunView } from './run-view.js';
import type { CodeConfig } from '../suites/schema/graders.js';
import { crashReason, runProcess } from './process.js';
import { fromChecks, type Check } from './result.js';
import { clip } from '../shared/strings.js';
import { GraderError, type Grader, type ProcessTag } from './types.js';

/** Unfinished tool calls (ACP: the turn ended before they did) have no completion event. */
const unfinished = (c: ToolCallRecord) => c.status === 'pending' || c.status === 'in_progress';

const resultText = (result: unknown) =>
  typeof result === 'string' ? result : result === undefined ? '' : JSON.stringify(result);

/**
 * waza's `transcript`: the agent session's events in order, with the fields waza's code grader
 * serializes (type, content, message, tool_call_id, tool_name, arguments, success, tool_result),
 * named by the Copilot session event types waza records.
 */
export function wazaTranscript(run: GradedRun, view: RunView): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  for (const turn of view.turns) {
    events.push({ type: 'user.message', content: turn.input });
    turn.tool_calls.forEach((c, j) => {
      const id = `call-${turn.index}-${j}`;
      events.push({
        type: 'tool.execution_start',
        tool_call_id: id,
        tool_name: c.name,
        arguments: c.arguments,
      });
      if (unfinished(c)) return;
      events.push({
        type: 'tool.execution_complete',
        tool_call_id: id,
        success: c.success,
        tool_result: { content: resultText(c.result) },
      });
    });
    if (turn.output) events.push({ type: 'assistant.message', content: turn.output });
  }
  if (run.error) events.push({ type: 'session.error', message: run.error.message });
  return events;
}

/**
 * waza's `errors`: the transcript events whose type or content contains "error" (case-sensitive,
 * as waza's wrapper filters them): a session error, and any message that mentions "error".
 */
export function wazaErrors(transcript: Record<string, unknown>[]): Record<string, unknown>[] {
  return transcript.filter(
    (e) => String(e.type).includes('error') || String(e.content ?? '').includes('error'),
  );
}

/** The variables an assertion sees (waza's names and shapes). */
export function codeVariables(run: GradedRun, view: RunView) {
  const transcript = wazaTranscript(run, view);
  return {
    output: view.output,
    outcome: view.outcome,
    transcript,
    tool_calls: view.toolCalls.map((c) => ({
      name: c.name,
      arguments: c.arguments,
      result: c.result,
      success: c.success,
      ...(c.status ? { status: c.status } : {}),
    })),
    errors: wazaErrors(transcript),
    duration_ms: view.agentDurationMs,
  };
}

export const codeGrader: Grader<CodeConfig> = {
  type: 'code',
  async grade(spec, config, context) {
    const vars = codeVariables(context.run, context.view);
    const checks =
      config.language === 'javascript'
        ? runJavaScript(config, { ...vars, True: true, False: false })
        : await runPython(config, vars, context.suite.dir, context.signal, context.processTag);
    return fromChecks(spec, checks, { language: config.language });
  },
};

function runJavaScript(config: CodeConfig, vars: Record<string, unknown>): Check[] {
  // The data crosses into the context as JSON text, so assertions never touch host objects; it
  // is frozen so one assertion cannot change what the next one sees.
  const sandbox = vm.createContext(Object.create(null), {
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  });
  vm.runInContext(
    `(() => { const freeze = (o) => { if (o && typeof o === 'object') { Object.values(o).forEach(freeze); Object.freeze(o); } return o; };
      const v = JSON.parse(${JSON.stringify(JSON.stringify(vars))});
      for (const k of Object.keys(v)) Object.defineProperty(globalThis, k, { value: freeze(v[k]), enumerable: true }); })()`,
    sandbox,
  );
  return config.assertions.map((expression): Check => {
    const shown = JSON.stringify(clip(expression, 100));
    let script: vm.Script;
    try {
      script = new vm.Script(`(${expression}\n)`, { filename: 'assertion.js' });
    } catch (error) {
      throw new GraderError(
        `assertion ${shown} is not valid JavaScript: ${(error as Error).message}`,
      );
    }
    let value: unknown;
    try {
      value = script.runInContext(sandbox, { timeout: config.timeout_ms });
    } catch (error) {
      const message = errorMessage(error);
      if (/Script execution timed out/.test(message)) {
        throw new GraderError(`assertion ${shown} ran over ${config.timeout_ms} ms`);
      }
      return { label: expression, passed: false, detail: `threw ${clip(message, 200)}` };
    }
    // A promise is truthy whatever it resolves to: never a silent pass.
    if (types.isPromise(value)) {
      throw new GraderError(`assertion ${shown} returned a promise; assertions are synchronous`);
    }
    // Falsy values are primitives: describing them runs no sandbox code.
    return value
      ? { label: expression, passed: true }
      : { label: expression, passed: false, detail: `was ${describe(value)}` };
  });
}

/** The message of a thrown value, without running code from the sandbox (no getters, no toString). */
function errorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    if (types.isProxy(error)) return 'an exception';
    const desc = Object.getOwnPropertyDescriptor(error, 'message');
    if (desc && typeof desc.value === 'string') return desc.value;
    return 'an exception';
  }
  return typeof error === 'string' ? error : String(error as number);
}

function describe(value: unknown): string {
  try {
    return clip(JSON.stringify(value) ?? String(value), 80);
  } catch {
    return String(value);
  }
}

// Reads {assertions, vars} on stdin; prints one JSON line per assertion. As in waza's wrapper, an
// assertion sees only the run's names and waza's short list of builtins (no `__builtins__`: `sum`
// or `json` raise NameError, as in waza). `outcome` is Parley's dict ({"outcome", "completed",
// "turns", "error"}) that also compares equal to its outcome string; waza's is always empty, and
// validate warns where an assertion reads it. The names are locals of the eval, as in waza, so
// inside a generator expression or lambda they are not defined (validate warns).
const PYTHON_RUNNER = `
import json, re, sys
class Outcome(dict):
    def __eq__(self, other):
        if isinstance(other, str):
            return self.get("outcome") == other
        return dict.__eq__(self, other)
    def __ne__(self, other):
        return not self.__eq__(other)
    __hash__ = None
data = json.load(sys.stdin)
env = dict(data["vars"])
env["outcome"] = Outcome(env["outcome"])
env.update({"len": len, "any": any, "all": all, "re": re, "str": str, "int": int,
            "float": float, "bool": bool, "list": list, "dict": dict, "True": True, "False": False})
for expr in data["assertions"]:
    try:
        code = compile(expr, "<assertion>", "eval")
    except SyntaxError as e:
        print(json.dumps({"syntax_error": str(e)})); sys.stdout.flush(); continue
    try:
        value = eval(code, {"__builtins__": {}}, dict(env))
        print(json.dumps({"passed": bool(value), "value": repr(value)[:80]}))
    except Exception as e:
        print(json.dumps({"passed": False, "error": type(e).__name__ + ": " + str(e)}))
    sys.stdout.flush()
`;

/** Parley's `outcome` dict for Python (waza's is empty; see PYTHON_RUNNER). */
function pythonVariables(vars: ReturnType<typeof codeVariables>) {
  return {
    ...vars,
    outcome: {
      outcome: vars.outcome,
      completed: vars.outcome === 'completed' || vars.outcome === 'stopped',
      turns: vars.transcript.filter((e) => e.type === 'user.message').length,
      error: vars.errors.find((e) => e.type === 'session.error')?.message ?? null,
    },
  };
}

async function runPython(
  config: CodeConfig,
  vars: ReturnType<typeof codeVariables>,
  cwd: string,
  signal: AbortSignal,
  tag?: ProcessTag,
): Promise<Check[]> {
  const result = await runProcess({
    command: 'python3',
    args: ['-c', PYTHON_RUNNER],
    input: JSON.stringify({ assertions: config.assertions, vars: pythonVariables(vars) }),
    cwd,
    env: {},
    timeoutMs: config.timeout_ms * config.assertions.length + 2000,
    signal,
    ...(tag ? { tag } : {}),
  });
  if (result.spawnError && /ENOENT/.test(result.spawnError)) {
    throw new GraderError(
      'code assertions are Python (language: python, the default) and need python3 on PATH, and python3 was not found; set language: javascript for JavaScript',
    );
  }
  const crash = crashReason(
    result,
    'python3',
    `its limit: ${config.timeout_ms} ms an assertion, config.timeout_ms`,
  );
  if (crash) throw new GraderError(crash);
  const lines = result.stdout.trim().split('\n').filter(Boolean);
  if (result.code !== 0 || lines.length !== config.assertions.length) {
    throw new GraderError(
      `python3 failed (exit ${result.code}): ${clip(result.stderr || result.stdout, 300)}`,
    );
  }
  return config.assertions.map((expression, i): Check => {
    const r = JSON.parse(lines[i]!) as {
      passed?: boolean;
      value?: string;
      error?: string;
      syntax_error?: string;
    };
    if (r.syntax_error) {
      throw new GraderError(
        `assertion ${JSON.stringify(clip(expression, 100))} is not valid Python: ${r.syntax_error}`,
      );
    }
    return {
      label: expression,
      passed: r.passed === true,
      detail: r.passed ? undefined : r.error ? `threw ${clip(r.error, 200)}` : `was ${r.value}`,
    };
  });
}
