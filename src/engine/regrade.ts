// `parley grade`: the recorded conversations of a results set graded again with the suites'
// current graders. No agent and no responder runs; LLM judges do. Each record's verdict comes
// from classify() and finalRecord(), the same functions a run ends with, fed the conversation's
// ending as the record tells it. Runs that ended in an error or an abstain were never graded and
// stay as they were.
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { expectsAbstain, gradeRun } from '../graders/index.js';
import { runProcessTag } from '../agents/process-tree.js';
import type { LlmOptions } from '../llm/client.js';
import type { LlmEndpoint } from '../llm/types.js';
import type { ResultsDir } from '../results/files.js';
import type { GraderResult, RunDraft, RunRecord, Summary } from '../results/schema.js';
import { finalRecord } from '../results/record.js';
import { emptyUsage } from '../results/usage.js';
import { buildSummary } from '../results/summary.js';
import { loadSuites, type SpecError } from '../suites/load.js';
import type { Suite, Task } from '../suites/model.js';
import { classify, type Ending } from './classify.js';
import { countingLlm } from './counting-llm.js';
import { suiteInputs } from './execute.js';
import { createLlms } from './llms.js';
import { redactor } from './redact.js';
import { collectSecrets } from './secrets.js';

export const WORKSPACE_NOT_KEPT =
  'cannot re-grade: the workspace was not kept (run with --keep-workspaces)';

export interface RegradeOptions {
  /** Suite paths; default: the suite files the records name. */
  paths: string[];
  cwd?: string;
  judgeModel?: string;
  endpoint?: LlmEndpoint;
  judgeEndpoint?: LlmEndpoint;
  llmOptions?: LlmOptions;
  /** Concurrent re-grades (judges wait on I/O). */
  workers?: number;
  signal?: AbortSignal;
  secrets?: string[];
}

export interface RegradeResult {
  summary: Summary;
  records: RunRecord[];
  configErrors: SpecError[];
  warnings: SpecError[];
  /** Records whose task is gone, tasks without a record: said, never silently dropped. */
  notes: string[];
  /** Re-graded runs whose verdict (status or outcome) changed. */
  changed: number;
  redact: (text: string) => string;
}

const key = (suite: string, task: string) => JSON.stringify([suite, task]);

/** Each recorded run with its task as loaded now; notes for runs without one and tasks without runs. */
function matchRecords(runs: RunRecord[], suites: Suite[]) {
  const tasks = new Map<string, { suite: Suite; task: Task }>();
  for (const suite of suites) {
    for (const task of suite.tasks) tasks.set(key(suite.name, task.id), { suite, task });
  }
  const notes: string[] = [];
  const matched: { record: RunRecord; suite: Suite; task: Task }[] = [];
  const recorded = new Set<string>();
  for (const record of runs) {
    const found = tasks.get(key(record.suite, record.task_id));
    recorded.add(key(record.suite, record.task_id));
    if (found) matched.push({ record, ...found });
    else if (!notes.includes(missingTask(record))) notes.push(missingTask(record));
  }
  for (const suite of suites) {
    for (const task of suite.tasks) {
      if (!recorded.has(key(suite.name, task.id))) {
        notes.push(`${suite.name} › ${task.id}: no recorded run to re-grade (not run then)`);
      }
    }
  }
  return { matched, notes };
}

export async function regradeResults(
  original: ResultsDir,
  options: RegradeOptions,
): Promise<RegradeResult> {
  const cwd = resolve(options.cwd ?? process.cwd());
  const paths = options.paths.length
    ? options.paths
    : [...new Set(original.records.map((r) => r.suite_file))];
  const loaded = await loadSuites(paths, {
    cwd,
    overrides: options.judgeModel ? { judgeModel: options.judgeModel } : {},
  });
  const empty = { records: [], notes: [], changed: 0, redact: (t: string) => t };
  if (loaded.errors.length) {
    return {
      ...empty,
      summary: buildSummary([], []),
      configErrors: loaded.errors,
      warnings: loaded.warnings,
    };
  }
  const { matched, notes } = matchRecords(original.records, loaded.suites);

  const { llm, keys } = createLlms(options, options.workers ?? 4);
  const redact = redactor(
    collectSecrets(loaded.suites, { ...options, secrets: [...(options.secrets ?? []), ...keys] }),
  );
  const signal = options.signal ?? new AbortController().signal;
  const started = performance.now();
  const records: RunRecord[] = new Array<RunRecord>(matched.length);
  let next = 0;
  const worker = async () => {
    while (next < matched.length) {
      const i = next++;
      const { record, suite, task } = matched[i]!;
      const workspace = keptWorkspace(original.dir, record);
      records[i] = redact(
        await regradeOne(record, suite, task, llm.judge, signal, workspace, (text) => redact(text)),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.workers ?? 4) }, worker));
  const changed = records.filter(
    (r, i) => r.status !== matched[i]!.record.status || r.outcome !== matched[i]!.record.outcome,
  ).length;

  const built = buildSummary(
    records,
    suiteInputs(loaded.suites, cwd),
    {
      commit: original.summary.identity.commit ?? undefined,
      ref: original.summary.identity.ref ?? undefined,
      shard: original.summary.identity.shard ?? undefined,
      models: {
        agent: original.summary.identity.models.agent ?? undefined,
        responder: original.summary.identity.models.responder ?? undefined,
        judge: options.judgeModel ?? original.summary.identity.models.judge ?? undefined,
      },
    },
    Math.round(performance.now() - started),
  );
  const summary: Summary = {
    ...built,
    regraded_from: {
      results_dir: original.dir,
      parley_version: original.summary.parley_version,
      created_at: original.summary.created_at,
      identity: {
        commit: original.summary.identity.commit,
        ref: original.summary.identity.ref,
        suite_set: original.summary.identity.suite_set,
      },
    },
  };
  // A skill-lift job's runs are re-graded in both arms: its lift is measured again.
  if (original.summary.skill_lift) {
    const { mergedSkillLift } = await import('../verdict/skill-lift-runs.js');
    const lift = mergedSkillLift([original.summary], records);
    if (lift) summary.skill_lift = lift;
  }
  return {
    summary,
    records,
    configErrors: [],
    warnings: loaded.warnings,
    notes,
    changed,
    redact: (text) => redact(text),
  };
}

