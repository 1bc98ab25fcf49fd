// `parley check responder` / `parley check judge`: the LLM responder and the LLM judge measured on
// the user's own model and endpoint against the labelled sets shipped with Parley (and the user's
// own cases): the responder's accuracy per decision and its over-answer and ungrounded rates, the
// judge's agreement with the labels. Exit 0 when every threshold holds, 1 when one does not, 2 on
// a usage or case-file error.
import { createLlm, missingEndpointError, resolveEndpoint } from '../llm/client.js';
import { BUILTIN_JUDGE_CASES_FILE } from '../graders/check-judge-set.js';
import {
  JudgeCase,
  runJudgeCheck,
  scoreJudgeCheck,
  type JudgeCaseResult,
} from '../graders/check-judge.js';
import { CheckCase } from '../responder/check-cases.js';
import { BUILTIN_CASES_FILE } from '../responder/check-set.js';
import { runResponderCheck, scoreCheck, type CaseResult } from '../responder/check.js';
import { clip, escapeTerminal } from '../shared/strings.js';
import { Diagnostics, formatSpecError } from '../suites/diagnostics/diagnostics.js';
import { loadProject } from '../suites/project.js';
import { findProjectFile } from '../suites/project-file.js';
import { loadYaml } from '../shared/yaml.js';
import { readCaseFiles } from './check-case-files.js';
import { diagnosis, groupedCaseLines } from './check-diagnosis.js';
import { KEY_HEADER_HELP, KEY_HEADER_OPTION, keyHeader } from './key-header-flag.js';
import { UsageError, type Command } from './types.js';
import type { z } from 'zod';

const percent = (n: number, of: number) => (of ? `${((n / of) * 100).toFixed(1)}%` : 'n/a');

function rate(values: Record<string, unknown>, name: string, fallback: number): number {
  const raw = values[name] as string | undefined;
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > 1) {
    throw new UsageError(`--${name}: expected a fraction from 0 to 1, got "${raw}"`);
  }
  return n;
}

const show = (text: string, max = 160) => escapeTerminal(clip(text, max));

/** The shipped set (unless --no-builtin): its file read as a user's --cases file is. */
function shipped<T>(values: Record<string, unknown>, file: string, schema: z.ZodType<T>): T[] {
  return values['no-builtin'] ? [] : readCaseFiles([file], schema, 'the shipped set');
}

function failureLines(results: CaseResult[], max = 20): string[] {
  const wrong = results
    .filter((r) => r.problems.length > 0)
    .map((r) => ({
      id: r.id,
      line:
        `  ${show(r.id, 60)}: expected ${r.expected}, got ${r.got}` +
        (r.reply ? ` ${JSON.stringify(show(r.reply, 100))}` : '') +
        ` — ${show(r.problems.join('; '), 240)}`,
      ...(r.got === 'error' ? { message: show(r.problems.join('; '), 240) } : {}),
    }));
  return groupedCaseLines(wrong, max);
}

/** The model to measure: --model, else the environment's, else .parley.yaml's default. */
async function modelOf(
  values: Record<string, unknown>,
  what: 'responder' | 'judge',
): Promise<string> {
  const fromEnv = what === 'judge' ? 'PARLEY_JUDGE_MODEL' : 'PARLEY_RESPONDER_MODEL';
  const given = (values.model as string | undefined)?.trim() || process.env[fromEnv]?.trim();
  if (given) return given;
  const file = findProjectFile(process.cwd());
  if (!file) throw missingModel(what, fromEnv);
  await loadYaml();
  const diagnostics = new Diagnostics();
  const project = loadProject(process.cwd(), diagnostics, file);
  if (diagnostics.errors.length) {
    throw new UsageError(diagnostics.errors.map((e) => formatSpecError(e)).join('\n'));
  }
  const d = project.defaults;
  const fromProject = what === 'judge' ? d.judgeModel : (d.responderModel ?? d.model);
  if (fromProject) return fromProject;
  throw missingModel(what, fromEnv);
}

