// Grader type -> grader. The config schemas live in configs.ts (imported by the spec loader).
import { behaviorGrader } from './behavior.js';
import { textGrader } from './text.js';
import type { Grader } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const GRADERS: Record<string, Grader<any>> = {
  text: textGrader,
  behavior: behaviorGrader,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function graderFor(type: string): Grader<any> | undefined {
  return Object.hasOwn(GRADERS, type) ? GRADERS[type] : undefined;
}
