import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEventContext, runUrl, savesBaseline } from '../../src/github/context.js';
import { pullRequestEvent, pushEvent } from '../fakes/github-runner.js';

function contextFor(eventName: string, event: unknown, extra: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'parley-ctx-'));
  try {
    writeFileSync(join(dir, 'event.json'), JSON.stringify(event));
    return readEventContext({
      GITHUB_EVENT_NAME: eventName,
      GITHUB_EVENT_PATH: join(dir, 'event.json'),
      GITHUB_REPOSITORY: 'octo/parley-demo',
      GITHUB_SHA: 'merge',
      GITHUB_RUN_ID: '42',
      ...extra,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('pull requests: number, base sha, same-repository vs fork', () => {
  const same = contextFor('pull_request', pullRequestEvent(5, 'base', 'head'));
  assert.deepEqual(same.pullRequest, {
    number: 5,
    baseSha: 'base',
    baseRef: 'main',
    headSha: 'head',
    fromFork: false,
  });
  assert.equal(savesBaseline(same), false);
  const fork = contextFor(
    'pull_request',
    pullRequestEvent(5, 'base', 'head', 'mallory/parley-demo'),
  );
  assert.equal(fork.pullRequest?.fromFork, true);
});

test('pushes save the baseline; run links carry the attempt', () => {
  const push = contextFor('push', pushEvent(), { GITHUB_RUN_ATTEMPT: '3' });
  assert.equal(push.pullRequest, undefined);
  assert.equal(savesBaseline(push), true);
  assert.equal(runUrl(push), 'https://github.com/octo/parley-demo/actions/runs/42/attempts/3');
  assert.equal(savesBaseline(contextFor('issue_comment', {})), false);
});

test('issue_comment: the comment, its author as GitHub says, and whether it is on a pull request', () => {
  const event = {
    action: 'created',
    comment: { id: 5, body: '/parley accept all', user: { login: 'maya', type: 'User' } },
    issue: { number: 7, pull_request: { url: 'https://api.github.com/repos/o/r/pulls/7' } },
  };
  assert.deepEqual(contextFor('issue_comment', event).comment, {
    action: 'created',
    id: 5,
    body: '/parley accept all',
    login: 'maya',
    userType: 'User',
    issueNumber: 7,
    onPullRequest: true,
  });
  const onIssue = contextFor('issue_comment', { ...event, issue: { number: 8 } }).comment;
  assert.equal(onIssue?.onPullRequest, false);
  assert.equal(contextFor('issue_comment', event).pullRequest, undefined);
  assert.equal(contextFor('push', event).comment, undefined);
});
