// One run (task x trial): workspace, agent session, the conversation under a real deadline,
// grading, and the one status/outcome it ends with. Never throws for a failing run: every
// failure becomes a classified record. Returns null only when the job was cancelled.
import { join, relative, sep } from 'node:path';
import { agentFactory } from '../agents/registry.js';
import { AgentError } from '../agents/types.js';
import { runProcessTag, type RunProcessTag } from '../agents/process-tree.js';
import {
  installCommandShims,
  type CommandCallLog,
  type CommandShims,
} from '../agents/command-shims.js';
import { withExpectedCalls } from './expect-calls.js';
import { createWorkspace, keepWorkspace, type Workspace } from '../agents/workspace.js';
import { loadGraders } from '../graders/load.js';
import { GraderError } from '../graders/types.js';
import { gradingUsesWorkspace } from '../graders/workspace-paths.js';
import { LlmConfigError } from '../llm/errors.js';
import type { Llm } from '../llm/types.js';
import { loadResponder } from '../responder/load.js';
import { ResponderError, type Responder } from '../responder/types.js';
import type { ReplyAudit, ReplyFinding, RunDraft, RunRecord } from '../results/schema.js';
import { finalRecord, SCHEMA_VERSION } from '../results/record.js';
import { addUsage, emptyUsageByRole } from '../results/usage.js';
import { clip, headAndTail } from '../shared/strings.js';
import { NO_EXPECTATIONS, type OnMissingInput, type Suite, type Task } from '../suites/model.js';
import { CheckpointTracker, TurnCheckpointRunner } from './checkpoints.js';
import { classify, type Ending } from './classify.js';
import { runConversation } from './conversation.js';
import { countingLlm } from './counting-llm.js';
import { Interrupt, interruptOf, timer } from './interrupt.js';
import { runTimeout } from './turn-timeout.js';
import { inputSourceFor, type NextInputSource } from './next-input.js';
import { RunScope } from './run-scope.js';

export interface RunSettings {
  cwd: string;
  /** With --interactive: the one person at the terminal, shared by every run (one stdin). */
  human?: Responder;
  /** --on-missing-input; unset = the task's setting, else grade. */
  onMissingInput?: OnMissingInput;
  updateSnapshots: boolean;
  /** Agent LLM, responder LLM, judge LLM (the same client unless configured apart). */
  llm: { agent: Llm; responder: Llm; judge: Llm };
  shard?: string;
  signal: AbortSignal;
  /**
   * --keep-workspaces: each run's final workspace is copied under this directory (the results
   * directory's `workspaces/`) and the record says where, relative to `resultsDir`.
   */
  keepWorkspaces?: { dir: string; resultsDir: string };
  /** The job's redactor, for what graders send out (the judge's requests). */
  redact?: (text: string) => string;
}

/** Cap on follow-ups a person can give a task that has no responder of its own. */
const INTERACTIVE_CAP = 50;
/** An agent's stderr in its record: the first 2,000 characters and the last 6,000. */
const RECORD_STDERR_CHARS = 8000;

export async function runOne(
  suite: Suite,
  task: Task,
  trial: number,
  attempt: number,
  settings: RunSettings,
): Promise<RunRecord | null> {
  const started = performance.now();
  const record = draftRecord(suite, task, trial, attempt, settings);
  // Yao's `skip: true`: on the record as skipped, nothing started.
  if (task.skip) return finalRecord(record, { status: 'skipped', outcome: 'not_run' });
  const scope = new RunScope();
  let ended: { run: OpenRun; talked: Talked; verdict: Verdict } | null;
  try {
    const run = openRun(scope, suite, task, record, settings);
    const talked = await converse(run, trial);
    if (talked.ending.kind === 'cancelled') {
      ended = null;
    } else {
      if (settings.keepWorkspaces) scope.defer(() => keepFinalWorkspace(run, trial, attempt));
      ended = { run, talked, verdict: await grade(run, talked) };
    }
  } finally {
    await scope.close();
  }
  return ended && recorded(ended.run, ended.talked, ended.verdict, started);
}

type Verdict = Awaited<ReturnType<typeof classify>>;

/** What the phases of one run share: its task, draft record, clocks, LLM counters and workspace. */
interface OpenRun {
  suite: Suite;
  task: Task;
  settings: RunSettings;
  record: RunDraft;
  /** Every program the run starts carries it; whatever is still alive at the end is killed. */
  processTag: RunProcessTag;
  deadline: ReturnType<typeof timer>;
  checkpoints: CheckpointTracker;
  turnCheckpoints: TurnCheckpointRunner;
  responderLlm: ReturnType<typeof countingLlm>;
  judgeLlm: ReturnType<typeof countingLlm>;
  workspace?: Workspace;
  /** The workspace for a grader that reads it (made, empty, when nobody needed it yet). */
  workspaceForGrading(): Promise<string | undefined>;
  agentLog: ReturnType<typeof boundedLog>;
}

