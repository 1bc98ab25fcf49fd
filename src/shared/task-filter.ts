// A task filter as users write it (`--task`, the `tasks` input, `/parley rerun`, `/parley
// accept`): a task id or name, `*` = any characters, case-insensitive. One meaning everywhere.

function filterPattern(filter: string): RegExp {
  const escaped = filter.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i');
}

/** Whether a filter picks a task known by any of these names (its id, its name, …). */
export function filterMatches(filter: string, names: string[]): boolean {
  const pattern = filterPattern(filter);
  return names.some((name) => pattern.test(name));
}
