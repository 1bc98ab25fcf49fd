// Grader type -> grader. The config schemas live in configs.ts (imported by the spec loader);
// every type of GRADER_TYPES has a grader here (a test checks it).
import { actionSequenceGrader } from './action-sequence.js';
import { behaviorGrader } from './behavior.js';
import { codeGrader } from './code.js';
import { diffGrader } from './diff.js';
import { fileGrader } from './file.js';
import { jsonSchemaGrader } from './json-schema.js';
import { programGrader } from './program.js';
import { promptGrader } from './prompt.js';
import { skillInvocationGrader } from './skill-invocation.js';
import { textGrader } from './text.js';
import { toolCallsGrader } from './tool-calls.js';
import { toolConstraintGrader } from './tool-constraint.js';
import { triggerGrader } from './trigger.js';
import type { Grader } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const GRADERS: Record<string, Grader<any>> = {
  text: textGrader,
  code: codeGrader,
  prompt: promptGrader,
  file: fileGrader,
  json_schema: jsonSchemaGrader,
  program: programGrader,
  behavior: behaviorGrader,
  action_sequence: actionSequenceGrader,
  skill_invocation: skillInvocationGrader,
  trigger: triggerGrader,
  diff: diffGrader,
  tool_constraint: toolConstraintGrader,
  tool_calls: toolCallsGrader,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function graderFor(type: string): Grader<any> | undefined {
  return Object.hasOwn(GRADERS, type) ? GRADERS[type] : undefined;
}
