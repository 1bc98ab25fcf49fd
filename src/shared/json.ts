// Comparing JSON values, one meaning everywhere: deep equality (key order free), and "contains"
// (isSubset), used by mock tools' `when:` and by the tool graders and assertions alike. Arrays:
// every expected item must match some actual item, in any order (a subset, not a prefix).

/** Structural equality; object key order does not matter. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((item, i) => deepEqual(item, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao);
  if (keys.length !== Object.keys(bo).length) return false;
  return keys.every((k) => Object.hasOwn(bo, k) && deepEqual(ao[k], bo[k]));
}

/**
 * `expected` is contained in `actual`: objects by key (recursively), arrays when every
 * expected item matches some actual item, scalars by equality.
 */
export function isSubset(expected: unknown, actual: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return deepEqual(expected, actual);
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && expected.every((e) => actual.some((a) => isSubset(e, a)));
  }
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
  const act = actual as Record<string, unknown>;
  return Object.entries(expected as Record<string, unknown>).every(
    ([k, v]) => Object.hasOwn(act, k) && isSubset(v, act[k]),
  );
}
