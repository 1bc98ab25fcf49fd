// trigger_tests.yaml suites' accuracy, as waza prints it (summary.json's trigger_accuracy): one
// line per such suite, for the console and the comment.
import type { Summary } from '../results/schema.js';

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

/** "suite: trigger accuracy 75.0% (below trigger_accuracy 80.0%) · precision ... · TP 2 ...". */
export function triggerAccuracyLines(summary: Summary): string[] {
  return summary.suites.flatMap((s) => {
    const t = s.trigger_accuracy;
    if (!t) return [];
    const against =
      t.threshold === undefined
        ? ''
        : ` (${t.passed ? 'meets' : 'below'} trigger_accuracy ${pct(t.threshold)})`;
    return [
      `${s.name}: trigger accuracy ${pct(t.accuracy)}${against} · precision ${pct(t.precision)}, ` +
        `recall ${pct(t.recall)}, F1 ${t.f1} · TP ${t.true_positives}, FP ${t.false_positives}, ` +
        `TN ${t.true_negatives}, FN ${t.false_negatives}${t.errors ? `, ${t.errors} error(s)` : ''}`,
    ];
  });
}
