// The per-endpoint concurrency setting: how many requests at most are in flight to one base URL
// (--llm-concurrency, PARLEY_LLM_CONCURRENCY, the action input llm-concurrency). Unset, it is the
// larger of 8 and the job's workers (engine/llms.ts); a low-tier key wants less.
export const CONCURRENCY_ENV = 'PARLEY_LLM_CONCURRENCY';
export const MAX_LLM_CONCURRENCY = 256;

/** The setting's value, or why `text` is not one (`where`: the flag, input or variable). */
export function parseConcurrency(
  text: string,
  where: string,
): { value: number } | { problem: string } {
  const n = Number(text.trim());
  if (text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= MAX_LLM_CONCURRENCY) {
    return { value: n };
  }
  return {
    problem: `${where}: expected a whole number from 1 to ${MAX_LLM_CONCURRENCY} (requests in flight to one LLM endpoint), got "${text}"`,
  };
}
