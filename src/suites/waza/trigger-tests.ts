// waza's trigger_tests.yaml, found next to eval.yaml: prompts that should and should not make the
// agent use a skill. waza sends each prompt once, with the suite's agent and skills, and counts it
// right when the agent did (or did not) invoke `skill`, and its trigger accuracy weighs a medium
// confidence prompt half. Parley runs them the same way, as a suite of their own
// (`<suite>-triggers`) with one task per prompt and no grader but that check, so the eval's
// graders never run on them; summary.json has the accuracy (results/trigger-accuracy.ts).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Diagnostics } from '../diagnostics/diagnostics.js';
import { parseYaml } from '../diagnostics/positions.js';
import type { Suite } from '../model.js';
import { nonEmpty } from '../schema/helpers.js';
import { mapTask, type SuiteContext } from './map-task.js';
import { TaskFile } from './task-schema.js';

const TriggerPrompt = z.object({
  prompt: nonEmpty,
  reason: z.string().optional(),
  /** waza weighs a medium-confidence prompt half in its trigger accuracy. */
  confidence: z.enum(['high', 'medium']).optional(),
});

/** As waza reads it: unknown keys are ignored, `skill` and one prompt at least are required. */
export const TriggerTestsFile = z
  .object({
    skill: nonEmpty,
    should_trigger_prompts: z.array(TriggerPrompt).optional(),
    should_not_trigger_prompts: z.array(TriggerPrompt).optional(),
  })
  .refine(
    (f) =>
      (f.should_trigger_prompts?.length ?? 0) + (f.should_not_trigger_prompts?.length ?? 0) > 0,
    {
      message:
        'trigger tests need at least one prompt (should_trigger_prompts or should_not_trigger_prompts)',
    },
  );

const LISTS = [
  ['should_trigger_prompts', 'positive', 'should-trigger'],
  ['should_not_trigger_prompts', 'negative', 'should-not-trigger'],
] as const;

/** The trigger suite of `file`, or undefined when it does not load (errors are in diagnostics). */
export function loadTriggerTests(
  file: string,
  text: string,
  evalSuite: { name: string; metrics: { name: string; threshold: number; enabled?: boolean }[] },
  context: SuiteContext,
  diagnostics: Diagnostics,
): Suite | undefined {
  const parsed = parseYaml(text);
  for (const e of parsed.errors)
    diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
  if (parsed.errors.length) return undefined;
  const scope = diagnostics.scope(file, parsed.locate);
  const result = TriggerTestsFile.safeParse(parsed.data ?? null);
  if (!result.success) {
    scope.issues(result.error.issues, parsed.data);
    return undefined;
  }
  const spec = result.data;
  const tasks = LISTS.flatMap(([key, mode, prefix]) =>
    (spec[key] ?? []).map((p, i) => {
      const raw = TaskFile.parse({
        id: `${prefix}-${i + 1}`,
        name: p.prompt.length > 80 ? `${p.prompt.slice(0, 79)}…` : p.prompt,
        ...(p.reason ? { description: p.reason } : {}),
        tags: ['trigger', ...(p.confidence ? [p.confidence] : [])],
        inputs: { prompt: p.prompt },
        graders: [{ type: 'trigger', name: prefix, config: { mode, skill: spec.skill } }],
      });
      return { ...mapTask(raw, scope.child([key, i]), context), source: scope.locate([key, i]) };
    }),
  );
  const metric = evalSuite.metrics.find(
    (m) => m.name === 'trigger_accuracy' && m.enabled !== false,
  );
  if (metric) {
    scope.warn(
      [],
      `waza fails its run when trigger accuracy is below metrics: trigger_accuracy (${metric.threshold}); ` +
        "Parley reports it in summary.json (the triggers suite's trigger_accuracy.passed) and gates, " +
        'like every task, on each prompt: failed runs (no baseline) or regressions against the base',
    );
  }
  return {
    name: `${evalSuite.name}-triggers`,
    skill: spec.skill,
    file,
    dir: context.dir,
    hash: createHash('sha256').update(text).digest('hex'),
    config: context.config,
    graders: [],
    tasks,
    metrics: [],
    trigger: metric ? { threshold: metric.threshold } : {},
  };
}