/** How the conversation ended, and what its session left for the record. */
interface Talked {
  ending: Ending;
  responder?: Responder;
  source?: NextInputSource;
  stderr?: () => string;
  warnings: string[];
  commandCalls?: CommandCallLog;
}

/** The record before the run: no status or outcome until it is over (finalRecord). */
function draftRecord(
  suite: Suite,
  task: Task,
  trial: number,
  attempt: number,
  settings: RunSettings,
): RunDraft {
  return {
    schema_version: SCHEMA_VERSION,
    suite: suite.name,
    suite_file: relative(settings.cwd, suite.file) || suite.file,
    task_id: task.id,
    task_name: task.name,
    trial,
    attempts: attempt,
    executor: task.agent.executor,
    model: task.models.agent ?? null,
    tags: task.tags,
    turns: [],
    responder: null,
    checkpoints: [],
    graders: [],
    score: 0,
    weighted_score: 0,
    usage: emptyUsageByRole(),
    started_at: new Date().toISOString(),
    duration_ms: 0,
    error: null,
    ...(settings.shard ? { shard: settings.shard } : {}),
  };
}

/** The run's scope: its tagged processes, its deadline and (once made) its workspace. */
function openRun(
  scope: RunScope,
  suite: Suite,
  task: Task,
  record: RunDraft,
  settings: RunSettings,
): OpenRun {
  const processTag = scope.own(runProcessTag(), (tag) => tag.sweep());
  const limit = runTimeout(task);
  const deadline = scope.own(
    timer(limit.ms, () => new Interrupt('timeout', limit.message), settings.signal),
    (clock) => clock.dispose(),
  );
  // The workspace is made later (converse); removed last but for the processes' sweep.
  scope.defer(() => run.workspace?.cleanup().catch(() => {}));
  const judgeLlm = countingLlm(settings.llm.judge);
  const gradingWorkspace = gradingUsesWorkspace(suite, task);
  const run: OpenRun = {
    suite,
    task,
    settings,
    record,
    processTag,
    deadline,
    checkpoints: new CheckpointTracker(task.checkpoints),
    responderLlm: countingLlm(settings.llm.responder),
    judgeLlm,
    // A workspace nobody has needed yet is made (empty, as the agent left it) before a grader
    // that reads files or runs a program there.
    async workspaceForGrading() {
      if (!run.workspace || !gradingWorkspace) return undefined;
      await run.workspace.prepare();
      return run.workspace.cwd;
    },
    // waza's checkpoints grade the conversation so far (and the workspace as it is) with their
    // own graders only: no suite graders, expectations or final assertions.
    turnCheckpoints: new TurnCheckpointRunner(task.turnCheckpoints ?? [], async (graders) =>
      (await loadGraders()).gradeRun({
        suite: { ...suite, graders: [] },
        task: { ...task, graders, expected: NO_EXPECTATIONS, assertions: [] },
        run: { ...record, turns: [...record.turns], outcome: 'completed' },
        workspace: await run.workspaceForGrading(),
        llm: judgeLlm,
        judgeModel: task.models.judge,
        updateSnapshots: settings.updateSnapshots,
        signal: deadline.signal,
        processTag,
      }),
    ),
    agentLog: boundedLog(),
  };
  return run;
}

/**
 * The conversation phase, in a scope of its own (the command shims, the agent session) that
 * closes when it is over; then no clock runs on, the job's cancellation still applies.
 */
async function converse(run: OpenRun, trial: number): Promise<Talked> {
  const talk = new RunScope();
  talk.defer(() => run.deadline.clear());
  const talked: Talked = { ending: { kind: 'cancelled' }, warnings: [] };
  try {
    talked.ending = await talkWithAgent(run, talk, talked, trial);
  } catch (error) {
    // An agent that failed before its session existed hands its stderr over with the error.
    if (error instanceof AgentError && error.stderr) {
      const text = error.stderr;
      talked.stderr ??= () => text;
    }
    talked.ending = failureEnding(error, run.deadline.signal);
  } finally {
    await talk.close();
  }
  return talked;
}

