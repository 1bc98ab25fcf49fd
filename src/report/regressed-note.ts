// What "regressed" rests on in this comparison, said as it happened: confirmed against runs of
// the base commit made beside the head, or (none made, or none possible) the screening against
// the baseline alone. The console, report.md and report.html say the same.
import { BUCKET_NOTES, type Comparison } from '../verdict/compare.js';

export function regressedNote(c: Comparison): string {
  const conf = c.confirmation;
  if (conf && !conf.base_unavailable && !conf.base_tampered) return BUCKET_NOTES.regressed;
  const why = conf?.base_tampered
    ? "the base commit's checkout was modified during the job, so its runs were discarded"
    : conf?.base_unavailable
      ? 'the base commit could not be run beside the head'
      : 'no runs of the base commit were made beside the head in this job';
  return `significant against the baseline alone, after Holm correction across the tasks compared (${why}): fails the check`;
}
