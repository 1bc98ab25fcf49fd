// `parley run --baseline FILE --confirm --base-ref REF`: the confirmation's base runs are made in
// a git worktree of REF, concurrently with the head's re-runs, and recorded apart (side 'base').
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git } from '../fakes/git.js';
import { CLI_ARGS } from '../cli-args.js';

function parley(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function writeSuite(repo: string, reply: string) {
  const dir = join(repo, 'evals/drop');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    'name: drop\nconfig:\n  executor: mock\n  trials_per_task: 2\ntasks:\n  - tasks/*.yaml\n',
  );
  writeFileSync(
    join(dir, 'tasks/steady.yaml'),
    `id: steady\nname: steady\ninputs:\n  prompt: Say done.\n  mock:\n    - ${reply}\ngraders:\n  - type: text\n    name: says-done\n    config:\n      contains: ['done']\n`,
  );
}

test('--base-ref needs --confirm', () => {
  const repo = mkdtempSync(join(tmpdir(), 'parley-baseref-'));
  try {
    const usage = parley(['run', 'evals', '--base-ref', 'main'], repo);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /--base-ref needs --confirm/);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('--base-ref: the confirmation runs the re-run task on the base commit too, recorded as side base', () => {
  const repo = mkdtempSync(join(tmpdir(), 'parley-baseref-'));
  try {
    git(repo, 'init', '-q', '-b', 'main');
    writeSuite(repo, 'done');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    const baseSha = git(repo, 'rev-parse', 'HEAD');
    const base = parley(['run', 'evals', '--trials', '4', '-o', 'base-results', '-q'], repo);
    assert.equal(base.code, 0, base.stderr);
    writeSuite(repo, 'gave up');
    git(repo, 'commit', '-qam', 'head');

    const run = parley(
      [
        'run',
        'evals',
        '--baseline',
        'base-results',
        '--confirm',
        '--confirm-trials',
        '6',
        '--base-ref',
        baseSha,
        '-o',
        'out',
      ],
      repo,
    );
    assert.match(run.stdout, /checked out the base commit/, run.stdout + run.stderr);
    const records = readFileSync(join(repo, 'out/results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const baseRuns = records.filter((r) => r.side === 'base');
    assert.ok(baseRuns.length > 0, 'base runs recorded');
    assert.ok(baseRuns.every((r) => r.confirmation === true && r.status === 'passed'));
    assert.equal(baseRuns[0].trial, 1, 'base trials number from 1');
    const summary = JSON.parse(readFileSync(join(repo, 'out/summary.json'), 'utf8'));
    assert.equal(summary.counts.runs, 2, 'only the screening runs are counted');
    assert.equal(summary.counts.by_status.passed, 0, 'no base run counts as the head');
    assert.doesNotMatch(git(repo, 'worktree', 'list'), /parley-base-\w+\/checkout/);
    const html = readFileSync(join(repo, 'out/report.html'), 'utf8');
    assert.match(html, /<span class="sub">base \(concurrent\) · trial 1 ·/);
    assert.match(html, /id="run-[0-9a-f]+-1-base"/);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
