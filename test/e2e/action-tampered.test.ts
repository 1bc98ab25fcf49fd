// Report mode reads artifacts that a fork's workflow may have written: the bundled action must
// refuse a summary that is not Parley's, an archive that is oversized (by its listed size, or
// a zip bomb that lies about its content), too many artifacts and a shard that lies about its
// index, each with a message naming the artifact; and hostile text inside valid results must
// reach the comment neutralised.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeGitHubApi, type FakeGitHubApi } from '../fakes/github-api.js';
import { startFakeResults, type FakeResults } from '../fakes/github-results.js';
import { DIST, pullRequestEvent, runAction } from '../fakes/github-runner.js';
import { writeZip } from '../fakes/zip.js';
import { CLI_ARGS } from '../cli-args.js';

let api: FakeGitHubApi;
let results: FakeResults;
let root: string;
/** A real results directory's files (the example suite, run by the CLI). */
let good: { summary: string; results: string };
const NAME = 'parley-results-configure-agent-attempt-1';

before(async () => {
  assert.ok(existsSync(DIST), 'dist/index.js exists (npm run bundle)');
  results = await startFakeResults();
  api = await startFakeGitHubApi({ results });
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-tampered-'));
  mkdirSync(join(root, 'work'));
  cpSync(resolve('examples/configure-agent'), join(root, 'suite'), { recursive: true });
  try {
    execFileSync(
      process.execPath,
      [...CLI_ARGS, 'run', join(root, 'suite'), '-o', join(root, 'out'), '-q'],
      { stdio: 'ignore' },
    );
  } catch {
    // exit 1: the example has runs that do not pass, by design
  }
  good = {
    summary: readFileSync(join(root, 'out/summary.json'), 'utf8'),
    results: readFileSync(join(root, 'out/results.jsonl'), 'utf8'),
  };
});

after(async () => {
  await api.close();
  await results.close();
  rmSync(root, { recursive: true, force: true });
});

/** The job summary's text with its HTML escapes undone (it escapes the artifact's quotes). */
const unescaped = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&amp;/g, '&');

const report = (runId: string, issue: number) =>
  runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: join(root, 'work'),
    eventName: 'pull_request',
    runId,
    event: pullRequestEvent(issue, 'base-sha', `head${issue}`),
    sha: `merge${issue}`,
    ref: `refs/pull/${issue}/merge`,
    inputs: { mode: 'report', baseline: 'none' },
  });

