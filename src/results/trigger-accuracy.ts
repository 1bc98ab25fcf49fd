// waza's trigger accuracy over a trigger_tests.yaml suite (suites/waza/trigger-tests.ts): each
// run is a classification of its prompt (should trigger or not, did trigger or not); a prompt of
// medium confidence weighs half, and a run that ended in an error counts as a wrong answer.
import type { RunRecord, TriggerAccuracy } from './schema.js';

const round = (n: number) => Math.round(n * 10_000) / 10_000;
const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/**
 * What one run's prompt should and did do. The summary sees digests (no grader details): the list
 * a prompt came from is in its task id, and the run is right when its one trigger grader passed.
 * A run that ended otherwise (an error, never graded) is a wrong answer, as waza counts it.
 */
function classify(r: RunRecord): { should: boolean; did: boolean } | undefined {
  const should = r.task_id.startsWith('should-trigger-')
    ? true
    : r.task_id.startsWith('should-not-trigger-')
      ? false
      : undefined;
  if (should === undefined) return undefined;
  const right = r.graders.find((g) => g.type === 'trigger')?.passed === true;
  return { should, did: right === should };
}

export function triggerAccuracy(
  records: readonly RunRecord[],
  threshold: number | undefined,
): TriggerAccuracy | undefined {
  let tp = 0;
  let fp = 0;
  let tn = 0;
  let fn = 0;
  let errors = 0;
  let classified = 0;
  for (const r of records) {
    if (r.status === 'skipped') continue;
    const c = classify(r);
    if (!c) continue;
    classified++;
    if (r.status === 'error') errors++;
    const w = r.tags.includes('medium') ? 0.5 : 1;
    if (c.should && c.did) tp += w;
    else if (!c.should && c.did) fp += w;
    else if (!c.should) tn += w;
    else fn += w;
  }
  if (!classified) return undefined;
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  const accuracy = ratio(tp + tn, tp + fp + tn + fn);
  return {
    true_positives: tp,
    false_positives: fp,
    true_negatives: tn,
    false_negatives: fn,
    errors,
    precision: round(precision),
    recall: round(recall),
    f1: round(f1),
    accuracy: round(accuracy),
    ...(threshold !== undefined
      ? { threshold, passed: threshold <= 0 || accuracy >= threshold }
      : {}),
  };
}
