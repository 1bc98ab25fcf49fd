// A results directory the action cannot write (`results-dir` under a file; a read-only directory
// is the same error, but CI runs as root, where chmod stops nothing): the step fails before any
// agent starts, with one line naming the file and the reason, and no stack trace.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startFakeGitHubApi, type FakeGitHubApi } from '../fakes/github-api.js';
import { startFakeResults, type FakeResults } from '../fakes/github-results.js';
import { DIST, pushEvent, runAction } from '../fakes/github-runner.js';

let api: FakeGitHubApi;
let results: FakeResults;
let root: string;

before(async () => {
  assert.ok(existsSync(DIST), 'dist/index.js exists (npm run bundle)');
  api = await startFakeGitHubApi();
  results = await startFakeResults();
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-results-dir-'));
});
after(async () => {
  await api.close();
  await results.close();
  rmSync(root, { recursive: true, force: true });
});

test('results-dir under a file: a failed step with one line, before any agent starts', async () => {
  const dir = join(root, 'checkout');
  mkdirSync(join(dir, 'evals/blocked'), { recursive: true });
  writeFileSync(
    join(dir, 'evals/blocked/eval.yaml'),
    JSON.stringify({
      name: 'blocked',
      config: { executor: 'mock' },
      tasks: [
        {
          id: 't',
          inputs: { prompt: 'hi', mock: ['Done.'] },
          expected: { output_contains: ['Done'] },
        },
      ],
    }),
  );
  writeFileSync(join(dir, 'a-file'), 'in the way\n');
  const run = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: dir,
    eventName: 'push',
    event: pushEvent(),
    sha: 'blocked1',
    ref: 'refs/heads/main',
    runId: '3434',
    inputs: { baseline: 'none', 'results-dir': 'a-file/sub' },
  });
  assert.equal(run.code, 1, run.stdout + run.stderr);
  const errors = run.stdout.split('\n').filter((l) => l.startsWith('::error::'));
  assert.equal(errors.length, 1, run.stdout);
  assert.match(
    errors[0]!,
    new RegExp(
      `^::error::parley: cannot write ${dir}/a-file/sub/results\\.jsonl: ENOTDIR: not a directory`,
    ),
  );
  assert.doesNotMatch(run.stdout + run.stderr, /\n\s+at /, 'no stack trace');
  assert.doesNotMatch(run.stdout, /run\(s\) of/, 'no run started');
});
