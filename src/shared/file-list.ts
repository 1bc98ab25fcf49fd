// A list of file names said in one line, bounded: the first few quoted, the rest counted.

/** Files named at most; the rest are counted. */
const NAMED = 5;

/** `"evals/s/check.sh", "skills/x/SKILL.md" and 3 more`. */
export function namedFiles(files: readonly string[]): string {
  const named = files.slice(0, NAMED).map((f) => JSON.stringify(f.slice(0, 200)));
  const more = files.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}
