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
import { pathToFileURL } from 'node:url';
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
      '.gitignore',
      'evals/app/eval.yaml',
      'evals/app/tasks/asks-before-deleting.yaml',
      'evals/app/tasks/full-brief.yaml',
      'evals/app/tests.jsonl',
    ]);
    assert.match(init.out, /parley init: 7 of 7 file\(s\) written/);
    assert.equal(readFileSync(join(repo, '.gitignore'), 'utf8'), 'parley-results/\n');

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
    // The skill settings are written commented (the mock executor gives no agent skills):
    // uncommented as the comment says, they name the skill's folder and require it.
    assert.doesNotMatch(evalFile, /^ {2}(skill_directories|required_skills):/m);
    const config = parse(evalFile.replace(/# (skill_directories|required_skills):/g, '$1:')) as {
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
    assert.equal(validate.err, '', 'no warnings');
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

describe('parley init --shards N', () => {
  type Step = { uses?: string; with?: Record<string, unknown> };
  type Job = {
    name?: string;
    needs?: string | string[];
    if?: string;
    permissions?: Record<string, string>;
    strategy?: { 'fail-fast'?: boolean; matrix?: { shard?: number[] } };
    steps: Step[];
  };
  type Workflow = { on: Record<string, unknown>; permissions?: object; jobs: Record<string, Job> };
  const parleyStep = (job: Job) => {
    const steps = job.steps.filter((s) => s.uses?.startsWith('parley-dev/'));
    assert.equal(steps.length, 1);
    return steps[0]!.with ?? {};
  };

  /** The sharded workflow's jobs, checked the same way for init's file and the docs' block. */
  function checkSharded(flow: Workflow, n: number, where: string) {
    assert.deepEqual(Object.keys(flow.jobs), ['evals', 'confirm'], where);
    const { evals, confirm } = flow.jobs as { evals: Job; confirm: Job };
    assert.deepEqual(
      evals.strategy?.matrix?.shard,
      Array.from({ length: n }, (_, i) => i + 1),
      where,
    );
    assert.equal(evals.strategy?.['fail-fast'], false, where);
    assert.deepEqual(
      evals.permissions,
      { contents: 'read' },
      `${where}: shards hold no write token`,
    );
    const shard = parleyStep(evals);
    assert.equal(shard['shard'], `\${{ matrix.shard }}/${n}`, where);
    assert.equal(shard['mode'], undefined, where);
    assert.equal(shard['fail-on'], 'never', `${where}: the confirm job decides`);

    assert.equal(confirm.needs, 'evals', where);
    // A failed shard must not skip the confirm job (a skipped required check is green).
    assert.equal(confirm.if, '${{ !cancelled() }}', where);
    assert.deepEqual(
      confirm.permissions,
      { contents: 'read', 'pull-requests': 'write', actions: 'read' },
      where,
    );
    assert.ok(
      confirm.steps.some((s) => s.uses?.startsWith('actions/checkout@')),
      `${where}: confirm checks out the pull request`,
    );
    const gate = parleyStep(confirm);
    assert.equal(gate['mode'], 'confirm', where);
    assert.equal(gate['shard'], undefined, where);
    // The shards' inputs, but shard (and fail-on: never): the confirmation re-runs the same suites.
    const { shard: _s, 'fail-on': _f, ...shared } = shard;
    const { mode: _m, comment, ...gateShared } = gate;
    assert.deepEqual(gateShared, shared, `${where}: confirm has the shards' inputs`);
    assert.equal(comment, '${{ !github.event.pull_request.head.repo.fork }}', where);
    for (const input of [...Object.keys(shard), ...Object.keys(gate)]) {
      assert.ok(ACTION_INPUTS.has(input), `${where}: "${input}" is an input of action.yml`);
    }
  }

  it('writes parley.yml as N shards and the confirm job; the other workflows as without it', () => {
    const repo = emptyRepo('sharded');
    const init = parley(repo, 'init', '--shards', '3');
    assert.equal(init.code, 0, init.out + init.err);
    assert.match(init.out, /parley init: 7 of 7 file\(s\) written/);
    const text = readFileSync(join(repo, '.github/workflows/parley.yml'), 'utf8');
    const flow = parse(text) as Workflow;
    assert.deepEqual(Object.keys(flow.on).sort(), ['pull_request', 'push', 'schedule']);
    checkSharded(flow, 3, 'init --shards 3');
    assert.equal(parleyStep(flow.jobs['evals']!)['evals'], 'evals');

    // The fork report and the commands workflows do not depend on the shards.
    const plain = emptyRepo('unsharded');
    assert.equal(parley(plain, 'init').code, 0);
    for (const name of ['parley-report.yml', 'parley-commands.yml']) {
      const path = join('.github/workflows', name);
      assert.equal(readFileSync(join(repo, path), 'utf8'), readFileSync(join(plain, path), 'utf8'));
    }
    // And the suite still validates: --shards changes only the workflow.
    assert.equal(parley(repo, 'validate').code, 0);
  });

  it('256 shards: every one in the matrix, and the file still parses', () => {
    const repo = emptyRepo('wide');
    const init = parley(repo, 'init', '--shards', '256');
    assert.equal(init.code, 0, init.out + init.err);
    const flow = parse(readFileSync(join(repo, '.github/workflows/parley.yml'), 'utf8'));
    checkSharded(flow as Workflow, 256, 'init --shards 256');
  });

  it('the sharded workflow of docs/workflows.md has the same jobs as init writes', () => {
    const doc = readFileSync('docs/workflows.md', 'utf8');
    const blocks = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
    const sharded = blocks.filter((b) => /mode: confirm/.test(b));
    assert.equal(sharded.length, 1, 'one sharded workflow in docs/workflows.md');
    checkSharded(parse(sharded[0]!) as Workflow, 3, 'docs/workflows.md');
  });

  it('a bad N exits 2, says what N may be, and writes nothing', () => {
    for (const bad of ['1', '0', '257', 'two', '2.5', '-3', '']) {
      const repo = emptyRepo(`bad-${bad.replace(/\W/g, '_') || 'empty'}`);
      const init = parley(repo, 'init', `--shards=${bad}`);
      assert.equal(init.code, 2, `--shards=${bad}: ${init.out}${init.err}`);
      assert.equal(
        init.err.trim(),
        `parley init: --shards: expected a whole number from 2 to 256, got "${bad}"`,
      );
      assert.deepEqual(filesUnder(repo), [], `--shards=${bad} wrote nothing`);
    }
  });

  it('--skill drafts the tasks from SKILL.md: its purpose, what it asks for; they run offline', () => {
    const repo = emptyRepo('drafted');
    mkdirSync(join(repo, 'skills/csv-cleaner'), { recursive: true });
    writeFileSync(
      join(repo, 'skills/csv-cleaner/SKILL.md'),
      [
        '---',
        'name: csv-cleaner',
        'description: Cleans messy CSV exports into a tidy table. Use it on any CSV.',
        '---',
        '# CSV cleaner',
        '## Steps',
        '1. Read the file.',
        '## What to ask the user first',
        '- The **delimiter** the file uses',
        '- Which columns hold dates',
        '',
      ].join('\n'),
    );
    const init = parley(repo, 'init', '--skill', 'skills/csv-cleaner');
    assert.equal(init.code, 0, init.out + init.err);
    const suite = join(repo, 'evals/csv-cleaner');
    assert.deepEqual(readdirSync(join(suite, 'tasks')).sort(), [
      'full-brief.yaml',
      'vague-brief.yaml',
    ]);
    type Draft = {
      tags: string[];
      expect?: string;
      inputs: { prompt: string; mock: string[]; responder: { instructions: string } };
    };
    const task = (name: string) => parse(readFileSync(join(suite, 'tasks', name), 'utf8')) as Draft;
    const full = task('full-brief.yaml');
    const vague = task('vague-brief.yaml');
    // The description's first sentence is the request; the list under "What to ask" comes first.
    for (const draft of [full, vague]) {
      assert.ok(draft.tags.includes('draft'));
      assert.equal(
        draft.inputs.prompt,
        'I need help with csv-cleaner: cleans messy CSV exports into a tidy table.',
      );
    }
    assert.equal(full.inputs.mock[0], 'Before I start: the delimiter the file uses?');
    assert.match(full.inputs.responder.instructions, /Which columns hold dates: TODO/);
    assert.equal(vague.expect, 'abstain');
    assert.match(
      readFileSync(join(suite, 'tasks/full-brief.yaml'), 'utf8'),
      /^# DRAFT written by `parley init --skill` from skills\/csv-cleaner\/SKILL\.md/m,
    );
    assert.doesNotMatch(readdirSync(suite, { recursive: true }).join(), /weekly|staging/);
    assert.match(init.out, /the tasks are drafts from skills\/csv-cleaner\/SKILL\.md/);
    assert.match(init.out, / generate skills\/csv-cleaner --count 5 --model MODEL/);

    const validate = parley(repo, 'validate');
    assert.equal(validate.code, 0, validate.out + validate.err);
    assert.equal(validate.err, '', 'no warnings');
    const run = parley(repo, 'run');
    assert.equal(run.code, 0, run.out + run.err);
    const records = readFileSync(join(repo, 'parley-results/results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { task_id: string; status: string; outcome: string });
    assert.deepEqual(records.map((r) => [r.task_id, r.status, r.outcome]).sort(), [
      ['full-brief', 'passed', 'stopped'],
      ['says-what-it-does', 'passed', 'completed'],
      ['vague-brief', 'passed', 'abstained'],
    ]);
  });

  it("the workflows' push branch is the repository's default branch", () => {
    const master = join(root, 'on-master');
    assert.equal(spawnSync('git', ['init', '-q', '-b', 'master', master]).status, 0);
    assert.equal(parley(master, 'init').code, 0);
    const pushes = (repo: string) =>
      (
        parse(readFileSync(join(repo, '.github/workflows/parley.yml'), 'utf8')) as {
          on: { push: { branches: string[] } };
        }
      ).on.push.branches;
    assert.deepEqual(pushes(master), ['master']);
    // A clone: the remote's default branch, whatever branch is checked out.
    const id = ['-c', 'user.name=t', '-c', 'user.email=t@example.com'];
    spawnSync('git', ['-C', master, ...id, 'commit', '-q', '--allow-empty', '-m', 'x']);
    const clone = join(root, 'a-clone');
    assert.equal(spawnSync('git', ['clone', '-q', master, clone]).status, 0);
    assert.equal(spawnSync('git', ['-C', clone, 'checkout', '-q', '-b', 'feature']).status, 0);
    assert.equal(parley(clone, 'init', '--shards', '2').code, 0);
    assert.deepEqual(pushes(clone), ['master']);
  });

  it('.gitignore: parley-results/ added once, to a file without a final newline too', () => {
    const repo = emptyRepo('ignores');
    writeFileSync(join(repo, '.gitignore'), 'node_modules/');
    const first = parley(repo, 'init');
    assert.match(first.out, /added to \.gitignore \(parley-results\/\)/);
    assert.equal(
      readFileSync(join(repo, '.gitignore'), 'utf8'),
      'node_modules/\nparley-results/\n',
    );
    const second = parley(repo, 'init');
    assert.doesNotMatch(second.out, /gitignore/);
    assert.equal(
      readFileSync(join(repo, '.gitignore'), 'utf8'),
      'node_modules/\nparley-results/\n',
    );
  });

  it('the "next" commands run from where the user stands: npx where installed, else node PATH', () => {
    // The CLI started as a package's bin/parley.js, as npm leaves it (installed in the repository)
    // or as a checkout elsewhere; the stub loads the CLI the tests run.
    const cli = CLI_ARGS[CLI_ARGS.length - 1]!;
    const loader = CLI_ARGS.slice(0, -1);
    const asPackage = (dir: string) => {
      mkdirSync(join(dir, 'bin'), { recursive: true });
      writeFileSync(join(dir, 'package.json'), '{"name": "@parley-dev/parley"}\n');
      writeFileSync(
        join(dir, 'bin/parley.js'),
        `import(${JSON.stringify(pathToFileURL(cli).href)});\n`,
      );
      return join(dir, 'bin/parley.js');
    };
    const start = (cwd: string, script: string, ...args: string[]) => {
      const child = spawnSync(process.execPath, [...loader, script, ...args], {
        cwd,
        encoding: 'utf8',
        env: { ...PLAIN_ENV, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
      });
      return { code: child.status, out: child.stdout, err: child.stderr };
    };
    const nextLines = (out: string) => out.split('\n').filter((l) => / validate /.test(l));

    const installed = emptyRepo('installed');
    const bin = asPackage(join(installed, 'node_modules/@parley-dev/parley'));
    const inRepo = start(installed, bin, 'init');
    assert.equal(inRepo.code, 0, inRepo.out + inRepo.err);
    assert.deepEqual(nextLines(inRepo.out), ['  npx parley validate evals/installed']);

    const elsewhere = emptyRepo('elsewhere');
    const checkout = asPackage(join(root, 'tools/parley'));
    const fromCheckout = start(elsewhere, checkout, 'init');
    assert.equal(fromCheckout.code, 0, fromCheckout.out + fromCheckout.err);
    const [line] = nextLines(fromCheckout.out);
    assert.equal(line, '  node ../tools/parley/bin/parley.js validate evals/elsewhere');
    // As typed: the printed path is the script's, from this directory.
    const [, script, ...args] = line!.trim().split(' ');
    const typed = start(elsewhere, script!, ...args);
    assert.equal(typed.code, 0, typed.out + typed.err);
    assert.match(typed.out, /1 suite, 3 tasks loaded/);
  });

  it('--help documents --shards', () => {
    const help = parley(root, 'init', '--help');
    assert.equal(help.code, 0);
    assert.match(help.out, /Usage: parley init \[DIR\] \[--skill SKILL_DIR\] \[--shards N\]/);
    assert.match(help.out, /--shards N +parley\.yml as N shards \(2 to 256\) and a confirm job/);
  });
});
