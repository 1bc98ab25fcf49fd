// Runs the bundled action (dist/index.js) as the runner does: a fresh process with INPUT_*
// variables, the runner's environment (pointed at the loopback fakes) and the files it
// provides (GITHUB_EVENT_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, RUNNER_TEMP). Nothing from
// the test's own environment leaks in, so it behaves the same on a developer machine and in CI.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cacheScopes, runtimeToken } from './github-results.js';

export const DIST = resolve('dist/index.js');

/**
 * The Node the action declares (action.yml `runs.using`), installed on first use by
 * scripts/action-node.mjs; `npm test` asks once and passes its path in PARLEY_ACTION_NODE.
 */
export const ACTION_NODE: string =
  process.env.PARLEY_ACTION_NODE ??
  execFileSync(process.execPath, [resolve('scripts/action-node.mjs')], {
    encoding: 'utf8',
  }).trim();

export interface RunnerOptions {
  node?: string;
  workspace: string;
  eventName: string;
  event: unknown;
  sha: string;
  ref: string;
  inputs?: Record<string, string>;
  apiUrl?: string;
  resultsUrl?: string;
  runId?: string;
  runAttempt?: string;
  /** Extra environment (e.g. OPENAI_BASE_URL); replaces nothing above unless named. */
  env?: Record<string, string>;
  /** No runner environment at all: only PATH and HOME. */
  bare?: boolean;
  /**
   * The workflow file this run runs (GITHUB_WORKFLOW_REF, and the run the fake API is told of);
   * default parley.yml, workflow id 1 (another file: id 2).
   */
  workflowFile?: string;
  /** Called with the action's process once it runs (to signal it, as a cancelled job is). */
  onStart?: (child: ChildProcess) => void;
}

export interface RunnerResult {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const re = /^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) outputs[m[1]!] = m[3]!;
  return outputs;
}

export async function runAction(options: RunnerOptions): Promise<RunnerResult> {
  const files = mkdtempSync(join(options.workspace, '..', 'runner-'));
  const temp = join(files, 'temp');
  mkdirSync(temp);
  const eventPath = join(files, 'event.json');
  const outputPath = join(files, 'output');
  const summaryPath = join(files, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(options.event));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const base: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? files,
  };
  const workflowFile = options.workflowFile ?? 'parley.yml';
  const runner: Record<string, string> = {
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_REPOSITORY: 'octo/parley-demo',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: options.apiUrl ?? 'http://127.0.0.1:9',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: options.sha,
    GITHUB_REF: options.ref,
    GITHUB_RUN_ID: options.runId ?? '4242',
    GITHUB_WORKFLOW_REF: `octo/parley-demo/.github/workflows/${workflowFile}@${options.ref}`,
    GITHUB_RUN_ATTEMPT: options.runAttempt ?? '1',
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    RUNNER_TEMP: temp,
    // The workflow run's backend id is in the token: artifacts are scoped to the run.
    // Its cache scopes too: its ref, and read-only a pull request's base and the default branch.
    ACTIONS_RUNTIME_TOKEN: runtimeToken(
      `run-backend-${options.runId ?? '4242'}`,
      undefined,
      cacheScopes(
        options.ref,
        (options.event as { pull_request?: { base?: { ref?: string } } })?.pull_request?.base?.ref,
        (options.event as { repository?: { default_branch?: string } })?.repository?.default_branch,
      ),
    ),
    ACTIONS_RESULTS_URL: options.resultsUrl ?? 'http://127.0.0.1:9/',
    ACTIONS_CACHE_SERVICE_V2: 'true',
    // What the runner passes for `github-token: ${{ github.token }}`.
    'INPUT_GITHUB-TOKEN': 'ghs_fake_installation_token',
  };
  const inputs = Object.fromEntries(
    Object.entries(options.inputs ?? {}).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]),
  );
  const env = options.bare ? base : { ...base, ...runner, ...inputs, ...options.env };
  if (options.apiUrl && ['push', 'schedule'].includes(options.eventName)) {
    // GitHub knows the runs that save baselines (and the artifacts that attest them).
    await fetch(`${options.apiUrl}/__fake/runs`, {
      method: 'POST',
      body: JSON.stringify({
        id: Number(options.runId ?? '4242'),
        workflow_id: workflowFile === 'parley.yml' ? 1 : 2,
        file: workflowFile,
        head_branch: options.ref.replace(/^refs\/heads\//, ''),
        head_sha: options.sha,
        event: options.eventName,
        conclusion: 'success',
      }),
    }).catch(() => undefined); // no API fake listening: nothing to announce to
  }
  // The issue or pull request the event is about exists on GitHub: comments on it are served.
  const event = options.event as {
    issue?: { number?: number };
    pull_request?: { number?: number };
  };
  const number = event?.pull_request?.number ?? event?.issue?.number;
  if (options.apiUrl && number !== undefined) {
    await fetch(`${options.apiUrl}/__fake/issues`, {
      method: 'POST',
      body: JSON.stringify({ number }),
    }).catch(() => undefined);
  }
  const child = spawn(options.node ?? ACTION_NODE, [DIST], {
    cwd: options.workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  options.onStart?.(child);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(outputPath, 'utf8')),
    summary: readFileSync(summaryPath, 'utf8'),
  };
}

export function pullRequestEvent(
  number: number,
  baseSha: string,
  headSha: string,
  headRepo = 'octo/parley-demo',
) {
  return {
    number,
    pull_request: {
      number,
      base: { sha: baseSha, ref: 'main', repo: { full_name: 'octo/parley-demo' } },
      head: { sha: headSha, ref: 'feature', repo: { full_name: headRepo } },
    },
    repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
  };
}

export function pushEvent() {
  return {
    ref: 'refs/heads/main',
    repository: { full_name: 'octo/parley-demo', default_branch: 'main' },
  };
}

let oldest: string | undefined;
/**
 * The oldest Node the project supports (package.json engines: Node 20), installed on first use
 * as the action's Node is (scripts/action-node.mjs --oldest); `npm test` passes its path in
 * PARLEY_OLDEST_NODE. Never this Node in its place: when it cannot be had, the test fails.
 */
export function oldestNode(): string {
  oldest ??=
    process.env.PARLEY_OLDEST_NODE ??
    execFileSync(process.execPath, [resolve('scripts/action-node.mjs'), '--oldest'], {
      encoding: 'utf8',
    }).trim();
  return oldest;
}