/**
 * The run's workspace as --keep-workspaces kept it: only inside the results directory's
 * workspaces/ (the record is untrusted: it must not point a grader at any other directory).
 */
function keptWorkspace(resultsDir: string, record: RunRecord): string | undefined {
  if (!record.workspace) return undefined;
  const kept = resolve(resultsDir, 'workspaces');
  const path = resolve(resultsDir, record.workspace);
  if (!path.startsWith(kept + sep) || !existsSync(path)) return undefined;
  return path;
}

function missingTask(record: RunRecord): string {
  return `${record.suite} › ${record.task_id}: no such task in the suites now; its runs are left out`;
}

/** Not graded when it ran, so nothing to grade again: an error or an abstain the task did not expect. */
function ungraded(record: RunRecord, task: Task): boolean {
  if (record.status === 'error') return true;
  return record.status === 'abstained' && !expectsAbstain(task.expected);
}

/** How the conversation ended, as the record tells it (classify()'s input). */
export function recordedEnding(record: RunRecord): Ending {
  const conversation = (outcome: Extract<Ending, { kind: 'conversation' }>['outcome']) => ({
    kind: 'conversation' as const,
    outcome,
    reason: record.responder?.reason ?? undefined,
    followupsSent: record.responder?.followups_sent ?? 0,
    lastAgentText: record.turns.at(-1)?.output ?? '',
  });
  if (record.ended_with_question || record.outcome === 'awaiting_input') {
    return conversation('awaiting_input');
  }
  switch (record.outcome) {
    case 'completed':
    case 'stopped':
    case 'cap_exhausted':
    case 'abstained':
      return conversation(record.outcome);
    default: {
      // checkpoints_missing hides how the conversation ended: the responder recorded it.
      const said = record.responder?.outcome;
      return conversation(said === 'stopped' || said === 'cap_exhausted' ? said : 'completed');
    }
  }
}

async function regradeOne(
  record: RunRecord,
  suite: Suite,
  task: Task,
  judge: Parameters<typeof countingLlm>[0],
  signal: AbortSignal,
  workspace: string | undefined,
  redact: (text: string) => string,
): Promise<RunRecord> {
  if (ungraded(record, task)) return { ...record, regraded: true };
  const judgeLlm = countingLlm(judge);
  const { status: _status, outcome: _outcome, ...rest } = record;
  void _status;
  void _outcome;
  // waza's turn checkpoints graded the conversation as it was after their turn: kept as graded.
  // Kept as recorded: checkpoints (graded mid-conversation) and command_mocks' expect_calls
  // (counted from calls the run logged, which a re-grade cannot see again).
  const checkpointResults: GraderResult[] = record.graders.filter(
    (g) => g.details?.checkpoint !== undefined || g.type === 'command_mocks',
  );
  const draft: RunDraft = {
    ...rest,
    graders: [],
    score: 0,
    weighted_score: 0,
    error: null,
    usage: { ...record.usage, judge: emptyUsage() },
  };
  delete draft.ended_with_question;
  const verdict = await classify(draft, recordedEnding(record), {
    onMissingInput: task.onMissingInput ?? 'grade',
    expectsAbstain: expectsAbstain(task.expected),
    grade: async (outcome) => {
      // As in a run: what a grading program leaves alive is killed once the grading is over.
      const processTag = runProcessTag();
      const graded = await gradeRun({
        suite,
        task,
        run: { ...draft, outcome },
        workspace,
        ...(workspace ? {} : { workspaceGone: WORKSPACE_NOT_KEPT }),
        llm: judgeLlm,
        judgeModel: task.models.judge,
        updateSnapshots: false,
        signal,
        redact,
        processTag,
      }).finally(() => processTag.sweep());
      return { ...graded, results: [...checkpointResults, ...graded.results] };
    },
  });
  draft.usage.judge = judgeLlm.runUsage.judge;
  return { ...finalRecord(draft, verdict), regraded: true };
}
