// The interactive responder (--interactive): a person at the terminal answers the agent.
// Before each question a header says which run asks (suite, task, trial, "follow-up k of N";
// the initial prompt and the brief at a run's first question only); then the agent's message (escaped of terminal control
// sequences, truncated) and a prompt for a reply, /stop, /abstain <reason> or /help. Empty input
// is explained, never sent. When the cap is spent the person is told, not asked. End of input
// (Ctrl-D, a closed pipe) ends the whole session, as Ctrl-C does. On a terminal the line is
// edited with readline (arrows, history); in a pipe every line is read as it comes
// (human-lines.ts).
import { asksSomething } from '../shared/asking.js';
import { PLAIN, type Style } from '../shared/colour.js';
import { escapeTerminal, truncate } from '../shared/strings.js';
import type { Decision, Responder, ResponderContext, ResponderInput } from './types.js';
import { lastAgentText } from './rules.js';
import { humanLines, type HumanInput } from './human-lines.js';

export interface HumanIo {
  input: HumanInput;
  output: NodeJS.WritableStream;
  /**
   * End of input: the caller ends the session (the CLI cancels the job, as on Ctrl-C). Without
   * it, or if the run goes on, the conversation is stopped.
   */
  onEndOfInput?(): void;
  style?: Style;
}

const MAX_SHOWN = 4000;
const MAX_PROMPT = 600;
const MAX_BRIEF = 1200;
const CHOICES = 'reply text, /stop, /abstain <reason>, or /help';
const HELP = [
  'Type the reply the agent gets as the next user message, then Enter.',
  '  /stop              end this conversation here; the run is graded as it stands',
  '  /abstain <reason>  the brief does not say what the agent asks: the run is abstained',
  '  //text             send a message that starts with "/"',
  '  /help              this list',
  'Ctrl-D (end of input) or Ctrl-C ends the whole session: runs not finished are not recorded.',
].join('\n');
const EMPTY =
  'an empty reply is not sent: type an answer, /stop to end this conversation, or /abstain <reason>';

/** Untrusted text, escaped and cut, its lines indented under a label. */
function block(text: string, max: number): string {
  return escapeTerminal(truncate(text.trim(), max)).replace(/\n/g, '\n  ');
}

/** Which run: suite › task #trial. */
function where(context: ResponderContext): string {
  return escapeTerminal(truncate(`${context.suite} › ${context.task} #${context.trial}`, 200));
}

/** The run and follow-up; the prompt and brief only the first time a run asks (`full`). */
export function header(context: ResponderContext, style: Style = PLAIN, full = true): string {
  const title = style.bold(
    `=== ${where(context)} · follow-up ${context.followup} of ${context.maxFollowups} ===`,
  );
  if (!full) return title;
  return [
    title,
    `${style.dim('prompt:')} ${block(context.prompt, MAX_PROMPT)}`,
    context.brief
      ? `${style.dim('brief:')}  ${block(context.brief, MAX_BRIEF)}`
      : style.dim('brief:  none (the task has no responder: you answer as its user)'),
  ].join('\n');
}

export function createHumanResponder(io: HumanIo): Responder {
  const style = io.style ?? PLAIN;
  const lines = humanLines(io.input, io.output);

  let ended = false;
  /** End of input: said once; the caller's hook ends the session and aborts this run. */
  function endOfInput(signal: AbortSignal): Decision {
    if (!ended) {
      ended = true;
      io.output.write('\nend of input: the interactive session ends\n');
      io.onEndOfInput?.();
    }
    if (signal.aborted) throw signal.reason;
    return { decision: 'stop', reason: 'end of input at the interactive prompt' };
  }

  // The run whose prompt and brief were shown last: its next questions show neither again.
  let shownRun: string | undefined;
  /** The question: which run asks, then the agent's message and the choices. */
  function show(input: ResponderInput) {
    if (input.context) {
      const { suite, task, trial } = input.context;
      const run = JSON.stringify([suite, task, trial]);
      io.output.write(`\n${header(input.context, style, run !== shownRun)}`);
      shownRun = run;
    }
    const text = escapeTerminal(truncate(lastAgentText(input), MAX_SHOWN));
    io.output.write(`\n--- agent ---\n${text}\n-------------\n${style.dim(CHOICES)}\n`);
  }

  async function ask(input: ResponderInput): Promise<Decision> {
    show(input);
    // A message that asks nothing (a final report) has nothing to answer: the run ends there,
    // as with the rule responder, instead of waiting for a reply nobody asked for.
    if (!(input.agentAsks || asksSomething(lastAgentText(input)))) {
      io.output.write(`${style.dim('the agent asks nothing: the conversation ends here')}\n`);
      return { decision: 'stop', reason: 'the agent asked nothing' };
    }
    for (;;) {
      lines.prompt();
      const line = await lines.next(input.signal);
      if (line === undefined) return endOfInput(input.signal);
      const answer = answerOf(line);
      if (typeof answer !== 'string') return answer;
      io.output.write(`${answer}\n`);
    }
  }

  return {
    kind: 'human',
    async decide(input: ResponderInput): Promise<Decision> {
      if (ended) return endOfInput(input.signal);
      lines.resume();
      try {
        return await ask(input);
      } finally {
        lines.pause();
      }
    },
    capReached(context: ResponderContext) {
      io.output.write(
        `\n${style.bold(`=== ${where(context)} ===`)}\n` +
          `follow-up cap ${context.maxFollowups} reached: the conversation ends\n`,
      );
    },
  };
}

/** What a typed line decides, or (a string) what to tell the person before asking again. */
function answerOf(line: string): Decision | string {
  const trimmed = line.trim();
  if (!trimmed) return EMPTY;
  if (/^\/help$/i.test(trimmed)) return HELP;
  if (/^\/stop\b/i.test(trimmed)) return { decision: 'stop', reason: 'stopped by the user' };
  const abstain = /^\/abstain\b\s*(.*)$/is.exec(trimmed);
  if (abstain) {
    const reason = abstain[1]?.trim();
    return { decision: 'abstain', reason: reason || 'abstained by the user' };
  }
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    const name = escapeTerminal(truncate(trimmed.split(/\s/)[0] ?? '', 40));
    return `unknown command ${name}: /help lists the commands`;
  }
  // A leading "//" sends a literal "/".
  const reply = trimmed.startsWith('//') ? trimmed.slice(1) : trimmed;
  return { decision: 'reply', reply, reason: 'typed by the user' };
}
