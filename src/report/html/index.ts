// report.html: the conversation viewer written next to report.md. One self-contained page (no
// external resource, a strict Content-Security-Policy, one hashed script: the filters): the
// headline, the base vs head scorecard, base and head side by side for the tasks that dropped
// (side-by-side.ts, when the base's conversations are given), then every run as a chat. The runs come from results.jsonl one at a time (an
// iterable, never the whole file in memory) and the page is produced in chunks, bounded: each
// message is cut at MESSAGE_MAX characters, and past maxBytes the remaining runs are only
// counted ("N more runs in results.jsonl").
import type { RunRecord } from '../../results/schema.js';
import { HTML_MAX_BYTES, renderRun } from './conversation.js';
import { renderFilters } from './filters.js';
import { escapeHtml, escapeLine } from './escape.js';
import { pageEnd, pageStart } from './page.js';
import { renderHeadline, renderScorecard, type ScorecardInput } from './scorecard.js';
import { renderSideBySide, type RunPair } from './side-by-side.js';
import { renderSkillLift, type LiftPair } from './skill-lift.js';
import { renderModels } from './models.js';
import type { RunSpool } from '../../results/spool.js';

export { escapeHtml } from './escape.js';
export { HTML_MAX_BYTES, HTML_SPOOL } from './conversation.js';
export { CONTENT_SECURITY_POLICY } from './page.js';
export { pickPairs, type RunPair } from './side-by-side.js';
export { pickLiftPairs, type LiftPair } from './skill-lift.js';

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
  /** A skill-lift job: a run with the skill and one without per task (pickLiftPairs). */
  liftPairs?: LiftPair[];
};

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const sizeText = (n: number) =>
  n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`;

/** The page up to its first run: needs the summary, the comparison and the pairs. */
function pageHead(input: Omit<HtmlReportInput, 'runs'>, redact: (text: string) => string): string {
  // A link, not a resource: following it is the reader's choice (the CSP loads nothing).
  const runLink = input.runUrl?.startsWith('https://')
    ? `<p class="meta"><a href="${escapeHtml(encodeURI(input.runUrl))}">workflow run</a></p>`
    : '';
  return redact(
    pageStart('Parley report') +
      renderHeadline(input) +
      runLink +
      renderScorecard(input) +
      renderSideBySide(input.pairs ?? []) +
      renderSkillLift(input.summary.skill_lift, input.liftPairs ?? []) +
      renderModels(input.summary.models) +
      '<h2>Conversations</h2><p class="muted">Passing runs are folded; click a run to open it. ' +
      'Long messages are cut (the page says where); results.jsonl holds every word.</p>\n' +
      renderFilters(input.summary),
  );
}

/** Room kept for the closing note and tags, so the page stays whole under the limit. */
const reserveFor = (end: string) => 200 + bytes(end);

/** The page after its runs: the note on runs not shown or not readable, and the end. */
function* pageTail(
  shown: number,
  left: number,
  unreadable: string,
  max: number,
  redact: (text: string) => string,
  end: string,
): Generator<string> {
  if (shown === 0 && left === 0 && !unreadable) yield '<p class="note">No run finished.</p>';
  if (left > 0)
    yield `<p class="cut">${left} more run${left === 1 ? '' : 's'} in results.jsonl (this page stops at ${sizeText(max)}).</p>`;
  if (unreadable)
    yield redact(
      `<div class="error-box">results.jsonl could not be read further: ${escapeLine(unreadable, 500)}</div>`,
    );
  yield end;
}

export function* renderHtmlReport(input: HtmlReportInput): Generator<string> {
  const redact = input.redact ?? ((text: string) => text);
  const max = input.maxBytes ?? HTML_MAX_BYTES;
  const end = pageEnd();
  const reserve = reserveFor(end);
  const head = pageHead(input, redact);
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
  yield* pageTail(shown, left, unreadable, max, redact, end);
}

/**
 * The same page from a spool of the job's runs (results/spool.ts: each rendered and redacted as it was
 * written): the head, as many spooled runs as renderHtmlReport would show, the tail.
 */
export function* renderSpooledHtmlReport(
  input: Omit<HtmlReportInput, 'runs' | 'maxBytes'>,
  spool: RunSpool,
): Generator<string | Buffer> {
  const redact = input.redact ?? ((text: string) => text);
  const max = spool.maxBytes;
  const end = pageEnd();
  const reserve = reserveFor(end);
  const head = pageHead(input, redact);
  let written = bytes(head);
  yield head;
  let shown = 0;
  for (const size of spool.sizes) {
    if (written + size + reserve > max) break;
    written += size;
    shown++;
  }
  yield* spool.copy(shown);
  yield* pageTail(shown, spool.runs - shown, '', max, redact, end);
}
