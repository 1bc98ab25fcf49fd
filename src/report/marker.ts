// The hidden marker that makes the PR comment sticky: one comment per pull request and suite set.
import type { Summary } from '../results/schema.js';

/** A stable, readable name of the suite set: its suite names, sorted (suite hashes change on edits). */
export function suiteSetName(summary: Summary): string {
  return suiteSetNameOf(summary.suites.map((s) => s.name));
}

/** The suite set's name from its suites' names (before any run: impact selection's baseline). */
export function suiteSetNameOf(suiteNames: string[]): string {
  const names = [...new Set(suiteNames)].sort();
  const joined = names.join('+').replace(/[^A-Za-z0-9._+-]+/g, '-');
  return (joined || 'empty').slice(0, 120);
}

export function commentMarker(suiteSet: string): string {
  return `<!-- parley:comment:${suiteSet.replace(/[^A-Za-z0-9._+-]+/g, '-')} -->`;
}

/** The suite set and the shard: what one comment, one artifact and one baseline are about. */
export function suiteSetId(summary: Summary, shard?: { index: number; total: number }): string {
  const name = suiteSetName(summary);
  return shard ? `${name}.shard-${shard.index}-of-${shard.total}` : name;
}
