// The project file's `quarantine:` entries matched to the loaded tasks: each covered task carries
// its entry (the first that matches), and an entry that matches no task is a warning, so a typo
// in a task id cannot quarantine nothing in silence. Loaded only when the project has entries
// (the task filter brings re2js).
import type { Diagnostics } from './diagnostics/diagnostics.js';
import type { QuarantineRule, Suite } from './model.js';
import { filterMatches } from '../shared/task-filter.js';

/**
 * Marks the tasks each rule covers. `subset`: the job loads only some of the project's suites
 * (paths given), so a rule naming a suite that was not loaded is not a typo.
 */
export function applyQuarantine(
  suites: Suite[],
  rules: QuarantineRule[],
  diagnostics: Diagnostics,
  subset: boolean,
): void {
  for (const rule of rules) {
    let matched = 0;
    for (const suite of suites) {
      for (const task of suite.tasks) {
        if (!filterMatches(rule.task, [task.id, task.name, `${suite.name}/${task.id}`])) continue;
        matched++;
        task.quarantine ??= { reason: rule.reason, expires: rule.expires };
      }
    }
    if (matched || (subset && !namesLoadedSuite(rule.task, suites))) continue;
    diagnostics.warnings.push({
      ...rule.where,
      path: 'quarantine',
      message: `'${rule.task}' matches no task of the suites loaded: it quarantines nothing (write "<suite>/<task id>", a task id or name; * matches any characters)`,
    });
  }
}

/** Whether a `suite/task` rule's suite part is one of the loaded suites (or it has no suite part). */
function namesLoadedSuite(filter: string, suites: Suite[]): boolean {
  const slash = filter.indexOf('/');
  if (slash < 0) return true;
  const suite = filter.slice(0, slash);
  return suites.some((s) => filterMatches(suite, [s.name]));
}
