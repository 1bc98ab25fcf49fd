// The markdown report: PR comment, job summary and report.md are the same text. Sections are
// self-contained blocks added in order of importance while they fit the size limit (GitHub
// rejects comments over 65,536 characters); what does not fit is left to the artifact.
import type { AcceptedGate } from '../results/accept.js';
import type { Comparison } from '../results/compare.js';
import { acceptanceSection, onlyTasksNote } from './acceptance.js';
import { confirmationSection } from './confirmation.js';
import { inline } from './escape.js';
import type { RunRecord, Summary, TokenBudgets } from '../results/schema.js';
import { stopNote, type RunStop } from '../results/stop.js';
import {
  abstainSection,
  capSection,
  endedAskingSection,
  errorSection,
  graderFailureSection,
  headline,
  linksLine,
  regressionSection,
} from './sections.js';
import { tokensSection } from './tokens.js';

/** Under GitHub's 65,536-character comment limit, with room for the marker and the note. */
export const COMMENT_MAX_LENGTH = 65_000;

export interface ReportInput {
  summary: Summary;
  records: RunRecord[];
  comparison?: Comparison;
  /** null: looked for one and found none; undefined: no baseline asked for. */
  baseline?: { sha?: string; source: string } | null;
  /** Why there is no baseline, or that a baseline source is not supported. */
  baselineNote?: string;
  runUrl?: string;
  artifactUrl?: string;
  /** The job ended early (fail-fast, cancelled): its counts are of the finished runs only. */
  stop?: RunStop;
  /** Regressions accepted for this head commit (`/parley accept`): listed, and not failing. */
  acceptance?: AcceptedGate;
  /** Only these tasks ran (`/parley rerun`, the `tasks` input): the report covers them alone. */
  onlyTasks?: { tasks: string[]; unmatched: string[] };
  /**
   * Skill token budgets: the block is shown when a file is over its limit or changed against
   * the base (summary.tokens of the baseline). Unset: no block.
   */
  tokens?: { head: TokenBudgets; base?: TokenBudgets };
  /** The hidden marker line (commentMarker()), first in the body. */
  marker?: string;
  maxLength?: number;
}

/** Where the conversations are: report.html, written beside report.md (report/html/). */
function withConversations(links: string | null): string {
  return links
    ? `${links} · conversations: report.html in the results artifact`
    : 'Conversations: report.html in the results directory, beside this report.';
}

export function renderReport(input: ReportInput): string {
  const max = input.maxLength ?? COMMENT_MAX_LENGTH;
  const links = withConversations(linksLine(input.runUrl, input.artifactUrl));
  // A stopped job says so under its headline, never cut: its counts are of finished runs only.
  const stopped = input.stop ? `\n\n_Parley ${stopNote(input.stop)}_` : '';
  const blocks = [
    headline(input.summary, input.comparison, input.baseline, input.baselineNote) +
      stopped +
      onlyTasksNote(input.onlyTasks),
    acceptanceSection(input.acceptance),
    input.comparison ? regressionSection(input.comparison) : null,
    input.comparison ? confirmationSection(input.comparison) : null,
    graderFailureSection(input.records),
    abstainSection(input.records),
    capSection(input.records),
    endedAskingSection(input.records),
    errorSection(input.records),
    tokensSection(input.tokens?.head, input.tokens?.base),
  ].filter((b): b is string => b !== null);
  const head = input.marker ? `${input.marker}\n` : '';
  const tail = links ? `\n\n${links}\n` : '\n';
  const where = input.artifactUrl ? 'the results artifact' : 'the results artifact (results.jsonl)';
  const note = (n: number) =>
    `\n\n_This report was cut to fit: ${n} section${n === 1 ? '' : 's'} left out; see ${where}._`;
  let body = head;
  let kept = 0;
  for (const block of blocks) {
    const next = (kept ? '\n\n' : '') + block;
    const reserve = kept + 1 < blocks.length ? note(blocks.length).length : 0;
    if (body.length + next.length + reserve + tail.length > max) break;
    body += next;
    kept++;
  }
  if (kept === 0) {
    // Even the headline does not fit an absurdly small limit: say so, within the limit.
    return (head + '_Parley report too long for this limit; see the results artifact._').slice(
      0,
      max,
    );
  }
  if (kept < blocks.length) body += note(blocks.length - kept);
  return body + tail;
}

export { commentMarker, suiteSetId, suiteSetName } from './marker.js';

/**
 * The comment of a suite set whose results report mode refused (a shard missing, an artifact
 * too large, tampered with or not Parley's): what was refused and why, the reason escaped.
 */
export function refusalReport(suiteSet: string, reason: string, runUrl?: string): string {
  const lines = [
    `## Parley: results not reported`,
    '',
    `The results of suite set **${inline(suiteSet, 100)}** were refused, so nothing is compared or counted: ${inline(reason, 2000)}`,
  ];
  const links = linksLine(runUrl, undefined);
  if (links) lines.push('', links);
  return `${lines.join('\n')}\n`;
}
