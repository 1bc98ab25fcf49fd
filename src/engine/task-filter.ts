// Whether a task filter (an id or a name, `*` wildcards, case-insensitive) picks a task. Apart
// from plan.ts, which loads it (and re2js, shared/task-filter.ts) only for a job with a filter.
import { filterMatches } from '../shared/task-filter.js';

export function taskFilterMatches(filter: string, task: { id: string; name: string }): boolean {
  return filterMatches(filter, [task.id, task.name]);
}
