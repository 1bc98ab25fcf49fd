// The report's note when the responder or the LLM judge ran on the agent's own model (by default
// they fall back to it): a model answering or grading for itself may make the test easier than
// intended. Read from the records (the responder block names its model, each judge grader its
// judge_model), so the note holds for merged shards and `mode: report` alike.
import type { RunRecord } from '../results/schema.js';
import { inline } from './escape.js';

const usesOwnModel = {
  responder: (r: RunRecord) => r.responder?.model === r.model,
  judge: (r: RunRecord) => r.graders.some((g) => g.details?.judge_model === r.model),
};

/** One note per role that ran on the agent's model, naming it and in how many runs. */
export function selfGradingNotes(records: RunRecord[]): string[] {
  // The mock agent runs no model: nothing answers or grades for itself.
  const modelled = records.filter((r) => r.model && r.executor !== 'mock');
  const notes: string[] = [];
  for (const role of ['responder', 'judge'] as const) {
    const runs = modelled.filter(usesOwnModel[role]);
    if (!runs.length) continue;
    const models = [...new Set(runs.map((r) => r.model!))];
    const named = models.map((m) => `\`${inline(m, 80)}\``).join(', ');
    const of = `${runs.length} of ${modelled.length} run${modelled.length === 1 ? '' : 's'}`;
    const what =
      role === 'responder'
        ? `The responder played the user with the agent's own model ${named} (${of})`
        : `The LLM judge graded the agent with the agent's own model ${named} (${of})`;
    const fix = role === 'responder' ? '`responder-model`' : '`judge-model`';
    notes.push(
      `⚠️ ${what}: a model tends to find its own answers clear and its own output good, so the ` +
        `test may be easier than intended. Set ${fix} to a model of another family.`,
    );
  }
  return notes;
}
