// Sharding end to end with the bundled action: three `shard: i/n` jobs of one workflow run
// upload their parts (and neither comment nor save a baseline), then a `mode: report` job of the
// same run downloads, merges, compares and posts the one comment. The merged report must equal
// the same suites run in one job; a missing shard is reported by name.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeGitHubApi, type FakeGitHubApi } from '../fakes/github-api.js';
import { startFakeResults, type FakeResults } from '../fakes/github-results.js';
import {
  DIST,
  pullRequestEvent,
  pushEvent,
  runAction,
  oldestNode,
} from '../fakes/github-runner.js';

let api: FakeGitHubApi;
let results: FakeResults;
let root: string;
const MARKER = '<!-- parley:comment:configure-agent -->';
const BASE = 'base0000000000000000000000000000000000001';

function checkout(name: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'evals'), { recursive: true });
  cpSync(resolve('examples/configure-agent'), join(dir, 'evals', 'configure-agent'), {
    recursive: true,
  });
  return dir;
}

before(async () => {
  assert.ok(existsSync(DIST), 'dist/index.js exists (npm run bundle)');
  results = await startFakeResults();
  api = await startFakeGitHubApi({ results });
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-shards-'));
});

after(async () => {
  await api.close();
  await results.close();
  rmSync(root, { recursive: true, force: true });
});

const pr = (runId: string, workspace: string, inputs: Record<string, string>, node?: string) =>
  runAction({
    node,
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace,
    eventName: 'pull_request',
    runId,
    event: pullRequestEvent(11, BASE, 'head11'),
    sha: 'merge11',
    ref: 'refs/pull/11/merge',
    inputs,
  });

/** Per task: its verdict and trial counts, from a summary.json. */
function verdicts(summaryFile: string) {
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as {
    counts: unknown;
    pass_rate: number;
    suites: {
      name: string;
      tasks: { task_id: string; outcome: string; passed: number; trials: number }[];
    }[];
  };
  const tasks = summary.suites
    .flatMap((s) => s.tasks.map((t) => [`${s.name}/${t.task_id}`, t.outcome, t.passed, t.trials]))
    .sort();
  return { counts: summary.counts, passRate: summary.pass_rate, tasks };
}

