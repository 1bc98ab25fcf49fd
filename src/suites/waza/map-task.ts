// A parsed task file (or inline task) -> model Task: prompt, conversation plan, workspace
// inputs, expectations, graders, checkpoints. File references are resolved and checked here.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import type { Scope } from '../diagnostics/diagnostics.js';
import { mapAssertions, mapCheckpoint, mapMockReply, mapTool, mergeTools } from '../map-common.js';
import { mapGrader } from '../map-grader.js';
import type {
  ConversationPlan,
  Expected,
  FileSpec,
  GraderSpec,
  RepoSpec,
  Task,
  TurnCheckpoint,
} from '../model.js';
import type { RawInputs, RawTask } from './task-schema.js';
import { instructionFiles, type InstructionFile } from './instruction-files.js';
import type { RawCheckpoint } from '../schema/common.js';
import { taskAgent, taskModels, type SuiteContext } from '../task-agent.js';

export type { SuiteContext } from '../task-agent.js';

export function mapTask(raw: RawTask, scope: Scope, suite: SuiteContext): Task {
  const taskDir = dirname(scope.file);
  const inputs = raw.inputs;
  const agent = taskAgent(
    suite,
    { executor: raw.executor, agent: raw.agent, environment: inputs.environment },
    scope,
  );
  const plan = planOf(inputs, scope);
  const contextDir = contextDirOf(raw.context_dir, suite.dir);
  warnInputDifferences(inputs, scope);
  return {
    id: raw.id,
    name: raw.name ?? raw.id,
    ...(raw.description !== undefined ? { description: raw.description } : {}),
    tags: raw.tags ?? [],
    source: scope.locate(['id']),
    format: 'yaml',
    agent,
    models: taskModels(suite, plan),
    timeoutSeconds:
      suite.overrides.timeoutSeconds ?? raw.timeout_seconds ?? suite.config.timeoutSeconds,
    firstEventTimeoutSeconds:
      raw.first_event_timeout_seconds ?? suite.config.firstEventTimeoutSeconds,
    ...((raw.on_missing_input ?? suite.config.onMissingInput)
      ? { onMissingInput: raw.on_missing_input ?? suite.config.onMissingInput }
      : {}),
    skillDirectories: skillDirectoriesOf(raw, suite),
    instructionFiles: instructionFilesOf(raw, contextDir, suite, scope),
    prompt: promptOf(inputs, taskDir, scope),
    ...(inputs.prompt_file !== undefined
      ? { promptFile: resolve(taskDir, inputs.prompt_file) }
      : {}),
    ...(raw.paths ? { paths: raw.paths.map((p) => resolve(suite.dir, p)) } : {}),
    plan,
    files: filesOf(inputs, taskDir, contextDir, suite.dir, scope),
    repos: (inputs.repos ?? []).map((r): RepoSpec => ({
      source: isRemote(r.source) ? r.source : resolve(taskDir, r.source),
      ...((r.ref ?? r.commit) !== undefined ? { ref: (r.ref ?? r.commit)! } : {}),
      dest: r.dest,
    })),
    ...(inputs.workdir !== undefined ? { workdir: inputs.workdir } : {}),
    tools: mergeTools(suite.config.tools, (inputs.tools ?? []).map(mapTool)),
    mock: (inputs.mock ?? []).map(mapMockReply),
    ...(inputs.mock_without_skill
      ? { mockWithoutSkill: inputs.mock_without_skill.map(mapMockReply) }
      : {}),
    expected: expectedOf(raw, scope),
    graders: [
      ...(raw.graders ?? []).map((g, i) => mapGrader(g, scope.locate(['graders', i]))),
      ...expectedGraders(raw, scope),
    ],
    checkpoints: yaoCheckpoints(raw).map(([c, i]) =>
      mapCheckpoint(c, scope.locate(['checkpoints', i])),
    ),
    ...optionalTurnCheckpoints(turnCheckpoints(raw, scope)),
    assertions: mapAssertions(raw.assertions, raw.assert, (p) => scope.locate(p), []),
    options: {
      ...(raw.options ?? {}),
      ...(raw.golden !== undefined ? { golden: raw.golden } : {}),
    },
    ...(raw.golden === true ? { golden: true as const } : {}),
  };
}

/** Task inputs Parley reads otherwise than waza's runner: said at validate. */
function warnInputDifferences(inputs: RawInputs, scope: Scope): void {
  if (inputs.environment && Object.keys(inputs.environment).length) {
    // waza parses inputs.environment and passes it nowhere (runner.go, buildExecutionRequest).
    scope.warn(
      ['inputs', 'environment'],
      "set in the agent's environment by Parley; waza parses it and does not pass it to the agent",
    );
  }
  for (const key of Object.keys(inputs.context ?? {}).filter((k) => k !== 'fixture')) {
    // waza hands inputs.context to the executor as the request's Context, which none reads
    // (runner.go, buildExecutionRequest; execution/mock.go, copilot.go): only `fixture` counts.
    scope.warn(
      ['inputs', 'context', key],
      'ignored, as by waza: only inputs.context.fixture is read (no waza executor reads the rest)',
    );
  }
}

