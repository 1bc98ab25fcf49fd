// A job that stops early says so wherever its report goes: the bundled action's report.md (in
// the results directory and the artifact) and the job summary carry the fail-fast note, as the
// CLI's report.md does. (The action's report.md used to lose it.)
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { readZipEntries } from '../../src/results/zip.js';
import { useGitHubServices } from '../fakes/github-services.js';
import { pushEvent, runAction } from '../fakes/github-runner.js';

const gh = useGitHubServices('stopped');

test('fail-fast: the report.md, the artifact and the job summary say how many runs never started', async () => {
  const dir = join(gh.root, 'checkout');
  mkdirSync(join(dir, 'evals/stops'), { recursive: true });
  writeFileSync(
    join(dir, 'evals/stops/eval.yaml'),
    JSON.stringify({
      name: 'stops',
      config: { executor: 'mock', fail_fast: true, timeout_seconds: 60 },
      graders: [{ type: 'text', name: 'says-done', config: { contains: ['done'] } }],
      tasks: [
        { id: 'a-fails', inputs: { prompt: 'hi', mock: ['not finished'] } },
        { id: 'b-never-runs', inputs: { prompt: 'hi', mock: ['done'] } },
        { id: 'c-never-runs', inputs: { prompt: 'hi', mock: ['done'] } },
      ],
    }),
  );
  const run = await runAction({
    apiUrl: gh.api.url,
    resultsUrl: gh.results.url,
    workspace: dir,
    eventName: 'push',
    event: pushEvent(),
    sha: 'stop1',
    ref: 'refs/heads/main',
    runId: '3131',
    inputs: { baseline: 'none', 'fail-on': 'failures' },
  });
  assert.equal(run.code, 1, run.stdout + run.stderr);
  const note =
    '_Parley fail-fast: stopped after the first run that did not pass; 2 run(s) not started._';
  const report = readFileSync(join(dir, 'parley-results', 'report.md'), 'utf8');
  assert.ok(report.includes(note), report);
  assert.ok(run.summary.includes(note), run.summary);
  const artifact = gh.results.artifacts.find(
    (a) => a.finalized && a.runBackendId === 'run-backend-3131',
  );
  assert.ok(artifact?.data, 'the results artifact was uploaded');
  const files = readZipEntries(artifact.data, ['report.md', 'summary.json'], {
    maxEntries: 20,
    maxEntryBytes: 10_000_000,
  });
  assert.ok(files.get('report.md')!.toString().includes(note));
  assert.equal(JSON.parse(files.get('summary.json')!.toString()).counts.runs, 1);
});