/** Workspace, shims, responder, agent session, then the conversation under the deadline. */
async function talkWithAgent(
  run: OpenRun,
  talk: RunScope,
  talked: Talked,
  trial: number,
): Promise<Ending> {
  const { suite, task, settings, deadline } = run;
  const made = await createWorkspace(suite, task);
  run.workspace = made;
  // command_mocks: shims for an agent that runs commands; their calls are read after the run.
  const commandMocks = suite.config.commandMocks ?? [];
  let shims: CommandShims | undefined;
  if (commandMocks.length > 0 && task.agent.executor === 'acp') {
    await made.prepare();
    shims = talk.own(await installCommandShims(made.root, commandMocks), (installed) =>
      installed.cleanup().catch(() => {}),
    );
  }
  try {
    talked.responder = await pickResponder(task, settings, run.responderLlm);
  } catch (error) {
    throw new AgentError((error as Error).message, 'config_error');
  }
  const session = await (
    await agentFactory(task.agent.executor)
  )({
    agent: task.agent,
    suite,
    task,
    trial,
    // Named when an adapter asks: an agent that never touches files leaves none to look for.
    get workspace() {
      return made.root;
    },
    get cwd() {
      return made.cwd;
    },
    prepareWorkspace: made.prepare,
    ...(shims ? { commandShims: shims.dir } : {}),
    model: task.models.agent,
    llm: settings.llm.agent,
    signal: deadline.signal,
    log: (line) => run.agentLog.add(line),
  });
  talked.stderr = session.stderr?.bind(session);
  talk.defer(async () => {
    await session.close().catch(() => {});
    talked.warnings = session.warnings?.() ?? [];
    talked.commandCalls = shims?.calls();
  });
  const source = inputSourceFor(task.plan, talked.responder, INTERACTIVE_CAP, {
    suite: suite.name,
    task: task.id,
    trial,
    prompt: task.prompt,
    ...(task.plan.kind === 'responder' ? { brief: task.plan.responder.instructions } : {}),
  });
  talked.source = source;
  const result = await runConversation(
    {
      task,
      session,
      source,
      checkpoints: run.checkpoints,
      ...(task.turnCheckpoints?.length ? { turnCheckpoints: run.turnCheckpoints } : {}),
      clock: deadline,
      evaluate: async (assertion, turn, turns) =>
        (await loadGraders()).evaluateAssertion(
          assertion,
          { output: turn.output, toolCalls: turn.tool_calls, turns },
          {
            llm: run.judgeLlm,
            judgeModel: task.models.judge,
            workspace: await run.workspaceForGrading(),
            cwd: suite.dir,
            signal: deadline.signal,
            processTag: run.processTag,
          },
        ),
    },
    run.record.turns,
  );
  return {
    kind: 'conversation',
    outcome: result.end.outcome,
    reason: result.end.reason,
    followupsSent: source.followupsSent,
    lastAgentText: result.lastAgentText,
  };
}

/** The grading phase: the run's status and outcome (classify.ts), its graders' results. */
async function grade(run: OpenRun, talked: Talked): Promise<Verdict> {
  const { suite, task, settings, record, deadline } = run;
  record.checkpoints = run.checkpoints.records();
  record.responder = talked.responder
    ? responderRecord(
        talked.responder,
        talked.ending,
        talked.source?.followupsSent ?? 0,
        record.turns,
      )
    : null;
  // Grading follows the job's cancellation with no clock, on a signal unlinked from the job's
  // once it is over (the openai SDK leaves an abort listener on the signal of every request,
  // which on the job's signal would stay, with what it holds, until the job ends): the run's own,
  // its clocks stopped, unless the run timed out, which aborted it.
  const grading = deadline.signal.aborted
    ? timer(0, () => new Interrupt('cancelled', 'not used: no clock'), settings.signal)
    : deadline;
  try {
    const graders = await loadGraders();
    return await classify(record, talked.ending, {
      onMissingInput: settings.onMissingInput ?? task.onMissingInput ?? 'grade',
      expectsAbstain: graders.expectsAbstain(task.expected),
      grade: async (outcome) => {
        const graded = withExpectedCalls(
          suite.config.commandMocks,
          talked.commandCalls,
          await graders
            .gradeRun({
              suite,
              task,
              run: { ...record, outcome },
              workspace: await run.workspaceForGrading(),
              llm: run.judgeLlm,
              judgeModel: task.models.judge,
              updateSnapshots: settings.updateSnapshots,
              signal: grading.signal,
              ...(settings.redact ? { redact: settings.redact } : {}),
              processTag: run.processTag,
            })
            .then((graded) => run.turnCheckpoints.merge(graded)),
        );
        // command_mocks' expect_calls are the suite's: not applicable where its graders are not.
        return graders.suiteGradersApply(task.expected, outcome)
          ? graded
          : { ...graded, results: graders.suiteChecksNotApplicable(graded.results) };
      },
    });
  } finally {
    if (grading !== deadline) grading.dispose();
  }
}

