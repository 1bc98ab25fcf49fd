import { GraderError } from '../types.js';
import { crashReason, runProcess } from '../process.js';
import { clip } from '../../shared/strings.js';
import { isYaoProcess } from '../../suites/yao/ids.js';
import type { AssertionEvaluator } from './types.js';
import { valueText } from './types.js';

const TIMEOUT_MS = 30_000;

/**
 * Runs `script` (a shell command line, from the suite directory) with the output on stdin and
 * PARLEY_WORKSPACE / WAZA_WORKSPACE, PARLEY_EXPECTED, PARLEY_TOOL_CALLS in the environment.
 * Exit 0 = pass. Stdout `{"passed": bool, "score"?: n, "message"?: s}` overrides the exit code.
 * A script that cannot start, is killed or times out gives no verdict: GraderError.
 */
export const script: AssertionEvaluator = async (a, target, ctx) => {
  const command = a.script ?? (typeof a.value === 'string' ? a.value : undefined);
  if (!command) throw new GraderError('script assertion has no `script` to run');
  // A Yao process id (scripts.x.Validate) is never run as a shell command.
  if (isYaoProcess(command)) {
    return { passed: false, message: `${command} is a Yao process: it cannot run here` };
  }
  const workspace = ctx.workspace ?? '';
  const toolCallsJson = JSON.stringify(target.toolCalls);
  const result = await runProcess({
    command,
    input: target.output,
    cwd: ctx.cwd,
    env: {
      PARLEY_WORKSPACE: workspace,
      WAZA_WORKSPACE: workspace,
      WAZA_WORKSPACE_DIR: workspace,
      PARLEY_EXPECTED: a.script ? valueText(a) : '',
      // Cut JSON is no JSON: an oversized list is left out rather than truncated.
      PARLEY_TOOL_CALLS: toolCallsJson.length <= 32 * 1024 ? toolCallsJson : '',
    },
    timeoutMs: Number(a.options.timeout_ms ?? TIMEOUT_MS),
    signal: ctx.signal,
    ...(ctx.processTag ? { tag: ctx.processTag } : {}),
  });
  const crash = crashReason(
    result,
    `script ${JSON.stringify(clip(command, 80))}`,
    `its limit: ${Number(a.options.timeout_ms ?? TIMEOUT_MS)} ms, options.timeout_ms`,
  );
  if (crash) throw new GraderError(crash);
  const verdict = parseVerdict(result.stdout);
  if (verdict) return verdict;
  const text = clip(result.stdout.trim() || result.stderr.trim(), 300);
  return result.code === 0
    ? { passed: true, message: text || 'script passed' }
    : { passed: false, message: `script exited ${result.code}${text ? `: ${text}` : ''}` };
};

function parseVerdict(stdout: string) {
  const last = stdout.trim().split('\n').pop() ?? '';
  if (!last.startsWith('{')) return undefined;
  try {
    const v = JSON.parse(last) as { passed?: unknown; score?: unknown; message?: unknown };
    if (typeof v.passed !== 'boolean') return undefined;
    const score = typeof v.score === 'number' && v.score >= 0 && v.score <= 1 ? v.score : undefined;
    return {
      passed: v.passed,
      message:
        typeof v.message === 'string'
          ? clip(v.message, 300)
          : `script says ${v.passed ? 'passed' : 'failed'}`,
      ...(score !== undefined ? { score } : {}),
    };
  } catch {
    return undefined;
  }
}
