// The RE2 compiler of the graders (suites/regex.ts, with re2js: ~260 KB to evaluate) loads only
// for a job whose graders or assertions may match a pattern: gradeRun and evaluateAssertion
// load it before they grade such a task, and the graders then compile synchronously.
import type { compileRe2 as Compile } from '../suites/regex.js';
import {
  taskGraders,
  type Assertion,
  type GraderSpec,
  type Suite,
  type Task,
} from '../suites/model.js';
import { onDemand } from '../shared/on-demand.js';

/** Assertion types known never to match a pattern; any other type loads the compiler first. */
const NO_PATTERN_ASSERTIONS = new Set([
  'contains',
  'not_contains',
  'equals',
  'json_path',
  'type',
  'tool_called',
  'script',
  'agent',
]);

/** Grader types known never to match a pattern (text, file, tool_calls, tool_constraint do). */
const NO_PATTERN_GRADERS = new Set([
  'code',
  'prompt',
  'json_schema',
  'program',
  'behavior',
  'action_sequence',
  'skill_invocation',
  'trigger',
  'diff',
  'pairwise',
]);

export const assertionUsesPatterns = (a: Assertion) => !NO_PATTERN_ASSERTIONS.has(a.type);

/** The text grader's keys that hold patterns: one with only substrings compiles none. */
export const TEXT_PATTERN_KEYS = ['regex_match', 'regex_not_match'];

/** Whether grading with `grader` may compile a pattern. */
function graderUsesPatterns(grader: GraderSpec): boolean {
  if (NO_PATTERN_GRADERS.has(grader.type)) return false;
  if (grader.type !== 'text') return true;
  return TEXT_PATTERN_KEYS.some((key) => {
    const value = grader.config[key];
    // Validated as a list; any other shape is taken to hold patterns.
    if (value === undefined) return false;
    return !Array.isArray(value) || value.length > 0;
  });
}

/** Each task's answer, asked again at every run's grading: a task is not changed once loaded. */
const answers = new WeakMap<Task, { suite: Suite; uses: boolean }>();

/** Whether grading a run of this task (graders, `expected`, every assertion) may match a pattern. */
export function taskUsesPatterns(suite: Suite, task: Task): boolean {
  const known = answers.get(task);
  if (known?.suite === suite) return known.uses;
  const uses = decideUsesPatterns(suite, task);
  answers.set(task, { suite, uses });
  return uses;
}

function decideUsesPatterns(suite: Suite, task: Task): boolean {
  const graders: GraderSpec[] = [...suite.graders, ...taskGraders(task)];
  if (graders.some(graderUsesPatterns)) return true;
  if (task.expected.matches.length) return true;
  const assertions = [
    ...task.assertions,
    ...task.checkpoints.map((c) => c.assertion),
    ...(task.plan.kind === 'turns' ? task.plan.turns.flatMap((t) => t.assertions) : []),
  ];
  return assertions.some(assertionUsesPatterns);
}

const loadRegex = onDemand(() => import('../suites/regex.js'));
let compiler: typeof Compile | undefined;

/** Loads the compiler (once; a failed load is tried again by the next caller). */
export async function loadRe2(): Promise<void> {
  compiler ??= (await loadRegex()).compileRe2;
}

/** suites/regex.ts's compileRe2, once loadRe2() has resolved. */
export function compileRe2(pattern: string, extraFlags = ''): ReturnType<typeof Compile> {
  // A grader type missing from the lists above would land here: a bug, said as one.
  if (!compiler) throw new Error('internal error: a grader matched a pattern before loadRe2()');
  return compiler(pattern, extraFlags);
}
