// Stable in-page anchors of runs, from their task and trial: the scorecard links to a task's
// runs without reading results.jsonl first. A hash, so no untrusted text reaches an id or href.

/** FNV-1a, 32 bits, hex. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

export function runAnchor(suite: string, taskId: string, trial: number): string {
  return `run-${hash(`${suite}\u0000${taskId}`)}-${trial}`;
}
