// Suites built in code for engine tests: the configure-agent scenario and small variations, run
// through runLoadedSuites into a temp results directory.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finishJob } from '../../src/commands/finish.js';
import { runLoadedSuites, type RunOptions, type RunResult } from '../../src/engine/execute.js';
import type { RunRecord } from '../../src/results/schema.js';
import type { MockTurn, ResponderSpec, Suite, Task } from '../../src/suites/model.js';
import { makeSuite, makeTask } from '../builders.js';

export { makeSuite, makeTask, assertion, emptyExpected } from '../builders.js';

export function mock(...turns: (string | Partial<MockTurn>)[]): MockTurn[] {
  return turns.map((t) =>
    typeof t === 'string'
      ? { text: t, toolCalls: [], files: {} }
      : { text: '', toolCalls: [], files: {}, ...t },
  );
}

export const QUESTIONS = [
  'What should the new agent be called?',
  'What system instructions should it follow?',
  'Which tools should it have?',
  'Should it hand off to any other agents?',
];

export function rulesResponder(maxFollowups: number, answerHandoffs = true): ResponderSpec {
  const rules = [
    { when: '(?i)called|name', reply: 'research-agent' },
    { when: '(?i)instructions', reply: 'Search the web and summarise.' },
    { when: '(?i)tools', reply: 'web_search' },
  ];
  if (answerHandoffs) rules.push({ when: '(?i)hand ?off', reply: 'No handoffs.' });
  return { instructions: 'configure research-agent', maxFollowups, rules: { rules } };
}

export function suiteOf(tasks: Partial<Task>[], over: Partial<Suite['config']> = {}): Suite {
  const suite = makeSuite(tmpdir());
  suite.config = { ...suite.config, ...over };
  // The loader resolves models; a task built in code takes its responder's own, if any.
  suite.tasks = tasks.map((t) =>
    makeTask({
      timeoutSeconds: 30,
      models: t.plan?.kind === 'responder' ? { responder: t.plan.responder.model } : {},
      ...t,
    }),
  );
  return suite;
}

export async function runInTemp(
  suites: Suite[],
  options: Partial<RunOptions> = {},
): Promise<RunResult & { lines: RunRecord[]; dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'parley-engine-'));
  const result = await runLoadedSuites(suites, {
    outputDir: dir,
    cwd: tmpdir(),
    ...options,
    paths: options.paths ?? [],
  });
  // As `parley run` ends: summary.json, junit.xml and report.md beside results.jsonl.
  if (result.configErrors.length === 0 && !result.noRuns) {
    finishJob(result, { failOn: 'never', quiet: true, where: '' });
  }
  const text = await readFile(join(dir, 'results.jsonl'), 'utf8');
  const lines = text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as RunRecord);
  return { ...result, lines, dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export const byTask = (records: RunRecord[], id: string) => {
  const r = records.find((x) => x.task_id === id);
  if (!r) throw new Error(`no record for ${id}`);
  return r;
};
