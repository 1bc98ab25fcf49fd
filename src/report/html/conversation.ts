// One run as a chat: what the user (prompt, scripted follow-ups, the responder or a person)
// sent, what the agent answered with its tool calls folded, the checkpoint and assertion marks
// on the turn where they were reached, each responder decision (a card after the message it
// classified: decision, reason, model, the brief facts it used, what the reply audit found), the
// responder's final decision and reason, the graders.
// Passing runs are collapsed, every other run is open. Every text goes through escape.ts.
import type {
  CheckpointRecord,
  DecisionRecord,
  InputSource,
  PermissionRecord,
  RunRecord,
  ToolCallRecord,
  TurnRecord,
} from '../../results/schema.js';
import type { SpoolRenderer } from '../../results/spool.js';
import { runAnchor } from './anchors.js';
import { escapeHtml, escapeLine, textBlock, valueBlock } from './escape.js';

/** What report.html may weigh; the runs beyond it are counted, not shown. */
export const HTML_MAX_BYTES = 25 * 1024 * 1024;

/** Characters of one message shown; the rest is in results.jsonl (the page says so). */
export const MESSAGE_MAX = 20_000;
/** Characters of a tool call's arguments or result, of a grader's feedback, of a log. */
export const TOOL_MAX = 4_000;
const LOG_MAX = 20_000;
/** Tool calls shown per turn; a turn with more says how many are left to results.jsonl. */
export const TOOL_CALLS_MAX = 100;
/** Characters one run may take on the page; further turns are left to results.jsonl. */
export const RUN_MAX = 2_000_000;

