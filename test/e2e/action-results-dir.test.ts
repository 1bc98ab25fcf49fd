// A results directory the action cannot write (`results-dir` under a file; a read-only directory
// is the same error, but CI runs as root, where chmod stops nothing): the step fails before any
// agent starts, with one line naming the file and the reason, and no stack trace.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { useGitHubServices } from '../fakes/github-services.js';
import { pushEvent, runAction } from '../fakes/github-runner.js';

const gh = useGitHubServices('results-dir');

test('results-dir under a file: a failed step with one line, before any agent starts', async () => {
  const dir = join(gh.root, 'checkout');
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
    apiUrl: gh.api.url,
    resultsUrl: gh.results.url,
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