function missingModel(what: 'responder' | 'judge', fromEnv: string): UsageError {
  const key = what === 'judge' ? 'judge_model' : 'responder_model';
  return new UsageError(
    `--model: the ${what}'s model to measure is needed (or ${fromEnv}, or defaults.${key} in .parley.yaml)`,
  );
}

export const checkCommand: Command = {
  name: 'check',
  usage: 'check responder|judge [--model M] [--cases FILE]... [options]',
  options: {
    model: { type: 'string' },
    'base-url': { type: 'string' },
    'api-key': { type: 'string' },
    ...KEY_HEADER_OPTION,
    cases: { type: 'string', multiple: true },
    'no-builtin': { type: 'boolean' },
    'min-accuracy': { type: 'string' },
    'max-over-answered': { type: 'string' },
    'max-ungrounded': { type: 'string' },
    'min-agreement': { type: 'string' },
    workers: { type: 'string' },
    json: { type: 'boolean' },
  },
  help: {
    model: 'M the model measured (else PARLEY_RESPONDER_MODEL / PARLEY_JUDGE_MODEL)',
    'base-url': 'URL OpenAI-compatible endpoint (else OPENAI_BASE_URL)',
    'api-key': 'KEY its key (else OPENAI_API_KEY)',
    ...KEY_HEADER_HELP,
    cases: 'FILE your own cases (JSONL, one case a line; repeatable)',
    'no-builtin': 'only your own cases, not the set shipped with Parley',
    'min-accuracy': 'F the least accuracy that passes (default 0.9)',
    'max-over-answered': 'F the most replies that may over-answer (default 0.05)',
    'max-ungrounded': 'F the most replies that may be ungrounded (default 0.05)',
    'min-agreement': 'F judge: the least agreement with the labels that passes (default 0.9)',
    workers: 'N cases decided at once (default 4)',
    json: 'print the score and every case as JSON',
  },
  async run(values, positionals) {
    const [what, ...rest] = positionals;
    if ((what !== 'responder' && what !== 'judge') || rest.length) {
      throw new UsageError(
        `expected "check responder" or "check judge", got "check ${positionals.join(' ')}"`,
      );
    }
    const model = await modelOf(values, what);
    if (what === 'judge') return checkJudge(values, model);
    const minAccuracy = rate(values, 'min-accuracy', 0.9);
    const maxOver = rate(values, 'max-over-answered', 0.05);
    const maxUngrounded = rate(values, 'max-ungrounded', 0.05);
    const workers = Number((values.workers as string | undefined) ?? 4);
    if (!Number.isInteger(workers) || workers < 1) {
      throw new UsageError(
        `--workers: expected a positive integer, got "${String(values.workers)}"`,
      );
    }
    const own = readCaseFiles((values.cases as string[] | undefined) ?? [], CheckCase);
    const builtin = shipped(values, BUILTIN_CASES_FILE, CheckCase);
    const cases = [...builtin, ...own];
    if (!cases.length) throw new UsageError('no cases: --no-builtin needs --cases FILE');
    const endpoint = resolveEndpoint({
      baseURL: values['base-url'] as string | undefined,
      apiKey: values['api-key'] as string | undefined,
      apiKeyHeader: keyHeader(values),
    });
    const missing = missingEndpointError(endpoint);
    if (missing) throw new UsageError(missing.message);

    const results = await runResponderCheck(cases, {
      llm: createLlm(endpoint),
      model,
      concurrency: workers,
    });
    const score = scoreCheck(results);
    const passes = {
      accuracy: score.accuracy >= minAccuracy,
      overAnswered: score.overAnswered <= maxOver * score.replies,
      ungrounded: score.ungrounded <= maxUngrounded * score.replies,
    };
    const ok = passes.accuracy && passes.overAnswered && passes.ungrounded;
    if (values.json) {
      console.log(JSON.stringify({ model, passed: ok, score, results }, null, 2));
      return ok ? 0 : 1;
    }
    const mark = (pass: boolean) => (pass ? 'ok' : 'FAIL');
    const d = score.byDecision;
    console.log(
      [
        `parley check responder: model ${show(model, 80)}, ${score.cases} cases (${builtin.length ? `${builtin.length} shipped` : 'none shipped'}, ${own.length} yours)`,
        `accuracy ${percent(score.correct, score.cases)} (${score.correct} of ${score.cases}; at least ${percent(minAccuracy, 1)}: ${mark(passes.accuracy)})`,
        `  reply   ${percent(d.reply.correct, d.reply.total)} (${d.reply.correct} of ${d.reply.total})`,
        `  stop    ${percent(d.stop.correct, d.stop.total)} (${d.stop.correct} of ${d.stop.total})`,
        `  abstain ${percent(d.abstain.correct, d.abstain.total)} (${d.abstain.correct} of ${d.abstain.total})`,
        `over-answered ${percent(score.overAnswered, score.replies)} of replies (${score.overAnswered} of ${score.replies}; at most ${percent(maxOver, 1)}: ${mark(passes.overAnswered)})`,
        `ungrounded ${percent(score.ungrounded, score.replies)} of replies (${score.ungrounded} of ${score.replies}; at most ${percent(maxUngrounded, 1)}: ${mark(passes.ungrounded)})`,
        ...diagnosis(results.map((r) => ({ id: r.id, got: r.got, message: r.problems[0] }))),
        ...(results.some((r) => r.problems.length)
          ? ['cases not right:', ...failureLines(results)]
          : []),
      ].join('\n'),
    );
    return ok ? 0 : 1;
  },
};