test('three shards and a report job make the report of one job', async () => {
  const single = await pr('300', checkout('single'), { comment: 'false', baseline: 'none' });
  assert.equal(single.code, 0, single.stdout + single.stderr);

  for (const i of [1, 2, 3]) {
    const dir = checkout(`shard-${i}`);
    const shard = await pr('301', dir, { shard: `${i}/3` });
    assert.equal(shard.code, 0, shard.stdout + shard.stderr);
    assert.match(shard.summary, new RegExp(`Shard ${i}/3: only this part of the runs`));
    assert.equal(shard.outputs['comment-url'], '');
    assert.equal(shard.outputs['passed'] !== undefined, true);
  }
  assert.equal(api.comments.length, 0, 'shards do not comment');
  assert.deepEqual(
    results.calls.filter((c) => c.startsWith('Cache')),
    [],
    'shards neither save nor look up a cache baseline',
  );
  assert.deepEqual(
    results.artifacts
      .filter((a) => a.runBackendId === 'run-backend-301')
      .map((a) => a.name)
      .sort(),
    [1, 2, 3].map((i) => `parley-results-configure-agent-shard-${i}-of-3-attempt-1`),
  );

  const reportDir = checkout('report');
  const report = await pr('301', reportDir, { mode: 'report' });
  assert.equal(report.code, 0, report.stdout + report.stderr);
  const merged = verdicts(join(reportDir, 'parley-results/summary.json'));
  assert.deepEqual(merged, verdicts(join(root, 'single/parley-results/summary.json')));
  assert.equal(merged.tasks.length, 3);
  for (const key of ['passed', 'failed', 'abstained', 'cap-exhausted', 'errors', 'pass-rate']) {
    assert.equal(report.outputs[key], single.outputs[key], key);
  }
  const comments = api.comments.filter((c) => c.issue === 11);
  assert.equal(comments.length, 1, 'one comment, from the report job');
  assert.ok(comments[0]!.body.startsWith(MARKER));
  assert.equal(report.outputs['comment-url'], comments[0]!.html_url);
  assert.match(comments[0]!.body, /## Parley:/);
  assert.match(comments[0]!.body, /configure-agent \/ missing-handoffs/);
  assert.match(comments[0]!.body, /actions\/runs\/301\)/);
  assert.match(report.summary, /### Abstaining \(1\)/);
  // The merged results are uploaded once more, under a name report mode never collects.
  const mergedArtifact = results.artifacts.find(
    (a) => String(a.id) === report.outputs['artifact-id'],
  );
  assert.equal(mergedArtifact?.name, 'parley-report-configure-agent-attempt-1');
  assert.match(comments[0]!.body, new RegExp(`artifacts/${mergedArtifact.id}\\)`));
});

test('a missing shard fails the report job and is named', async () => {
  for (const i of [1, 3]) {
    const shard = await pr('302', checkout(`gap-${i}`), { shard: `${i}/3`, comment: 'false' });
    assert.equal(shard.code, 0, shard.stdout + shard.stderr);
  }
  // Under Node 20, the oldest the action runs on: report mode must run there too.
  const report = await pr('302', checkout('gap-report'), { mode: 'report' }, oldestNode());
  assert.equal(report.code, 1);
  assert.match(report.stdout, /::error::.*shard 2\/3 is missing/);
  assert.match(report.summary, /shard 2\/3 is missing/);
  // The pull request is told: the sticky comment says the results were not reported, and why.
  const told = api.comments.filter((c) => c.body.includes('actions/runs/302'));
  assert.equal(told.length, 1);
  assert.match(told[0]!.body, /## Parley: results not reported[\s\S]*shard 2\/3 is missing/);
});

test('on a push, the report job (not the shards) saves the merged baseline', async () => {
  const push = (workspace: string, inputs: Record<string, string>) =>
    runAction({
      apiUrl: api.url,
      resultsUrl: results.url,
      workspace,
      eventName: 'push',
      runId: '303',
      event: pushEvent(),
      sha: 'fff0000000000000000000000000000000000003',
      ref: 'refs/heads/main',
      inputs,
    });
  for (const i of [1, 2]) {
    const shard = await push(checkout(`push-${i}`), { shard: `${i}/2` });
    assert.equal(shard.code, 0, shard.stdout + shard.stderr);
  }
  assert.equal(results.cache.length, 0, 'no baseline from a shard');
  const report = await push(checkout('push-report'), { mode: 'report' });
  assert.equal(report.code, 0, report.stdout + report.stderr);
  assert.deepEqual(
    results.cache.filter((e) => e.finalized).map((e) => e.key),
    [
      'parley-baseline-configure-agent@fff0000000000000000000000000000000000003',
      // The merged run adds itself to the suite set's history (its own entry, run 303 attempt 1).
      'parley-history-configure-agent@fff0000000000000000000000000000000000003.303.1',
    ],
  );
  const saved = JSON.parse(
    readFileSync(join(root, 'push-report/parley-results/summary.json'), 'utf8'),
  ) as {
    counts: { runs: number };
    identity: { shard: string | null };
  };
  assert.equal(saved.counts.runs, 3);
  assert.equal(saved.identity.shard, null);
});

test('max-runs is the matrix budget: each shard keeps its share, the report job lists what none ran', async () => {
  // 3 tasks x 2 trials: shard 1/2 plans 2 tasks (4 runs), 2/2 one (2 runs). max-runs 3 is the
  // whole matrix's: shard 1 keeps floor(3 x 4/6) = 2, shard 2 floor(3 x 2/6) = 1.
  const inputs = { trials: '2', 'max-runs': '3', workers: '1', comment: 'false' };
  const kept = [];
  for (const i of [1, 2]) {
    const dir = checkout(`budget-${i}`);
    const shard = await pr('304', dir, { ...inputs, shard: `${i}/2` });
    assert.equal(shard.code, 0, shard.stdout + shard.stderr);
    assert.match(
      shard.stdout,
      new RegExp(`stopped: shard ${i}/2's share, ${3 - i} of the matrix's max-runs 3, was reached`),
    );
    const summary = JSON.parse(readFileSync(join(dir, 'parley-results/summary.json'), 'utf8')) as {
      counts: { runs: number };
      not_run: { runs: number };
    };
    kept.push([summary.counts.runs, summary.not_run.runs]);
  }
  assert.deepEqual(kept, [
    [2, 2],
    [1, 1],
  ]);
  const reportDir = checkout('budget-report');
  const report = await pr('304', reportDir, { mode: 'report' });
  assert.equal(report.code, 0, report.stdout + report.stderr);
  const merged = JSON.parse(
    readFileSync(join(reportDir, 'parley-results/summary.json'), 'utf8'),
  ) as { counts: { runs: number }; not_run: { runs: number; tasks: unknown[]; reason: string } };
  assert.equal(merged.counts.runs, 3);
  assert.equal(merged.not_run.runs, 3);
  assert.match(
    merged.not_run.reason,
    /^shard 1\/2's share, 2 of the matrix's max-runs 3, was reached; shard 2\/2's share, 1 of/,
  );
  assert.match(
    report.summary,
    /\*\*Not run:\*\* 3 runs of \d tasks?, because shard 1\/2's share, 2 of the matrix's max-runs 3/,
  );
});
