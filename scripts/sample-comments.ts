// Writes sample pull-request comments (the report's markdown) into a folder, for reading and
// screenshotting as GitHub renders them: `npx tsx scripts/sample-comments.ts <folder>`.
// Built from the test builders: 3 runs on a first pull request (no baseline yet), 150 runs with
// a regression against the base branch's baseline, and a fork's pull request without secrets.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commentMarker, renderReport } from '../src/report/index.js';
import { compareSummaries } from '../src/verdict/compare.js';
import type { GraderResult, RunRecord } from '../src/results/schema.js';
import { buildSummary } from '../src/results/summary.js';
import { makeRecord, makeTurns } from '../test/builders.js';

const SUITE = 'configure-agent';
const RUN_URL = 'https://github.com/octo/parley-demo/actions/runs/4242';
const ARTIFACT_URL = 'https://github.com/octo/parley-demo/actions/runs/4242/artifacts/99';

const grader = (name: string, passed: boolean, feedback: string): GraderResult => ({
  name,
  type: 'text',
  score: passed ? 1 : 0,
  weight: 1,
  passed,
  feedback,
  duration_ms: 3,
});

type Kind = 'pass' | 'fail' | 'cap' | 'abstain' | 'error' | 'config';

function run(task: string, trial: number, kind: Kind): RunRecord {
  const base = { suite: SUITE, suite_file: `evals/${SUITE}/eval.yaml`, trial };
  const said = makeTurns([
    { output: 'Which model should the research agent use?' },
    { output: kind === 'pass' ? 'Created agents/research.agent.yaml.' : 'I wrote the file.' },
  ]);
  switch (kind) {
    case 'pass':
      return makeRecord(task, 'passed', 'completed', {
        ...base,
        turns: said,
        graders: [grader('writes-agent-file', true, 'found agents/research.agent.yaml')],
      });
    case 'fail':
      return makeRecord(task, 'failed', 'completed', {
        ...base,
        turns: said,
        graders: [
          grader('writes-agent-file', false, 'missing "agents/research.agent.yaml" in the output'),
        ],
      });
    case 'cap':
      return makeRecord(task, 'failed', 'cap_exhausted', {
        ...base,
        turns: said,
        responder: {
          kind: 'llm',
          followups_sent: 3,
          outcome: 'cap_exhausted',
          reason: null,
          last_question: 'Should the agent also hand off to the reviewer agent?',
        },
        graders: [grader('writes-agent-file', false, 'no file written')],
      });
    case 'abstain':
      return makeRecord(task, 'abstained', 'abstained', {
        ...base,
        turns: said,
        responder: {
          kind: 'llm',
          followups_sent: 1,
          outcome: 'abstained',
          reason: 'the brief does not say which tools the agent may use',
          last_question: 'Which tools should the research agent have?',
        },
      });
    case 'error':
      return makeRecord(task, 'error', 'timeout', {
        ...base,
        error: { kind: 'timeout', message: 'the agent did not finish within 300 s' },
      });
    case 'config':
      return makeRecord(task, 'error', 'config_error', {
        ...base,
        error: { kind: 'config', message: 'no API key: set the "api-key" input (OPENAI_API_KEY)' },
      });
  }
}

/** Runs of tasks given as [task id, the kinds of its trials]. */
function runs(tasks: [string, Kind[]][]): RunRecord[] {
  return tasks.flatMap(([id, kinds]) => kinds.map((k, i) => run(id, i + 1, k)));
}

function summaryOf(records: RunRecord[], commit: string, ref = 'refs/pull/7/merge') {
  const ids = [...new Set(records.map((r) => r.task_id))];
  return buildSummary(
    records,
    [
      {
        name: SUITE,
        file: `evals/${SUITE}/eval.yaml`,
        hash: 'h1',
        executor: 'openai',
        model: 'gpt-4.1',
        tasks: ids.map((id) => ({ id, name: id })),
      },
    ],
    { commit, ref },
    records.length * 4_000,
  );
}

const repeat = (kind: Kind, n: number): Kind[] => Array.from({ length: n }, () => kind);

