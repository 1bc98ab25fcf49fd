// The models of a models job as `--model a,b,c` and the action's `models` input give them
// (engine/model-arms.ts runs the suites once per model).

/** More models than a side-by-side table can show (summary.json's `models` is bounded so). */
export const MAX_COMPARED_MODELS = 50;

/**
 * Why a list of models cannot be a models job, or null: empty names and duplicates are
 * refused (a duplicate would run the same suite twice under one name).
 */
export function modelsProblem(models: readonly string[]): string | null {
  if (models.length === 0) return 'no model given';
  if (models.length > MAX_COMPARED_MODELS)
    return `${models.length} models, more than the ${MAX_COMPARED_MODELS} a table compares`;
  if (models.some((m) => m.length > 200)) return 'a model name over 200 characters';
  if (models.some((m) => !m)) return 'an empty model name';
  const seen = new Set<string>();
  for (const m of models) {
    if (seen.has(m)) return `model ${m} is listed twice`;
    seen.add(m);
  }
  return null;
}

/** A comma (or newline) list of models, trimmed, empty entries kept for modelsProblem. */
export function parseModelList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((m) => m.trim())
    .filter((m, i, all) => m || all.length > 1);
}

/** The name a suite's runs carry under one model of a models job. */
export const modelArmName = (suite: string, model: string) => `${suite} [${model}]`;
