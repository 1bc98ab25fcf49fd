// A grader judges a finished run. One file per type in this folder; registry.ts maps type -> grader.
import type { GraderSpec, Suite, Task } from '../suites/model.js';
import type { Llm } from '../llm/types.js';
import type { GraderResult, GradedRun } from '../results/schema.js';
import type { RunView } from './run-view.js';

/** What gradeRun is given; it adds the run's view once and hands every grader the whole context. */
export interface GradeInput {
  suite: Suite;
  task: Task;
  /** The run as recorded so far, with the conversation's real outcome (completed, stopped,
   * cap_exhausted); graders, scores and the final status are not set yet. */
  run: GradedRun;
  /** The final workspace (absolute), when the agent had one. */
  workspace?: string;
  /**
   * Set by a re-grade when the run's workspace was not kept: graders that read the workspace
   * fail with this message instead of grading an absent directory.
   */
  workspaceGone?: string;
  llm: Llm;
  /** --judge-model, else config.judge_model, else config.model. */
  judgeModel?: string;
  updateSnapshots: boolean;
  signal: AbortSignal;
  /**
   * The job's redactor: what a grader sends out of the process (the judge's request, whose
   * endpoint may be a third party's) goes through it. Absent: nothing to redact.
   */
  redact?: (text: string) => string;
  /** The run's process tag: each grading program carries it, and the run's end kills them all. */
  processTag?: ProcessTag;
}

/** An environment marker (agents/process-tree.ts's runProcessTag), read when a process starts. */
export interface ProcessTag {
  readonly env: Record<string, string>;
}

export interface GradeContext extends GradeInput {
  /** What graders read from the run (outputs, tool calls, durations), built once per gradeRun. */
  view: RunView;
}

/** Its config was validated and parsed at load (suites/schema/graders.ts); `Config` is its type. */
export interface Grader<Config = Record<string, unknown>> {
  type: string;
  grade(
    spec: GraderSpec,
    config: Config,
    context: GradeContext,
  ): Promise<Omit<GraderResult, 'duration_ms'>>;
}

/** A grader could not reach a verdict (bad judge response, crashed program): grader_error. */
export class GraderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GraderError';
  }
}