const SENDERS: Record<InputSource, { who: string; className: string }> = {
  prompt: { who: 'User · prompt', className: 'user' },
  follow_up: { who: 'User · scripted follow-up', className: 'user' },
  turn: { who: 'User · scripted turn', className: 'user' },
  responder: { who: 'Responder · reply', className: 'responder' },
  human: { who: 'Human', className: 'user' },
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function badge(text: string, className: string): string {
  return `<span class="badge ${escapeHtml(className)}">${escapeHtml(text)}</span>`;
}

function mark(ok: boolean | null, text: string): string {
  const className = ok === null ? 'info' : ok ? 'ok' : 'bad';
  const icon = ok === null ? '•' : ok ? '✓' : '✗';
  return `<span class="mark ${className}">${icon} ${text}</span>`;
}

function toolCall(call: ToolCallRecord): string {
  const state = call.status ?? (call.success ? 'completed' : 'failed');
  const ok = call.success ? '✓' : '✗';
  const title = call.title ? ` — ${escapeLine(call.title, 120)}` : '';
  const kind = call.kind ? ` <span class="muted">[${escapeLine(call.kind, 30)}]</span>` : '';
  const where = call.locations?.length
    ? `<div class="label">files: ${call.locations.map((l) => escapeLine(l.path, 200)).join(', ')}</div>`
    : '';
  const result =
    call.result === undefined
      ? '<div class="label">no result</div>'
      : `<div class="label">result</div>${valueBlock(call.result, TOOL_MAX)}`;
  return (
    `<details class="tool"><summary>${ok} tool <b>${escapeLine(call.name, 120)}</b>${kind}${title}` +
    ` <span class="muted">(${escapeHtml(state)}, ${call.duration_ms} ms)</span></summary>` +
    `${where}<div class="label">arguments</div>${valueBlock(call.arguments, TOOL_MAX)}${result}</details>`
  );
}

function tools(calls: ToolCallRecord[]): string {
  const shown = calls.slice(0, TOOL_CALLS_MAX).map(toolCall).join('');
  const more = calls.length - TOOL_CALLS_MAX;
  return more > 0
    ? `${shown}<p class="cut">… ${more} more tool call(s) in results.jsonl</p>`
    : shown;
}

function permission(p: PermissionRecord): string {
  const choice = p.outcome === 'cancelled' ? 'cancelled' : (p.option_kind ?? p.option_id ?? '');
  return mark(
    p.allowed,
    `permission ${escapeLine(p.tool, 80)}${p.title ? ` (${escapeLine(p.title, 100)})` : ''}: ${
      p.allowed ? 'allowed' : 'denied'
    } · ${escapeLine(choice, 60)}`,
  );
}

function turnMarks(turn: TurnRecord, checkpoints: CheckpointRecord[]): string {
  const marks = [
    ...checkpoints
      .filter((c) => c.reached && c.turn === turn.index)
      .map((c) => mark(true, `checkpoint ${escapeLine(c.id, 80)}: ${escapeLine(c.message, 200)}`)),
    ...turn.assertions.map((a) =>
      mark(a.passed, `assertion ${escapeLine(a.type, 40)}: ${escapeLine(a.message, 300)}`),
    ),
    ...(turn.permissions ?? []).map(permission),
    ...turn.skill_invocations.map((s) => mark(null, `skill ${escapeLine(s, 80)}`)),
  ];
  return marks.length ? `<div class="marks">${marks.join('')}</div>` : '';
}

const FINDING_WORDS = {
  over_answered: 'over-answered',
  ungrounded: 'ungrounded',
} as const satisfies Record<NonNullable<DecisionRecord['findings']>[number]['kind'], string>;

/**
 * One responder decision, after the agent message it classified: the reply it led to is the next
 * turn's user message, so the card holds what the record adds (reason, model, the brief facts it
 * used) and what the reply audit found, beside the reply.
 */
function decisionCard(d: DecisionRecord): string {
  const by = escapeHtml(d.by) + (d.model ? ` · ${escapeLine(d.model, 80)}` : '');
  const unsent = d.sent === false ? ' · not sent: the follow-up cap was spent' : '';
  const lines = [
    `<div class="who">Responder (${by}) · decision: <b>${escapeHtml(d.decision)}</b>${unsent}</div>`,
    `<div>reason: ${escapeLine(d.reason, 2_000)}</div>`,
  ];
  if (d.sent === false) lines.push(`<div>reply: ${escapeLine(d.reply, 2_000)}</div>`);
  if (d.uses) {
    const uses = d.uses.length ? d.uses.map((k) => escapeLine(k, 80)).join(', ') : 'nothing';
    lines.push(`<div class="muted">uses from the brief: ${uses}</div>`);
  }
  const findings = (d.findings ?? []).map((f) =>
    mark(false, `${FINDING_WORDS[f.kind]}: ${escapeLine(f.detail, 500)}`),
  );
  if (findings.length) lines.push(`<div class="marks">${findings.join('')}</div>`);
  return `<div class="msg card d-${escapeHtml(d.decision)}">${lines.join('')}</div>`;
}

/** The pictures and sounds sent with the input (named, not shown: the record keeps no bytes). */
function attachmentsOf(turn: TurnRecord): string {
  const sent = (turn.attachments ?? []).slice(0, 20);
  if (!sent.length) return '';
  const items = sent.map(
    (a) => `${a.kind} ${escapeLine(a.label, 200)}${a.bytes ? ` (${a.bytes} bytes)` : ''}`,
  );
  return `<div class="muted">sent with it: ${items.join(', ')}</div>`;
}

function renderTurn(turn: TurnRecord, checkpoints: CheckpointRecord[]): string {
  const sender = SENDERS[turn.input_source];
  const user =
    `<div class="msg ${sender.className}"><div class="who">${escapeHtml(sender.who)}</div>` +
    `${textBlock(turn.input, MESSAGE_MAX)}${attachmentsOf(turn)}</div>`;
  const facts = [
    `turn ${turn.index + 1}`,
    seconds(turn.duration_ms),
    ...(turn.stop_reason !== 'end_turn' ? [`stop: ${turn.stop_reason}`] : []),
    ...(turn.tool_calls.length ? [`${turn.tool_calls.length} tool call(s)`] : []),
  ];
  const cut = turn.cut_off ? ` ${badge('cut off', 's-error')}` : '';
  const output = turn.output
    ? textBlock(turn.output, MESSAGE_MAX)
    : '<p class="note">(no text)</p>';
  const agent =
    `<div class="msg agent"><div class="who">Agent · ${escapeHtml(facts.join(' · '))}${cut}</div>` +
    `${tools(turn.tool_calls)}${output}${turnMarks(turn, checkpoints)}</div>`;
  return user + agent + (turn.decision ? decisionCard(turn.decision) : '');
}

/** The responder's last decision: why the conversation ended (or that it ran to the end). */
function decision(record: RunRecord): string {
  const r = record.responder;
  const parts: string[] = [];
  if (r) {
    // The last turn's card already shows the decision that ended the conversation, with its
    // reason: the ending says how it ended, once.
    const last = record.turns.at(-1)?.decision;
    const shown = last !== undefined && last.reason === r.reason;
    parts.push(
      `<div class="who">Conversation ended: <b>${escapeLine(r.outcome, 40)}</b> (responder ${escapeHtml(r.kind)})` +
        ` · ${r.followups_sent} follow-up(s) sent</div>`,
    );
    if (r.reason && !shown) parts.push(`<div>reason: ${escapeLine(r.reason, 2_000)}</div>`);
    if (r.last_question && ['abstained', 'cap_exhausted'].includes(r.outcome))
      parts.push(`<div class="muted">on: ${escapeLine(r.last_question, 500)}</div>`);
  }
  if (record.ended_with_question)
    parts.push('<div>The agent ended asking something no input source could answer.</div>');
  return parts.length ? `<div class="msg decision">${parts.join('')}</div>` : '';
}

function graders(record: RunRecord): string {
  if (!record.graders.length) return '';
  const rows = record.graders
    .map((g) => {
      // A suite grader on a run that abstained as its task expects: neither passed nor failed.
      if (g.applicable === false) {
        return (
          `<tr><td>– ${escapeLine(g.name, 100)}</td><td>${escapeLine(g.type, 40)}</td>` +
          `<td class="num">—</td><td class="num">—</td>` +
          `<td>${badge('not applicable', 's-skipped')}</td>` +
          `<td>${escapeLine(g.feedback, TOOL_MAX)}</td></tr>`
        );
      }
      return (
        `<tr><td>${g.passed ? '✓' : '✗'} ${escapeLine(g.name, 100)}</td><td>${escapeLine(g.type, 40)}</td>` +
        `<td class="num">${g.score.toFixed(2)}</td><td class="num">${g.weight}</td>` +
        `<td>${badge(g.passed ? 'passed' : 'failed', g.passed ? 's-passed' : 's-failed')}</td>` +
        `<td>${escapeLine(g.feedback, TOOL_MAX)}</td></tr>`
      );
    })
    .join('');
  return (
    '<h3>Graders</h3><table><tr><th>Grader</th><th>Type</th><th>Score</th><th>Weight</th>' +
    `<th>Result</th><th>Feedback</th></tr>${rows}</table>`
  );
}

function missedCheckpoints(record: RunRecord): string {
  const missed = record.checkpoints.filter((c) => !c.reached);
  if (!missed.length) return '';
  return `<div class="marks">${missed
    .map((c) =>
      mark(
        c.required ? false : null,
        `checkpoint ${escapeLine(c.id, 80)} not reached${c.required ? '' : ' (optional)'}: ${escapeLine(c.message, 200)}`,
      ),
    )
    .join('')}</div>`;
}

function logs(record: RunRecord): string {
  const blocks: string[] = [];
  if (record.agent_log?.length)
    blocks.push(
      `<details class="tool"><summary>agent log (${record.agent_log.length} lines)</summary>` +
        `${textBlock(record.agent_log.join('\n'), LOG_MAX, 'text code')}</details>`,
    );
  if (record.stderr)
    blocks.push(
      `<details class="tool"><summary>agent stderr</summary>${textBlock(record.stderr, LOG_MAX, 'text code')}</details>`,
    );
  return blocks.join('');
}

/**
 * What the graders said, in the run's line: a passed run's mean grader score; a failed run's
 * failed graders (a mean of 0.83 on a failed run reads as nearly passing); nothing for a run
 * whose graders did not decide it (an error, an abstain, a skip).
 */
function scoreText(record: RunRecord): string {
  const graded = record.graders.filter((g) => g.applicable !== false);
  if (!graded.length) return '';
  if (record.status === 'passed') return `grader score ${record.score.toFixed(2)} · `;
  const failed = graded.filter((g) => !g.passed).length;
  if (record.status === 'failed' && failed > 0)
    return `${failed} of ${graded.length} grader(s) failed · `;
  return '';
}

export function renderRun(record: RunRecord): string {
  const open = record.status === 'passed' ? '' : ' open';
  const status = `s-${record.status}`;
  // A concurrent base run (confirmation in the base commit's worktree) is shown apart: its
  // trials number from 1 like the head's, so its anchor is its own.
  const base = record.side === 'base';
  // A skill-lift job's run without the skill has the same trial number as its twin with it.
  const without = record.skill_arm === 'without';
  const anchor =
    runAnchor(record.suite, record.task_id, record.trial) +
    (base ? '-base' : without ? '-without-skill' : '');
  const head =
    `<details class="run r-${escapeHtml(record.status)}" id="${anchor}"${open}>` +
    `<summary>${badge(record.status, status)}${escapeLine(record.suite, 80)} / ${escapeLine(record.task_name || record.task_id, 120)}` +
    `<span class="sub">${base ? 'base (concurrent) · ' : without ? 'without the skill · ' : ''}trial ${record.trial} · ${escapeHtml(record.outcome)} · ${scoreText(record)}` +
    `${record.turns.length} turn(s) · ${seconds(record.duration_ms)}</span></summary><div class="run-body">`;
  const meta = [
    `task ${escapeLine(record.task_id, 120)}`,
    `executor ${escapeLine(record.executor, 40)}`,
    ...(record.model ? [`model ${escapeLine(record.model, 80)}`] : []),
    ...(record.attempts > 1 ? [`${record.attempts} attempts`] : []),
    ...(record.error_attempts?.length
      ? [
          `retried after ${record.error_attempts.length} error(s): ${record.error_attempts
            .map((e) => `${escapeLine(e.kind, 40)}: ${escapeLine(e.message, 300)}`)
            .join('; ')}`,
        ]
      : []),
    ...(record.shard ? [`shard ${escapeLine(record.shard, 20)}`] : []),
    ...(record.tags.length ? [`tags ${escapeLine(record.tags.join(', '), 200)}`] : []),
    `started ${escapeLine(record.started_at, 40)}`,
  ];
  const error = record.error
    ? `<div class="error-box"><b>${escapeLine(record.error.kind, 40)} error:</b> ${escapeLine(record.error.message, 2_000)}</div>`
    : '';
  let chat = '';
  let shown = 0;
  for (const turn of record.turns) {
    const next = renderTurn(turn, record.checkpoints);
    if (shown > 0 && chat.length + next.length > RUN_MAX) break;
    chat += next;
    shown++;
  }
  if (shown < record.turns.length)
    chat += `<p class="cut">… ${record.turns.length - shown} more turn(s) in results.jsonl</p>`;
  if (!record.turns.length) chat = '<p class="note">No turn was recorded.</p>';
  return (
    `${head}<p class="meta">${meta.join(' · ')}</p>${error}<div class="chat">${chat}${decision(record)}</div>` +
    `${missedCheckpoints(record)}${graders(record)}${logs(record)}</div></details>\n`
  );
}

/**
 * The engine's renderer of each run as it is written (RunOptions.spool): the page's run
 * sections are spooled during the job, not rendered from results.jsonl read back at its end.
 */
export const HTML_SPOOL: SpoolRenderer = { render: renderRun, maxBytes: HTML_MAX_BYTES };
