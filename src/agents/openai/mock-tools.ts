// Mock tools defined in the suite/task: a static result, or the first `results[].when` whose
// arguments are a subset of the call's arguments.
import { isDeepStrictEqual } from 'node:util';
import type { MockToolSpec } from '../../spec/model.js';
import { safeToolName, type AgentTool } from './tools.js';

export function mockTools(specs: MockToolSpec[]): AgentTool[] {
  return specs.map((spec) => ({
    name: safeToolName(spec.name),
    description: spec.description ?? `The ${spec.name} tool.`,
    parameters: spec.parameters ?? { type: 'object', properties: {} },
    run: async (args) => ({ result: mockResult(spec, args), success: true }),
  }));
}

export function mockResult(spec: MockToolSpec, args: Record<string, unknown>): unknown {
  const hit = spec.results?.find((entry) => isSubset(entry.when, args));
  if (hit) return hit.result;
  return spec.result ?? null;
}

/** `expected` is contained in `actual`: objects by key (recursively), anything else equal. */
export function isSubset(expected: unknown, actual: unknown): boolean {
  if (isPlainObject(expected) && isPlainObject(actual)) {
    return Object.entries(expected).every(([key, value]) => isSubset(value, actual[key]));
  }
  return isDeepStrictEqual(expected, actual);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
