// A skill-lift job's pairwise judges, after its runs and before the comparison: every suite with
// a `type: pairwise` grader has its with- and without-skill pairs judged (pairwise-step.ts), and
// summary.json's `skill_lift.pairwise` gets the wins, losses and ties with their sign test.
// Loaded only for a skill-lift job with a pairwise grader.
import { ownRecordsOf } from '../results/files.js';
import type { RunRecord, SkillLift } from '../results/schema.js';
import type { RunResult } from '../engine/execute.js';
import { isPairGrader, type Suite } from '../suites/model.js';
import { signTest } from '../verdict/skill-lift.js';
import { MAX_IMPACT_TASKS } from '../results/record-values.js';

/** The suites of the job that have a pairwise grader (the suite's or a task's). */
export function pairwiseSuites(result: RunResult): Suite[] {
  const suites = new Map<string, Suite>();
  for (const run of result.planned) suites.set(run.suite.file, run.suite);
  return [...suites.values()].filter(
    (s) => s.graders.some(isPairGrader) || s.tasks.some((t) => t.graders.some(isPairGrader)),
  );
}

type Pairwise = NonNullable<SkillLift['pairwise']>;

export async function judgeLiftPairs(
  result: RunResult,
  suites: Suite[],
  signal: AbortSignal,
): Promise<void> {
  const lift = result.summary.skill_lift;
  if (!lift || !result.judge || !suites.length) return;
  const { judgePairs } = await import('./pairwise-step.js');
  // The conversations in full: the job's own results.jsonl (the digests keep no transcripts),
  // keeping only the two arms' runs of the suites judged, not every conversation of the job.
  const judgedSuites = new Set(suites.map((suite) => suite.name));
  const records: RunRecord[] = [];
  for (const record of ownRecordsOf(result.resultsDir))
    if (record.skill_arm && judgedSuites.has(record.suite)) records.push(record);
  const total = { wins: 0, losses: 0, ties: 0, errors: 0, skipped: 0 };
  const tasks: Pairwise['tasks'] = [];
  for (const suite of suites) {
    const judged = await judgePairs({
      suite,
      records,
      judge: result.judge,
      resultsDir: result.resultsDir,
      signal,
      redact: result.redact,
    });
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += judged[key];
    for (const [task, counts] of Object.entries(judged.byTask))
      tasks.push({ suite: suite.name, task, ...counts });
  }
  const sign = signTest(total.wins, total.losses, total.ties);
  lift.pairwise = {
    ...total,
    p_two_sided: sign.p_two_sided,
    p_wins: sign.p_wins,
    p_losses: sign.p_losses,
    tasks: tasks.slice(0, MAX_IMPACT_TASKS),
  };
}
