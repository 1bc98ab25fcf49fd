// program: an external command grades the run. The output goes to its stdin, the workspace is in
// PARLEY_WORKSPACE / WAZA_WORKSPACE_DIR (waza's name) / WAZA_WORKSPACE; exit 0 = pass; stdout is the feedback. A last stdout line
// {"score": n, "passed"?: b, "feedback"?: s} gives a partial score. Relative program paths were
// resolved at load (suites/waza/program-paths.ts). A program that cannot start fails the grader, as in
// waza; one killed or over its time limit is a GraderError.
import { isAbsolute, resolve } from 'node:path';
import type { ProgramConfig } from '../suites/schema/graders.js';
import { crashReason, runProcess } from './process.js';
import { outcome } from './result.js';
import { clip } from '../shared/strings.js';
import { GraderError, type Grader } from './types.js';

export const programGrader: Grader<ProgramConfig> = {
  type: 'program',
  async grade(spec, config, context) {
    const dir = context.suite.dir;
    // A relative program path is the suite's (./check.sh, scripts/grade.py); a bare name is on PATH.
    const command =
      config.command.includes('/') && !isAbsolute(config.command)
        ? resolve(dir, config.command)
        : config.command;
    const workspace = context.workspace ?? '';
    const result = await runProcess({
      command,
      args: config.args,
      input: context.view.output,
      cwd: dir,
      env: {
        WAZA_WORKSPACE: workspace,
        WAZA_WORKSPACE_DIR: workspace,
        PARLEY_WORKSPACE: workspace,
        PARLEY_TASK_ID: context.task.id,
        PARLEY_OUTCOME: context.view.outcome,
        PARLEY_FINAL_OUTPUT: envSafe(context.view.finalOutput),
      },
      timeoutMs: config.timeout * 1000,
      signal: context.signal,
      ...(context.processTag ? { tag: context.processTag } : {}),
    });
    const crash = crashReason(
      result,
      `program ${JSON.stringify(config.command)}`,
      `its limit: ${config.timeout} s, config.timeout`,
    );
    const couldNotStart =
      result.spawnError !== undefined || result.code === 126 || result.code === 127;
    if (crash && couldNotStart)
      return outcome(spec, false, 0, crash, {
        exit_code: result.code,
        environment: result.environment,
      });
    if (crash) throw new GraderError(crash);
    const stdout = result.stdout.trim();
    const structured = parseScoreLine(stdout);
    const passed = structured?.passed ?? result.code === 0;
    const score = structured?.score ?? (result.code === 0 ? 1 : 0);
    const text = structured?.feedback ?? (stdout || result.stderr.trim());
    const feedback =
      clip(text, 500) || (passed ? 'program passed' : `program exited ${result.code}`);
    return outcome(
      spec,
      passed && result.code === 0,
      score,
      result.code === 0 ? feedback : `exit ${result.code}: ${feedback}`,
      // Which variables the program was given: names only, never their values.
      { exit_code: result.code, environment: result.environment },
    );
  },
};

function parseScoreLine(
  stdout: string,
): { score?: number; passed?: boolean; feedback?: string } | undefined {
  const last = stdout.split('\n').pop()?.trim() ?? '';
  if (!last.startsWith('{')) return undefined;
  try {
    const v = JSON.parse(last) as Record<string, unknown>;
    const score = typeof v.score === 'number' && v.score >= 0 && v.score <= 1 ? v.score : undefined;
    if (score === undefined && typeof v.passed !== 'boolean') return undefined;
    return {
      score,
      passed: typeof v.passed === 'boolean' ? v.passed : undefined,
      feedback: typeof v.feedback === 'string' ? v.feedback : undefined,
    };
  } catch {
    return undefined;
  }
}

/** Linux caps one environment string at 128 KiB: longer text is cut, never a spawn failure. */
export function envSafe(text: string, maxBytes = 32 * 1024): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  let cut = text.slice(0, maxBytes);
  while (Buffer.byteLength(cut) > maxBytes) cut = cut.slice(0, Math.floor(cut.length * 0.9));
  return cut;
}
