// `parley run --retry-errors N`: a run that ends in an error is attempted again; the final
// record keeps the earlier attempts' errors. Through the CLI process, against a loopback chat
// endpoint that fails its first request and then answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeChat } from '../fakes/chat-server.js';
import { startCli } from './cli-process.js';

function suite(root: string, url: string): string {
  const dir = join(root, 'flaky');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    JSON.stringify({
      name: 'flaky',
      config: { executor: 'http', trials_per_task: 1, agent: { url, response_path: 'reply' } },
      tasks: ['tasks/*.yaml'],
    }),
  );
  writeFileSync(
    join(dir, 'tasks/t.yaml'),
    JSON.stringify({
      id: 'answers',
      name: 'answers',
      inputs: { prompt: 'Say done.' },
      graders: [{ type: 'text', name: 'says-done', config: { contains: ['done'] } }],
    }),
  );
  return dir;
}

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

test('parley run retries an errored run once by default, and not with --retry-errors 0', async () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-retry-'));
  let requests = 0;
  // The endpoint fails the first request of each job, then answers.
  const chat = await startFakeChat(() =>
    ++requests === 1 ? { status: 503, body: { error: 'overloaded' } } : { body: { reply: 'done' } },
  );
  try {
    const dir = suite(root, `${chat.url}/chat`);
    const out = join(root, 'out');
    const run = startCli(['run', dir, '-o', out, '-q']);
    assert.equal(await run.exit, 0, run.out() + run.err());
    const [record] = lines(join(out, 'results.jsonl'));
    assert.equal(record!.status, 'passed');
    assert.equal(record!.attempts, 2);
    const attempts = record!.error_attempts as { kind: string; message: string }[];
    assert.equal(attempts.length, 1);
    assert.equal(attempts[0]!.kind, 'agent');
    assert.match(attempts[0]!.message, /503/);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    assert.equal(summary.suites[0].tasks[0].errored, 1, 'an errored first attempt is counted');
    assert.equal(summary.counts.by_status.passed, 1);
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    assert.match(html, /retried after 1 error\(s\): agent: [^<]*503/);

    requests = 0;
    const off = join(root, 'off');
    const plain = startCli(['run', dir, '-o', off, '-q', '--retry-errors', '0']);
    assert.equal(await plain.exit, 1, plain.out() + plain.err());
    const [errored] = lines(join(off, 'results.jsonl'));
    assert.equal(errored!.status, 'error');
    assert.equal(errored!.attempts, 1);
    assert.equal(errored!.error_attempts, undefined);

    const bad = startCli(['run', dir, '-o', off, '--retry-errors', '9']);
    assert.equal(await bad.exit, 2);
    assert.match(bad.err(), /--retry-errors: expected an integer from 0 to 5, got "9"/);
  } finally {
    await chat.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('parley run does not retry a configuration error: one request, however many retries', async () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-retry-config-'));
  let requests = 0;
  // The endpoint answers with no reply where Parley looks for one and no response_path is set:
  // the suite's configuration is wrong, and another attempt would fail the same way.
  const chat = await startFakeChat(() => (requests++, { body: { answer: { text: 'done' } } }));
  try {
    const dir = join(root, 'misconfigured');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'eval.yaml'),
      JSON.stringify({
        name: 'misconfigured',
        config: { executor: 'http', trials_per_task: 1, agent: { url: `${chat.url}/chat` } },
        tasks: [{ id: 'answers', inputs: { prompt: 'Say done.' } }],
      }),
    );
    const out = join(root, 'out');
    const run = startCli(['run', dir, '-o', out, '-q', '--retry-errors', '3']);
    assert.equal(await run.exit, 1, run.out() + run.err());
    const [record] = lines(join(out, 'results.jsonl'));
    assert.equal(record!.status, 'error');
    assert.equal(record!.outcome, 'config_error');
    assert.match(String((record!.error as { message: string }).message), /response_path/);
    assert.equal(record!.attempts, 1);
    assert.equal(record!.error_attempts, undefined);
    assert.equal(requests, 1, 'the endpoint was asked once');
  } finally {
    await chat.close();
    rmSync(root, { recursive: true, force: true });
  }
});
