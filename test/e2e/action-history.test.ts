// The history through the bundled action: ten scheduled runs on main against one fake cache (a
// task whose outcome alternates between runs, a task that passes until a known commit and fails
// from there, a steady task), then a pull request. Each scheduled run adds to the history in the
// cache, a regressed one too; run ten's results directory holds the ten runs in history.jsonl and
// history.html names the flaky task with its rate and the change at its commit; the job summary
// and the regression issue say the same; the pull request reads the history and adds nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeGitHubApi, type FakeGitHubApi } from '../fakes/github-api.js';
import { startFakeResults, type FakeResults } from '../fakes/github-results.js';
import { DIST, pullRequestEvent, runAction } from '../fakes/github-runner.js';

let api: FakeGitHubApi;
let results: FakeResults;
let root: string;

const sha = (run: number) => `${String(run + 1).padStart(2, '0')}ab${'0'.repeat(36)}`;
/** The dropping task fails from this run on (0-based). */
const DROP = 6;

const task = (id: string, passes: boolean) =>
  `id: ${id}\nname: Task ${id}\ninputs:\n  prompt: Do it.\n  mock:\n    - ${passes ? 'DONE, all of it.' : 'Not today.'}\n`;

function checkout(name: string, run: number): string {
  const dir = join(root, name);
  const suite = join(dir, 'evals', 'history-demo');
  mkdirSync(join(suite, 'tasks'), { recursive: true });
  writeFileSync(
    join(suite, 'eval.yaml'),
    [
      'name: history-demo',
      'config:',
      '  executor: mock',
      '  trials_per_task: 5',
      'graders:',
      '  - type: text',
      '    name: says-done',
      '    config:',
      "      contains: ['DONE']",
      'tasks:',
      '  - tasks/*.yaml',
      '',
    ].join('\n'),
  );
  writeFileSync(join(suite, 'tasks', 'steady.yaml'), task('steady', true));
  writeFileSync(join(suite, 'tasks', 'flaky.yaml'), task('flaky', run % 2 === 0));
  writeFileSync(join(suite, 'tasks', 'dropping.yaml'), task('dropping', run < DROP));
  return dir;
}

before(async () => {
  assert.ok(existsSync(DIST), 'dist/index.js exists (npm run bundle)');
  results = await startFakeResults();
  api = await startFakeGitHubApi({ results });
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-history-'));
});

after(async () => {
  await api.close();
  await results.close();
  rmSync(root, { recursive: true, force: true });
});

