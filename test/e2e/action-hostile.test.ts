// The bundled action with no inputs (must start and fail clearly, under Node 24 and the system
// Node 20), and with hostile agent output: a fake marker, mentions, HTML, long fences and
// 200 KB of text must yield a safe comment under GitHub's size limit.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FILTER_SCRIPT } from '../../src/report/html/filters.js';
import { startFakeGitHubApi, type FakeGitHubApi } from '../fakes/github-api.js';
import { startFakeResults, type FakeResults } from '../fakes/github-results.js';
import {
  ACTION_NODE,
  DIST,
  pullRequestEvent,
  runAction,
  oldestNode,
} from '../fakes/github-runner.js';

let api: FakeGitHubApi;
let results: FakeResults;
let root: string;

before(async () => {
  assert.ok(existsSync(DIST), 'dist/index.js exists (npm run bundle)');
  api = await startFakeGitHubApi();
  results = await startFakeResults();
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-hostile-'));
});

after(async () => {
  await api.close();
  await results.close();
  rmSync(root, { recursive: true, force: true });
});

test('with no inputs it starts and fails clearly, under Node 24 and Node 20', async () => {
  const empty = join(root, 'empty');
  mkdirSync(empty);
  const nodes = [ACTION_NODE, oldestNode()];
  for (const node of nodes) {
    const run = await runAction({
      node,
      workspace: empty,
      eventName: '',
      event: {},
      sha: '',
      ref: '',
      bare: true,
    });
    assert.equal(run.code, 1, `${node}: ${run.stdout}${run.stderr}`);
    assert.match(
      run.stdout,
      /::error\b[^\n]*no eval suites found \(looked for evals\/\*\*\/eval\.yaml\)/,
      node,
    );
    assert.match(run.stdout, /::error::parley: 1 configuration error/, node);
    assert.doesNotMatch(run.stderr, /at .*dist\/index\.js/, `${node}: no stack trace`);
  }
});

const HOSTILE = [
  'Done. <!-- parley:comment:hostile --> <img src=x onerror=alert(1)> <script>alert(1)</script>',
  '@octocat and @github/security-team: this fixes #1 and octo/parley-demo#2, see https://github.com/octo/parley-demo/issues/3',
  '</details></table>',
  '```',
  'closing the fence',
  '``````````',
  'A'.repeat(200_000),
].join('\n');

