// `parley generate SKILL_DIR|SKILL.md`: an LLM drafts task files (or Yao JSONL tests) for a
// skill, each validated by loading it before it is written; nothing is overwritten. Prints a
// line per draft (where it was written, or why it was dropped). Exit 0 when at least one draft
// validated, 1 when none did (or the endpoint failed), 2 on a usage or configuration error.
import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  FOCUSES,
  FORMATS,
  generateDrafts,
  readSkill,
  SkillError,
  type DraftFormat,
  type DraftResult,
  type Focus,
  type TaskSummary,
} from '../generate/index.js';
import type { Provenance } from '../generate/render.js';
import { planOutput, writePlan, type OutputPlan } from '../generate/write.js';
import { createLlm, missingEndpointError, resolveEndpoint } from '../llm/client.js';
import { escapeTerminal, oneLine, truncate } from '../shared/strings.js';
import { formatSpecError, loadSuites } from '../suites/load.js';
import { KEY_HEADER_HELP, KEY_HEADER_OPTION, keyHeader } from './key-header-flag.js';
import { UsageError, type Command } from './types.js';

const MAX_COUNT = 50;

/** Model text on a terminal: one line, no escape sequences, bounded. */
const show = (text: string, max = 400) => truncate(escapeTerminal(oneLine(text)), max);

function choice<T extends string>(
  name: string,
  value: unknown,
  allowed: readonly T[],
  fallback: T,
) {
  if (value === undefined) return fallback;
  if (!allowed.includes(value as T)) {
    throw new UsageError(
      `--${name}: expected one of ${allowed.join(', ')}, got "${String(value)}"`,
    );
  }
  return value as T;
}

function countOf(value: unknown): number {
  if (value === undefined) return 5;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT) {
    throw new UsageError(
      `--count: expected an integer from 1 to ${MAX_COUNT}, got "${String(value)}"`,
    );
  }
  return n;
}

/** The suite whose tasks the drafts must not repeat, loaded; its errors stop the command. */
async function existingSuite(path: string | undefined) {
  if (!path) return { tasks: [] as TaskSummary[], ids: new Set<string>(), model: undefined };
  const { suites, errors, project } = await loadSuites([path]);
  if (errors.length) {
    for (const error of errors) console.error(formatSpecError(error));
    throw new UsageError(
      `${path}: the suite has ${errors.length} error(s); fix them first (parley validate ${path})`,
    );
  }
  const tasks = suites.flatMap((s) =>
    s.tasks.map((t) => ({
      id: t.id,
      prompt: t.prompt,
      brief: t.plan.kind === 'responder' ? t.plan.responder.instructions : '',
    })),
  );
  return {
    tasks,
    ids: new Set(tasks.map((t) => t.id)),
    model: suites.find((s) => s.config.model)?.config.model ?? project.defaults.model,
  };
}

/** Relative inside the working directory, absolute outside it. */
function display(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') ? rel : file;
}

function draftLine(result: DraftResult, plan: OutputPlan, written: boolean): string {
  const head = `  draft ${result.index}:`;
  if (result.kind === 'failed') return `${head} the endpoint failed: ${show(result.reason)}`;
  if (result.kind === 'dropped') return `${head} dropped, ${show(result.reason, 600)}`;
  const file = plan.files.find((f) => f.drafts.some((d) => d.index === result.index));
  const id = file?.drafts.find((d) => d.index === result.index)?.id ?? result.id;
  const how = result.firstTime
    ? 'valid first time'
    : result.fixed.length
      ? `valid after one fix of: ${show(result.fixed.join('; '), 300)}`
      : 'valid after a retry of its shape';
  const where = file ? `${written ? 'wrote' : 'would write'} ${display(file.file)}` : '';
  return `${head} ${id} ${where ? `(${where}) ` : ''}${how}`;
}