test('ten scheduled runs keep a history of ten; the page names the flaky task and the change; a PR reads it', async () => {
  let last: Awaited<ReturnType<typeof runAction>> | undefined;
  for (let run = 0; run < 10; run++) {
    const workspace = checkout(`schedule-${run}`, run);
    last = await runAction({
      apiUrl: api.url,
      resultsUrl: results.url,
      workspace,
      eventName: 'schedule',
      runId: String(900 + run),
      event: {
        schedule: '0 3 * * *',
        repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
      },
      sha: sha(run),
      ref: 'refs/heads/main',
      inputs: { 'issue-on-regression': 'true' },
    });
    assert.ok(last.code === 0 || last.code === 1, last.stdout + last.stderr);
    assert.doesNotMatch(last.stdout, /::warning::parley: history/, `run ${run}`);
    const lines = readFileSync(join(workspace, 'parley-results', 'history.jsonl'), 'utf8')
      .trim()
      .split('\n');
    assert.equal(lines.length, run + 1, `run ${run}: ${last.stdout}`);
  }
  const workspace = join(root, 'schedule-9');
  const lines = readFileSync(join(workspace, 'parley-results', 'history.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.deepEqual(
    lines.map((l) => l.commit),
    Array.from({ length: 10 }, (_, i) => sha(i)),
  );
  assert.deepEqual(
    lines.map((l) => l.event),
    Array(10).fill('schedule'),
  );
  const html = readFileSync(join(workspace, 'parley-results', 'history.html'), 'utf8');
  assert.match(html, /<p class="meta">10 push and scheduled run\(s\)/);
  assert.match(
    html,
    /<h2>Flaky<\/h2><ul><li>history-demo \/ <b>flaky<\/b>: <span class="flaky">50%<\/span> of 50 verdict runs over 10 runs/,
  );
  assert.match(
    html,
    new RegExp(
      `<h2>Changed</h2><ul><li>history-demo / <b>dropping</b>: <span class="changed">100% → 0%</span> from <code>${sha(DROP).slice(0, 7)}</code>`,
    ),
  );
  // The job summary and the regression issue (run 10 regressed against the last good baseline).
  const note = new RegExp(
    `\\*\\*History\\*\\* of 10 push and scheduled runs: history\\.html in the \\[results artifact\\]\\([^)]+\\)\\. Changed: history-demo / dropping 100% → 0% from ${sha(DROP).slice(0, 7)}\\. Flaky on main: history-demo / flaky 50%\\.`,
  );
  assert.match(last!.summary, note);
  const issue = api.issues
    .filter((i) => i.body.startsWith('<!-- parley:regressions:') && i.state === 'open')
    .at(-1);
  assert.ok(issue, 'a regression issue');
  assert.match(issue.body, note);

  // A pull request on the last commit: it reads the history (ten runs) and saves none.
  const keys = results.cache.map((e) => e.key);
  const pr = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: checkout('pr', 9),
    eventName: 'pull_request',
    runId: '990',
    event: pullRequestEvent(12, sha(9), `ff${'0'.repeat(38)}`),
    sha: `ff${'0'.repeat(38)}`,
    ref: 'refs/pull/12/merge',
  });
  assert.ok(pr.code === 0 || pr.code === 1, pr.stdout + pr.stderr);
  assert.deepEqual(
    results.cache.map((e) => e.key),
    keys,
  );
  const prHtml = readFileSync(join(root, 'pr', 'parley-results', 'history.html'), 'utf8');
  assert.match(prHtml, /<p class="meta">10 push and scheduled run\(s\)/);
  assert.match(prHtml, /<b>flaky<\/b>: <span class="flaky">50%<\/span>/);
  assert.match(prHtml, /<b>dropping<\/b>: <span class="changed">100% → 0%<\/span>/);
  assert.equal(
    readFileSync(join(root, 'pr', 'parley-results', 'history.jsonl'), 'utf8')
      .trim()
      .split('\n').length,
    10,
  );
});

test('a history entry whose bytes its run did not attest is not used: the history starts again, with a warning', async () => {
  const services = {
    results: await startFakeResults(),
  };
  const github = await startFakeGitHubApi({ results: services.results });
  try {
    const push = (run: number) =>
      runAction({
        apiUrl: github.url,
        resultsUrl: services.results.url,
        workspace: checkout(`tamper-${run}`, 0),
        eventName: 'push',
        runId: String(950 + run),
        event: {
          ref: 'refs/heads/main',
          repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
        },
        sha: sha(20 + run),
        ref: 'refs/heads/main',
      });
    const lines = (run: number) =>
      readFileSync(join(root, `tamper-${run}`, 'parley-results', 'history.jsonl'), 'utf8')
        .trim()
        .split('\n').length;
    assert.equal((await push(0)).code, 0);
    assert.equal((await push(1)).code, 0);
    assert.equal(lines(1), 2);
    // The first run's entry (its bytes attested by the first run) now claims the second run's
    // commit and is the newest, as a job that can write the cache could make it: the second
    // commit's runs attest other bytes.
    const first = services.results.cache.find((e) =>
      e.key.startsWith(`parley-history-history-demo@${sha(20)}.`),
    )!;
    first.key = `parley-history-history-demo@${sha(21)}.951.1`;
    first.createdAt = Math.max(...services.results.cache.map((e) => e.createdAt)) + 1;
    const third = await push(2);
    assert.equal(third.code, 0, third.stdout + third.stderr);
    assert.match(
      third.stdout,
      new RegExp(
        `::warning::parley: history of history-demo: cache entry parley-history-history-demo@${sha(21)}\\.951\\.1 is not used: no push or scheduled run of commit ${sha(21).slice(0, 7)} on the default branch by this workflow attests it: it starts again from this run`,
      ),
    );
    assert.equal(lines(2), 1);
  } finally {
    await github.close();
    await services.results.close();
  }
});
