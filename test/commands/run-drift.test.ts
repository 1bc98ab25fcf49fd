// The gate under drift, through the CLI alone, as anyone can reproduce the action's verdict: a git
// repository, a pool built with `parley pool add` from two earlier days on which every task
// passed, then a day on which the "provider" is worse for every task on the base commit and the
// head alike (a grader that fails every third call, counted in one file outside the repository
// that both worktrees use). An unchanged pull request passes that day: the pool screens, the
// concurrent runs of the base commit are just as low. A pull request that breaks one task fails
// that same day, and says which task and in what.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSuite, git, parleyIn, recordsIn as records } from './git-repo.js';

const parley = (args: string[], cwd: string) => parleyIn(cwd, args);

const TASKS = ['alpha', 'beta', 'gamma'];

/**
 * The suite: three tasks answered by the mock agent; each is graded by `mood.mjs`, which passes
 * unless the day file says "worse", and then fails every third call (one counter for all runs,
 * base and head, wherever they run).
 */
function writeSuite(repo: string, dayFile: string, broken?: string) {
  const dir = join(repo, 'evals/daily');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    'name: daily\nconfig:\n  executor: mock\n  trials_per_task: 5\ntasks:\n  - tasks/*.yaml\n',
  );
  writeFileSync(
    join(dir, 'mood.mjs'),
    `import { appendFileSync, readFileSync, statSync } from 'node:fs';
const day = ${JSON.stringify(dayFile)};
if (readFileSync(day, 'utf8').trim() !== 'worse') process.exit(0);
appendFileSync(day + '.calls', 'x');
process.exit(statSync(day + '.calls').size % 3 === 0 ? 1 : 0);
`,
  );
  for (const id of TASKS) {
    const reply = id === broken ? 'I could not do it.' : 'done';
    writeFileSync(
      join(dir, `tasks/${id}.yaml`),
      `id: ${id}\nname: ${id}\ninputs:\n  prompt: Do the ${id} thing.\n  mock:\n    - ${reply}\ngraders:\n  - type: text\n    name: says-done\n    config:\n      contains: ['done']\n  - type: program\n    name: provider-mood\n    config:\n      command: node\n      args: [mood.mjs]\n`,
    );
  }
}

test('a day worse for every task: an unchanged PR passes, a PR that breaks one task fails, both through pool add and --base-ref', () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-drift-'));
  const repo = join(root, 'repo');
  const day = join(root, 'day');
  mkdirSync(repo);
  try {
    git(repo, 'init', '-q', '-b', 'main');
    writeSuite(repo, day);
    // Two good days on main, two pushes, pooled the way the action's cache pools them.
    writeFileSync(day, 'good');
    const pool = join(root, 'pool.json');
    for (const n of [1, 2]) {
      writeFileSync(join(repo, 'CHANGELOG.md'), `push ${n}\n`);
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '-m', `push ${n}`);
      const out = join(root, `day-${n}`);
      const run = parley(['run', 'evals', '-o', out, '-q'], repo);
      assert.equal(run.code, 0, run.out);
      const added = parley(['pool', 'add', pool, join(out, 'summary.json')], repo);
      assert.equal(added.code, 0, added.out);
    }
    const pooled = JSON.parse(readFileSync(pool, 'utf8'));
    assert.deepEqual(
      pooled.suites[0].tasks.map((t: { pool?: unknown[] }) => t.pool?.length),
      [2, 2, 2],
      'two base runs pooled per task',
    );
    const base = git(repo, 'rev-parse', 'HEAD');

    // Today the provider is worse for everyone: an unchanged pull request.
    writeFileSync(day, 'worse');
    git(repo, 'checkout', '-q', '-b', 'unchanged');
    writeFileSync(join(repo, 'README.md'), 'docs only\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'docs');
    const gate = ['--baseline', pool, '--confirm', '--base-ref', base];
    const unchanged = parley(['run', 'evals', ...gate, '-o', join(root, 'unchanged')], repo);
    const runs = records(join(root, 'unchanged'));
    const screening = runs.filter((r) => !r.confirmation);
    assert.ok(
      screening.some((r) => r.status === 'failed'),
      'the worse day shows on the head: some screening runs failed',
    );
    assert.ok(
      runs.some((r) => r.side === 'base'),
      `the pool screened and the base commit ran concurrently:\n${unchanged.out}`,
    );
    assert.equal(unchanged.code, 0, `an unchanged PR passes on a worse day:\n${unchanged.out}`);
    const report = readFileSync(join(root, 'unchanged/report.md'), 'utf8');
    assert.match(report, /Confirmation against concurrent base runs/);
    assert.match(report, /0 regressions confirmed/);

    // The same day, a pull request that breaks one task.
    git(repo, 'checkout', '-q', 'main');
    git(repo, 'checkout', '-q', '-b', 'breaks-beta');
    writeSuite(repo, day, 'beta');
    git(repo, 'commit', '-qam', 'beta gives up');
    const broken = parley(['run', 'evals', ...gate, '-o', join(root, 'broken')], repo);
    assert.equal(broken.code, 1, `a broken task fails the check that same day:\n${broken.out}`);
    assert.match(broken.out, /1 task regressed against the baseline/);
    const brokenReport = readFileSync(join(root, 'broken/report.md'), 'utf8');
    assert.match(brokenReport, /\| beta \|[^\n]*\*\*confirmed: regressed\*\*/);
    assert.doesNotMatch(brokenReport, /\| (alpha|gamma) \|[^\n]*\*\*confirmed/);
    // The worktree of the base commit is gone afterwards.
    assert.doesNotMatch(git(repo, 'worktree', 'list'), /parley-base/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('what the pool dropped when its newest run joined is in the next comparison: the report says so', () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-pool-changes-'));
  try {
    const pool = join(root, 'pool.json');
    for (const [n, reply] of [
      [1, 'done'],
      [2, 'done, and more'],
    ] as const) {
      dropSuite(root, reply);
      const out = join(root, `day-${n}`);
      assert.equal(parley(['run', 'evals', '-o', out, '-q'], root).code, 0);
      assert.equal(parley(['pool', 'add', pool, join(out, 'summary.json')], root).code, 0);
    }
    const run = parley(['run', 'evals', '--baseline', pool, '-o', join(root, 'out')], root);
    assert.equal(run.code, 0, run.out);
    assert.match(
      readFileSync(join(root, 'out/report.md'), 'utf8'),
      /When its newest base run joined, the pool dropped 1 older run of 1 task: steady \(the task changed/,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