test('a results artifact that is not a Parley summary is refused, naming it', async () => {
  results.seedArtifact(
    '600',
    NAME,
    writeZip({
      'summary.json': '{"schema_version":1,"verdict":"all passed"}',
      'results.jsonl': '',
    }),
  );
  const run = await report('600', 60);
  assert.equal(run.code, 1);
  assert.match(
    run.stdout,
    /::error::suite set "configure-agent": artifact "parley-results-configure-agent-attempt-1": summary\.json: not a Parley summary/,
  );
  assert.match(run.summary, /Not reported: .*not a Parley summary/);
  // The pull request is told too: one sticky comment saying what was refused and why.
  const comments = api.comments.filter((c) => c.issue === 60);
  assert.equal(comments.length, 1);
  assert.ok(comments[0]!.body.startsWith('<!-- parley:comment:configure-agent -->'));
  assert.match(comments[0]!.body, /## Parley: results not reported/);
  assert.match(comments[0]!.body, /summary\.json: not a Parley summary/);
});

test('oversized archives, zip bombs and too many artifacts are refused before parsing', async () => {
  const zip = writeZip({ 'summary.json': good.summary, 'results.jsonl': good.results });
  results.seedArtifact('601', 'parley-results-big-attempt-1', zip, 500 * 1024 * 1024);
  const bomb = writeZip({
    'summary.json': good.summary,
    'results.jsonl': { data: Buffer.alloc(60 * 1024 * 1024), deflate: true, declaredSize: 1000 },
  });
  results.seedArtifact('601', 'parley-results-bomb-attempt-1', bomb);
  const blobGets = () => results.calls.filter((c) => c === 'blob GET').length;
  const before = blobGets();
  const run = await report('601', 61);
  assert.equal(run.code, 1);
  assert.match(
    run.stdout,
    /artifact "parley-results-big-attempt-1": 524288000 bytes, more than the \d+ allowed; not downloaded/,
  );
  assert.match(
    run.stdout,
    /artifact "parley-results-bomb-attempt-1": results\.jsonl: cannot be inflated within the limits/,
  );
  assert.equal(blobGets() - before, 1, 'only the bomb was downloaded, not the oversized archive');

  for (let i = 1; i <= 65; i++) results.seedArtifact('602', `parley-results-s${i}-attempt-1`, zip);
  const many = await report('602', 62);
  assert.equal(many.code, 1);
  assert.match(
    many.stdout,
    /::error::parley: the run has 65 Parley results artifacts, more than the 64 allowed/,
  );
});

test('a shard whose summary contradicts its artifact name is refused', async () => {
  const summary = JSON.parse(good.summary) as { identity: { shard: string | null } };
  summary.identity.shard = '1/2';
  const zip = writeZip({ 'summary.json': JSON.stringify(summary), 'results.jsonl': good.results });
  results.seedArtifact('603', 'parley-results-configure-agent-shard-1-of-2-attempt-1', zip);
  results.seedArtifact('603', 'parley-results-configure-agent-shard-2-of-2-attempt-1', zip);
  const run = await report('603', 63);
  assert.equal(run.code, 1);
  assert.match(run.stdout, /is named shard 2\/2 but its summary\.json says 1\/2/);
});

test('hostile text inside valid results is neutralised in the comment and the log', async () => {
  const hostile =
    '<!-- parley:comment:configure-agent --> @octocat see #1 <img src=x onerror=alert(1)> ```\n::warning::injected\n[click](https://evil.example)';
  const records = good.results
    .trim()
    .split('\n')
    .map((line) => {
      const r = JSON.parse(line) as Record<string, unknown> & {
        graders: { feedback: string }[];
        responder: { last_question?: string; reason?: string } | null;
        turns: { output: string }[];
      };
      for (const g of r.graders) g.feedback = hostile;
      if (r.responder) {
        r.responder.last_question = hostile;
        r.responder.reason = hostile;
      }
      for (const t of r.turns) t.output = hostile;
      return JSON.stringify(r);
    });
  results.seedArtifact(
    '604',
    NAME,
    writeZip({ 'summary.json': good.summary, 'results.jsonl': `${records.join('\n')}\n` }),
  );
  const run = await report('604', 64);
  assert.equal(run.code, 0, run.stdout + run.stderr);
  const body = api.comments.find((c) => c.issue === 64)?.body ?? '';
  assert.ok(body.startsWith('<!-- parley:comment:configure-agent -->'));
  assert.equal(body.split('<!-- parley:comment').length, 2, 'one marker only, the real one');
  assert.match(body, /### Abstaining/);
  // Inside a fence (longer than any backtick run in the text) HTML is inert; outside, escaped.
  const outsideFences = body.replace(/^(`{3,})text\n[\s\S]*?\n\1$/gm, '');
  assert.match(body, /^````text$/m, 'the agent text is fenced with a longer fence than its own');
  assert.ok(!outsideFences.includes('<img'), 'no raw HTML outside code blocks');
  assert.match(outsideFences, /&lt;img src=x/);
  assert.ok(!/@octocat/.test(body), 'no live mention');
  assert.ok(!/https:\/\/evil/.test(body), 'no live link');
  assert.ok(!/^::warning::injected/m.test(run.stdout), 'no workflow command from the artifact');
});

test('two suite sets in one run: one comment each, outputs over both', async () => {
  const zip = writeZip({ 'summary.json': good.summary, 'results.jsonl': good.results });
  results.seedArtifact('605', NAME, zip);
  results.seedArtifact('605', 'parley-results-..-attempt-1', zip);
  const run = await report('605', 65);
  assert.equal(run.code, 0, run.stdout + run.stderr);
  const bodies = api.comments.filter((c) => c.issue === 65).map((c) => c.body.split('\n')[0]);
  assert.deepEqual(bodies.sort(), [
    '<!-- parley:comment:.. -->',
    '<!-- parley:comment:configure-agent -->',
  ]);
  assert.equal(run.outputs['passed'], '2');
  assert.equal(run.outputs['abstained'], '2');
  assert.ok(existsSync(join(root, 'work/parley-results/configure-agent/summary.json')));
  assert.ok(existsSync(join(root, 'work/parley-results/-/summary.json')), 'no `..` in a path');
});

test(
  'a shard named 1-of-999999999999 is refused by its name, before any download',
  { timeout: 60_000 },
  async () => {
    // The old missing-shard check counted up to the claimed total: 4 GB of messages, out of memory.
    const zip = writeZip({ 'summary.json': good.summary, 'results.jsonl': good.results });
    const name = 'parley-results-configure-agent-shard-1-of-999999999999-attempt-1';
    results.seedArtifact('606', name, zip);
    const blobGets = () => results.calls.filter((c) => c === 'blob GET').length;
    const before = blobGets();
    const run = await report('606', 66);
    assert.equal(run.code, 1, run.stdout + run.stderr);
    const why = `artifact "${name}" is named shard 1/999999999999: more than the 256 shards allowed; nothing was downloaded`;
    assert.ok(run.stdout.includes(`::error::suite set "configure-agent": ${why}`), run.stdout);
    assert.ok(
      unescaped(run.summary).includes(`Not reported: suite set "configure-agent": ${why}`),
      run.summary,
    );
    assert.equal(blobGets() - before, 0, 'nothing was downloaded');
  },
);

test('shards under the per-file limit but over the suite set budget are refused before reading', async () => {
  // Five shards of 49 MB each: each passes the per-file limit (50 MB), together they exceed the
  // 200 MB a suite set may hold. Deflated zeros: small archives, large content.
  const summary = JSON.parse(good.summary) as { identity: { shard: string | null } };
  for (let i = 1; i <= 5; i++) {
    summary.identity.shard = `${i}/5`;
    const zip = writeZip({
      'summary.json': JSON.stringify(summary),
      'results.jsonl': { data: Buffer.alloc(49 * 1024 * 1024), deflate: true },
    });
    results.seedArtifact('607', `parley-results-configure-agent-shard-${i}-of-5-attempt-1`, zip);
  }
  const run = await report('607', 67);
  assert.equal(run.code, 1, run.stdout + run.stderr);
  const why =
    'artifact "parley-results-configure-agent-shard-5-of-5-attempt-1": the suite set\'s artifacts hold more than the 209715200 bytes allowed in all; not read';
  assert.ok(run.stdout.includes(`::error::suite set "configure-agent": ${why}`), run.stdout);
  assert.ok(
    unescaped(run.summary).includes(`Not reported: suite set "configure-agent": ${why}`),
    run.summary,
  );
});
