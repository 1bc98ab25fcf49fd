// The bundled action, as the runner runs it: an errored run is retried (retry-errors, default 1)
// and keeps its earlier error; a push whose task disagrees with the pooled base runs trims them
// from the saved baseline and says so in the log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeChat, type FakeChat } from '../fakes/chat-server.js';
import { useGitHubServices } from '../fakes/github-services.js';
import { pushEvent, runAction } from '../fakes/github-runner.js';

const services = useGitHubServices('retry-pool');

function checkout(name: string, suite: object, task: object) {
  const dir = join(services.root, name);
  mkdirSync(join(dir, 'evals/s/tasks'), { recursive: true });
  writeFileSync(join(dir, 'evals/s/eval.yaml'), JSON.stringify(suite));
  writeFileSync(join(dir, 'evals/s/tasks/t.yaml'), JSON.stringify(task));
  return dir;
}

const TASK = (mock?: string[]) => ({
  id: 'steady',
  name: 'steady',
  inputs: { prompt: 'Say done.', ...(mock ? { mock } : {}) },
  graders: [{ type: 'text', name: 'says-done', config: { contains: ['done'] } }],
});

function push(workspace: string, sha: string, runId: string, inputs: Record<string, string> = {}) {
  return runAction({
    apiUrl: services.api.url,
    resultsUrl: services.results.url,
    workspace,
    eventName: 'push',
    runId,
    event: pushEvent(),
    sha,
    ref: 'refs/heads/main',
    inputs: { workers: '1', comment: 'false', ...inputs },
  });
}

const records = (workspace: string) =>
  readFileSync(join(workspace, 'parley-results/results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

test('retry-errors: an errored run is attempted again; 0 turns it off', async () => {
  let requests = 0;
  const chat: FakeChat = await startFakeChat(() =>
    ++requests === 1 ? { status: 503, body: { error: 'overloaded' } } : { body: { reply: 'done' } },
  );
  try {
    const suite = {
      name: 'retry',
      config: {
        executor: 'http',
        trials_per_task: 1,
        agent: { url: `${chat.url}/chat`, response_path: 'reply' },
      },
      tasks: ['tasks/*.yaml'],
    };
    const dir = checkout('retry', suite, TASK());
    const run = await push(dir, 'retry000000000000000000000000000000000001', '71');
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const [record] = records(dir);
    assert.equal(record!.status, 'passed');
    assert.equal(record!.attempts, 2);
    assert.match(JSON.stringify(record!.error_attempts), /503/);
    assert.match(run.stdout, /passed .*attempt 2/);

    requests = 0;
    const off = checkout('retry-off', suite, TASK());
    const plain = await push(off, 'retry000000000000000000000000000000000002', '72', {
      'retry-errors': '0',
    });
    const [errored] = records(off);
    assert.equal(errored!.status, 'error', plain.stdout);
    assert.equal(errored!.error_attempts, undefined);
  } finally {
    await chat.close();
  }
});

test('a push that disagrees with the pooled base runs trims them and says so', async () => {
  // The same task (same identity) behaving differently: the endpoint's reply is the test's.
  let reply = 'done';
  const chat = await startFakeChat(() => ({ body: { reply } }));
  try {
    const suite = {
      name: 'pooled',
      config: {
        executor: 'http',
        trials_per_task: 5,
        agent: { url: `${chat.url}/chat`, response_path: 'reply' },
      },
      tasks: ['tasks/*.yaml'],
    };
    const first = await push(
      checkout('pool1', suite, TASK()),
      'pool0000000000000000000000000000000000001',
      '81',
    );
    assert.equal(first.code, 0, first.stdout + first.stderr);
    // 5/5 in the pooled run, 0/5 now: one-sided p = 1/252, below 0.005: the older run leaves.
    reply = 'gave up';
    const second = await push(
      checkout('pool2', suite, TASK()),
      'pool0000000000000000000000000000000000002',
      '82',
    );
    assert.match(
      second.stdout,
      /parley: pool of pooled \/ steady: 1 run\(s\) dropped: disagreed with the newest run \(exact Fisher, p = 0\.0040\)/,
      second.stdout,
    );
    assert.match(second.stdout, /saved the baseline as parley-baseline-/);
    const saved = JSON.parse(
      readFileSync(join(services.root, 'pool2/.parley-baseline/summary.json'), 'utf8'),
    );
    assert.equal(saved.suites[0].tasks[0].pool, undefined, 'the newest run alone');
    assert.equal(saved.pool_changes.tasks[0].dropped, 1);
  } finally {
    await chat.close();
  }
});
