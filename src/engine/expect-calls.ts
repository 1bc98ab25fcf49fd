// command_mocks' `expect_calls`: after the run, each mocked command with a count must have run
// exactly that many times. The check is one more grader result (`expect_calls`), so a miss
// fails the run with its reason where every reader looks, and scores as a check that failed.
import type { CommandCall } from '../agents/command-shims.js';
import type { GraderResult } from '../results/schema.js';
import type { CommandMockSpec } from '../suites/model.js';
import { clip } from '../shared/strings.js';

const MAX_CALLS = 50;
const MAX_ARGS = 20;
const MAX_ARG_CHARS = 200;

export function withExpectedCalls(
  mocks: CommandMockSpec[] | undefined,
  calls: CommandCall[] | undefined,
  graded: { results: GraderResult[]; error?: string },
): { results: GraderResult[]; error?: string } {
  const expected = (mocks ?? []).filter((m) => m.expectCalls !== undefined);
  // No shims (an agent that runs no commands): nothing was served, nothing to count.
  if (expected.length === 0 || calls === undefined) return graded;
  const counts = expected.map((m) => ({
    name: m.name,
    expected: m.expectCalls!,
    actual: calls.filter((c) => c.command === m.name).length,
  }));
  const misses = counts.filter((c) => c.actual !== c.expected);
  const passed = misses.length === 0;
  const result: GraderResult = {
    name: 'expect_calls',
    type: 'command_mocks',
    score: passed ? 1 : 0,
    weight: 1,
    passed,
    feedback: passed
      ? `every mocked command ran as often as expected (${counts.map((c) => `${c.name} ${c.actual}`).join(', ')})`
      : misses
          .map(
            (c) =>
              `${c.name}: expected ${c.expected} call${c.expected === 1 ? '' : 's'}, got ${c.actual}`,
          )
          .join('; '),
    // What the agent ran is its own text: the first calls, each argument clipped.
    details: {
      calls: calls.slice(0, MAX_CALLS).map((c) => ({
        command: c.command,
        args: c.args.slice(0, MAX_ARGS).map((a) => clip(a, MAX_ARG_CHARS)),
        exit_code: c.exit_code,
      })),
    },
    duration_ms: 0,
  };
  return { ...graded, results: [...graded.results, result] };
}
