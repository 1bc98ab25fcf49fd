// json_schema: the agent's final message is JSON that satisfies a JSON Schema (inline or a file
// relative to eval.yaml, else to where Parley runs, as waza reads it from where it runs:
// json_schema_grader.go, resolveSchema), checked with zod's z.fromJSONSchema.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { JsonSchemaConfig } from '../suites/schema/graders.js';
import { extractJson, tryParse } from './json.js';
import { outcome } from './result.js';
import { clip } from '../shared/strings.js';
import { GraderError, type Grader } from './types.js';

/** Compiles a JSON Schema; a schema zod cannot convert is a GraderError naming the problem. */
export function compileJsonSchema(schema: unknown, where: string): z.ZodType {
  try {
    return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
  } catch (error) {
    throw new GraderError(`${where}: unsupported JSON Schema: ${(error as Error).message}`);
  }
}

/** The first few problems of a value against a schema ('' when it conforms). */
export function schemaProblems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? `$.${issue.path.join('.')}` : '$'}: ${issue.message}`);
}

export const jsonSchemaGrader: Grader<JsonSchemaConfig> = {
  type: 'json_schema',
  async grade(spec, config, context) {
    let schema: unknown = config.schema;
    if (config.schema_file) {
      const inSuite = resolve(context.suite.dir, config.schema_file);
      const file =
        existsSync(inSuite) || !existsSync(resolve(config.schema_file))
          ? inSuite
          : resolve(config.schema_file);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch {
        throw new GraderError(`schema_file ${JSON.stringify(config.schema_file)} cannot be read`);
      }
      const parsed = tryParse(text);
      if (!parsed.ok)
        throw new GraderError(
          `schema_file ${JSON.stringify(config.schema_file)}: ${parsed.reason}`,
        );
      schema = parsed.value;
    }
    const validator = compileJsonSchema(schema, `grader "${spec.name}"`);
    const output = context.view.finalOutput;
    const json = config.extract_json ? extractJson(output) : tryParse(output.trim());
    if (!json.ok) {
      return outcome(
        spec,
        false,
        0,
        `the final message is not JSON (${json.reason}): ${JSON.stringify(clip(output, 120))}`,
      );
    }
    const problems = schemaProblems(validator, json.value);
    return problems.length
      ? outcome(spec, false, 0, `the output does not match the schema: ${problems.join('; ')}`, {
          problems,
        })
      : outcome(spec, true, 1, 'the output matches the schema');
  },
};
