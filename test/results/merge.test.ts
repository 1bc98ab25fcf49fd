// Merging shard results: three real shards of the example suite (engine, mock executor) merge
// into the results of one job; incomplete, duplicated or inconsistent shard sets and untrusted
// files (oversized, not JSON, not a summary, counts that disagree) fail with a message that
// names the shard or the file.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runSuites } from '../../src/engine/run.js';
import { finishJob } from '../../src/commands/finish.js';
import { MAX_SUMMARY_BYTES, readResultsDir } from '../../src/results/files.js';
import {
  MergeError,
  checkShards,
  mergeShards,
  type ShardResults,
} from '../../src/results/merge.js';

let root: string;
let whole: ShardResults;
let shards: ShardResults[];

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'parley-merge-'));
  cpSync(resolve('examples/configure-agent'), join(root, 'suite'), { recursive: true });
  const run = async (out: string, shard?: { index: number; total: number }) => {
    const result = await runSuites({
      paths: [join(root, 'suite')],
      cwd: root,
      outputDir: join(root, out),
      shard,
      identity: { commit: 'c0ffee' },
    });
    // As `parley run` ends: summary.json, junit.xml and report.md beside results.jsonl.
    finishJob(result, { failOn: 'never', quiet: true, where: '' });
    return readResultsDir(join(root, out));
  };
  whole = await run('whole');
  shards = [];
  for (const index of [1, 2, 3]) shards.push(await run(`shard-${index}`, { index, total: 3 }));
});

after(() => rmSync(root, { recursive: true, force: true }));

/** Each task's verdict, comparable between a merged and a whole run. */
const verdicts = (summary: ShardResults['summary']) =>
  summary.suites.flatMap((s) =>
    s.tasks.map((t) => ({
      task: `${s.name}/${t.task_id}`,
      outcome: t.outcome,
      passed: t.passed,
      trials: t.trials,
    })),
  );

test('three shards merge into the results of one job', () => {
  assert.deepEqual(
    shards.map((s) => s.summary.identity.shard),
    ['1/3', '2/3', '3/3'],
  );
  assert.ok(
    shards.every((s) => s.records.length === 1),
    'whole tasks per shard',
  );
  const merged = mergeShards([shards[2]!, shards[0]!, shards[1]!]);
  assert.deepEqual(merged.summary.counts, whole.summary.counts);
  assert.equal(merged.summary.pass_rate, whole.summary.pass_rate);
  const byTask = (a: { task: string }, b: { task: string }) => a.task.localeCompare(b.task);
  assert.deepEqual(verdicts(merged.summary).sort(byTask), verdicts(whole.summary).sort(byTask));
  assert.deepEqual(
    verdicts(mergeShards(shards).summary),
    verdicts(merged.summary),
    'the same order whatever order the shards arrive in',
  );
  assert.equal(merged.summary.identity.shard, null);
  assert.equal(merged.summary.identity.suite_set, whole.summary.identity.suite_set);
  assert.equal(merged.summary.identity.commit, 'c0ffee');
  assert.deepEqual(
    merged.records.map((r) => r.task_id),
    whole.records.map((r) => r.task_id).sort(),
  );
  assert.ok(
    merged.records.every((r) => r.shard === undefined),
    'no shard label left on records',
  );
});

test("the shards' skill token budgets are the merged set's, for the comment's budget table", () => {
  const tokens = {
    source: 'built-in defaults',
    files: [{ file: 'skills/a/SKILL.md', tokens: 120, limit: 500, status: 'ok' as const }],
  };
  const counted = shards.map((s) => ({ ...s, summary: { ...s.summary, tokens } }));
  assert.deepEqual(mergeShards(counted).summary.tokens, tokens);
  assert.equal(mergeShards(shards).summary.tokens, undefined, 'none counted, none invented');
});

test('one unsharded results directory passes through', () => {
  const merged = mergeShards([whole]);
  assert.deepEqual(merged.summary.counts, whole.summary.counts);
});

test('a missing shard, a duplicated shard and mixed shard counts are named', () => {
  assert.throws(
    () => checkShards([shards[0]!, shards[2]!]),
    /incomplete shard set: shard 2\/3 is missing$/,
  );
  assert.throws(
    () => checkShards([shards[0]!, shards[0]!, shards[1]!, shards[2]!]),
    (e: Error) =>
      e instanceof MergeError &&
      /shard 1\/3 appears 2 times \(.*shard-1, .*shard-1\)/.test(e.message),
  );
  const twoOf4 = {
    ...shards[1]!,
    dir: 'other',
    summary: { ...shards[1]!.summary, identity: { ...shards[1]!.summary.identity, shard: '2/4' } },
  };
  assert.throws(
    () => checkShards([shards[0]!, twoOf4]),
    /the shards disagree on their count: 1\/3, 2\/4/,
  );
  assert.throws(
    () => checkShards([whole, shards[0]!]),
    /whole is not a shard \(no shard i\/n\) but is merged with shards/,
  );
  assert.throws(() => checkShards([]), /no results to merge/);
});

test('shards of another suite set or another commit are refused', () => {
  const identity = shards[1]!.summary.identity;
  const otherSet = {
    ...shards[1]!,
    dir: 'x',
    summary: { ...shards[1]!.summary, identity: { ...identity, suite_set: 'feedface' } },
  };
  assert.throws(
    () => mergeShards([shards[0]!, otherSet, shards[2]!]),
    /x is of another suite set \(feedface\)/,
  );
  const otherCommit = {
    ...shards[1]!,
    dir: 'y',
    summary: { ...shards[1]!.summary, identity: { ...identity, commit: 'deadbeef' } },
  };
  assert.throws(
    () => mergeShards([shards[0]!, otherCommit, shards[2]!]),
    /y is of commit deadbeef/,
  );
});