function promptOf(inputs: RawInputs, taskDir: string, scope: Scope): string {
  if (inputs.prompt !== undefined) return inputs.prompt;
  if (inputs.turns) return inputs.turns[0]!.input;
  const file = resolve(taskDir, inputs.prompt_file!);
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    scope.error(['inputs', 'prompt_file'], `cannot read ${inputs.prompt_file}: ${reason(error)}`);
    return '';
  }
}

function planOf(inputs: RawInputs, scope: Scope): ConversationPlan {
  if (inputs.turns) {
    return {
      kind: 'turns',
      turns: inputs.turns.map((t, i) => ({
        input: t.input,
        assertions: mapAssertions(t.assertions, t.assert, (p) => scope.locate(p), [
          'inputs',
          'turns',
          i,
        ]),
      })),
    };
  }
  if (inputs.follow_up_prompts) return { kind: 'follow_ups', prompts: inputs.follow_up_prompts };
  const r = inputs.responder;
  if (!r) return { kind: 'single' };
  const deterministic =
    r.rules !== undefined || r.stop_when !== undefined || r.abstain_when !== undefined;
  return {
    kind: 'responder',
    responder: {
      ...(r.model !== undefined ? { model: r.model } : {}),
      instructions: r.instructions,
      maxFollowups: r.max_followups,
      ...(r.persona !== undefined ? { persona: r.persona } : {}),
      ...(r.goal !== undefined ? { goal: r.goal } : {}),
      ...(deterministic
        ? {
            rules: {
              rules: (r.rules ?? []).map((rule) => ({
                when: rule.when,
                reply: rule.reply,
                ...(rule.statements ? { statements: true } : {}),
              })),
              ...(r.stop_when !== undefined ? { stopWhen: r.stop_when } : {}),
              ...(r.abstain_when !== undefined ? { abstainWhen: r.abstain_when } : {}),
            },
          }
        : {}),
    },
  };
}

/**
 * A task's context_dir: waza reads it from where waza runs (runner.go, loadResources:
 * `fixtureDir = tc.ContextRoot`), the suite's default from the eval.yaml folder (`fixtures/`).
 * A written one is looked up in the eval.yaml folder, then where Parley runs.
 */
function contextDirOf(written: string | undefined, suiteDir: string): string {
  if (written === undefined) return resolve(suiteDir, 'fixtures');
  const inSuite = resolve(suiteDir, written);
  const fromCwd = resolve(written);
  return existsSync(inSuite) || !existsSync(fromCwd) ? inSuite : fromCwd;
}

function filesOf(
  inputs: RawInputs,
  taskDir: string,
  contextDir: string,
  suiteDir: string,
  scope: Scope,
): FileSpec[] {
  const files: FileSpec[] = [];
  const fixture = inputs.context?.fixture;
  if (typeof fixture === 'string') {
    const source = resolve(suiteDir, fixture);
    if (!existsSync(source)) scope.error(['inputs', 'context', 'fixture'], `not found: ${fixture}`);
    else files.push({ path: statSync(source).isDirectory() ? '.' : basename(source), source });
  }
  inputs.files?.forEach((f, i) => {
    if (f.content !== undefined) return files.push({ path: f.path, content: f.content });
    // waza: a path alone names a fixture in the context directory (default: fixtures/).
    const source =
      f.source !== undefined ? resolve(taskDir, f.source) : resolve(contextDir, f.path);
    if (!existsSync(source)) {
      const key = f.source !== undefined ? 'source' : 'path';
      // waza warns and runs without it (internal/orchestration/runner.go, loadResources).
      scope.error(
        ['inputs', 'files', i, key],
        `file not found: ${source} (waza warns and runs the task without it; Parley refuses)`,
      );
    }
    files.push({ path: f.path, source });
  });
  return files;
}

/** Outcome entries Parley grades (src/graders/expected.ts): its own `{type: outcome, value}`. */
export const OUTCOME_TYPES = ['outcome'] as const;

