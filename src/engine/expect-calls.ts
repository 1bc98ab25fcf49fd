// command_mocks' `expect_calls`: after the run, each mocked command with a count must have run
// exactly that many times. The check is one more grader result (`expect_calls`), so a miss
// fails the run with its reason where every reader looks, and scores as a check that failed.
// A request to the mocks that was not a call of a shim (malformed, or without the run's token)
// was dropped from the log and is counted here: it fails the check, since something other
// than the shims spoke to the mocks, and a reader sees how many.
import type { CommandCallLog } from '../agents/command-shims.js';
import type { GraderResult } from '../results/schema.js';
import type { CommandMockSpec } from '../suites/model.js';
import { clip } from '../shared/strings.js';

const MAX_CALLS = 50;
const MAX_ARGS = 20;
const MAX_ARG_CHARS = 200;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function withExpectedCalls(
  mocks: CommandMockSpec[] | undefined,
  log: CommandCallLog | undefined,
  graded: { results: GraderResult[]; error?: string },
): { results: GraderResult[]; error?: string } {
  const expected = (mocks ?? []).filter((m) => m.expectCalls !== undefined);
  // No shims (an agent that runs no commands): nothing was served, nothing to count.
  if (log === undefined || (expected.length === 0 && log.malformed === 0)) return graded;
  const { calls, malformed } = log;
  const counts = expected.map((m) => ({
    name: m.name,
    expected: m.expectCalls!,
    actual: calls.filter((c) => c.command === m.name).length,
  }));
  const misses = counts.filter((c) => c.actual !== c.expected);
  const passed = misses.length === 0 && malformed === 0;
  const problems = [
    ...misses.map((c) => `${c.name}: expected ${plural(c.expected, 'call')}, got ${c.actual}`),
    ...(malformed
      ? [
          `${plural(malformed, 'malformed request')} to the command mocks dropped (not a shim's call)`,
        ]
      : []),
  ];
  const result: GraderResult = {
    name: 'expect_calls',
    type: 'command_mocks',
    score: passed ? 1 : 0,
    weight: 1,
    passed,
    feedback: passed
      ? `every mocked command ran as often as expected (${counts.map((c) => `${c.name} ${c.actual}`).join(', ')})`
      : problems.join('; '),
    // What the agent ran is its own text: the first calls, each argument clipped.
    details: {
      calls: calls.slice(0, MAX_CALLS).map((c) => ({
        command: c.command,
        args: c.args.slice(0, MAX_ARGS).map((a) => clip(a, MAX_ARG_CHARS)),
        exit_code: c.exit_code,
      })),
      ...(malformed ? { malformed } : {}),
    },
    duration_ms: 0,
  };
  return { ...graded, results: [...graded.results, result] };
}
