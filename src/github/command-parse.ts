// The `/parley` commands of a pull-request comment, parsed strictly from the comment's first
// line: `/parley rerun <task…> [--trials N]` and `/parley accept <task…|all> [-- reason]` (the
// reason may also be the lines below). Anything else that starts with `/parley` is a usage error;
// a comment that does not start with `/parley` is not a command at all. What an error quotes of
// the comment goes through inline() (escaped, mentions broken): the reply is the bot's comment.
import { inline } from '../report/escape.js';

export const MAX_COMMAND_TASKS = 20;
export const MAX_RERUN_TRIALS = 20;
/** A task id or name as a command names it; never starts with `-` (that is an option). */
const TASK = /^[A-Za-z0-9._*/:][A-Za-z0-9._*/:-]{0,99}$/;

/** Untrusted text quoted in a reply: one escaped line in code-free markdown. */
const quote = (text: string, max: number) => `"${inline(text, max)}"`;

export type ParleyCommand =
  | { verb: 'rerun'; tasks: string[]; trials?: number }
  | { verb: 'accept'; tasks: string[]; all: boolean; reason: string };

export type Parsed = { command: ParleyCommand } | { error: string } | null;

export const USAGE = [
  '`/parley rerun <task…> [--trials N]`: re-run these tasks on the head commit and update the report (N from 1 to ' +
    `${MAX_RERUN_TRIALS}).`,
  '`/parley accept <task…|all> [-- reason]`: accept the regressions of these tasks as intended for the head commit; the check passes for them until the next push. The reason may also follow on the next lines.',
  `Tasks are task ids or names (\`*\` matches any characters, \`suite/task\` picks one suite's), at most ${MAX_COMMAND_TASKS}.`,
].join('\n');

/** null: not a command; { error }: a command we cannot obey (say why, with the usage). */
export function parseCommand(body: string): Parsed {
  const [first = '', ...rest] = body.replace(/\r\n?/g, '\n').split('\n');
  const words = first.trim().split(/\s+/);
  if (words[0]?.toLowerCase() !== '/parley') return null;
  const verb = (words[1] ?? '').toLowerCase();
  const args = words.slice(2);
  if (verb === 'rerun') return rerun(args);
  if (verb === 'accept') return accept(args, rest.join('\n'));
  return { error: verb ? `unknown command ${quote(verb, 40)}` : 'no command given' };
}

function checkTasks(tasks: string[]): string | null {
  if (!tasks.length) return 'name at least one task';
  if (tasks.length > MAX_COMMAND_TASKS) return `at most ${MAX_COMMAND_TASKS} tasks`;
  const bad = tasks.find((t) => !TASK.test(t));
  return bad ? `${quote(bad, 100)} is not a task id or name` : null;
}

function rerun(args: string[]): Parsed {
  const tasks: string[] = [];
  let trials: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--trials' || arg.startsWith('--trials=')) {
      const value = arg === '--trials' ? args[++i] : arg.slice('--trials='.length);
      if (!value || !/^\d+$/.test(value) || +value < 1 || +value > MAX_RERUN_TRIALS) {
        return { error: `--trials expects a whole number from 1 to ${MAX_RERUN_TRIALS}` };
      }
      trials = Number(value);
    } else if (arg.startsWith('--')) {
      return { error: `unknown option ${quote(arg, 40)}` };
    } else tasks.push(arg);
  }
  const problem = checkTasks(tasks);
  if (problem) return { error: `rerun: ${problem}` };
  return { command: { verb: 'rerun', tasks, ...(trials ? { trials } : {}) } };
}

function accept(args: string[], below: string): Parsed {
  const dash = args.indexOf('--');
  const tasks = dash === -1 ? args : args.slice(0, dash);
  const sameLine = dash === -1 ? '' : args.slice(dash + 1).join(' ');
  const reason = [sameLine, below.trim()].filter(Boolean).join('\n').trim();
  const option = tasks.find((t) => t.startsWith('-'));
  if (option) {
    return {
      error: `accept: ${quote(option, 40)} is not an option of accept (a reason goes after \`--\`)`,
    };
  }
  const all = tasks.length === 1 && tasks[0]!.toLowerCase() === 'all';
  if (!all) {
    if (tasks.some((t) => t.toLowerCase() === 'all')) {
      return { error: 'accept: `all` stands alone' };
    }
    const problem = checkTasks(tasks);
    if (problem) return { error: `accept: ${problem}` };
  }
  return { command: { verb: 'accept', tasks: all ? [] : tasks, all, reason } };
}
