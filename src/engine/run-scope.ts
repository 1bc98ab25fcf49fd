// What one run holds until it is over (its workspace, deadline, command shims, agent session,
// tagged processes), released in the reverse order it was taken, whatever way the run ends:
// a small AsyncDisposableStack (Node 20 has none) in place of nested finally blocks.
export class RunScope {
  readonly #release: (() => unknown)[] = [];

  /** `value`, released by `release` when the scope closes. */
  own<T>(value: T, release: (value: T) => unknown): T {
    this.#release.push(() => release(value));
    return value;
  }

  /** Runs `release` when the scope closes (after everything taken later). */
  defer(release: () => unknown): void {
    this.#release.push(release);
  }

  /** Releases everything, newest first; each runs even if one before it threw (the first error is rethrown). */
  async close(): Promise<void> {
    let failed: { error: unknown } | undefined;
    for (let release = this.#release.pop(); release; release = this.#release.pop()) {
      try {
        await release();
      } catch (error) {
        failed ??= { error };
      }
    }
    if (failed) throw failed.error;
  }
}
