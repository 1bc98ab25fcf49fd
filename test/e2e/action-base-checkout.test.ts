// The concurrent base runs of a pull request's confirmation, through the bundled action: the
// workspace is a shallow clone of the head (as actions/checkout makes it), the PR's base commit is
// fetched from origin and checked out as a worktree, the re-run task runs there too, and its
// records are marked side 'base', counted apart and the worktree is gone afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useGitHubServices } from '../fakes/github-services.js';
import { pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';
import { git } from '../fakes/git.js';

const services = useGitHubServices('base-checkout');

function writeSuite(dir: string, reply: string) {
  mkdirSync(join(dir, 'evals/flaky/tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'evals/flaky/eval.yaml'),
    'name: flaky\nconfig:\n  executor: mock\n  trials_per_task: 2\n  timeout_seconds: 30\ntasks:\n  - tasks/*.yaml\n',
  );
  writeFileSync(
    join(dir, 'evals/flaky/tasks/steady.yaml'),
    `id: steady\nname: steady\ninputs:\n  prompt: Say done.\n  mock:\n    - ${reply}\ngraders:\n  - type: text\n    name: says-done\n    config:\n      contains: ['done']\n`,
  );
}

test('a pull request fetches its base commit and runs the re-run task there too', async () => {
  const origin = join(services.root, 'origin');
  mkdirSync(origin);
  git(origin, 'init', '-q', '-b', 'main');
  writeSuite(origin, 'done');
  git(origin, 'add', '-A');
  git(origin, 'commit', '-q', '-m', 'base');
  const baseSha = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', '-b', 'feature');
  writeSuite(origin, 'gave up');
  git(origin, 'commit', '-qam', 'head');
  const headSha = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', 'main');

  // Two pushes of the base commit pool 4/4 in the cache (the second one re-runs the same
  // commit, which replaces its entry: one more push of another sha would too).
  for (const [i, sha] of [baseSha, baseSha].entries()) {
    const push = await runAction({
      apiUrl: services.api.url,
      resultsUrl: services.results.url,
      workspace: origin,
      eventName: 'push',
      runId: `9${i}`,
      event: pushEvent(),
      sha,
      ref: 'refs/heads/main',
      inputs: { workers: '1', trials: '4' },
    });
    assert.equal(push.code, 0, push.stdout + push.stderr);
  }

  const pr = join(services.root, 'pr');
  git(services.root, 'clone', '-q', '--depth', '1', '--branch', 'feature', `file://${origin}`, pr);
  const run = await runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace: pr,
    eventName: 'pull_request',
    runId: '95',
    event: pullRequestEvent(21, baseSha, headSha),
    sha: headSha,
    ref: 'refs/pull/21/merge',
    inputs: { workers: '1', 'confirm-trials': '6' },
  });
  assert.match(
    run.stdout,
    new RegExp(
      `parley: checked out the base commit ${baseSha.slice(0, 12)} for concurrent base runs`,
    ),
    run.stdout + run.stderr,
  );
  assert.match(run.stdout, /confirmation \(base, concurrent\): /);
  const records = readFileSync(join(pr, 'parley-results/results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const base = records.filter((r) => r.side === 'base');
  assert.ok(base.length > 0, 'base runs recorded');
  assert.ok(base.every((r) => r.confirmation === true && r.status === 'passed'));
  const summary = JSON.parse(readFileSync(join(pr, 'parley-results/summary.json'), 'utf8'));
  assert.equal(summary.counts.runs, 2, 'only the screening runs are counted');
  assert.doesNotMatch(git(pr, 'worktree', 'list'), /parley-base-\w+\/checkout/);
});
