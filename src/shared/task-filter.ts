// A task filter as users write it (`--task`, the `tasks` input, `/parley rerun`, `/parley
// accept`): a task id or name, `*` = any characters, case-insensitive. One meaning everywhere.

// Matched with re2js (RE2: linear time in the name): a filter of many stars as a backtracking
// regex took minutes per name, and an accepted filter would stall every later run of the commit.
import { RE2JS } from 're2js';

const compiled = new Map<string, RE2JS>();

function filterPattern(filter: string): RE2JS {
  let pattern = compiled.get(filter);
  if (!pattern) {
    const body = filter
      .split('*')
      .map((part) => RE2JS.quote(part))
      .join('.*');
    pattern = RE2JS.compile(`^${body}$`, RE2JS.CASE_INSENSITIVE);
    if (compiled.size >= 1000) compiled.clear();
    compiled.set(filter, pattern);
  }
  return pattern;
}

/** Whether a filter picks a task known by any of these names (its id, its name, …). */
export function filterMatches(filter: string, names: string[]): boolean {
  const pattern = filterPattern(filter);
  return names.some((name) => pattern.matcher(name).find());
}
