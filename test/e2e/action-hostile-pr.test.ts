// A hostile pull request against the bundled action (issue 30), over the loopback fakes: its
// graders run in a `/parley rerun` job (issue_comment, the default branch's cache scope) and try
// to turn the gate off on main by saving a forged pooled baseline with the runtime token they
// read from the action's process; the graders' own environment holds no credential, the next
// push does not pool the forged entry, and a later pull request that drops a task still fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { useGitHubServices } from '../fakes/github-services.js';
import { pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';

const services = useGitHubServices('hostile-pr');
const common = () => ({ apiUrl: services.api.url, resultsUrl: services.results.url });
const M1 = 'aaaa000000000000000000000000000000000001';
const M2 = 'aaaa000000000000000000000000000000000002';
const HEAD = 'bbbb000000000000000000000000000000000001';

/** A checkout with one suite: `stable` says OK (passes) unless `dropped`; extra graders. */
function checkout(name: string, options: { dropped?: boolean; graders?: unknown[] } = {}) {
  const dir = join(services.root, name);
  mkdirSync(join(dir, 'evals/gate'), { recursive: true });
  writeFileSync(
    join(dir, 'evals/gate/eval.yaml'),
    JSON.stringify({
      name: 'gate',
      config: { executor: 'mock', trials_per_task: 5, timeout_seconds: 60 },
      graders: [
        { type: 'text', name: 'says-ok', config: { contains: ['OK'] } },
        ...(options.graders ?? []),
      ],
      tasks: [
        {
          id: 'stable',
          inputs: {
            prompt: 'Say OK.',
            mock: [options.dropped ? 'NO' : 'OK'],
            responder: {
              instructions: 'Say nothing.',
              max_followups: 1,
              rules: [{ when: 'NEVER-MATCHES', reply: 'x' }],
            },
          },
        },
      ],
    }),
  );
  return dir;
}

/** The "lint" grader of the pull request: what a hostile program grader can do on a runner. */
function forger(prefix: string): string {
  const script = join(services.root, 'forge.mjs');
  writeFileSync(
    script,
    `import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const report = { env: Object.keys(process.env) };
// Its own environment holds no token: it reads its parent's (issue 30.4: not a boundary).
for (const line of readFileSync('/proc/' + process.ppid + '/environ', 'utf8').split('\\0')) {
  const i = line.indexOf('=');
  if (line.startsWith('ACTIONS_')) process.env[line.slice(0, i)] = line.slice(i + 1);
}
const dir = mkdtempSync(${JSON.stringify(join(services.root, 'forge-'))});
process.chdir(dir);
process.env.GITHUB_WORKSPACE = dir;
const cache = await import(${JSON.stringify(pathToFileURL(resolve('node_modules/@actions/cache/lib/cache.js')).href)});
const file = '.parley-baseline/summary.json';
report.found = await cache.restoreCache([file], 'nothing', [${JSON.stringify(prefix)}]);
const summary = JSON.parse(readFileSync(file, 'utf8'));
for (const suite of summary.suites) {
  for (const task of suite.tasks) {
    task.pool = Array.from({ length: 5 }, () => ({ commit: null, passed: 0, failed: 10000 }));
  }
}
writeFileSync(file, JSON.stringify(summary));
report.saved = await cache.saveCache([file], ${JSON.stringify(prefix)} + 'f'.repeat(40));
writeFileSync(${JSON.stringify(join(services.root, 'forge.json'))}, JSON.stringify(report));
console.log('lint ok', JSON.stringify(report));
`,
  );
  return script;
}

test('a /parley rerun of a hostile pull request cannot turn the gate off on main (issue 30.1)', async () => {
  const { api, results } = services;
  const push = (sha: string, runId: string) =>
    runAction({
      ...common(),
      workspace: checkout(`push-${runId}`),
      eventName: 'push',
      runId,
      event: pushEvent(),
      sha,
      ref: 'refs/heads/main',
    });
  const first = await push(M1, '100');
  assert.equal(first.code, 0, first.stdout + first.stderr);
  const saved = results.cache.find((e) => e.key.endsWith(M1));
  assert.ok(saved, 'the push saved a baseline');
  const prefix = saved.key.slice(0, -M1.length);

  // The rerun job: run mode on the comment's event, the pull request's suite and graders.
  api.pulls = [
    {
      number: 9,
      head: { sha: HEAD, ref: 'feature', repo: { full_name: 'octo/parley-demo' } },
      base: { sha: M1, ref: 'main', repo: { full_name: 'octo/parley-demo' } },
    },
  ];
  const lint = { type: 'program', name: 'lint', config: { command: process.execPath } };
  (lint.config as { args?: string[] }).args = [forger(prefix)];
  const python = {
    type: 'code',
    name: 'no-credentials',
    config: {
      assertions: [
        // Assertions have no builtins (as in waza), so no __import__: reach os.environ the way a
        // hostile assertion would, through the classes a tuple can see.
        "not [k for k in [c for c in ().__class__.__base__.__subclasses__() if c.__name__ == '_wrap_close'][0].__init__.__globals__['environ'] if k.startswith(('INPUT_', 'ACTIONS_')) or k.endswith('TOKEN')]",
      ],
    },
  };
  const rerun = await runAction({
    ...common(),
    workspace: checkout('rerun', { graders: [lint, python] }),
    eventName: 'issue_comment',
    event: {
      action: 'created',
      comment: { id: 9100, body: '/parley rerun stable', user: { login: 'alice', type: 'User' } },
      issue: {
        number: 9,
        pull_request: { url: 'https://api.github.com/repos/octo/parley-demo/pulls/9' },
      },
      repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
    },
    sha: M1,
    ref: 'refs/heads/main',
    runId: '500',
    inputs: { tasks: 'stable', trials: '1', 'fail-on': 'never' },
  });
  assert.equal(rerun.code, 0, rerun.stdout + rerun.stderr);
  const records = readFileSync(join(services.root, 'rerun/parley-results/results.jsonl'), 'utf8');
  assert.ok(existsSync(join(services.root, 'forge.json')), records);
  const forged = JSON.parse(readFileSync(join(services.root, 'forge.json'), 'utf8')) as {
    env: string[];
    found?: string;
    saved: number;
  };
  const credentials = forged.env.filter((k) => /^(INPUT_|ACTIONS_)|TOKEN$/i.test(k));
  assert.deepEqual(credentials, [], 'the program grader inherits no credential');
  assert.ok(forged.saved > 0, JSON.stringify(forged));
  assert.match(records, /"name":"no-credentials","type":"code","score":1,"weight":1,"passed":true/);

  // The next push: the newest entry under the prefix is the forged one; it is not pooled.
  const second = await push(M2, '101');
  assert.equal(second.code, 0, second.stdout + second.stderr);
  assert.match(
    second.stdout,
    /::warning::parley: cache entry parley-baseline-\S+ffff is not used: no push or scheduled run of commit f{7} on the default branch by this workflow saved it: not pooled with it/,
  );
  // A later pull request that drops the task 5/5 → 0/5 fails the check.
  const pr = await runAction({
    ...common(),
    workspace: checkout('pr', { dropped: true }),
    eventName: 'pull_request',
    runId: '600',
    event: pullRequestEvent(10, M2, 'cccc000000000000000000000000000000000001'),
    sha: 'merge10',
    ref: 'refs/pull/10/merge',
  });
  assert.equal(pr.code, 1, pr.stdout + pr.stderr);
  assert.equal(pr.outputs['regressions'], '1');
  assert.ok(existsSync(join(services.root, 'pr/parley-results/report.md')));
});

let nextComment = 9300;
/** `mode: command` on a new comment on pull request #9 by a write collaborator. */
function command(body: string, login = 'alice') {
  const id = nextComment++;
  return runAction({
    ...common(),
    workspace: checkout(`cmd-${id}`),
    eventName: 'issue_comment',
    event: {
      action: 'created',
      comment: { id, body, user: { login, type: 'User' } },
      issue: {
        number: 9,
        pull_request: { url: 'https://api.github.com/repos/octo/parley-demo/pulls/9' },
      },
      repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
    },
    sha: M1,
    ref: 'refs/heads/main',
    runId: String(id),
    inputs: { mode: 'command', 'pr-workflow': 'parley.yml' },
  });
}

test('command replies quote the comment inert; accept takes no --trials (issue 30.9)', async () => {
  const { api } = services;
  api.permissions = { alice: 'write' };
  const replies = () => api.comments.filter((c) => c.issue === 9).map((c) => c.body);
  const hostile = [
    '/parley <script>alert(1)</script>',
    '/parley rerun <img src=x onerror=alert(1)> @octocat',
    '/parley rerun ok --<b>x</b>',
  ];
  for (const body of hostile) {
    const before = replies().length;
    const r = await command(body);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(replies().length, before + 1, body);
    const reply = replies().at(-1)!;
    assert.match(reply, /^@alice: /);
    assert.doesNotMatch(reply, /<script|<img|<b>|@octocat/, `${body}: ${reply}`);
  }
  assert.match(replies().at(-3)!, /unknown command "&lt;script&gt;alert\(1\)&lt;\/script&gt;"/);

  const accepted = await command('/parley accept stable --trials 3');
  assert.equal(accepted.outputs['command'], '', 'nothing obeyed');
  assert.match(replies().at(-1)!, /accept: "--trials" is not an option of accept/);
  assert.ok(
    !replies().some((b) => b.startsWith('<!-- parley:acceptances -->')),
    'no acceptance recorded',
  );
});

test('acceptances are verified against their command comments and pinned to the head the command saw (issue 30.10)', async () => {
  const { api } = services;
  const M3 = 'aaaa000000000000000000000000000000000003';
  const H1 = 'dddd000000000000000000000000000000000001';
  const H2 = 'dddd000000000000000000000000000000000002';
  const ACCEPT = '<!-- parley:acceptances -->';
  api.permissions = { alice: 'write', maya: 'write' };
  const push = await runAction({
    ...common(),
    workspace: checkout('push-acc'),
    eventName: 'push',
    runId: '150',
    event: pushEvent(),
    sha: M3,
    ref: 'refs/heads/main',
  });
  assert.equal(push.code, 0, push.stdout + push.stderr);
  api.pulls = [
    {
      number: 9,
      head: { sha: H1, ref: 'feature', repo: { full_name: 'octo/parley-demo' } },
      base: { sha: M3, ref: 'main', repo: { full_name: 'octo/parley-demo' } },
    },
  ];
  const pushedAt = (ms: number) => new Date(Date.now() + ms).toISOString();
  api.workflowRuns.push({
    id: 700,
    workflow_id: 1,
    file: 'parley.yml',
    head_branch: 'feature',
    head_sha: H1,
    event: 'pull_request',
    conclusion: 'failure',
    created_at: pushedAt(-60_000),
  });
  const prRun = (head: string, attempt: string) =>
    runAction({
      ...common(),
      workspace: checkout(`pr9-${head.slice(-1)}-${attempt}`, { dropped: true }),
      eventName: 'pull_request',
      runId: head === H1 ? '700' : '701',
      runAttempt: attempt,
      event: pullRequestEvent(9, M3, head),
      sha: `merge9${head.slice(-1)}`,
      ref: 'refs/pull/9/merge',
    });
  const asked = (body: string, login = 'alice') => {
    const posted = api.seed(9, body, login);
    return runAction({
      ...common(),
      workspace: checkout(`acc-${posted.id}`),
      eventName: 'issue_comment',
      event: {
        action: 'created',
        comment: { id: posted.id, body, user: { login, type: 'User' } },
        issue: {
          number: 9,
          pull_request: { url: 'https://api.github.com/repos/octo/parley-demo/pulls/9' },
        },
        repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
      },
      sha: M3,
      ref: 'refs/heads/main',
      runId: String(posted.id),
      inputs: { mode: 'command', 'pr-workflow': 'parley.yml' },
    });
  };
  const record = () =>
    api.comments.find((c) => c.issue === 9 && c.body.startsWith(ACCEPT) && c.user.type === 'Bot');

  // A real acceptance: recorded with its comment, and the re-run passes.
  const accepted = await asked('/parley accept stable -- on purpose');
  assert.equal(accepted.outputs['command'], 'accept', accepted.stdout);
  assert.equal(accepted.outputs['head-sha'], H1);
  const green = await prRun(H1, '2');
  assert.equal(green.code, 0, green.stdout + green.stderr);

  // Someone who may edit comments rewrites the bot's record: an acceptance "by maya", pointing
  // at alice's comment. It is not backed by maya's comment: ignored, the check is red.
  const data = /<!-- parley:acceptances:data ([A-Za-z0-9+/=]+) -->/.exec(record()!.body)!;
  const stored = JSON.parse(Buffer.from(data[1]!, 'base64').toString('utf8')) as {
    acceptances: { by: string }[];
  };
  for (const a of stored.acceptances) a.by = 'maya';
  record()!.body = record()!.body.replace(
    data[1]!,
    Buffer.from(JSON.stringify(stored)).toString('base64'),
  );
  const forged = await prRun(H1, '3');
  assert.equal(forged.code, 1, forged.stdout + forged.stderr);
  assert.equal(forged.outputs['regressions'], '1');
  assert.match(
    forged.stdout,
    /::warning::parley: an acceptance recorded for @maya is ignored: its comment is not by @maya/,
  );

  // A push lands between the comment and the command's job: the new head is not accepted.
  const recordBefore = record()!.body;
  const posted = api.seed(9, '/parley accept stable', 'alice');
  api.pulls[0]!.head.sha = H2;
  api.workflowRuns.push({
    id: 701,
    workflow_id: 1,
    file: 'parley.yml',
    head_branch: 'feature',
    head_sha: H2,
    event: 'pull_request',
    conclusion: 'failure',
    created_at: pushedAt(60_000),
  });
  const raced = await runAction({
    ...common(),
    workspace: checkout('acc-raced'),
    eventName: 'issue_comment',
    event: {
      action: 'created',
      comment: { id: posted.id, body: posted.body, user: { login: 'alice', type: 'User' } },
      issue: {
        number: 9,
        pull_request: { url: 'https://api.github.com/repos/octo/parley-demo/pulls/9' },
      },
      repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
    },
    sha: M3,
    ref: 'refs/heads/main',
    runId: '9999',
    inputs: { mode: 'command', 'pr-workflow': 'parley.yml' },
  });
  assert.equal(raced.code, 0, raced.stdout + raced.stderr);
  assert.equal(raced.outputs['command'], '', 'nothing accepted');
  assert.match(
    api.comments.filter((c) => c.issue === 9).at(-1)!.body,
    /@alice: the pull request's head moved to `dddd000` after your comment/,
  );
  assert.equal(record()!.body, recordBefore, 'the record is unchanged');
});
