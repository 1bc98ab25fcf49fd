// The GitHub services over real sockets: baseline save/restore through @actions/cache, the
// results artifact through @actions/artifact, the sticky comment through Octokit.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restoreBaseline, saveBaseline, BASELINE_PATH } from '../../src/github/baseline.js';
import { defaultArtifactName, uploadResults } from '../../src/github/artifact.js';
import { CommentForbiddenError, upsertComment } from '../../src/github/comment.js';
import {
  cacheScopes,
  runtimeToken,
  startFakeResults,
  type FakeResults,
} from '../fakes/github-results.js';
import {
  READ_ONLY_TOKEN,
  RUNNER_TOKEN,
  startFakeGitHubApi,
  type FakeGitHubApi,
} from '../fakes/github-api.js';
import { makeSummary } from '../report/builders.js';
import { renderReport } from '../../src/report/index.js';
import { compareSummaries } from '../../src/verdict/compare.js';

let results: FakeResults;
let api: FakeGitHubApi;
let root: string;
const saved = { ...process.env };

/** The cache's clock (ms), moved by the tests: eviction counts days unused. */
let now = Date.parse('2026-01-01T00:00:00Z');
const DAY = 86_400_000;

before(async () => {
  results = await startFakeResults({ now: () => now });
  api = await startFakeGitHubApi({ pageSize: 2, results });
  root = mkdtempSync(join(tmpdir(), 'parley-gh-'));
  mkdirSync(join(root, 'temp'));
  Object.assign(process.env, {
    ACTIONS_RESULTS_URL: results.url,
    ACTIONS_CACHE_SERVICE_V2: 'true',
    ACTIONS_RUNTIME_TOKEN: runtimeToken(),
    RUNNER_TEMP: join(root, 'temp'),
    GITHUB_API_URL: api.url,
    GITHUB_SERVER_URL: 'https://github.com',
  });
});

