// The conversation as text for an LLM judge: user inputs, agent replies, tool calls. Long parts
// are cut so a judge request stays bounded.
import type { TurnRecord } from '../results/schema.js';
import { show } from './run-view.js';

const MAX_MESSAGE = 8000;
const MAX_TOTAL = 60_000;

/** What a transcript reads of a run: its turns (a recorded run, or a labelled case's). */
export interface TranscriptSource {
  turns: Pick<
    TurnRecord,
    'index' | 'input' | 'output' | 'tool_calls' | 'skill_invocations' | 'cut_off'
  >[];
}

/**
 * `messagesOnly`: the user's and the agent's messages alone, without the tool calls and skill
 * invocations (the pairwise judge: what would tell the arms apart by their machinery).
 * `maxTotal`: the characters kept (the latest), for a request that holds two transcripts.
 */
export function transcriptText(
  run: TranscriptSource,
  options: { messagesOnly?: boolean; maxTotal?: number } = {},
): string {
  const parts: string[] = [];
  const maxTotal = options.maxTotal ?? MAX_TOTAL;
  for (const turn of run.turns) {
    parts.push(`### User (turn ${turn.index + 1})\n${cut(turn.input)}`);
    if (!options.messagesOnly) parts.push(...actionLines(turn));
    const cutOff = turn.cut_off ? ' (cut off before the turn ended)' : '';
    parts.push(`### Agent (turn ${turn.index + 1})${cutOff}\n${cut(turn.output) || '(no text)'}`);
  }
  let text = parts.join('\n\n');
  if (text.length > maxTotal) {
    text = `(earlier conversation cut)\n…${text.slice(text.length - maxTotal)}`;
  }
  return text;
}

/** A turn's tool calls and skill invocations, one line each. */
function actionLines(turn: TranscriptSource['turns'][number]): string[] {
  const parts: string[] = [];
  for (const call of turn.tool_calls) {
    const unfinished = call.status === 'pending' || call.status === 'in_progress';
    const mark = call.success ? '' : unfinished ? `UNFINISHED (${call.status}) ` : 'FAILED ';
    parts.push(
      `- tool call ${call.name} ${show(call.arguments, 400)} -> ${mark}${show(call.result, 400)}`,
    );
  }
  if (turn.skill_invocations.length)
    parts.push(`- skills invoked: ${turn.skill_invocations.join(', ')}`);
  return parts;
}

function cut(text: string): string {
  return text.length > MAX_MESSAGE
    ? `${text.slice(0, MAX_MESSAGE)}\n…(cut ${text.length - MAX_MESSAGE} characters)`
    : text;
}