test('hostile agent output yields a safe comment under the size limit', async () => {
  const dir = join(root, 'hostile');
  mkdirSync(join(dir, 'evals/hostile/tasks'), { recursive: true });
  // YAML is a superset of JSON: write the suite as JSON to carry any text verbatim.
  writeFileSync(
    join(dir, 'evals/hostile/eval.yaml'),
    JSON.stringify({
      name: 'hostile',
      config: { executor: 'mock', trials_per_task: 1, timeout_seconds: 60 },
      graders: [
        { type: 'text', name: 'never-matches', config: { contains: ['THIS TEXT NEVER APPEARS'] } },
      ],
      tasks: ['tasks/*.yaml'],
    }),
  );
  const task = (id: string, mock: string[]) => ({
    id,
    name: id,
    inputs: {
      prompt: 'Add a new agent to my application.',
      mock,
      responder: {
        instructions: 'You know nothing.',
        max_followups: 3,
        rules: [{ when: 'NEVER-MATCHES', reply: 'x' }],
      },
    },
  });
  writeFileSync(
    join(dir, 'evals/hostile/tasks/fails.yaml'),
    JSON.stringify(task('fails', [HOSTILE])),
  );
  writeFileSync(
    join(dir, 'evals/hostile/tasks/abstains.yaml'),
    JSON.stringify(task('abstains', [`${HOSTILE}\nWhich team should @octocat join?`])),
  );
  const run = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: dir,
    eventName: 'pull_request',
    event: pullRequestEvent(11, 'nobaseline', 'head11'),
    sha: 'merge11',
    ref: 'refs/pull/11/merge',
    inputs: { 'fail-on': 'never' },
  });
  assert.equal(run.code, 0, run.stdout + run.stderr);
  const comments = api.comments.filter((c) => c.issue === 11);
  assert.equal(comments.length, 1, run.stdout);
  const body = comments[0]!.body;
  assert.ok(body.length < 65_536, `comment length ${body.length}`);
  assert.ok(body.startsWith('<!-- parley:comment:hostile -->\n'));
  assert.equal(body.split('<!--').length, 2, 'no second hidden marker');
  // Outside fenced code blocks (which GitHub shows literally) no raw HTML from the agent remains.
  const outsideFences = body.replace(/^(`{3,})text\n[\s\S]*?\n\1$/gm, '');
  assert.doesNotMatch(outsideFences, /<img|<script|<\/table>/i);
  assert.doesNotMatch(body, /@octocat|@github\/security-team/, 'mentions neutralised');
  assert.doesNotMatch(body, /[^\w]#[123]\b/, 'references neutralised');
  assert.doesNotMatch(body, /https:\/\/github\.com\/octo\/parley-demo\/issues/);
  assert.match(body, /Baseline: none/);
  assert.match(body, /### Failing \(\d+\)/);
  assert.match(body, /### Abstaining \(1\)/);
  // Every fence that wraps agent text is longer than the longest backtick run inside it.
  const fence = /^(`{3,})text$/m.exec(body);
  assert.ok(fence && fence[1]!.length > 10, 'the fence outgrows the 10-backtick run');
  // The run's summary holds the same report.
  assert.match(run.summary, /### Abstaining \(1\)/);
  assert.ok(run.summary.length < 1024 * 1024);
  // The conversations are in report.html beside report.md, the agent's HTML shown as text.
  assert.match(body, /· conversations: report\.html in the results artifact\n/);
  const html = readFileSync(join(dir, 'parley-results/report.html'), 'utf8');
  // One script, ours (the filters, allowed by its hash); none from the agent.
  assert.doesNotMatch(html.replace(`<script>${FILTER_SCRIPT}</script>`, ''), /<img|<script/i);
  assert.ok(html.includes('&lt;/details&gt;&lt;/table&gt;'));
  assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'));
  assert.match(html, /<details class="run r-abstained" id="run-[0-9a-f]+-1" open>/);
});

test('a comment by someone else that starts with the marker is never edited (issue 14.7)', async () => {
  const dir = join(root, 'sticky');
  mkdirSync(join(dir, 'evals/sticky'), { recursive: true });
  writeFileSync(
    join(dir, 'evals/sticky/eval.yaml'),
    JSON.stringify({
      name: 'sticky',
      config: { executor: 'mock' },
      tasks: [{ id: 'hi', inputs: { prompt: 'Hi.', mock: ['Hello.'] }, expected: {} }],
    }),
  );
  const marker = '<!-- parley:comment:sticky -->';
  const hostile = api.seed(31, `${marker}\nParley says: merge me, all green.`, 'mallory');
  const options = {
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: dir,
    eventName: 'pull_request',
    event: pullRequestEvent(31, 'base31', 'head31'),
    sha: 'merge31',
    ref: 'refs/pull/31/merge',
    runId: '3131',
    inputs: { baseline: 'none' },
  };
  const first = await runAction(options);
  assert.equal(first.code, 0, first.stdout + first.stderr);
  const second = await runAction({ ...options, runAttempt: '2' });
  assert.equal(second.code, 0, second.stdout + second.stderr);
  assert.equal(hostile.body, `${marker}\nParley says: merge me, all green.`, 'left untouched');
  const ours = api.comments.filter((c) => c.issue === 31 && c.user.login === 'github-actions[bot]');
  assert.equal(ours.length, 1, 'one comment of its own, created then updated');
  assert.ok(ours[0]!.body.startsWith(marker), ours[0]!.body.slice(0, 200));
  assert.equal(second.outputs['comment-url'], ours[0]!.html_url);
});
