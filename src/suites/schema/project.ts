// .parley.yaml / .waza.yaml at the project root: waza's config.schema.json keys (camelCase, as
// waza writes them) plus Parley's evals globs, results_dir and snake_case defaults.
import { z } from 'zod';
import { Executor, nonEmpty, nonNegInt, obj, posInt, str, strs } from './helpers.js';
import { PriceTable } from './prices.js';

const intMap = z.record(z.string(), nonNegInt);

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine(
    (day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'not a calendar date',
  );

/** At most this many quarantine entries: a list longer than this quarantines the suite, not tasks. */
export const MAX_QUARANTINE = 200;

/**
 * `quarantine:` a task that keeps running and being reported but cannot fail the check
 * (verdict/quarantine.ts), until `expires` (that day included).
 */
export const QuarantineEntry = obj({
  /** `suite/task id`, a task id or name; `*` = any characters (shared/task-filter.ts). */
  task: z.string().trim().min(1).max(500),
  reason: z.string().trim().min(1, 'a quarantine needs a reason').max(500),
  expires: IsoDay,
});

export const ProjectFile = obj({
  evals: z.union([nonEmpty, strs]).optional(),
  results_dir: nonEmpty.optional(),
  /** Dollars per million tokens, per model (the report's cost). */
  prices: PriceTable.optional(),
  defaults: obj({
    model: nonEmpty.optional(),
    judge_model: nonEmpty.optional(),
    judgeModel: nonEmpty.optional(),
    responder_model: nonEmpty.optional(),
    executor: Executor.optional(),
    engine: Executor.optional(),
    trials: posInt.optional(),
    workers: nonNegInt.optional(),
    timeout_seconds: posInt.optional(),
    timeout: posInt.optional(),
    parallel: z.boolean().optional(),
    verbose: z.boolean().optional(),
    sessionLog: z.boolean().optional(),
  }).optional(),
  paths: obj({ skills: str.optional(), evals: str.optional(), results: str.optional() }).optional(),
  files: obj({
    evalFile: z
      .string()
      .regex(/^[^/\\]+$/, 'expected a file name')
      .optional(),
    taskGlob: nonEmpty.optional(),
    taskFileSuffix: str.optional(),
  }).optional(),
  cache: obj({ enabled: z.boolean().optional(), dir: str.optional() }).optional(),
  server: obj({ port: posInt.optional(), resultsDir: str.optional() }).optional(),
  dev: obj({
    model: str.optional(),
    target: str.optional(),
    maxIterations: posInt.optional(),
  }).optional(),
  tokens: obj({
    warningThreshold: nonNegInt.optional(),
    fallbackLimit: nonNegInt.optional(),
    limits: obj({ defaults: intMap.optional(), overrides: intMap.optional() }).optional(),
  }).optional(),
  graders: obj({ programTimeout: posInt.optional() }).optional(),
  storage: obj({
    provider: str.optional(),
    accountName: str.optional(),
    containerName: str.optional(),
    enabled: z.boolean().optional(),
  }).optional(),
  registries: z.array(z.unknown()).optional(),
  /** Parley: tasks kept out of the verdict for a while (verdict/quarantine.ts). */
  quarantine: z.array(QuarantineEntry).max(MAX_QUARANTINE).optional(),
  /** Parley: impact selection on pull requests (engine/impact.ts). */
  impact: obj({
    /** Globs (relative to the project root) whose change re-runs every task. */
    always: z.array(nonEmpty).optional(),
  }).optional(),
});
export type RawProject = z.infer<typeof ProjectFile>;
