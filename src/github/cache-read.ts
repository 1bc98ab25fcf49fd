// Reading the Actions cache so that "no entry" and "the cache could not be read" stay apart.
// @actions/cache's restoreCache answers a failed service call (a 4xx, a 5xx, a read denied by
// policy, a download that broke) exactly as a miss, `undefined`, and tells it only in the
// "Failed to restore: ..." annotation it prints; that line is the one sign of the failure, so it
// is watched for while the call runs.
import { EOL } from 'node:os';

/** What a restore found: the matched key, or why the cache could not be read. */
export type CacheRead = { matched: string } | { missing: true } | { failure: string };

const FAILED = /^::(?:warning|error)::Failed to restore: (.*)$/m;

/** Unescapes an annotation's message (@actions/core escapes %, CR and LF). */
const unescape = (text: string) =>
  text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');

// One watch on stdout for every restore in flight, so that overlapping calls never leave it on.
const watchers = new Set<(line: string) => void>();
let original: typeof process.stdout.write | undefined;

function watch(watcher: (line: string) => void): () => void {
  watchers.add(watcher);
  if (!original) {
    const write = (original = process.stdout.write);
    process.stdout.write = function (chunk: unknown, ...rest: unknown[]) {
      if (typeof chunk === 'string') for (const w of watchers) w(chunk);
      return (write as (...args: unknown[]) => boolean).call(process.stdout, chunk, ...rest);
    } as typeof process.stdout.write;
  }
  return () => {
    watchers.delete(watcher);
    if (!watchers.size && original) {
      process.stdout.write = original;
      original = undefined;
    }
  };
}

/** Runs one restoreCache call and tells a miss from a failure it swallowed. */
export async function readCache(restore: () => Promise<string | undefined>): Promise<CacheRead> {
  let failure: string | undefined;
  const stop = watch((chunk) => {
    const failed = FAILED.exec(chunk.split(EOL)[0] ?? '');
    if (failed && failure === undefined) failure = unescape(failed[1]!);
  });
  let matched: string | undefined;
  try {
    matched = await restore();
  } finally {
    stop();
  }
  if (matched) return { matched };
  return failure === undefined ? { missing: true } : { failure };
}
