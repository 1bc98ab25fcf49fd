// Shared, frozen empty values for the fields most loaded tasks leave empty. A suite of thousands
// of tasks would otherwise hold thousands of identical empty arrays and objects, kept for the
// whole job. Frozen: code that tried to change one would throw, not change every task.
const NONE: readonly never[] = Object.freeze([]);
const EMPTY: Readonly<Record<string, never>> = Object.freeze({});

/** The one shared empty array, typed as the field it fills (never changed in place). */
export function none<T>(): T[] {
  return NONE as unknown as T[];
}

/** The one shared empty object, typed as the field it fills (never changed in place). */
export function empty<T extends object>(): T {
  return EMPTY as unknown as T;
}
