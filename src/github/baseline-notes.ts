// Why a pull request has no cached baseline, in the words the comment and the job summary show.
// GitHub's cache drops an entry no run has restored for 7 days, so a quiet base branch loses
// its baseline there although the pool keeps runs for longer (`pool-max-age`).

/** No entry of the suite set: evicted by the cache, or never saved. */
export function noCachedBaseline(suiteSet: string): string {
  return (
    `no cached baseline for suite set "${suiteSet}": evicted or never saved ` +
    '(GitHub drops cache entries unused for 7 days); a push to the base branch saves one'
  );
}

/** The cache service failed: not the same as no entry, and not to be read as one. */
export function cacheUnreadable(suiteSet: string, why: string): string {
  return `the Actions cache could not be read (${why}): no baseline for suite set "${suiteSet}" to compare with`;
}
