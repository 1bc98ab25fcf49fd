// `parley init` as a newcomer runs it: in an empty git repository, then `parley validate` and
// `parley run` with no endpoint (the mock agent and rule responders need none), each a process
// started in that repository. Nothing is overwritten; the schema comments resolve from the
// user's repository; the workflows use only inputs the action has.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { parse } from 'yaml';
import { PARLEY_VERSION } from '../../src/version.js';
import { CLI_ARGS } from '../cli-args.js';

const ACTION_INPUTS = new Set(
  Object.keys((parse(readFileSync('action.yml', 'utf8')) as { inputs: object }).inputs),
);

/** Neither NO_COLOR nor FORCE_COLOR: together, Node warns on stderr about the pair. */
const PLAIN_ENV = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => k !== 'NO_COLOR' && k !== 'FORCE_COLOR'),
);

const root = mkdtempSync(join(tmpdir(), 'parley-init-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** `parley ARGS` started in `cwd`, with no endpoint in its environment. */
function parley(cwd: string, ...args: string[]) {
  const child = spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...PLAIN_ENV, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
  });
  return { code: child.status, out: child.stdout, err: child.stderr };
}

function emptyRepo(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  assert.equal(spawnSync('git', ['init', '-q', dir]).status, 0);
  return dir;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !join(e.parentPath, e.name).includes(`${dir}/.git/`))
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

/** The `$schema` of each YAML file that has one, as written. */
function modelines(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of filesUnder(dir).filter((f) => f.endsWith('.yaml'))) {
    const first = readFileSync(join(dir, file), 'utf8').split('\n')[0]!;
    const m = /^# yaml-language-server: \$schema=(\S+)$/.exec(first);
    if (m) found.set(file, m[1]!);
  }
  return found;
}

