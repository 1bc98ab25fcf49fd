// The markdown report: PR comment, job summary and report.md are the same text. A per-task
// scorecard: the headline (never cut), one never-folded table per severity group with each
// task's trials folded under it, then the gate's figures and the folded passing tasks. Blocks are
// kept by importance while they fit the size limit (GitHub rejects comments over 65,536
// characters) and shown in page order; what does not fit is said to be in the artifact.
import type { AcceptedGate } from '../verdict/accept.js';
import type { Comparison } from '../verdict/compare.js';
import type { RunRecord, Summary, TokenBudgets } from '../results/schema.js';
import type { RunStop } from '../results/stop.js';
import type { ImpactReport } from '../results/impact.js';
import { acceptanceSection, onlyTasksNote } from './acceptance.js';
import { confirmationSection } from './confirmation.js';
import { endedAskingSection } from './ended-asking.js';
import { runWarningsSection } from './run-warnings.js';
import { inline } from './escape.js';
import { headline, type BaselineInfo } from './headline.js';
import { impactNote, impactSection } from './impact.js';
import { responderAuditSection } from './responder-audit.js';
import { skillLiftSection } from './skill-lift.js';
import { modelsSection } from './models.js';
import { isWithoutSkillRun } from '../results/record.js';
import { foldedGroup, gateBlock, groupTable } from './scorecard.js';
import { triggerAccuracyLines } from './trigger-accuracy.js';
import { buildRows, rowsOf, type Group } from './scorecard-model.js';
import { linksLine, TABLES_BUDGET, type Link } from './table.js';
import { tokensSection } from './tokens.js';
import { groupDetails } from './trial-details.js';
import { regressedNote } from './regressed-note.js';
import { historySection, type HistoryNote } from './history.js';

/** Under GitHub's 65,536-character comment limit, with room for the marker and the note. */
export const COMMENT_MAX_LENGTH = 65_000;

export type { BaselineInfo } from './headline.js';
export type { Link } from './table.js';

export interface ReportInput {
  summary: Summary;
  records: RunRecord[];
  comparison?: Comparison;
  /** null: looked for one and found none; undefined: no baseline asked for. */
  baseline?: BaselineInfo | null;
  /** Why there is no baseline, or that a baseline source is not supported. */
  baselineNote?: string;
  /** Errors do not fail the check (a fork's runs without secrets): the verdict says so. */
  ignoreErrors?: boolean;
  /** Parley's own notes for the reader, under the verdict (a fork's limits, ...). */
  notes?: string[];
  runUrl?: string;
  artifactUrl?: string;
  /** More links for the links line (an HTML report, ...), after the run and the artifact. */
  links?: Link[];
  /** The job ended early (fail-fast, cancelled): its counts are of the finished runs only. */
  stop?: RunStop;
  /** Regressions accepted for this head commit (`/parley accept`): listed, and not failing. */
  acceptance?: AcceptedGate;
  /** Only these tasks ran (`/parley rerun`, the `tasks` input): the report covers them alone. */
  onlyTasks?: { tasks: string[]; unmatched: string[] };
  /** Impact selection: the tasks not re-run (their inputs did not change), or why all ran. */
  impact?: ImpactReport;
  /**
   * Skill token budgets: the block is shown when a file is over its limit or changed against
   * the base (summary.tokens of the baseline). Unset: no block.
   */
  tokens?: { head: TokenBudgets; base?: TokenBudgets };
  /** The suite set's history (push and scheduled runs): its block says what changed and what is flaky. */
  history?: HistoryNote;
  /** The hidden marker line (commentMarker()), first in the body. */
  marker?: string;
  maxLength?: number;
}

/** The groups a reviewer must see, in severity order: never folded. */
const SHOWN: Group[] = ['regressed', 'newly_failing', 'failing', 'abstaining', 'errors'];

interface Block {
  text: string;
  /** Lower is kept first when the limit bites. */
  priority: number;
}

function reportLinks(input: ReportInput): Link[] {
  return [
    ...(input.runUrl ? [{ label: 'workflow run', url: input.runUrl }] : []),
    ...(input.artifactUrl ? [{ label: 'results artifact', url: input.artifactUrl }] : []),
    ...(input.links ?? []),
  ];
}

