// A cancelled job: the runner sends SIGINT, then SIGTERM, then kills the action. The bundled
// action must stop its agents and still publish the runs that finished (results directory,
// artifact, job summary saying it was cancelled), then exit non-zero by itself. The hanging task's
// timeout (120 s) is past the test's (60 s): an action that waited for its agent fails the test.
// How fast it publishes (the runner's grace period) is not timed here.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { readZipEntries } from '../../src/results/zip.js';
import { useGitHubServices } from '../fakes/github-services.js';
import { pushEvent, runAction } from '../fakes/github-runner.js';

const gh = useGitHubServices('cancelled');

/**
 * Runs a suite whose second task hangs; once the first run is on disk, sends the first of
 * `signals` to the action, each next one once the action has logged that it is cancelled (so it
 * arrives while the action publishes), and checks what must hold of a cancelled job.
 */
async function cancelled(runId: string, signals: NodeJS.Signals[]) {
  const dir = join(gh.root, `checkout-${runId}`);
  mkdirSync(join(dir, 'evals/cancel'), { recursive: true });
  writeFileSync(
    join(dir, 'evals/cancel/eval.yaml'),
    JSON.stringify({
      name: 'cancel',
      config: { executor: 'mock', timeout_seconds: 120 },
      graders: [{ type: 'text', name: 'says-done', config: { contains: ['Done'] } }],
      tasks: [
        { id: 'a-quick', inputs: { prompt: 'hi', mock: ['Done.'] } },
        { id: 'b-hangs', inputs: { prompt: 'hi', mock: [{ text: 'never', hang: true }] } },
      ],
    }),
  );
  const lines = join(dir, 'parley-results', 'results.jsonl');
  let signalled = 0;
  const run = await runAction({
    apiUrl: gh.api.url,
    resultsUrl: gh.results.url,
    workspace: dir,
    eventName: 'push',
    event: pushEvent(),
    sha: `cancel${runId}`,
    ref: 'refs/heads/main',
    runId,
    inputs: { baseline: 'none', workers: '1' },
    onStart: (child) => {
      const first = signals[0]!;
      const cancelling = `::warning::parley: ${first}: the job is cancelled`;
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (signalled === 1 && out.includes(cancelling)) {
          for (const name of signals.slice(1)) child.kill(name);
          signalled = signals.length;
        }
      });
      const poll = setInterval(() => {
        if (existsSync(lines) && readFileSync(lines, 'utf8').includes('\n')) {
          clearInterval(poll);
          child.kill(first);
          signalled = 1;
        }
      }, 50);
      child.on('exit', () => clearInterval(poll));
    },
  });
  assert.equal(signalled, signals.length, 'every signal was sent');
  assert.equal(run.code, 1, run.stdout + run.stderr);
  const first = signals[0]!;
  assert.match(run.stdout, new RegExp(`::warning::parley: ${first}: the job is cancelled`));
  assert.ok(
    run.stdout.includes(`::error::parley: cancelled by ${first}; the finished runs were published`),
    run.stdout,
  );
  const note = 'cancelled: 1 run(s) not finished; every finished run is in results.jsonl.';
  assert.ok(run.summary.includes(note), run.summary);
  const summary = JSON.parse(readFileSync(join(dir, 'parley-results', 'summary.json'), 'utf8'));
  assert.equal(summary.counts.runs, 1);
  const artifact = gh.results.artifacts.find(
    (a) => a.finalized && a.runBackendId === `run-backend-${runId}`,
  );
  assert.ok(artifact?.data, 'the results artifact was uploaded');
  const files = readZipEntries(artifact.data, ['results.jsonl', 'summary.json', 'report.md'], {
    maxEntries: 20,
    maxEntryBytes: 10_000_000,
  });
  assert.deepEqual(
    files
      .get('results.jsonl')!
      .toString()
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { task_id: string }).task_id),
    ['a-quick'],
  );
  assert.equal(JSON.parse(files.get('summary.json')!.toString()).counts.runs, 1);
  assert.ok(files.get('report.md')!.toString().includes(note));
  assert.equal(run.outputs['passed'], '1');
}

test(
  'SIGTERM: the finished run is published (artifact, summary.json, job summary), then the step fails',
  { timeout: 60_000 },
  () => cancelled('3232', ['SIGTERM']),
);

test(
  "the runner's SIGINT then SIGTERM: the second signal does not cut the publishing short",
  { timeout: 60_000 },
  () => cancelled('3233', ['SIGINT', 'SIGTERM']),
);
