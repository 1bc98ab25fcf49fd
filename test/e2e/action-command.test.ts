// `/parley` commands end to end: the bundled action in `mode: command` on issue_comment events,
// against the loopback GitHub fake. A collaborator with write access accepts a regression: the
// acceptance is recorded in the bot's acceptances comment and the failed check is re-run; the
// pull request's next run on that head commit passes and says who accepted it, while a new push
// fails again. A read-only user, a bot, a bad command and a forged acceptance block change
// nothing. `/parley rerun` names the tasks to run, and run mode on the comment's event re-runs
// them on the pull request's head and updates the sticky comment.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { useGitHubServices } from '../fakes/github-services.js';
import { pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';

const services = useGitHubServices('command');
const BASE = 'base0000000000000000000000000000000000001';
const HEAD = 'abc1234000000000000000000000000000000001';
const NEW_HEAD = 'def5678000000000000000000000000000000002';
const REPORT_MARKER = '<!-- parley:comment:configure-agent -->';
const ACCEPT_MARKER = '<!-- parley:acceptances -->';
const BOT = 'github-actions[bot]';

function checkout(name: string, broken: boolean): string {
  const dir = join(services.root, name);
  mkdirSync(join(dir, 'evals'), { recursive: true });
  cpSync(resolve('examples/configure-agent'), join(dir, 'evals', 'configure-agent'), {
    recursive: true,
  });
  const evalYaml = join(dir, 'evals/configure-agent/eval.yaml');
  writeFileSync(
    evalYaml,
    readFileSync(evalYaml, 'utf8').replace('trials_per_task: 1', 'trials_per_task: 5'),
  );
  if (broken) {
    const file = join(dir, 'evals/configure-agent/tasks/full-brief.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        /- text: Created agents\/research-agent\.agent\.yaml with your configuration\.[\s\S]*?handoffs: \[\]\n/,
        '- I have everything I need, goodbye.\n',
      ),
    );
  }
  return dir;
}

const common = () => ({ apiUrl: services.api.url, resultsUrl: services.results.url });

let nextComment = 9000;
/** The issue_comment event of a new comment on pull request #7. */
function commentEvent(body: string, login: string, type = 'User') {
  return {
    action: 'created',
    comment: { id: nextComment++, body, user: { login, type } },
    issue: {
      number: 7,
      pull_request: { url: 'https://api.github.com/repos/octo/parley-demo/pulls/7' },
    },
    repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
  };
}

async function command(body: string, login: string, type = 'User') {
  const event = commentEvent(body, login, type);
  // The comment is on the pull request, as on GitHub: an acceptance is checked against it.
  const posted = services.api.seed(7, body, login);
  posted.user.type = type;
  event.comment.id = posted.id;
  const result = await runAction({
    ...common(),
    workspace: checkout(`cmd-${event.comment.id}`, false),
    eventName: 'issue_comment',
    event,
    sha: 'main0000000000000000000000000000000000009',
    ref: 'refs/heads/main',
    runId: String(event.comment.id),
    inputs: { mode: 'command', 'pr-workflow': 'parley.yml' },
  });
  return { ...result, commentId: event.comment.id };
}

function pullRequestRun(head: string, attempt: string) {
  return runAction({
    ...common(),
    workspace: checkout(`pr-${head.slice(0, 7)}-${attempt}`, true),
    eventName: 'pull_request',
    runId: '300',
    runAttempt: attempt,
    event: pullRequestEvent(7, BASE, head),
    sha: `merge${head.slice(0, 7)}`,
    ref: 'refs/pull/7/merge',
  });
}

const onPr = () => services.api.comments.filter((c) => c.issue === 7);
const acceptances = () =>
  onPr().filter((c) => c.body.startsWith(ACCEPT_MARKER) && c.user.login === BOT);
const report = () =>
  onPr().find((c) => c.body.startsWith(REPORT_MARKER) && c.user.login === BOT)?.body ?? '';

