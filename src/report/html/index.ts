// report.html: the conversation viewer written next to report.md. One self-contained page (no
// external resource, a strict Content-Security-Policy, one hashed script: the filters): the
// headline, the base vs head scorecard, base and head side by side for the tasks that dropped
// (side-by-side.ts, when the base's conversations are given), then every run as a chat. The runs come from results.jsonl one at a time (an
// iterable, never the whole file in memory) and the page is produced in chunks, bounded: each
// message is cut at MESSAGE_MAX characters, and past maxBytes the remaining runs are only
// counted ("N more runs in results.jsonl").
import type { RunRecord } from '../../results/schema.js';
import { renderRun } from './conversation.js';
import { renderFilters } from './filters.js';
import { escapeHtml, escapeLine } from './escape.js';
import { pageEnd, pageStart } from './page.js';
import { renderHeadline, renderScorecard, type ScorecardInput } from './scorecard.js';
import { renderSideBySide, type RunPair } from './side-by-side.js';

export { escapeHtml } from './escape.js';
export { CONTENT_SECURITY_POLICY } from './page.js';
export { pickPairs, type RunPair } from './side-by-side.js';

/** What report.html may weigh; the runs beyond it are counted, not shown. */
export const HTML_MAX_BYTES = 25 * 1024 * 1024;

/** What report.md's ReportInput carries (summary, comparison, baseline, stop), and the runs. */
export type HtmlReportInput = ScorecardInput & {
  runUrl?: string;
  /** The runs, in results.jsonl order (recordsOf(dir) from results/files.ts). */
  runs: Iterable<RunRecord>;
  maxBytes?: number;
  /** Scrubs configured secrets from every chunk (the engine already did the records). */
  redact?: (text: string) => string;
  /** Base and head runs of the tasks that dropped (pickPairs), shown side by side. */
  pairs?: RunPair[];
};

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const sizeText = (n: number) =>
  n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`;

export function* renderHtmlReport(input: HtmlReportInput): Generator<string> {
  const redact = input.redact ?? ((text: string) => text);
  const max = input.maxBytes ?? HTML_MAX_BYTES;
  const end = pageEnd();
  // Room kept for the closing note and tags, so the page stays whole under the limit.
  const reserve = 200 + bytes(end);
  // A link, not a resource: following it is the reader's choice (the CSP loads nothing).
  const runLink = input.runUrl?.startsWith('https://')
    ? `<p class="meta"><a href="${escapeHtml(encodeURI(input.runUrl))}">workflow run</a></p>`
    : '';
  const head = redact(
    pageStart('Parley report') +
      renderHeadline(input) +
      runLink +
      renderScorecard(input) +
      renderSideBySide(input.pairs ?? []) +
      '<h2>Conversations</h2><p class="muted">Passing runs are folded; click a run to open it. ' +
      'Long messages are cut (the page says where); results.jsonl holds every word.</p>\n' +
      renderFilters(input.summary),
  );
  let written = bytes(head);
  yield head;
  let shown = 0;
  let left = 0;
  // A line of results.jsonl that cannot be read ends the list with the reason; the page and
  // the job's other files stay whole.
  let unreadable = '';
  const runs = input.runs[Symbol.iterator]();
  for (;;) {
    let next: IteratorResult<RunRecord>;
    try {
      next = runs.next();
    } catch (error) {
      unreadable = (error as Error).message;
      break;
    }
    if (next.done) break;
    const record = next.value;
    if (left === 0) {
      const chunk = redact(renderRun(record));
      const size = bytes(chunk);
      if (written + size + reserve <= max) {
        written += size;
        shown++;
        yield chunk;
        continue;
      }
    }
    left++;
  }
  if (shown === 0 && left === 0 && !unreadable) yield '<p class="note">No run finished.</p>';
  if (left > 0)
    yield `<p class="cut">${left} more run${left === 1 ? '' : 's'} in results.jsonl (this page stops at ${sizeText(max)}).</p>`;
  if (unreadable)
    yield redact(
      `<div class="error-box">results.jsonl could not be read further: ${escapeLine(unreadable, 500)}</div>`,
    );
  yield end;
}
