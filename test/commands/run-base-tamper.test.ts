// The head's code runs in the same job as the base commit's checkout it is measured against: a
// head grader that rewrites the base's grader (taking its write bits back first, as the same
// user can) and leaves a detached (`setsid`) watcher doing it again must not turn a real drop
// into "0 regressions confirmed". The checkout is held against the commit before and after each
// stage of base runs: a change discards them and the verdict is inconclusive, saying which file;
// and nothing the grader started outlives its run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git } from '../fakes/git.js';
import { CLI_ARGS } from '../cli-args.js';

function parley(cwd: string, args: string[], tmp: string) {
  const r = spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    cwd,
    encoding: 'utf8',
    // The base checkout is made under TMPDIR: where the head's grader looks for it.
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', NO_COLOR: '1', TMPDIR: tmp },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Live processes whose environment carries `marker` (this test's own tag). */
function tagged(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(marker)) {
        found.push(Number(entry));
      }
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

function suite(repo: string, check: string) {
  const dir = join(repo, 'evals/s');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    'name: s\nconfig:\n  executor: mock\n  trials_per_task: 2\ngraders:\n  - type: program\n    name: check\n    config:\n      command: ./check.sh\ntasks:\n  - tasks/*.yaml\n',
  );
  writeFileSync(
    join(dir, 'tasks/steady.yaml'),
    'id: steady\nname: steady\ninputs:\n  prompt: Say done.\n  mock:\n    - done\n',
  );
  writeFileSync(join(dir, 'check.sh'), check);
  chmodSync(join(dir, 'check.sh'), 0o755);
}

test(
  'a head grader that rewrites the base checkout during confirmation: inconclusive, the file named, no watcher left',
  { skip: process.platform !== 'linux' && 'needs /proc and setsid' },
  () => {
    const root = mkdtempSync(join(tmpdir(), 'parley-tamper-'));
    const repo = join(root, 'repo');
    const tmp = join(root, 'tmp');
    mkdirSync(repo);
    mkdirSync(tmp);
    const marker = `PARLEY_TEST_WATCHER=${randomBytes(8).toString('hex')}`;
    try {
      git(repo, 'init', '-q', '-b', 'main');
      suite(repo, '#!/bin/sh\nexit 0\n');
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '-m', 'base');
      const base = git(repo, 'rev-parse', 'HEAD');
      const baseline = parley(repo, ['run', 'evals', '--trials', '4', '-o', 'b', '-q'], tmp);
      assert.equal(baseline.code, 0, baseline.stdout + baseline.stderr);

      // The head fails, and makes the base's grader fail too: once before it exits (so the next
      // stage's base runs read it), then from a detached watcher that keeps at it.
      const target = `${tmp}/parley-base-*/checkout/evals/s/check.sh`;
      const rewrite = `for f in ${target}; do [ -e "$f" ] || continue; chmod u+w "$f"; printf '#!/bin/sh\\nexit 1\\n' > "$f"; done`;
      const started = join(root, 'watcher-started');
      suite(
        repo,
        [
          '#!/bin/sh',
          `export ${marker}`,
          rewrite,
          `setsid sh -c 'touch ${started}; while :; do ${rewrite.replaceAll("'", `'"'"'`)} 2>/dev/null; sleep 0.05; done' </dev/null >/dev/null 2>&1 &`,
          // Not timed: the watcher says it runs (bounded, should it never start).
          `i=0; while [ ! -e ${started} ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i+1)); done`,
          'exit 1',
          '',
        ].join('\n'),
      );
      git(repo, 'commit', '-qam', 'head');

      const run = parley(
        repo,
        ['run', 'evals', '--baseline', 'b', '--confirm', '--confirm-trials', '6'].concat([
          '--base-ref',
          base,
          '-o',
          'out',
        ]),
        tmp,
      );
      const out = run.stdout + run.stderr;
      assert.doesNotMatch(out, /0 regression\(s\) confirmed/, out);
      assert.match(
        out,
        /the base commit's checkout was modified during the job \("evals\/s\/check\.sh"\)/,
        out,
      );
      assert.match(out, /inconclusive/);
      const report = readFileSync(join(repo, 'out/report.md'), 'utf8');
      assert.match(
        report,
        /➖ inconclusive: the base commit's checkout was modified during the job \(&quot;evals\/s\/check\.sh&quot;\)/,
      );
      assert.match(report, /base runs were discarded and nothing was confirmed/);
      assert.equal(run.code, 0, 'inconclusive does not fail the check under fail-on: regressions');
      const strict = parley(
        repo,
        ['run', 'evals', '--baseline', 'b', '--confirm', '--confirm-trials', '6'].concat([
          '--base-ref',
          base,
          '--fail-on',
          'inconclusive',
          '-o',
          'out2',
          '-q',
        ]),
        tmp,
      );
      assert.equal(strict.code, 1, strict.stdout + strict.stderr);
      assert.match(
        strict.stderr + strict.stdout,
        /the gate could not decide: the base commit's checkout was modified/,
      );
      assert.deepEqual(tagged(marker), [], 'no process the head grader started is left');
      assert.doesNotMatch(git(repo, 'worktree', 'list'), /parley-base-/);
      assert.deepEqual(
        readdirSync(tmp).filter((f) => f.startsWith('parley-base-')),
        [],
      );
    } finally {
      for (const pid of tagged(marker)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone
        }
      }
      rmSync(root, { recursive: true, force: true });
    }
  },
);