describe('parley init', () => {
  it('in an empty git repository: a suite that validates and runs offline, and the workflows', () => {
    const repo = emptyRepo('app');
    const init = parley(repo, 'init');
    assert.equal(init.code, 0, init.out + init.err);
    assert.deepEqual(filesUnder(repo), [
      '.github/workflows/parley-commands.yml',
      '.github/workflows/parley-report.yml',
      '.github/workflows/parley.yml',
      'evals/app/eval.yaml',
      'evals/app/tasks/asks-before-deleting.yaml',
      'evals/app/tasks/full-brief.yaml',
      'evals/app/tests.jsonl',
    ]);
    assert.match(init.out, /parley init: 7 of 7 file\(s\) written/);

    // No node_modules here: the schemas published at this version's release tag.
    const lines = modelines(repo);
    assert.equal(lines.size, 3, [...lines.keys()].join());
    for (const [file, schema] of lines) {
      const kind = file.endsWith('eval.yaml') ? 'eval' : 'task';
      assert.equal(
        schema,
        `https://raw.githubusercontent.com/parley-dev/parley/v${PARLEY_VERSION}/schemas/${kind}.schema.json`,
      );
    }

    const validate = parley(repo, 'validate');
    assert.equal(validate.code, 0, validate.out + validate.err);
    assert.match(validate.out, /1 suite, 3 tasks loaded/);
    assert.equal(validate.err, '', 'no warnings');

    const run = parley(repo, 'run');
    assert.equal(run.code, 0, run.out + run.err);
    assert.match(run.out, /3 run\(s\): 3 passed, 0 failed, 0 abstained, 0 error\(s\)/);
    const records = readFileSync(join(repo, 'parley-results/results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { task_id: string; status: string; responder?: object });
    assert.deepEqual(records.map((r) => [r.task_id, r.status]).sort(), [
      ['asks-before-deleting', 'passed'],
      ['full-brief', 'passed'],
      ['states-the-schedule', 'passed'],
    ]);
    assert.equal(records.filter((r) => r.responder).length, 2, 'two tasks use a responder');
  });

  it('never overwrites a file: a second init keeps what is there', () => {
    const repo = emptyRepo('again');
    assert.equal(parley(repo, 'init').code, 0);
    const edited = join(repo, 'evals/again/eval.yaml');
    writeFileSync(edited, 'name: mine\n');
    const before = new Map(filesUnder(repo).map((f) => [f, readFileSync(join(repo, f), 'utf8')]));
    const second = parley(repo, 'init');
    assert.equal(second.code, 0, second.out + second.err);
    assert.match(second.out, /parley init: 0 of 7 file\(s\) written/);
    assert.match(second.out, /kept {2}evals\/again\/eval\.yaml \(exists: not overwritten\)/);
    for (const [file, text] of before) assert.equal(readFileSync(join(repo, file), 'utf8'), text);
  });

  it('--skill: a suite named after the skill; schemas from the installed package', () => {
    const repo = emptyRepo('skilled');
    mkdirSync(join(repo, 'skills/report-writer'), { recursive: true });
    writeFileSync(
      join(repo, 'skills/report-writer/SKILL.md'),
      '---\nname: report-writer\ndescription: Writes weekly reports.\n---\nWrite the report.\n',
    );
    // The package as `npm install --save-dev` leaves it: its schemas in node_modules.
    const installed = join(repo, 'node_modules/@parley-dev/parley/schemas');
    cpSync(resolve('schemas'), installed, { recursive: true });
    const init = parley(repo, 'init', '--skill', 'skills/report-writer');
    assert.equal(init.code, 0, init.out + init.err);
    const evalFile = readFileSync(join(repo, 'evals/report-writer/eval.yaml'), 'utf8');
    const config = parse(evalFile) as {
      skill: string;
      config: { skill_directories: string[]; required_skills: string[] };
    };
    assert.equal(config.skill, 'report-writer');
    assert.deepEqual(config.config.required_skills, ['report-writer']);
    assert.equal(
      resolve(repo, 'evals/report-writer', config.config.skill_directories[0]!),
      join(repo, 'skills'),
    );
    for (const [file, schema] of modelines(repo)) {
      assert.doesNotMatch(schema, /^https:/, file);
      const target = resolve(dirname(join(repo, file)), schema);
      assert.ok(target.startsWith(installed) && existsSync(target), `${file}: ${schema}`);
    }
    const validate = parley(repo, 'validate');
    assert.equal(validate.code, 0, validate.out + validate.err);
  });

  it('the workflows: pull requests, pushes, fork reports and /parley commands, with real inputs', () => {
    const repo = emptyRepo('flows');
    assert.equal(parley(repo, 'init').code, 0);
    type Step = { uses?: string; with?: Record<string, unknown> };
    type Workflow = { on: Record<string, unknown>; jobs: Record<string, { steps: Step[] }> };
    const read = (name: string) =>
      parse(readFileSync(join(repo, '.github/workflows', name), 'utf8')) as Workflow;
    const flows = {
      pr: read('parley.yml'),
      report: read('parley-report.yml'),
      commands: read('parley-commands.yml'),
    };
    assert.deepEqual(Object.keys(flows.pr.on).sort(), ['pull_request', 'push', 'schedule']);
    assert.deepEqual(flows.report.on, {
      workflow_run: { workflows: ['Parley'], types: ['completed'] },
    });
    assert.ok('issue_comment' in flows.commands.on);
    const steps = Object.values(flows).flatMap((f) =>
      Object.values(f.jobs).flatMap((j) =>
        j.steps.filter((s) => s.uses?.startsWith('parley-dev/')),
      ),
    );
    assert.equal(steps.length, 4);
    for (const step of steps) {
      for (const input of Object.keys(step.with ?? {})) {
        assert.ok(ACTION_INPUTS.has(input), `"${input}" is an input of action.yml`);
      }
    }
    // Pushes and fork pull requests run the same suites: the baseline is kept per suite set.
    const [prStep] = flows.pr.jobs['evals']!.steps.filter((s) => s.uses?.startsWith('parley-dev/'));
    assert.equal(prStep!.with!['evals'], 'evals');
  });
});