function threeRuns(): string {
  const records = runs([
    ['full-brief', ['pass']],
    ['missing-handoffs', ['abstain']],
    ['chatty', ['cap']],
  ]);
  return renderReport({
    summary: summaryOf(records, 'head0000000'),
    records,
    baseline: null,
    baselineNote: `no cached baseline for suite set "${SUITE}": a push to the base branch saves one`,
    runUrl: RUN_URL,
    artifactUrl: ARTIFACT_URL,
    marker: commentMarker(SUITE),
  });
}

function regression(): string {
  // 15 tasks x 10 trials: enough trials for one task's drop to clear Holm's threshold.
  const tasks: [string, Kind[]][] = Array.from({ length: 15 }, (_, i) => [
    `task-${String(i + 1).padStart(2, '0')}`,
    repeat('pass', 10),
  ]);
  const baseRecords = runs([
    ...tasks.slice(0, 12),
    ['flaky-tools', [...repeat('pass', 5), ...repeat('fail', 5)]],
    ['vague-brief', [...repeat('pass', 8), ...repeat('abstain', 2)]],
    ['slow-repo', repeat('pass', 10)],
  ]);
  const headRecords = runs([
    ['full-brief', [...repeat('fail', 8), ...repeat('cap', 2)]],
    ['handoffs', [...repeat('pass', 6), ...repeat('fail', 4)]],
    ...tasks.slice(2, 12),
    ['flaky-tools', [...repeat('pass', 4), ...repeat('fail', 6)]],
    ['vague-brief', [...repeat('pass', 7), ...repeat('abstain', 3)]],
    ['slow-repo', [...repeat('pass', 8), ...repeat('error', 2)]],
  ]);
  const baseTasks = runs([
    ['full-brief', repeat('pass', 10)],
    ['handoffs', repeat('pass', 10)],
  ]);
  const base = summaryOf([...baseTasks, ...baseRecords.slice(20)], 'a244677f00', 'refs/heads/main');
  const head = summaryOf(headRecords, 'head1234567');
  return renderReport({
    summary: head,
    records: headRecords,
    comparison: compareSummaries(base, head, { headRecords }),
    baseline: {
      sha: 'a244677f00',
      source: 'from the Actions cache, saved for the base commit',
      savedBy: 'saved by a run on main at 2026-11-20 09:12 UTC',
    },
    runUrl: RUN_URL,
    artifactUrl: ARTIFACT_URL,
    marker: commentMarker(SUITE),
  });
}

function fork(): string {
  const baseRecords = runs([
    ['full-brief', repeat('pass', 3)],
    ['missing-handoffs', repeat('abstain', 3)],
    ['judge-tone', repeat('pass', 3)],
    ['rule-only', repeat('pass', 3)],
  ]);
  const headRecords = runs([
    ['full-brief', repeat('config', 3)],
    ['missing-handoffs', repeat('abstain', 3)],
    ['judge-tone', repeat('config', 3)],
    ['rule-only', ['pass', 'pass', 'fail']],
  ]);
  const base = summaryOf(baseRecords, 'base000aaaa', 'refs/heads/main');
  const head = summaryOf(headRecords, 'fork111bbbb');
  return renderReport({
    summary: head,
    records: headRecords,
    comparison: compareSummaries(base, head, { headRecords }),
    baseline: {
      sha: 'base000aaaa',
      source: 'from the Actions cache, saved for the base commit',
      savedBy: 'saved by a run on main at 2026-11-20 09:12 UTC',
    },
    ignoreErrors: true,
    notes: [
      'This pull request comes from a fork: GitHub gives its workflows no secrets and a read-only token, so suites that need an API key cannot run there, and errors do not fail the check. A maintainer can run them from a branch of this repository.',
    ],
    runUrl: RUN_URL,
    artifactUrl: ARTIFACT_URL,
    marker: commentMarker(SUITE),
  });
}

const folder = process.argv[2];
if (!folder) {
  console.error('usage: tsx scripts/sample-comments.ts <folder>');
  process.exit(2);
}
mkdirSync(folder, { recursive: true });
const samples = {
  '3-runs.md': threeRuns(),
  '150-runs-regression.md': regression(),
  'fork.md': fork(),
};
for (const [name, text] of Object.entries(samples)) {
  writeFileSync(join(folder, name), text);
  console.log(`${join(folder, name)}: ${text.length} characters`);
}