/** --keep-workspaces: a copy of the final workspace; one that fails is noted, the verdict stands. */
async function keepFinalWorkspace(run: OpenRun, trial: number, attempt: number): Promise<void> {
  const { workspace, settings, suite, task, record } = run;
  if (!workspace || !settings.keepWorkspaces) return;
  const { dir, resultsDir } = settings.keepWorkspaces;
  const dest = join(dir, safeName(`${suite.name}-${task.id}-${trial}-${attempt}`));
  await keepWorkspace(workspace, dest).then(
    (kept) => (record.workspace = relative(resultsDir, kept).split(sep).join('/') || '.'),
    (error: Error) => run.agentLog.add(`--keep-workspaces: not kept: ${error.message}`),
  );
}

/** The final record: what the session left (stderr, log, warnings), usage, duration, verdict. */
function recorded(run: OpenRun, talked: Talked, verdict: Verdict, started: number): RunRecord {
  const { record } = run;
  const captured = talked.stderr?.();
  if (captured) record.stderr = headAndTail(captured, RECORD_STDERR_CHARS);
  if (run.agentLog.lines.length) record.agent_log = run.agentLog.lines;
  if (talked.warnings.length) {
    record.warnings = talked.warnings.slice(0, 20).map((w) => clip(w, 1000));
  }
  for (const turn of record.turns) addUsage(record.usage.agent, turn.usage);
  record.usage.responder = run.responderLlm.runUsage.responder;
  record.usage.judge = run.judgeLlm.runUsage.judge;
  record.duration_ms = Math.round(performance.now() - started);
  return finalRecord(record, verdict);
}

/** The person at the terminal answers every task that can take an answer; else the task's own. */
async function pickResponder(
  task: Task,
  settings: RunSettings,
  llm: Llm,
): Promise<Responder | undefined> {
  if (settings.human) {
    return task.plan.kind === 'responder' || task.plan.kind === 'single'
      ? settings.human
      : undefined;
  }
  if (task.plan.kind !== 'responder') return undefined;
  const { createResponder } = await loadResponder();
  return createResponder(task.plan.responder, { llm, model: task.models.responder });
}

function failureEnding(error: unknown, signal: AbortSignal): Ending {
  const interrupt = error instanceof Interrupt ? error : interruptOf(signal);
  if (interrupt) {
    if (interrupt.kind === 'cancelled') return { kind: 'cancelled' };
    return { kind: 'error', outcome: interrupt.kind, message: interrupt.message, where: 'timeout' };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ResponderError)
    return { kind: 'error', outcome: 'responder_error', message, where: 'responder' };
  if (error instanceof GraderError)
    return { kind: 'error', outcome: 'grader_error', message, where: 'assertion' };
  // No endpoint where an LLM call is needed: the user's configuration, not the agent.
  if (error instanceof LlmConfigError) {
    return { kind: 'error', outcome: 'config_error', message, where: 'config' };
  }
  if (error instanceof AgentError)
    return { kind: 'error', outcome: error.kind, message, where: 'agent' };
  return { kind: 'error', outcome: 'agent_error', message, where: 'agent' };
}

function responderRecord(
  responder: Responder,
  ending: Ending,
  followupsSent: number,
  turns: RunDraft['turns'],
): RunDraft['responder'] {
  const conversation = ending.kind === 'conversation' ? ending : undefined;
  const lastAgentText = conversation?.lastAgentText ?? turns.at(-1)?.output ?? null;
  return {
    kind: responder.kind,
    followups_sent: followupsSent,
    outcome: conversation?.outcome ?? 'error',
    reason: conversation?.reason ?? (ending.kind === 'error' ? ending.message : null),
    last_question: lastAgentText === null ? null : lastAgentText.slice(0, 2000),
    ...(responder.model ? { model: responder.model } : {}),
    ...auditOf(turns),
  };
}

/** The reply audit's counts over the run's audited replies; none when nothing was audited. */
function auditOf(turns: RunDraft['turns']): { audit?: ReplyAudit } {
  const audited = turns.flatMap((t) => (t.decision?.findings ? [t.decision.findings] : []));
  if (!audited.length) return {};
  const count = (kind: ReplyFinding['kind']) =>
    audited.filter((findings) => findings.some((f) => f.kind === kind)).length;
  return {
    audit: {
      replies: audited.length,
      over_answered: count('over_answered'),
      ungrounded: count('ungrounded'),
    },
  };
}

/** What an adapter notes while it runs, kept for the record: the first lines, each one line. */
function boundedLog(maxLines = 200, maxChars = 500) {
  const lines: string[] = [];
  let dropped = 0;
  return {
    get lines(): string[] {
      return dropped ? [...lines, `... ${dropped} more line(s) not kept`] : lines;
    },
    add(line: string) {
      if (lines.length < maxLines) lines.push(clip(line, maxChars));
      else dropped++;
    },
  };
}

/** A file name from suite and task names: letters, digits, `.`, `_` and `-`, bounded. */
function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9_.-]+/g, '-').slice(0, 120);
}
