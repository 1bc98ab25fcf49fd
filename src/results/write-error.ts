// The error of a results file that cannot be written, apart from the writer so that the CLI's
// dispatcher can recognise it without loading the results schemas (zod) at start-up.
/** A results file or directory that cannot be written: a failure of the whole job. */
export class ResultsWriteError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`cannot write ${file}: ${reason}`);
    this.name = 'ResultsWriteError';
  }
}

/** The operating system's reason, one line (Node's messages name the syscall and path). */
export function writeReason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}
