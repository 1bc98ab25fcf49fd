// A waza grader entry -> the internal model's GraderSpec (eval.yaml and task files; JSONL tests
// have no graders, so their loading never builds the grader config schemas).
import type { GraderSpec, SourceRef } from './model.js';
import { graderConfig, type RawGrader } from './schema/grader-spec.js';
import { graderConfigSchema } from './schema/graders.js';

export function mapGrader(g: RawGrader, source: SourceRef): GraderSpec {
  // The file was validated against this schema: keep the parsed config, defaults applied, so
  // that grading never parses it again.
  const raw = graderConfig(g);
  const parsed = graderConfigSchema(g.type!)?.safeParse(raw);
  return {
    type: g.type!,
    name: g.name,
    weight: g.weight ?? 1,
    config: parsed?.success ? (parsed.data as Record<string, unknown>) : raw,
    ...(g.model !== undefined ? { model: g.model } : {}),
    source,
  };
}