export const generateCommand: Command = {
  name: 'generate',
  usage: 'generate SKILL_DIR|SKILL.md [options]',
  options: {
    count: { type: 'string', short: 'n' },
    focus: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string', short: 'o' },
    suite: { type: 'string' },
    'dry-run': { type: 'boolean' },
    model: { type: 'string' },
    'base-url': { type: 'string' },
    'api-key': { type: 'string' },
    ...KEY_HEADER_OPTION,
  },
  help: {
    count: `N drafts to make (default 5, at most ${MAX_COUNT})`,
    focus:
      'F happy-path (default), edge-cases or vague-briefs (briefs that omit one thing; expect abstained)',
    format: 'F yaml task files (default) or jsonl (Yao tests, one file)',
    out: 'DIR where to write (default: --suite, else evals/<skill name>)',
    suite: 'PATH the suite whose tasks not to repeat (default: --out when it holds an eval.yaml)',
    'dry-run': 'print the drafts instead of writing them',
    model: "M the generator's model (else the suite's config.model)",
    'base-url': 'URL OpenAI-compatible endpoint (else OPENAI_BASE_URL)',
    'api-key': 'KEY its key (else OPENAI_API_KEY)',
    ...KEY_HEADER_HELP,
  },
  async run(values, positionals) {
    if (positionals.length !== 1) {
      throw new UsageError('expected one skill: a skill folder or its SKILL.md');
    }
    const count = countOf(values.count);
    const focus: Focus = choice('focus', values.focus, FOCUSES, 'happy-path');
    const format: DraftFormat = choice('format', values.format, FORMATS, 'yaml');
    let skill;
    try {
      skill = readSkill(positionals[0]!);
    } catch (error) {
      if (error instanceof SkillError) throw new UsageError(error.message);
      throw error;
    }
    const suitePath = values.suite as string | undefined;
    const out = resolve(
      (values.out as string | undefined) ?? suitePath ?? join('evals', skill.name),
    );
    if (existsSync(out) && !statSync(out).isDirectory()) {
      throw new UsageError(`--out: expected a directory, got the file ${display(out)}`);
    }
    const hasEvalFile = existsSync(join(out, 'eval.yaml'));
    const existing = await existingSuite(suitePath ?? (hasEvalFile ? out : undefined));
    const model = (values.model as string | undefined) ?? existing.model;
    if (!model) {
      throw new UsageError(
        "--model: the generator's model is needed (or config.model in the suite)",
      );
    }
    const endpoint = resolveEndpoint({
      baseURL: values['base-url'] as string | undefined,
      apiKey: values['api-key'] as string | undefined,
      apiKeyHeader: keyHeader(values),
    });
    const missing = missingEndpointError(endpoint);
    if (missing) throw new UsageError(missing.message);

    const dryRun = values['dry-run'] === true;
    // With --dry-run stdout carries the drafts; the lines about them go to stderr.
    const say = dryRun ? console.error : console.log;
    say(
      `parley generate: drafting ${count} ${format === 'jsonl' ? 'JSONL test' : 'task'}(s) for skill ${show(skill.name, 80)} (focus ${focus}, model ${show(model, 80)})` +
        (existing.tasks.length ? `, avoiding the suite's ${existing.tasks.length} task(s)` : ''),
    );
    const llm = createLlm(endpoint);
    const results = await generateDrafts({
      skill,
      llm,
      model,
      count,
      focus,
      format,
      existing: existing.tasks,
    });
    const validDrafts = results.filter((r) => r.kind === 'valid');
    const provenance: Provenance = { model, focus, skill, dir: out };
    const plan = planOutput(validDrafts, {
      dir: out,
      format,
      provenance,
      takenIds: existing.ids,
      hasEvalFile,
    });
    if (dryRun) {
      const texts = plan.files.map((f) => f.text);
      process.stdout.write(format === 'jsonl' ? texts.join('') : texts.join('---\n'));
    } else {
      try {
        writePlan(plan);
      } catch (error) {
        throw new UsageError(`cannot write the drafts: ${(error as Error).message}`);
      }
    }
    for (const result of results) say(draftLine(result, plan, !dryRun));
    const skipped = count - results.length;
    const firstTime = validDrafts.filter((r) => r.kind === 'valid' && r.firstTime).length;
    const usage = llm.usage('agent');
    say(
      `${results.length} draft(s): ${validDrafts.length} valid (${firstTime} first time), ${results.length - validDrafts.length} not` +
        (skipped ? `, ${skipped} not attempted` : '') +
        `; ${usage.requests} request(s), ${usage.input_tokens} input and ${usage.output_tokens} output tokens`,
    );
    if (plan.evalFile && !dryRun)
      say(`wrote ${display(plan.evalFile.file)} (a new suite: set its executor and model)`);
    if (!dryRun && plan.files.length) {
      const target = format === 'jsonl' && !hasEvalFile ? plan.files[0]!.file : out;
      const problem = await checkWritten(target, plan);
      if (problem) say(problem);
      say(
        `review the drafts, then: parley validate ${display(target)} && parley run ${display(target)}` +
          (format === 'jsonl'
            ? ' (JSON has no comments: nothing in the file says it was drafted)'
            : ''),
      );
    }
    return validDrafts.length ? 0 : 1;
  },
};

/** The written drafts load as part of their suite (a suite whose globs miss them is said). */
async function checkWritten(target: string, plan: OutputPlan): Promise<string | undefined> {
  const { suites, errors } = await loadSuites([target]);
  if (errors.length) {
    return `the suite does not load now (${errors.length} error(s)): ${errors
      .slice(0, 3)
      .map((e) => show(formatSpecError(e), 200))
      .join('; ')}`;
  }
  const loaded = new Set(suites.flatMap((s) => s.tasks.map((t) => t.id)));
  const missing = plan.files.filter((f) => f.drafts.some((d) => !loaded.has(d.id)));
  if (missing.length) {
    return `note: the suite's tasks: globs do not include ${missing.map((f) => display(f.file)).join(', ')}; add them to tasks: in its eval.yaml`;
  }
  return undefined;
}
