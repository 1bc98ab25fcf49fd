// The fork workflow of docs/workflows.md, run as written with the bundled action: the base
// branch's push saves a baseline, and a fork's pull request (no secrets) must find it. The
// baseline is kept per suite set, so the push and the fork must run the same suites; the test
// reads the `evals` and `model` inputs from the documented workflow for each event. Also: a
// suite set's baseline is never restored for another suite set whose name it begins
// (`agent` must not get `agent-scaffolder`'s).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { startFakeGitHubApi, type FakeGitHubApi } from '../fakes/github-api.js';
import { startFakeResults, type FakeResults } from '../fakes/github-results.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { DIST, pullRequestEvent, pushEvent, runAction } from '../fakes/github-runner.js';

let api: FakeGitHubApi;
let results: FakeResults;
let llm: FakeOpenAI;
let root: string;

before(async () => {
  assert.ok(existsSync(DIST), 'dist/index.js exists (npm run bundle)');
  results = await startFakeResults();
  api = await startFakeGitHubApi({ results });
  // The LLM responder of the suite that needs a key: it names the agent, then stops.
  llm = await startFakeOpenAI((request) => ({
    content: JSON.stringify(
      JSON.stringify(request.body.messages).includes('Created it')
        ? { decision: 'stop', reply: '', reason: 'the agent is done' }
        : { decision: 'reply', reply: 'research-agent', reason: 'the brief names it' },
    ),
    usage: { prompt_tokens: 50, completion_tokens: 5 },
  }));
  root = mkdtempSync(join(tmpdir(), 'parley-e2e-fork-baseline-'));
});

after(async () => {
  await api.close();
  await results.close();
  await llm.close();
  rmSync(root, { recursive: true, force: true });
});

type Step = { uses?: string; with?: Record<string, string> };

/** The parley step of the documented fork workflow (the pull_request one, not the report). */
function documentedStep(): Step {
  const docs = readFileSync('docs/workflows.md', 'utf8');
  const section = docs.slice(docs.indexOf('## Fork pull requests'));
  const block = /```yaml\n([\s\S]*?)```/.exec(section)![1]!;
  const workflow = parse(block) as { jobs: Record<string, { steps: Step[] }> };
  const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
  return steps.find((s) => s.uses?.startsWith('parley-dev/parley'))!;
}

/**
 * An input's value as Actions would give it for a push or a fork's pull request: a literal, or
 * the `${{ github.event.pull_request.head.repo.fork && 'a' || 'b' }}` form docs use.
 */
function inputFor(value: string | undefined, fork: boolean): string | undefined {
  if (value === undefined) return undefined;
  const expression = /^\$\{\{\s*(.*?)\s*\}\}$/.exec(value.trim())?.[1];
  if (!expression) return value;
  const ternary =
    /^github\.event\.pull_request\.head\.repo\.fork && '([^']*)' \|\| '([^']*)'$/.exec(expression);
  if (ternary) return fork ? ternary[1] : ternary[2];
  if (expression === 'github.event.pull_request.head.repo.fork') return String(fork);
  if (expression === '!github.event.pull_request.head.repo.fork') return String(!fork);
  if (expression.startsWith('secrets.')) return fork ? '' : 'sk-e2e-push';
  throw new Error(`no evaluation for ${value}`);
}

/** A repository with an offline suite and one whose LLM responder needs the key. */
function repository(name: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'evals/llm/tasks'), { recursive: true });
  cpSync(resolve('examples/configure-agent'), join(dir, 'evals/offline'), { recursive: true });
  writeFileSync(
    join(dir, 'evals/llm/eval.yaml'),
    JSON.stringify({
      name: 'llm',
      config: { executor: 'mock', timeout_seconds: 60, model: 'responder-model' },
      tasks: ['tasks/*.yaml'],
    }),
  );
  writeFileSync(
    join(dir, 'evals/llm/tasks/one.yaml'),
    JSON.stringify({
      id: 'one',
      inputs: {
        prompt: 'Add an agent.',
        mock: ['Which name?', 'Created it.'],
        responder: { instructions: 'Call it research-agent.', max_followups: 2 },
      },
      expected: { output_contains: ['Created it'] },
    }),
  );
  return dir;
}

test("the documented fork workflow: a fork's pull request finds the push's baseline", async () => {
  const step = documentedStep();
  const inputs = (fork: boolean) => {
    const given = Object.entries(step.with ?? {}).map(([k, v]) => [k, inputFor(v, fork)]);
    const chosen = Object.fromEntries(given.filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    // The documented public endpoint, replaced by the loopback fake.
    if (chosen['base-url']) chosen['base-url'] = llm.url;
    return chosen;
  };
  const base = 'base0000000000000000000000000000000000031';
  const push = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: repository('push'),
    eventName: 'push',
    runId: '700',
    event: pushEvent(),
    sha: base,
    ref: 'refs/heads/main',
    inputs: inputs(false),
  });
  assert.equal(push.code, 0, push.stdout + push.stderr);
  assert.match(push.stdout, /saved the baseline as parley-baseline/);

  const fork = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: repository('fork'),
    eventName: 'pull_request',
    runId: '701',
    event: pullRequestEvent(31, base, 'forkhead31', 'mallory/parley-demo'),
    sha: 'merge31',
    ref: 'refs/pull/31/merge',
    inputs: inputs(true),
  });
  assert.equal(
    fork.outputs['baseline-sha'],
    base,
    `the fork found no baseline:\n${fork.summary}\n${fork.stdout}`,
  );
  // The offline suite is compared; the runs that needed the key are errors, not a red check.
  assert.equal(fork.code, 0, fork.stdout + fork.stderr);
  assert.equal(fork.outputs['regressions'], '0');
  // The same model on pushes and forks: a baseline of another model is another experiment.
  assert.equal(inputs(true)['model'], inputs(false)['model']);
  assert.ok(inputs(true)['model'], 'the documented workflow sets the model');
});

test("a suite set's baseline is not restored for another whose name it begins", async () => {
  const suite = (dir: string, name: string) => {
    mkdirSync(join(dir, 'evals', name), { recursive: true });
    writeFileSync(
      join(dir, 'evals', name, 'eval.yaml'),
      JSON.stringify({
        name,
        config: { executor: 'mock' },
        tasks: [
          {
            id: 'says-done',
            inputs: { prompt: 'Say done.', mock: ['done'] },
            expected: { output_contains: ['done'] },
          },
        ],
      }),
    );
    return dir;
  };
  const base = 'base0000000000000000000000000000000000032';
  const push = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: suite(join(root, 'scaffolder'), 'agent-scaffolder'),
    eventName: 'push',
    runId: '800',
    event: pushEvent(),
    sha: base,
    ref: 'refs/heads/main',
  });
  assert.equal(push.code, 0, push.stdout + push.stderr);
  const pr = await runAction({
    apiUrl: api.url,
    resultsUrl: results.url,
    workspace: suite(join(root, 'agent'), 'agent'),
    eventName: 'pull_request',
    runId: '801',
    event: pullRequestEvent(32, 'base0000000000000000000000000000000000099', 'head32'),
    sha: 'merge32',
    ref: 'refs/pull/32/merge',
  });
  assert.equal(pr.code, 0, pr.stdout + pr.stderr);
  assert.equal(pr.outputs['baseline-sha'], '', `another suite set's baseline:\n${pr.summary}`);
  assert.match(pr.summary, /no cached baseline for suite set &quot;agent&quot;/);
});