after(async () => {
  process.env = saved;
  await results.close();
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

/** This process is run 1 (runtimeToken()'s backend id): the push run of each commit it saves. */
const origin = {
  token: RUNNER_TOKEN,
  owner: 'octo',
  repo: 'parley-demo',
  workflowFile: 'parley.yml',
};
function pushRun(sha: string): void {
  api.workflowRuns.push({
    id: 1,
    workflow_id: 1,
    file: 'parley.yml',
    head_branch: 'main',
    head_sha: sha,
    event: 'push',
    conclusion: 'success',
  });
}

function workspace(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  process.env.GITHUB_WORKSPACE = dir;
  process.chdir(dir);
  return dir;
}

test('a baseline saved on push is restored by the base sha, else by the newest of the suite set', async () => {
  const push = workspace('push');
  for (const sha of ['sha1', 'sha2']) pushRun(sha);
  const first = makeSummary([{ id: 'a', passed: 1, trials: 1 }], { commit: 'sha1' });
  assert.equal(await saveBaseline(first, 'set', 'sha1', push, origin), 'saved');
  assert.equal(
    await saveBaseline(first, 'set', 'sha1', push, origin),
    'exists',
    'saving the same key again is a no-op',
  );
  const second = makeSummary([{ id: 'a', passed: 0, trials: 1 }], { commit: 'sha2' });
  assert.equal(await saveBaseline(second, 'set', 'sha2', push, origin), 'saved');
  assert.deepEqual(
    results.cache.map((e) => e.key),
    ['parley-baseline-set@sha1', 'parley-baseline-set@sha2'],
  );

  const pr = workspace('pr');
  const exact = await restoreBaseline('set', 'sha1', pr, origin);
  assert.equal(exact.baseline?.sha, 'sha1');
  assert.equal(exact.baseline?.summary.identity.commit, 'sha1');
  assert.match(exact.baseline!.source, /base commit/);
  rmSync(join(pr, BASELINE_PATH));
  const newest = await restoreBaseline('set', 'unknown-sha', pr, origin);
  assert.equal(newest.baseline?.sha, 'sha2');
  assert.match(newest.baseline!.source, /newest/);
  const none = await restoreBaseline('other-set', 'sha1', pr, origin);
  assert.equal(none.baseline, null);
  assert.match(none.note!, /no cached baseline for suite set "other-set"/);
});

test('with pooling, each push adds its counts to the newest baseline of the branch; a changed task starts anew', async () => {
  const push = workspace('push-pooled');
  for (const sha of ['p1', 'p2', 'p3', 'p4', 'p5']) pushRun(sha);
  const run = (commit: string, passed: number, identity: string) => {
    const summary = makeSummary([{ id: 'a', passed, trials: 4 }], { commit });
    summary.suites[0]!.tasks[0]!.identity = identity;
    return summary;
  };
  assert.equal(await saveBaseline(run('p1', 4, 'v1'), 'pooled', 'p1', push, origin, 3), 'saved');
  assert.equal(await saveBaseline(run('p2', 3, 'v1'), 'pooled', 'p2', push, origin, 3), 'saved');
  assert.equal(await saveBaseline(run('p3', 2, 'v1'), 'pooled', 'p3', push, origin, 3), 'saved');
  assert.equal(await saveBaseline(run('p4', 1, 'v1'), 'pooled', 'p4', push, origin, 3), 'saved');
  const pr = workspace('pr-pooled');
  const restored = await restoreBaseline('pooled', 'p4', pr, origin);
  const task = restored.baseline!.summary.suites[0]!.tasks[0]!;
  assert.deepEqual(
    task.pool?.map(({ commit, passed, failed, errored, runs }) => ({
      commit,
      passed,
      failed,
      errored,
      runs,
    })),
    [
      { commit: 'p2', passed: 3, failed: 1, errored: 0, runs: 4 },
      { commit: 'p3', passed: 2, failed: 2, errored: 0, runs: 4 },
      { commit: 'p4', passed: 1, failed: 3, errored: 0, runs: 4 },
    ],
    'the last 3 runs, oldest dropped',
  );
  assert.ok(task.pool!.every((r) => r.at === restored.baseline!.summary.created_at));
  workspace('push-pooled');
  assert.equal(await saveBaseline(run('p5', 4, 'v2'), 'pooled', 'p5', push, origin, 3), 'saved');
  workspace('pr-pooled');
  rmSync(join(pr, BASELINE_PATH));
  const changed = await restoreBaseline('pooled', 'p5', pr, origin);
  assert.equal(changed.baseline!.summary.suites[0]!.tasks[0]!.pool, undefined);
});

/** Runs fn and returns what it wrote to stdout (where @actions/core writes ::warning:: lines). */
async function stdoutOf<T>(fn: () => Promise<T>): Promise<[T, string]> {
  let out = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    out += chunk.toString();
    return write(chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    return [await fn(), out];
  } finally {
    process.stdout.write = write;
  }
}

test('a cache service failure is a soft failure: no baseline, a note, no throw', async () => {
  const pr = workspace('pr-failing');
  // 400 is not retried (a 5xx would be, with back-off: slow for a unit test).
  results.failing.cache = 400;
  try {
    const [restored, out] = await stdoutOf(() => restoreBaseline('set', 'sha1', pr, origin));
    assert.equal(restored.baseline, null);
    assert.match(restored.note ?? '', /baseline for suite set "set"/);
    assert.match(out, /::warning::Failed to restore: .*\(400\) Bad Request/);
  } finally {
    results.failing.cache = undefined;
  }
});

// @actions/cache logs a service error as a warning and answers "no entry": the note must not say
// there is no baseline yet (a push saves one) when the cache could not be read at all.
test('a cache service failure: the note says the cache could not be read', async () => {
  results.failing.cache = 400;
  try {
    const restored = await restoreBaseline('set', 'sha1', workspace('pr-failing-note'), origin);
    assert.equal(restored.baseline, null);
    assert.match(
      restored.note ?? '',
      /the Actions cache could not be read \(.*\(400\) Bad Request/,
    );
    assert.doesNotMatch(restored.note ?? '', /no cached baseline/);
  } finally {
    results.failing.cache = undefined;
  }
});

test('the results directory is uploaded as one artifact', async () => {
  const dir = join(workspace('artifact'), 'parley-results');
  mkdirSync(dir);
  writeFileSync(join(dir, 'summary.json'), '{"ok":true}');
  writeFileSync(join(dir, 'results.jsonl'), '{"line":1}\n');
  const name = defaultArtifactName('set', '2');
  assert.equal(name, 'parley-results-set-attempt-2');
  const uploaded = await uploadResults(dir, name);
  assert.ok(uploaded && uploaded.id > 0);
  const stored = results.artifacts.find((a) => a.id === uploaded.id)!;
  assert.equal(stored.name, name);
  assert.equal(stored.runBackendId, 'run-backend-1');
  assert.equal(stored.data?.subarray(0, 2).toString(), 'PK', 'a zip');
  assert.ok(stored.data!.includes('summary.json') && stored.data!.includes('results.jsonl'));
  // The same name twice in one run is refused by the service: a warning and null, not a throw.
  assert.equal(await uploadResults(dir, name), null);
});

test('the sticky comment is found across pages, updated in place, and spoofs are ignored', async () => {
  // A token with just the permission the comment needs.
  api.tokens['t0ken'] = { 'pull-requests': 'write' };
  const target = { token: 't0ken', owner: 'octo', repo: 'parley-demo', issueNumber: 7 };
  const marker = '<!-- parley:comment:set -->';
  for (let i = 0; i < 5; i++) api.seed(7, `chatter ${i}`);
  api.seed(7, `quoting ${marker} is not enough`, 'mallory');
  // Issue 14.7: a hostile comment that starts with the marker is not ours either.
  const hostile = api.seed(7, `${marker}\nI took over the sticky comment`, 'mallory');
  const first = await upsertComment(target, marker, `${marker}\nfirst`);
  assert.equal(first.action, 'created');
  api.seed(7, 'more chatter');
  const second = await upsertComment(target, marker, `${marker}\nsecond`);
  assert.equal(second.action, 'updated');
  assert.equal(second.id, first.id);
  assert.equal(hostile.body, `${marker}\nI took over the sticky comment`, 'left untouched');
  const ours = api.comments.filter(
    (c) => c.body.startsWith(marker) && c.user.login === 'github-actions[bot]',
  );
  assert.equal(ours.length, 1);
  assert.equal(ours[0]!.body, `${marker}\nsecond`);
  assert.ok(
    api.requests.some((r) => r.path.includes('page=4')),
    'followed the Link header to page 4',
  );
  assert.equal(
    api.requests.find((r) => r.path.includes('/comments'))!.authorization,
    'token t0ken',
  );

  // A personal access token: its user (GET /user) is the author looked for.
  api.tokenLogin = 'parley-bot-user';
  const third = await upsertComment(target, marker, `${marker}\nthird`);
  assert.equal(third.action, 'created', "the bot's comment is not this token's");
  const fourth = await upsertComment(target, marker, `${marker}\nfourth`);
  assert.deepEqual([fourth.action, fourth.id], ['updated', third.id]);
  api.tokenLogin = undefined;

  // A fork pull request's read-only token: 403 on the write.
  await assert.rejects(
    upsertComment({ ...target, token: READ_ONLY_TOKEN, issueNumber: 8 }, marker, `${marker}\nx`),
    CommentForbiddenError,
  );
  // A token GitHub does not know: 401, not taken for a fork's missing permission.
  await assert.rejects(
    upsertComment({ ...target, token: 'not-a-token', issueNumber: 8 }, marker, `${marker}\nx`),
    (error: Error) =>
      !(error instanceof CommentForbiddenError) && /Bad credentials/.test(error.message),
  );
  assert.equal(api.comments.filter((c) => c.issue === 8).length, 0);
  assert.equal(
    JSON.parse(readFileSync(join(root, 'artifact', 'parley-results', 'summary.json'), 'utf8')).ok,
    true,
  );
});

test('GitHub refuses a comment body over 65,536 characters; the report Parley posts stays under it', async () => {
  const target = { token: RUNNER_TOKEN, owner: 'octo', repo: 'parley-demo', issueNumber: 31 };
  api.existing.add(31);
  const marker = '<!-- parley:comment:huge -->';
  const ids = Array.from(
    { length: 1500 },
    (_, i) => `a-task-with-a-long-name-${'x'.repeat(40)}-${i}`,
  );
  const base = makeSummary(ids.map((id) => ({ id, passed: 5, trials: 5 })));
  const head = makeSummary(ids.map((id) => ({ id, passed: 0, trials: 5 })));
  const report = { summary: head, records: [], comparison: compareSummaries(base, head), marker };
  const over = `${marker}\n${'x'.repeat(65_536 - marker.length)}`;
  assert.equal(over.length, 65_537);
  await assert.rejects(upsertComment(target, marker, over), (error: unknown) => {
    assert.equal((error as { status?: number }).status, 422);
    assert.match(String(error), /body is too long \(maximum is 65536 characters\)/);
    return true;
  });
  const posted = await upsertComment(target, marker, renderReport(report));
  assert.equal(posted.action, 'created');
  const stored = api.comments.find((c) => c.id === posted.id)!;
  assert.ok(stored.body.length <= 65_536 && stored.body.startsWith(marker));
  assert.match(stored.body, /regressed/);
});

test('a comment on a pull request that does not exist is a 404, said as such', async () => {
  const target = { token: RUNNER_TOKEN, owner: 'octo', repo: 'parley-demo', issueNumber: 404404 };
  const marker = '<!-- parley:comment:nowhere -->';
  await assert.rejects(upsertComment(target, marker, `${marker}\nhello`), (error: unknown) => {
    assert.ok(error instanceof CommentForbiddenError);
    assert.match(
      error.message,
      /pull request #404404 was not found, or the token may not see it \(HTTP 404\)/,
    );
    return true;
  });
  assert.equal(api.comments.filter((c) => c.issue === 404404).length, 0);
});

test('the GitHub fake: a comment PATCH without body is 422, as GitHub answers', async () => {
  const comment = api.seed(32, 'some comment');
  const response = await fetch(`${api.url}/repos/octo/parley-demo/issues/comments/${comment.id}`, {
    method: 'PATCH',
    headers: { authorization: `token ${RUNNER_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({}),
  });
  assert.equal(response.status, 422);
  assert.match(((await response.json()) as { message: string }).message, /"body" wasn't supplied/);
  assert.equal(comment.body, 'some comment');
});

/** Runs fn as a run whose token has these cache scopes. */
async function asRun<T>(scopes: ReturnType<typeof cacheScopes>, fn: () => Promise<T>): Promise<T> {
  const token = process.env.ACTIONS_RUNTIME_TOKEN;
  process.env.ACTIONS_RUNTIME_TOKEN = runtimeToken(undefined, undefined, scopes);
  try {
    return await fn();
  } finally {
    process.env.ACTIONS_RUNTIME_TOKEN = token;
  }
}

test('a pull request restores its base branch baseline, never one saved from another branch', async () => {
  const push = workspace('scoped-push');
  pushRun('s1');
  const summary = makeSummary([{ id: 'a', passed: 1, trials: 1 }], { commit: 's1' });
  // Saved by a run on a feature branch: that branch's scope only.
  await asRun(cacheScopes('refs/heads/feature'), () =>
    saveBaseline(summary, 'scoped', 's1', push, origin),
  );
  const pr = workspace('scoped-pr');
  const other = await asRun(cacheScopes('refs/pull/9/merge', 'main'), () =>
    restoreBaseline('scoped', 's1', pr, origin),
  );
  assert.equal(other.baseline, null);
  assert.match(other.note!, /no cached baseline for suite set "scoped"/);
  // Saved on main (the pull request's base): restored.
  workspace('scoped-push');
  await asRun(cacheScopes('refs/heads/main'), () =>
    saveBaseline(summary, 'scoped', 's1', push, origin),
  );
  workspace('scoped-pr');
  const base = await asRun(cacheScopes('refs/pull/9/merge', 'main'), () =>
    restoreBaseline('scoped', 's1', pr, origin),
  );
  assert.equal(base.baseline?.sha, 's1');
});

test('a baseline unused for 7 days is evicted: the note says evicted or never saved', async () => {
  const push = workspace('evicted-push');
  pushRun('e1');
  const summary = makeSummary([{ id: 'a', passed: 1, trials: 1 }], { commit: 'e1' });
  assert.equal(await saveBaseline(summary, 'quiet', 'e1', push, origin), 'saved');
  const pr = workspace('evicted-pr');
  now += 6 * DAY;
  assert.equal((await restoreBaseline('quiet', 'e1', pr, origin)).baseline?.sha, 'e1');
  rmSync(join(pr, BASELINE_PATH));
  // Restored on day 6: unused from then on, gone after 7 more days.
  now += 7 * DAY + 1;
  const gone = await restoreBaseline('quiet', 'e1', pr, origin);
  assert.equal(gone.baseline, null);
  assert.equal(results.evicted.at(-1)?.key, 'parley-baseline-quiet@e1');
  assert.match(
    gone.note!,
    /no cached baseline for suite set "quiet": evicted or never saved \(GitHub drops cache entries unused for 7 days\)/,
  );
});
