// The results directory's file names, and the sizes its readers accept. Apart from files.ts
// (which reads the files back with zod) so that the run path names results.jsonl without
// loading the readers.
export const RESULTS_FILE = 'results.jsonl';
export const SUMMARY_FILE = 'summary.json';
export const JUNIT_FILE = 'junit.xml';
export const REPORT_FILE = 'report.md';
/** The conversation viewer: one self-contained page, next to report.md. */
export const REPORT_HTML_FILE = 'report.html';
/** Skill lift's pairwise judge: one line per task, trial and pairwise grader (pairwise-schema.ts). */
export const PAIRWISE_FILE = 'pairwise.jsonl';
/** The characters of a pairwise judge's reason, and of a pair's error, a line holds. */
export const MAX_PAIR_REASON = 500;
export const MAX_PAIR_ERROR = 1000;
/** Bigger than any honest pairwise.jsonl; a larger one is refused, not parsed. */
export const MAX_PAIRWISE_BYTES = 20 * 1024 * 1024;

/** Bigger than any honest results file of a CI job; a larger one is refused, not parsed. */
export const MAX_RESULTS_BYTES = 50 * 1024 * 1024;
/**
 * The most tasks a summary.json is read back with (a run may have more; its summary then is
 * refused by later readers, with this figure), and the ceiling of one task's entry as written
 * (indented, usage per role, an identity and a full pool of MAX_POOL base runs with 40-character
 * commits, with room for long task ids and names).
 */
export const SUMMARY_TASKS = 20_000;
export const SUMMARY_TASK_BYTES = 8 * 1024;
/** Every summary of up to SUMMARY_TASKS tasks Parley writes, it reads back (160 MiB). */
export const MAX_SUMMARY_BYTES = 1024 * 1024 + SUMMARY_TASKS * SUMMARY_TASK_BYTES;

/** The history of a suite set's push and scheduled runs (history-schema.ts), one run a line. */
export const HISTORY_FILE = 'history.jsonl';
/** The history page: per task, the pass rate and cost over the runs of history.jsonl. */
export const HISTORY_HTML_FILE = 'history.html';
/** The history keeps the last this many runs. */
export const MAX_HISTORY_RUNS = 90;
/**
 * And at most this many task entries over all its runs (the oldest runs leave first): a suite set
 * of many tasks keeps fewer runs, so the cache entry and the page stay small.
 */
export const MAX_HISTORY_TASK_ENTRIES = 100_000;
/** A task entry as written is well under 1 KiB (ids and names are cut to 500 characters). */
export const MAX_HISTORY_BYTES = MAX_HISTORY_TASK_ENTRIES * 2048 + MAX_HISTORY_RUNS * 4096;
/** Where the action keeps each suite set's history in the workspace (the cache entry's path). */
export const HISTORY_CACHE_DIR = '.parley-history';
