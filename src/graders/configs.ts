// The config schema of every grader type, so that suites are validated at load time
// (unknown type or bad config -> error naming the field). Each grader module owns its schema;
// this map is what src/spec/ imports, without pulling in the graders' runtime code.
import { z } from 'zod';

// Placeholder schemas until each grader's own schema lands (grader issue): accept any object.
const pending = z.record(z.string(), z.unknown());

export const GRADER_CONFIG_SCHEMAS: Record<string, z.ZodType> = {
  text: pending,
  code: pending,
  prompt: pending,
  file: pending,
  json_schema: pending,
  program: pending,
  behavior: pending,
  action_sequence: pending,
  skill_invocation: pending,
  trigger: pending,
  diff: pending,
  tool_constraint: pending,
  tool_calls: pending,
};

export const GRADER_TYPES = Object.keys(GRADER_CONFIG_SCHEMAS);
