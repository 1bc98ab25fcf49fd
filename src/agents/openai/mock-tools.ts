// Mock tools defined in the suite/task: a static result, or the first `results[].when` whose
// arguments are a subset of the call's arguments.
import type { MockToolSpec } from '../../suites/model.js';
import { safeToolName, type AgentTool } from './tools.js';
import { isSubset } from '../../shared/json.js';

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