function expectedOf(raw: RawTask, scope: Scope): Expected {
  const e = raw.expected ?? {};
  const outcomes = (e.outcomes ?? []).filter((entry, i) => {
    const type = typeof entry === 'string' ? 'outcome' : (entry.type ?? 'outcome');
    if ((OUTCOME_TYPES as readonly string[]).includes(type)) return true;
    // waza parses expected.outcomes and no grader reads it: grading task_completed would add a
    // grader that waza does not have, and so another score.
    scope.warn(
      ['expected', 'outcomes', i, 'type'],
      type === 'task_completed'
        ? `outcome type 'task_completed' is not graded, as in waza (no waza grader reads expected.outcomes): it adds no grader and no score; a run that errors or times out fails anyway`
        : `outcome type '${type}' is not graded (no waza grader reads expected.outcomes; Parley grades only {type: outcome, value: <run outcome>}); ignored`,
    );
    return false;
  });
  // `expect: abstain` is `expected.outcomes: [abstained]` (added once).
  if (raw.expect === 'abstain' && !outcomes.includes('abstained')) outcomes.push('abstained');
  if (e.behavior) {
    scope.warn(
      ['expected', 'behavior'],
      'graded by Parley (waza reads expected.behavior but never grades it); a limit of 0 is no limit, as in waza',
    );
  }
  return {
    outputContains: e.output_contains ?? [],
    outputNotContains: e.output_not_contains ?? [],
    outputContainsAny: e.output_contains_any ?? [],
    matches: e.matches ?? [],
    outcomes,
    ...(e.behavior ? { behavior: e.behavior } : {}),
  };
}

/**
 * waza parses `expected.should_trigger` and `expected.tool_calls` but no waza grader reads them:
 * accepted, not graded, and said so.
 */
function expectedGraders(raw: RawTask, scope: Scope): GraderSpec[] {
  const graders: GraderSpec[] = [];
  const e = raw.expected;
  if (e?.should_trigger !== undefined) {
    scope.warn(
      ['expected', 'should_trigger'],
      'not graded, as in waza (no waza grader reads it); to check that the agent invoked the skill, add a trigger or skill_invocation grader',
    );
  }
  if (e?.tool_calls !== undefined) {
    scope.warn(
      ['expected', 'tool_calls'],
      'not graded (in waza it is a free-form note that no grader reads); to check tool calls, add a tool_calls or tool_constraint grader',
    );
  }
  return graders;
}

/** Yao checkpoints ({id, assert, after}): checked after every agent turn. */
function yaoCheckpoints(raw: RawTask): [RawCheckpoint, number][] {
  const yao: [RawCheckpoint, number][] = [];
  (raw.checkpoints ?? []).forEach((c, i) => {
    if ('id' in c) yao.push([c, i]);
  });
  return yao;
}

/**
 * waza checkpoints ({after_turn, graders, on_failure}): their graders run after agent turn N
 * (1-based). on_failure defaults to continue, as in waza.
 */
function turnCheckpoints(raw: RawTask, scope: Scope): TurnCheckpoint[] {
  const out: TurnCheckpoint[] = [];
  (raw.checkpoints ?? []).forEach((c, i) => {
    if ('id' in c) return;
    const onFailure = c.on_failure ?? 'continue';
    if (onFailure === 'stop') {
      scope.warn(
        ['checkpoints', i, 'on_failure'],
        `waza checkpoint (after_turn: ${c.after_turn}): when it fails, the conversation ends and the run is failed (outcome stopped); waza records such a run as an error`,
      );
    }
    out.push({
      afterTurn: c.after_turn,
      onFailure,
      graders: c.graders.map((g, j) =>
        mapGrader(g, scope.locate(['checkpoints', i, 'graders', j])),
      ),
    });
  });
  // waza's task `requirements` are descriptive: each names graders declared elsewhere (the
  // task's, or a checkpoint's with after_turn) and adds no check and no verdict of its own, so
  // there is nothing to run: those graders run where they are declared.
  return out;
}

/** The suite's instruction files, then the task's own: each once, by where it is read. */
function instructionFilesOf(
  raw: RawTask,
  contextDir: string,
  suite: SuiteContext,
  scope: Scope,
): InstructionFile[] {
  const dirs = { suite: suite.dir, context: contextDir };
  // The suite's were resolved against eval.yaml's folder: their written paths again.
  const written = suite.config.instructionFiles.map((f) => relative(suite.dir, f));
  const files = [
    ...instructionFiles(
      written,
      ['config', 'instruction_files'],
      dirs,
      suite.scope,
      suite.reported,
    ),
    ...instructionFiles(
      raw.instruction_files ?? [],
      ['instruction_files'],
      dirs,
      scope,
      suite.reported,
    ),
  ];
  return files.filter((f, i) => files.findIndex((g) => g.source === f.source) === i);
}

/**
 * A task's own skill_directories replace the suite's, as in waza (runner.go,
 * buildExecutionRequest: `tc.SkillPaths` over the eval's filtered ones); all skills off is none.
 */
function skillDirectoriesOf(raw: RawTask, suite: SuiteContext): string[] {
  if (suite.config.disabledSkills.includes('*')) return [];
  if (raw.skill_directories === undefined) return suite.config.skillDirectories;
  return unique(raw.skill_directories.map((d) => resolve(suite.dir, d)));
}

const optionalTurnCheckpoints = (list: TurnCheckpoint[]) =>
  list.length ? { turnCheckpoints: list } : {};

const isRemote = (source: string) =>
  /^[a-z+]+:\/\//i.test(source) || /^[\w.-]+@[\w.-]+:/.test(source);
const reason = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);

const unique = (items: string[]) => [...new Set(items)];
