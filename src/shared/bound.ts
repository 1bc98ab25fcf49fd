// Values taken from an agent (tool-call arguments and results, from every adapter) or from an
// artifact (results.jsonl read back) are untrusted: bounded in depth and size before anything
// serialises, compares or renders them. What is cut is replaced by a marker string, so a record
// still says that something was there.

export interface Bounds {
  /** Containers nested deeper than this become the marker (default 64). */
  maxDepth?: number;
  /** About this many characters of JSON in all; beyond, strings are clipped, values cut (1 MB). */
  maxBytes?: number;
}

export const CUT_DEPTH = '[parley: cut, nested too deeply]';
export const CUT_SIZE = '[parley: cut, too large]';

/** A copy of `value` within the bounds (the value itself when it is within them). */
export function boundValue<T>(value: T, bounds: Bounds = {}): T {
  const maxDepth = bounds.maxDepth ?? 64;
  let budget = bounds.maxBytes ?? 1_000_000;
  let changed = false;
  const walk = (v: unknown, depth: number): unknown => {
    if (budget <= 0) {
      changed = true;
      return CUT_SIZE;
    }
    if (typeof v === 'string') {
      if (v.length <= budget) {
        budget -= v.length + 2;
        return v;
      }
      changed = true;
      const kept = v.slice(0, budget);
      budget = 0;
      return `${kept}${CUT_SIZE}`;
    }
    if (v === null || typeof v !== 'object') {
      budget -= 8;
      return v;
    }
    if (depth >= maxDepth) {
      changed = true;
      return CUT_DEPTH;
    }
    budget -= 2;
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      for (const item of v) {
        if (budget <= 0) {
          out.push(CUT_SIZE);
          changed = true;
          break;
        }
        out.push(walk(item, depth + 1));
      }
      return out;
    }
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(v as Record<string, unknown>)) {
      if (budget <= 0) {
        out['…'] = CUT_SIZE;
        changed = true;
        break;
      }
      budget -= key.length + 3;
      out[key] = walk(item, depth + 1);
    }
    return out;
  };
  const bounded = walk(value, 0);
  return (changed ? bounded : value) as T;
}
