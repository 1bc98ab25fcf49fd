// `parley validate [PATH...]`: loads every suite the paths name (or the project's) and prints
// each error as "file:line:col path: message". Exit 0 when all is valid, 2 on any error.
import { formatSpecError, loadSuites, warningLines } from '../suites/load.js';
import type { Command } from './types.js';

/** Terminal-safe: the files' text never carries control characters or escape sequences. */
// eslint-disable-next-line no-control-regex
const clean = (text: string) => text.replace(/[\u0000-\u001F\u007F-\u009F]/g, '?');

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const validateCommand: Command = {
  name: 'validate',
  usage: 'validate [PATH...]',
  options: {},
  async run(_values, positionals) {
    const { suites, errors, warnings } = await loadSuites(positionals);
    for (const line of warningLines(warnings)) console.error(clean(line));
    for (const error of errors) console.error(clean(formatSpecError(error)));
    if (errors.length) {
      console.error(`${plural(errors.length, 'error')}; nothing was run`);
      return 2;
    }
    const tasks = suites.reduce((n, s) => n + s.tasks.length, 0);
    console.log(`${plural(suites.length, 'suite')}, ${plural(tasks, 'task')} loaded`);
    return 0;
  },
};