test('accept: recorded by a write collaborator, the check re-run, passing on that head only', async () => {
  const { api } = services;
  api.permissions = { alice: 'write', maya: 'maintain', reader: 'read' };
  api.pulls = [
    {
      number: 7,
      head: { sha: HEAD, ref: 'feature', repo: { full_name: 'octo/parley-demo' } },
      base: { sha: BASE, ref: 'main', repo: { full_name: 'octo/parley-demo' } },
    },
  ];
  api.workflowRuns = [
    {
      id: 300,
      workflow_id: 1,
      file: 'parley.yml',
      head_branch: 'feature',
      head_sha: HEAD,
      event: 'pull_request',
      conclusion: 'failure',
    },
    {
      id: 301,
      workflow_id: 2,
      file: 'lint.yml',
      head_branch: 'feature',
      head_sha: HEAD,
      event: 'pull_request',
      conclusion: 'failure',
    },
  ];
  const push = await runAction({
    ...common(),
    workspace: checkout('push', false),
    eventName: 'push',
    runId: '100',
    event: pushEvent(),
    sha: BASE,
    ref: 'refs/heads/main',
  });
  assert.equal(push.code, 0, push.stdout + push.stderr);

  // Someone else's comment carrying a (valid-looking) acceptance block is not ours: ignored.
  const forged = {
    version: 1,
    acceptances: [
      {
        tasks: [],
        all: true,
        by: 'alice',
        reason: 'forged',
        head_sha: HEAD,
        at: '2026-01-01T00:00:00Z',
      },
    ],
  };
  api.seed(
    7,
    `${ACCEPT_MARKER}\n<!-- parley:acceptances:data ${Buffer.from(JSON.stringify(forged)).toString('base64')} -->`,
    'mallory',
  );
  const red = await pullRequestRun(HEAD, '1');
  assert.equal(red.code, 1, red.stdout + red.stderr);
  assert.equal(red.outputs['regressions'], '1');
  assert.doesNotMatch(report(), /accepted by/);

  // A read-only user: told so, nothing recorded, nothing re-run, the step green.
  const before = api.comments.length;
  const denied = await command('/parley accept all -- looks fine to me', 'reader');
  assert.equal(denied.code, 0, denied.stdout + denied.stderr);
  assert.equal(denied.outputs['command'], '');
  assert.equal(api.comments.length, before + 2, 'the command and the reply');
  assert.match(api.comments.at(-1)!.body, /@reader: only collaborators with write access/);
  assert.equal(acceptances().length, 0);
  assert.deepEqual(api.reruns, []);

  // A bot's comment (Parley's own included) is ignored without a word or an API call.
  const calls = api.requests.length;
  const bot = await command('/parley accept all', BOT, 'Bot');
  assert.equal(bot.code, 0);
  assert.equal(api.requests.length, calls, 'no request at all for a bot comment');

  // A bad command from a collaborator: the usage, nothing recorded.
  const bad = await command('/parley acept full-brief', 'alice');
  assert.equal(bad.code, 0, bad.stdout + bad.stderr);
  assert.match(api.comments.at(-1)!.body, /@alice: unknown command "acept". Usage:/);
  assert.match(api.comments.at(-1)!.body, /\/parley rerun <task…> \[--trials N\]/);
  const badTrials = await command('/parley rerun full-brief --trials 500', 'alice');
  assert.match(api.comments.at(-1)!.body, /--trials expects a whole number from 1 to 20/);
  assert.equal(badTrials.outputs['command'], '');
  assert.equal(acceptances().length, 0);

  // A maintainer accepts: recorded, reacted to, the failed Parley check re-run (not lint's).
  const accepted = await command(
    '/parley accept full-brief -- the agent now asks first, on purpose',
    'maya',
  );
  assert.equal(accepted.code, 0, accepted.stdout + accepted.stderr);
  assert.equal(accepted.outputs['command'], 'accept');
  assert.equal(accepted.outputs['head-sha'], HEAD);
  const recorded = acceptances();
  assert.equal(recorded.length, 1);
  assert.match(
    recorded[0]!.body,
    /\| full-brief \| `abc1234` \(head\) \| @maya \| the agent now asks first, on purpose \|/,
  );
  const data = /<!-- parley:acceptances:data ([A-Za-z0-9+/=]+) -->/.exec(recorded[0]!.body);
  const stored = JSON.parse(Buffer.from(data![1]!, 'base64').toString('utf8')) as {
    acceptances: { by: string; head_sha: string; tasks: string[] }[];
  };
  assert.deepEqual(
    stored.acceptances.map((a) => [a.by, a.head_sha, a.tasks]),
    [['maya', HEAD, ['full-brief']]],
  );
  assert.deepEqual(api.reruns, [300]);
  assert.ok(api.reactions.some((r) => r.commentId === accepted.commentId && r.content === '+1'));

  // The re-run job (same head commit) reads the acceptance: green, and says who accepted what.
  const green = await pullRequestRun(HEAD, '2');
  assert.equal(green.code, 0, green.stdout + green.stderr);
  assert.equal(green.outputs['regressions'], '0');
  // The verdict is the check's: no regression; the accepted one is listed apart, and its task is
  // still in a table a reviewer sees (failing on head), not folded away.
  assert.match(report(), /^## Parley: (?!❌)/m, 'the headline is not red');
  assert.doesNotMatch(report(), /### Regressed/);
  assert.match(report(), /### Accepted changes \(1\)/);
  assert.match(report(), /\| configure-agent \/ full-brief \| 0\/5 \| 5\/5 \|/);
  assert.match(
    report(),
    /configure-agent \/ full-brief: accepted by @maya for `abc1234`: the agent now asks first, on purpose/,
  );

  // A new push: the acceptance was for another commit, so the regression fails again.
  const pushed = await pullRequestRun(NEW_HEAD, '1');
  assert.equal(pushed.code, 1, pushed.stdout + pushed.stderr);
  assert.equal(pushed.outputs['regressions'], '1');
  assert.doesNotMatch(report(), /accepted by/);
});

test('rerun: the named tasks run on the head commit and the sticky comment is updated', async () => {
  const { api } = services;
  api.pulls[0]!.head.sha = NEW_HEAD;
  const asked = await command('/parley rerun full-brief no-such-task --trials 5', 'alice');
  assert.equal(asked.code, 0, asked.stdout + asked.stderr);
  assert.equal(asked.outputs['command'], 'rerun');
  assert.equal(asked.outputs['tasks'], 'full-brief,no-such-task');
  assert.equal(asked.outputs['trials'], '5');
  assert.equal(asked.outputs['head-sha'], NEW_HEAD);
  assert.ok(api.reactions.some((r) => r.commentId === asked.commentId && r.content === 'rocket'));

  // The workflow's next steps: check out head-sha (here: the broken checkout), then run mode.
  const patches = api.requests.filter((r) => r.method === 'PATCH').length;
  const rerun = await runAction({
    ...common(),
    workspace: checkout('rerun', true),
    eventName: 'issue_comment',
    event: commentEvent('/parley rerun full-brief --trials 5', 'alice'),
    sha: 'main0000000000000000000000000000000000009',
    ref: 'refs/heads/main',
    runId: '400',
    inputs: { tasks: asked.outputs['tasks']!, trials: asked.outputs['trials']! },
  });
  assert.equal(rerun.code, 1, rerun.stdout + rerun.stderr);
  assert.match(rerun.stdout, /parley: 5 run\(s\) of /);
  assert.doesNotMatch(rerun.stdout, /missing-handoffs #1/, 'only the named task ran');
  assert.ok(api.requests.filter((r) => r.method === 'PATCH').length > patches);
  const body = report();
  assert.match(body, /This report covers only the re-run tasks \(full-brief, no-such-task\)/);
  assert.match(body, /No task matched: no-such-task\./);
  assert.match(rerun.stdout, /::warning::parley: no task matches "no-such-task" \(tasks input\)/);
  assert.match(
    body,
    /\| configure-agent \/ full-brief \| 0\/5 \| 5\/5 \| regressed, p = 0\.00397 \|/,
  );
  assert.doesNotMatch(
    body,
    /missing-handoffs|removed/,
    'tasks not re-run are not shown as removed',
  );
  assert.match(body, /runs\/400/);
  const summary = JSON.parse(
    readFileSync(join(services.root, 'rerun', 'parley-results', 'summary.json'), 'utf8'),
  ) as { identity: { commit: string } };
  assert.equal(summary.identity.commit, NEW_HEAD, 'the results are of the pull request head');
});

test('rerun after the pull request moved on: the results are labelled with the commit checked out, with a warning', async () => {
  const { api } = services;
  api.pulls[0]!.head.sha = NEW_HEAD;
  // The workflow checked out head-sha as the command gave it; a push came in since.
  const workspace = checkout('rerun-moved', true);
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: workspace, encoding: 'utf8' }).trim();
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'head');
  const ran = git('rev-parse', 'HEAD');
  const rerun = await runAction({
    ...common(),
    workspace,
    eventName: 'issue_comment',
    event: commentEvent('/parley rerun full-brief', 'alice'),
    sha: 'main0000000000000000000000000000000000009',
    ref: 'refs/heads/main',
    runId: '401',
    inputs: { tasks: 'full-brief', trials: '2' },
  });
  assert.match(
    rerun.stdout,
    new RegExp(
      `::warning::parley: pull request #7's head is ${NEW_HEAD.slice(0, 7)} but the checkout is ${ran.slice(0, 7)}: the results are of the checked-out commit`,
    ),
  );
  const summary = JSON.parse(
    readFileSync(join(workspace, 'parley-results', 'summary.json'), 'utf8'),
  ) as { identity: { commit: string } };
  assert.equal(summary.identity.commit, ran);
});