/** The report's blocks in page order, each with its priority. */
function blocksOf(input: ReportInput): Block[] {
  // The check is decided on the comparison with accepted regressions taken out (`/parley
  // accept`): the verdict and the groups say what the check says; the accepted are listed apart.
  const comparison = input.acceptance?.gate ?? input.comparison;
  const compared = comparison !== undefined;
  const rows = buildRows(input.summary, input.records, comparison);
  const blocks: (Block | null)[] = [
    {
      text:
        headline({ ...input, comparison, rows }) +
        onlyTasksNote(input.onlyTasks) +
        (impactNote(input.impact) ? `\n\n${impactNote(input.impact)}` : ''),
      priority: 0,
    },
  ];
  const block = (text: string | null, priority: number) => (text ? { text, priority } : null);
  // Accepted regressions (`/parley accept`) right under the verdict they change.
  blocks.push(block(acceptanceSection(input.acceptance), 1));
  // The groups with rows share the tables' budget: one long group may use it all.
  const groups = SHOWN.filter((g) => rowsOf(rows, g).length > 0).length;
  const budget = Math.floor(TABLES_BUDGET / Math.max(1, groups));
  SHOWN.forEach((group, i) => {
    blocks.push(
      block(
        groupTable(rows, group, compared, budget, comparison && regressedNote(comparison)),
        1 + i,
      ),
    );
    blocks.push(block(groupDetails(rows, group), 1 + SHOWN.length + 1 + i));
  });
  const after = 2 + 2 * SHOWN.length;
  if (comparison) {
    blocks.push(block(gateBlock(comparison), 1 + SHOWN.length));
    blocks.push(block(confirmationSection(comparison), 1 + SHOWN.length));
  }
  blocks.push(block(historySection(input.history, input.artifactUrl), 1 + SHOWN.length));
  // A skill-lift job: with vs without the skill, per task (only when the job measured it).
  blocks.push(block(skillLiftSection(input.summary), 1 + SHOWN.length));
  // A models job: the task x model table (only when the job ran more than one model).
  blocks.push(block(modelsSection(input.summary), 1 + SHOWN.length));
  // trigger_tests.yaml suites: waza's trigger accuracy, one line each.
  const triggers = triggerAccuracyLines(input.summary).map((l) => `_${inline(l, 400)}_`);
  blocks.push(block(triggers.length ? triggers.join('\n\n') : null, 1 + SHOWN.length));
  // Skill token budgets: shown only when a file is over its limit or changed.
  blocks.push(block(tokensSection(input.tokens?.head, input.tokens?.base), 1 + SHOWN.length));
  // The reply audit's findings: about the test, read before the passing tasks.
  blocks.push(block(responderAuditSection(input.summary), after));
  blocks.push(block(endedAskingSection(input.records), after));
  blocks.push(block(runWarningsSection(input.records), after));
  blocks.push(block(foldedGroup(rows, 'passing', compared), after + 1));
  blocks.push(block(foldedGroup(rows, 'removed', compared), after + 2));
  blocks.push(block(impactSection(input.impact), after + 1));
  return blocks.filter((b): b is Block => b !== null);
}

/** Where the conversations are: report.html, written beside report.md (report/html/). */
function withConversations(links: string | null): string {
  return links
    ? `${links} · conversations: report.html in the results artifact`
    : 'Conversations: report.html in the results directory, beside this report.';
}

export function renderReport(given: ReportInput): string {
  // A skill-lift job's runs without the skill (merged shards hold them) are the Skill lift
  // section's, from summary.json: never one of the report's runs.
  const input = given.records.some(isWithoutSkillRun)
    ? { ...given, records: given.records.filter((r) => !isWithoutSkillRun(r)) }
    : given;
  const max = input.maxLength ?? COMMENT_MAX_LENGTH;
  const links = withConversations(linksLine(reportLinks(input)));
  const blocks = blocksOf(input);
  const head = input.marker ? `${input.marker}\n` : '';
  const tail = links ? `\n\n${links}\n` : '\n';
  const note = (n: number) =>
    `\n\n_This report was cut to fit: ${n} section${n === 1 ? '' : 's'} left out; see the results artifact._`;
  // Keep by priority (a block that does not fit is skipped, smaller ones may still fit), show in
  // page order.
  const reserve = note(blocks.length).length;
  const kept = new Set<Block>();
  let length = head.length + tail.length;
  for (const b of [...blocks].sort((x, y) => x.priority - y.priority)) {
    const next = b.text.length + (kept.size ? 2 : 0);
    const room = kept.size + 1 < blocks.length ? reserve : 0;
    if (length + next + room > max) continue;
    kept.add(b);
    length += next;
  }
  if (!blocks.some((b) => b.priority === 0 && kept.has(b))) {
    // Even the headline does not fit an absurdly small limit: say so, within the limit.
    return (head + '_Parley report too long for this limit; see the results artifact._').slice(
      0,
      max,
    );
  }
  let body =
    head +
    blocks
      .filter((b) => kept.has(b))
      .map((b) => b.text)
      .join('\n\n');
  if (kept.size < blocks.length) body += note(blocks.length - kept.size);
  return body + tail;
}

export { commentMarker, suiteSetId, suiteSetName, suiteSetNameOf } from './marker.js';

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
  const links = linksLine(runUrl ? [{ label: 'workflow run', url: runUrl }] : []);
  if (links) lines.push('', links);
  return `${lines.join('\n')}\n`;
}
