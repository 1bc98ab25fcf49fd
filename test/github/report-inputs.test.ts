// The inputs and event fields that report mode and scheduled issues read: issue-on-regression,
// run-id, the workflow file of the run, and the triggering run of a workflow_run event (whose
// pull_requests GitHub leaves empty for forks); and the artifact names report mode looks for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultArtifactName, parseArtifactName } from '../../src/github/artifact.js';
import { readEventContext } from '../../src/github/context.js';
import { readSettings, SettingsError } from '../../src/settings.js';

const inputs = (values: Record<string, string>) => (name: string) => values[name] ?? '';

test('issue-on-regression and run-id', () => {
  const defaults = readSettings(inputs({}));
  assert.equal(defaults.issueOnRegression, false);
  assert.equal(defaults.runId, undefined);
  const set = readSettings(
    inputs({ 'issue-on-regression': 'true', 'run-id': '123456', mode: 'report' }),
  );
  assert.equal(set.issueOnRegression, true);
  assert.equal(set.runId, 123456);
  assert.equal(set.mode, 'report');
  assert.throws(
    () => readSettings(inputs({ 'run-id': 'latest' })),
    (e: Error) =>
      e instanceof SettingsError &&
      e.message ===
        'input "run-id": expected a whole number >= 1 (or empty for the run of the event), got "latest"',
  );
  assert.throws(
    () => readSettings(inputs({ 'issue-on-regression': 'sometimes' })),
    /issue-on-regression/,
  );
});

test('workflow_run events: the triggering run, its pull requests, the workflow file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-wr-'));
  try {
    writeFileSync(
      join(dir, 'event.json'),
      JSON.stringify({
        workflow_run: {
          id: 991,
          workflow_id: 77,
          event: 'pull_request',
          head_sha: 'abc',
          head_branch: 'feature',
          pull_requests: [{ number: 5, base: { sha: 'base5', ref: 'main' } }, { id: 'no number' }],
        },
      }),
    );
    const context = readEventContext({
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: join(dir, 'event.json'),
      GITHUB_REPOSITORY: 'octo/parley-demo',
      GITHUB_WORKFLOW_REF: 'octo/parley-demo/.github/workflows/parley-report.yml@refs/heads/main',
    });
    assert.deepEqual(context.workflowRun, {
      id: 991,
      workflowId: 77,
      event: 'pull_request',
      headSha: 'abc',
      headBranch: 'feature',
      pullRequests: [{ number: 5, baseSha: 'base5', baseRef: 'main' }],
    });
    assert.equal(context.workflowFile, 'parley-report.yml');
    assert.equal(context.pullRequest, undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('artifact names round-trip; other artifacts are not ours', () => {
  for (const shard of [undefined, { index: 2, total: 3 }]) {
    const name = defaultArtifactName('configure-agent+other-suite', '4', shard);
    assert.deepEqual(parseArtifactName(name), {
      suiteSet: 'configure-agent+other-suite',
      attempt: 4,
      ...(shard ? { shard } : {}),
    });
  }
  assert.equal(parseArtifactName('coverage-report'), null);
  assert.equal(parseArtifactName('parley-results-x'), null);
});
