// The CLI as a user installs it in their own repository: the package that `npm pack` makes
// (what `npm publish` would upload, and what `npm exec --package=github:…` builds from the
// repository), installed into a project outside this clone with no registry access, then run
// from there. The CLI is one bundle (dist/cli), so installing it fetches no dependency.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
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
import { startFakeOpenAI } from '../fakes/openai-server.js';

const repo = resolve('.');
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
let root: string;
let tarball: string;

/** npm, offline: nothing may come from the registry. */
function npm(args: string[], cwd: string) {
  return spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      npm_config_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    },
  });
}

before(() => {
  root = mkdtempSync(join(tmpdir(), 'parley-install-'));
  const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', root], {
    cwd: repo,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [info] = JSON.parse(packed) as { filename: string }[];
  tarball = join(root, info!.filename);
});

after(() => rmSync(root, { recursive: true, force: true }));

test('the package holds the CLI bundle and no sources, tests or action bundle', () => {
  const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
  assert.ok(listing.includes('package/bin/parley.js'), 'bin/parley.js');
  assert.ok(listing.includes('package/dist/cli/index.js'), 'dist/cli/index.js');
  assert.ok(
    listing.some((f) => f.startsWith('package/schemas/')),
    'the JSON Schemas',
  );
  assert.deepEqual(
    listing.filter(
      (f) => /^package\/(src|test|scripts|node_modules)\//.test(f) || f === 'package/dist/index.js',
    ),
    [],
  );
});

test('installed in another repository with no registry access, `npx parley` runs its suites', () => {
  const project = join(root, 'my-agents');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'my-agents', private: true }),
  );
  cpSync(join(repo, 'examples/configure-agent'), join(project, 'evals/configure-agent'), {
    recursive: true,
  });
  const install = npm(['install', tarball], project);
  assert.equal(install.status, 0, install.stderr);
  // Nothing but Parley itself: the bundle needs no dependency at run time.
  const installed = JSON.parse(
    execFileSync('npm', ['ls', '--all', '--json'], { cwd: project, encoding: 'utf8' }),
  ) as { dependencies: Record<string, { dependencies?: unknown }> };
  assert.deepEqual(Object.keys(installed.dependencies), [pkg.name]);
  assert.equal(installed.dependencies[pkg.name]!.dependencies, undefined);

  const version = npm(['exec', '--no', '--', 'parley', '--version'], project);
  assert.equal(version.stdout.trim(), pkg.version, version.stderr);

  // No path: the project's suites (evals/**/eval.yaml), results in parley-results/.
  const run = npm(['exec', '--no', '--', 'parley', 'run'], project);
  assert.equal(
    run.status,
    1,
    `two of the example's three runs do not pass\n${run.stdout}${run.stderr}`,
  );
  assert.match(run.stdout, /3 run\(s\): 1 passed, 1 failed, 1 abstained/);
  const summary = JSON.parse(readFileSync(join(project, 'parley-results/summary.json'), 'utf8'));
  assert.equal(summary.counts.runs, 3);
  assert.ok(existsSync(join(project, 'parley-results/results.jsonl')));
});

test('`npm exec --package=<the package>` runs it without adding it to the project', () => {
  const other = join(root, 'other-repo');
  mkdirSync(other);
  writeFileSync(join(other, 'package.json'), JSON.stringify({ name: 'other', private: true }));
  cpSync(join(repo, 'examples/configure-agent'), join(other, 'suite'), { recursive: true });
  const validate = npm(
    ['exec', '--yes', `--package=${tarball}`, '--', 'parley', 'validate', 'suite'],
    other,
  );
  assert.equal(validate.status, 0, `${validate.stdout}${validate.stderr}`);
  assert.match(validate.stdout, /1 suite, 3 tasks loaded/);
  assert.equal(existsSync(join(other, 'node_modules')), false, 'the project is left as it was');
});

/** `npm exec` of the packed CLI, not blocking: the loopback model answers in this process. */
function npmExec(args: string[], cwd: string): Promise<{ code: number | null; out: string }> {
  const child = spawn('npm', ['exec', '--yes', `--package=${tarball}`, '--', 'parley', ...args], {
    cwd,
    env: {
      ...process.env,
      OPENAI_API_KEY: 'sk-check',
      OPENAI_BASE_URL: '',
      npm_config_offline: 'true',
      npm_config_update_notifier: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, out })));
}

test('the packed CLI finds its shipped check sets: every case of each file is asked', async () => {
  const other = join(root, 'checks');
  mkdirSync(other);
  writeFileSync(join(other, 'package.json'), JSON.stringify({ name: 'checks', private: true }));
  const lines = (file: string) => readFileSync(join(repo, file), 'utf8').trimEnd().split('\n');
  const sets = [
    {
      what: 'responder',
      cases: lines('src/responder/check-set.jsonl').length,
      answer: { decision: 'stop', reply: '', uses: [], reason: 'always' },
    },
    {
      what: 'judge',
      cases: lines('src/graders/check-judge-set.jsonl').length,
      answer: { passed: true, score: 1, reason: 'always', suggestions: [], criteria: [] },
    },
  ];
  for (const { what, cases, answer } of sets) {
    const fake = await startFakeOpenAI(() => ({ content: JSON.stringify(answer) }));
    try {
      const ran = await npmExec(['check', what, '--model', 'm', '--base-url', fake.url], other);
      assert.match(ran.out, new RegExp(`, ${cases} cases \\(${cases} shipped, 0 yours\\)\n`));
      assert.equal(fake.requests.length, cases, ran.out);
      // One answer for every case is below every threshold: measured, and failed (not exit 2).
      assert.equal(ran.code, 1, ran.out);
    } finally {
      await fake.close();
    }
  }
});