test('untrusted files: oversized, not JSON, not a summary, disagreeing counts, missing', () => {
  const dir = (name: string, summary: string, results?: string) => {
    const d = join(root, name);
    cpSync(join(root, 'whole'), d, { recursive: true });
    writeFileSync(join(d, 'summary.json'), summary);
    if (results !== undefined) writeFileSync(join(d, 'results.jsonl'), results);
    return d;
  };
  const good = readFileSync(join(root, 'whole/summary.json'), 'utf8');
  const big = dir('big', ' '.repeat(MAX_SUMMARY_BYTES + 1));
  assert.throws(
    () => readResultsDir(big),
    new RegExp(
      `summary\\.json: ${MAX_SUMMARY_BYTES + 1} bytes, more than the ${MAX_SUMMARY_BYTES} allowed`,
    ),
  );
  assert.throws(() => readResultsDir(dir('notjson', '{"oops"')), /summary\.json: not valid JSON/);
  assert.throws(
    () => readResultsDir(dir('notsummary', '{"schema_version":1,"counts":{}}')),
    /summary\.json: not a Parley summary: /,
  );
  const firstLine = readFileSync(join(root, 'whole/results.jsonl'), 'utf8').split('\n')[0]!;
  assert.throws(
    () => readResultsDir(dir('fewer', good, `${firstLine}\n`)),
    /results\.jsonl has 1 run\(s\) but summary\.json counts 3/,
  );
  assert.throws(
    () => readResultsDir(dir('badline', good, '{"schema_version":1}\n')),
    /results\.jsonl/,
  );
  const gone = dir('gone', good);
  rmSync(join(gone, 'results.jsonl'));
  assert.throws(() => readResultsDir(gone), /results\.jsonl: missing/);
});

/** A shard with an impact selection recorded in its summary.json, as a PR's shard writes it. */
const withImpact = (
  shard: ShardResults,
  impact: NonNullable<ShardResults['summary']['impact']> | undefined,
  dir = shard.dir,
): ShardResults => ({ ...shard, dir, summary: { ...shard.summary, impact } });

const selection = (notRerun: string[], since = 'abc123') => ({
  since,
  changed: 1,
  not_rerun: notRerun.map((id) => ({
    suite: 'configure-agent',
    task_id: id,
    task_name: id,
    base: { passed: 1, failed: 0 },
    inputs: ['evals/x/eval.yaml'],
  })),
  run_anyway: 0,
});

test('shards that agree on impact selection merge, and the merged summary carries it', () => {
  const impact = selection(['not-a-task-1', 'not-a-task-2']);
  // The same selection, the tasks listed in another order: still the same set.
  const reordered = { ...impact, not_rerun: [...impact.not_rerun].reverse() };
  const merged = mergeShards([
    withImpact(shards[0]!, impact),
    withImpact(shards[1]!, reordered),
    withImpact(shards[2]!, impact),
  ]);
  assert.deepEqual(merged.summary.impact, impact);
  assert.equal(mergeShards(shards).summary.impact, undefined, 'none recorded, none invented');
  assert.deepEqual(mergeShards([withImpact(whole, impact)]).summary.impact, impact);
  // Every task ran in every shard, each saying why in its own words (its checkout's path):
  // nothing is cut, so they agree; the merged summary says the first shard's reason.
  const everything = (dir: string) => ({
    changed: 0,
    all: `the changed files are unknown: ${dir} is not in a git repository`,
    not_rerun: [],
    run_anyway: 0,
  });
  const all = mergeShards(shards.map((s, i) => withImpact(s, everything(`/w/shard-${i + 1}`))));
  assert.deepEqual(all.summary.impact, everything('/w/shard-1'));
});

test('shards that disagree on impact selection are refused, naming them', () => {
  const impact = selection(['not-a-task-1', 'not-a-task-2']);
  const agreeing = [
    withImpact(shards[0]!, impact, 'shard-A'),
    withImpact(shards[2]!, impact, 'shard-C'),
  ];
  const refused = (other: ShardResults, pattern: RegExp) =>
    assert.throws(
      () => mergeShards([agreeing[0]!, other, agreeing[1]!]),
      (e: Error) => e instanceof MergeError && pattern.test(e.message),
    );
  refused(
    withImpact(shards[1]!, undefined, 'shard-B'),
    /the shards disagree on impact selection .*: shard-A, shard-C: 2 task\(s\) not re-run since abc123; shard-B: no impact selection/,
  );
  refused(
    withImpact(shards[1]!, selection(['not-a-task-1', 'not-a-task-2'], 'def456'), 'shard-B'),
    /disagree on impact selection.*shard-B: 2 task\(s\) not re-run since def456/,
  );
  refused(
    withImpact(shards[1]!, selection(['not-a-task-1', 'not-a-task-3']), 'shard-B'),
    /shard-A, shard-C: 2 task\(s\) not re-run since abc123, configure-agent\/not-a-task-2 among them; shard-B: 2 task\(s\) not re-run since abc123, configure-agent\/not-a-task-3 among them/,
  );
  refused(
    withImpact(shards[1]!, { ...impact, all: 'no baseline', not_rerun: [] }, 'shard-B'),
    /shard-B: every task ran since abc123 \(no baseline\)/,
  );
});

test('a shard that ran a task its impact selection lists as not re-run is refused', () => {
  const ranTask = shards[1]!.records[0]!.task_id;
  const impact = selection([ranTask]);
  assert.throws(
    () => mergeShards(shards.map((s, i) => withImpact(s, impact, `shard-${i + 1}`))),
    new RegExp(
      `shard-2 ran configure-agent/${ranTask}, which its impact selection lists as not re-run`,
    ),
  );
});
