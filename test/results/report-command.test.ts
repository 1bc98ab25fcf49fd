// `parley report DIR...` as a user runs it (a child process): shard directories, or one
// directory holding downloaded artifacts, merge into one results set; a missing shard is a usage
// error (exit 2) that names it; --baseline compares, --fail-on decides the exit code.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { finishJob } from '../../src/commands/finish.js';
import { runSuites } from '../../src/engine/run.js';
import { CLI_ARGS } from '../cli-args.js';

let root: string;

function parley(args: string[], timeout?: number) {
  const r = spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    encoding: 'utf8',
    ...(timeout ? { timeout } : {}),
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'parley-report-cli-'));
  cpSync(resolve('examples/configure-agent'), join(root, 'suite'), { recursive: true });
  // As `parley run` does: run, then write summary.json, junit.xml and report.md.
  const run = async (outputDir: string, shard?: { index: number; total: number }) =>
    finishJob(await runSuites({ paths: [join(root, 'suite')], cwd: root, outputDir, shard }), {
      failOn: 'never',
      quiet: true,
      where: '',
    });
  await run(join(root, 'whole'));
  // As `actions/download-artifact` lays them out: one subdirectory per artifact.
  for (const index of [1, 2, 3]) {
    await run(join(root, 'artifacts', `parley-results-configure-agent-shard-${index}-of-3`), {
      index,
      total: 3,
    });
  }
});

after(() => rmSync(root, { recursive: true, force: true }));

const summaryOf = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as {
    counts: unknown;
    identity: { shard: string | null };
    suites: { tasks: { task_id: string; identity?: string }[] }[];
  };

/** Each task's identity, the key a pooled baseline adds runs under. */
const identitiesOf = (dir: string) =>
  summaryOf(dir).suites.flatMap((s) => s.tasks.map((t) => [t.task_id, t.identity]));

test('merges shard directories into one results set with its report', () => {
  const out = join(root, 'merged');
  const shardDirs = [3, 1, 2].map((i) =>
    join(root, 'artifacts', `parley-results-configure-agent-shard-${i}-of-3`),
  );
  const r = parley(['report', ...shardDirs, '-o', out]);
  // The example has runs that do not pass: without a baseline, fail-on is `failures`.
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stdout, /merged results: /);
  for (const file of ['results.jsonl', 'summary.json', 'junit.xml', 'report.md', 'report.html']) {
    assert.ok(existsSync(join(out, file)), file);
  }
  // The merged conversations: the three shards' runs, all in one page.
  const html = readFileSync(join(out, 'report.html'), 'utf8');
  const records = readFileSync(join(out, 'results.jsonl'), 'utf8').trim().split('\n');
  assert.equal(html.match(/<details class="run /g)?.length, records.length);
  assert.deepEqual(summaryOf(out).counts, summaryOf(join(root, 'whole')).counts);
  assert.equal(summaryOf(out).identity.shard, null);
  // The tasks keep their identities, so a sharded push's baseline pools like an unsharded one.
  assert.ok(
    identitiesOf(out).every(([, identity]) => identity),
    'every task has an identity',
  );
  assert.deepEqual(identitiesOf(out), identitiesOf(join(root, 'whole')));
  assert.match(readFileSync(join(out, 'report.md'), 'utf8'), /### Abstaining \(1\)/);
  assert.match(r.stderr, /did not pass/);
});

test('a directory of downloaded artifacts stands for its subdirectories', () => {
  const out = join(root, 'merged-dir');
  const r = parley(['report', join(root, 'artifacts'), '-o', out, '--fail-on', 'never', '-q']);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '');
  assert.deepEqual(summaryOf(out).counts, summaryOf(join(root, 'whole')).counts);
});

test('--baseline compares: no regressions against itself, exit 0', () => {
  const r = parley([
    'report',
    join(root, 'artifacts'),
    '-o',
    join(root, 'merged-base'),
    '--baseline',
    join(root, 'whole', 'summary.json'),
    '--alpha',
    '0.01',
  ]);
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /against the baseline:/);
  assert.match(r.stdout, /alpha 0\.01: alpha_task 0\.005 \(per task, Holm\)/);
  const bad = parley(['report', join(root, 'artifacts'), '--alpha', 'five']);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--alpha: expected a number between 0 and 1, got "five"/);
});

test('a missing shard is a usage error that names it', () => {
  const partial = join(root, 'partial');
  mkdirSync(partial);
  for (const i of [1, 3]) {
    cpSync(
      join(root, 'artifacts', `parley-results-configure-agent-shard-${i}-of-3`),
      join(partial, `shard-${i}`),
      { recursive: true },
    );
  }
  const r = parley(['report', partial, '-o', join(root, 'never')]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /parley report: incomplete shard set: shard 2\/3 is missing/);
  assert.ok(!existsSync(join(root, 'never')), 'nothing written');
  const none = parley(['report', join(root, 'nowhere')]);
  assert.equal(none.code, 2);
  assert.match(none.stderr, /no such directory/);
});

test('summaries claiming shard 1/999999999999 are refused at once, before counting shards', () => {
  const shard1 = join(root, 'artifacts', 'parley-results-configure-agent-shard-1-of-3');
  const dirs = [1, 2].map((i) => {
    const dir = join(root, `huge-count-${i}`);
    cpSync(shard1, dir, { recursive: true });
    const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as {
      identity: { shard: string };
    };
    summary.identity.shard = `${i}/999999999999`;
    writeFileSync(join(dir, 'summary.json'), JSON.stringify(summary));
    return dir;
  });
  const started = Date.now();
  const r = parley(['report', ...dirs, '-o', join(root, 'huge-count-out')], 60_000);
  assert.equal(r.code, 2, r.stderr);
  assert.equal(
    r.stderr.trim(),
    `parley report: ${dirs[0]} claims shard "1/999999999999": expected i/n with 1 <= i <= n <= 256`,
  );
  assert.ok(Date.now() - started < 30_000, 'no loop up to the claimed count');
  assert.ok(!existsSync(join(root, 'huge-count-out')));
});

test('shards that together exceed the byte budget are refused before any is read', () => {
  // Five shards of 45 MB each pass the per-file limit (50 MB) but not the 200 MB of the set.
  // Sparse files: their size is real to stat, and they take no disk space.
  const shard1 = join(root, 'artifacts', 'parley-results-configure-agent-shard-1-of-3');
  const dirs = [1, 2, 3, 4, 5].map((i) => {
    const dir = join(root, `big-${i}`);
    cpSync(shard1, dir, { recursive: true });
    truncateSync(join(dir, 'results.jsonl'), 45 * 1024 * 1024);
    return dir;
  });
  const r = parley(['report', ...dirs, '-o', join(root, 'big-out')]);
  assert.equal(r.code, 2, r.stderr);
  assert.equal(
    r.stderr.trim(),
    `parley report: the results directories hold more than the 209715200 bytes allowed in all (reached at ${dirs[4]}); nothing was read`,
  );
});