/** `parley check judge`: the judge's agreement with labelled transcripts. */
async function checkJudge(values: Record<string, unknown>, model: string): Promise<number> {
  const minAgreement = rate(values, 'min-agreement', 0.9);
  const workers = Number((values.workers as string | undefined) ?? 4);
  if (!Number.isInteger(workers) || workers < 1) {
    throw new UsageError(`--workers: expected a positive integer, got "${String(values.workers)}"`);
  }
  const own = readCaseFiles((values.cases as string[] | undefined) ?? [], JudgeCase);
  const builtin = shipped(values, BUILTIN_JUDGE_CASES_FILE, JudgeCase);
  const cases = [...builtin, ...own];
  if (!cases.length) throw new UsageError('no cases: --no-builtin needs --cases FILE');
  const endpoint = resolveEndpoint({
    baseURL: values['base-url'] as string | undefined,
    apiKey: values['api-key'] as string | undefined,
    apiKeyHeader: keyHeader(values),
  });
  const missing = missingEndpointError(endpoint);
  if (missing) throw new UsageError(missing.message);
  const results = await runJudgeCheck(cases, {
    llm: createLlm(endpoint),
    model,
    concurrency: workers,
  });
  const score = scoreJudgeCheck(results);
  const ok = score.agreement >= minAgreement;
  if (values.json) {
    console.log(JSON.stringify({ model, passed: ok, score, results }, null, 2));
    return ok ? 0 : 1;
  }
  const l = score.byLabel;
  const wrong = results.filter((r: JudgeCaseResult) => r.got !== r.expected);
  console.log(
    [
      `parley check judge: model ${show(model, 80)}, ${score.cases} cases (${builtin.length ? `${builtin.length} shipped` : 'none shipped'}, ${own.length} yours)`,
      `agreement ${percent(score.agreed, score.cases)} (${score.agreed} of ${score.cases}; at least ${percent(minAgreement, 1)}: ${ok ? 'ok' : 'FAIL'})`,
      `  pass ${percent(l.pass.agreed, l.pass.total)} (${l.pass.agreed} of ${l.pass.total})`,
      `  fail ${percent(l.fail.agreed, l.fail.total)} (${l.fail.agreed} of ${l.fail.total})`,
      ...diagnosis(results.map((r) => ({ id: r.id, got: r.got, message: r.reason }))),
      ...(wrong.length
        ? [
            'cases not right:',
            ...groupedCaseLines(
              wrong.map((r) => ({
                id: r.id,
                line: `  ${show(r.id, 60)}: expected ${r.expected}, got ${r.got} — ${show(r.reason, 200)}`,
                ...(r.got === 'error' ? { message: show(r.reason, 200) } : {}),
              })),
            ),
          ]
        : []),
    ].join('\n'),
  );
  return ok ? 0 : 1;
}
