// Impact selection fails closed (issue 42): every way a pull request could change what a task
// does without impact selection seeing it, through `parley run --changed-since main --baseline`
// in a throwaway repository of mock suites. A shell helper a grader sources, a module beside a
// grader in the suite folder, `python3 -m`, a file SKILL.md names in prose or a code span, a
// symlinked skill folder, a symlink inside a skill, a module an MCP server requires, a submodule
// bump, package.json, a deleted .parley.yaml that held `impact.always`, an ACP agent on PATH, and
// a link with a malformed percent escape: each re-runs the affected task (or every task).
import assert from 'node:assert/strict';
import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { git, parleyIn, recordsIn } from './git-repo.js';

let top: string;
let repo: string;
let sub: string;
let subBase: string;
let agentBin: string;

const write = (path: string, text: string, root = repo) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

const mockTask = (id: string, more = '') =>
  `id: ${id}\ninputs:\n  prompt: Go.\n  mock: [done]\n${more}graders:\n  - type: text\n    name: done\n    config:\n      contains: ['done']\n`;
const program = (id: string, command: string, args: string[]) =>
  `id: ${id}\ninputs:\n  prompt: Go.\n  mock: [done]\ngraders:\n  - type: program\n    name: check\n    config:\n      command: ${command}\n      args: ${JSON.stringify(args)}\n`;
const suite = (name: string, more = '') =>
  `name: ${name}\nconfig:\n  executor: mock\n${more}tasks:\n  - tasks/*.yaml\n`;
const skill = (name: string, body: string) =>
  `---\nname: ${name}\ndescription: d\n---\n\n${body}\n`;
const withSkill = (path: string) => `  skill_directories: [${path}]\n`;

before(() => {
  top = mkdtempSync(join(tmpdir(), 'parley-impact-closed-'));
  repo = join(top, 'repo');
  sub = join(top, 'vendor-skills');
  // The submodule's own repository: one skill.
  write('sub/SKILL.md', skill('sub', 'Say done.'), sub);
  git(sub, 'init', '-q', '-b', 'main');
  git(sub, 'add', '-A');
  git(sub, 'commit', '-q', '-m', 'skill');
  // An ACP agent on PATH (as `npx my-agent` finds one): the command names no file of the repo.
  agentBin = join(top, 'bin');
  mkdirSync(agentBin);
  writeFileSync(
    join(agentBin, 'my-agent'),
    `#!/bin/sh\nexec "${process.execPath}" "${resolve('test/fakes/acp-agent.mjs')}" "$@"\n`,
  );
  chmodSync(join(agentBin, 'my-agent'), 0o755);

  write('.parley.yaml', 'impact:\n  always: [agent/**]\n');
  write('.gitignore', 'base-results/\npr/\n__pycache__/\n');
  write('README.md', '# hello\n');
  write('package.json', '{"name": "x", "devDependencies": {"my-agent": "1.0.0"}}\n');
  write('agent/main.js', '// the agent\n');
  // A grader script that sources a shell helper elsewhere in the repository.
  write('lib/helper.sh', 'pass() { printf \'{"score":1}\'; }\n');
  write('evals/sh/graders/check.sh', '#!/bin/sh\n. ../../lib/helper.sh\npass\n');
  write('evals/sh/eval.yaml', suite('sh'));
  write('evals/sh/tasks/sourced.yaml', program('sourced', 'sh', ['graders/check.sh']));
  write('evals/sh/tasks/plain.yaml', mockTask('plain'));
  // A Python grader in the suite's folder with a module beside it; a grader run as `-m`.
  write('evals/py/helper.py', 'SCORE = 1\n');
  write('evals/py/check.py', 'from helper import SCORE\nprint(\'{"score": %d}\' % SCORE)\n');
  write('evals/py/graders/__init__.py', '');
  write('evals/py/graders/check.py', 'print(\'{"score": 1}\')\n');
  write('evals/py/eval.yaml', suite('py'));
  write('evals/py/tasks/beside.yaml', program('beside', 'python3', ['check.py']));
  write('evals/py/tasks/module.yaml', program('module', 'python3', ['-m', 'graders.check']));
  write('evals/py/tasks/plain.yaml', mockTask('plain'));
  // A skill that names files in prose and in a code span, outside its folder.
  write('docs/rules.md', 'rules\n');
  write('tools/lint.sh', 'echo lint\n');
  write(
    'skills/prose/SKILL.md',
    skill('prose', 'Follow docs/rules.md, and run `tools/lint.sh` before you say done.'),
  );
  write('evals/prose/eval.yaml', suite('prose', withSkill('../../skills/prose')));
  write('evals/prose/tasks/one.yaml', mockTask('one'));
  // A symlinked skill folder, and a symlink inside a skill.
  write('real/s3/SKILL.md', skill('s3', 'Say done.'));
  mkdirSync(join(repo, 'skills'), { recursive: true });
  symlinkSync('../real/s3', join(repo, 'skills/s3'));
  write('evals/s3/eval.yaml', suite('s3', withSkill('../../skills/s3')));
  write('evals/s3/tasks/one.yaml', mockTask('one'));
  write('shared/ref.md', 'reference\n');
  write('guides/g.md', 'guide\n');
  write('skills/sl/SKILL.md', skill('sl', 'Read ref.md and [the guide](../../guides/g.md).'));
  symlinkSync('../../shared/ref.md', join(repo, 'skills/sl/ref.md'));
  write('evals/sl/eval.yaml', suite('sl', withSkill('../../skills/sl')));
  write('evals/sl/tasks/one.yaml', mockTask('one'));
  // An MCP server script that requires a module outside its folder.
  write('shared/tools.js', 'module.exports = {};\n');
  write('mcp/server.js', "require('../shared/tools.js');\n");
  write(
    'evals/mcp/eval.yaml',
    suite('mcp', '  mcp_servers:\n    tools: {command: node, args: [../../mcp/server.js]}\n'),
  );
  write('evals/mcp/tasks/one.yaml', mockTask('one'));
  // A skill that lives in a submodule.
  write('evals/sub/eval.yaml', suite('sub', withSkill('../../vendor/skills/sub')));
  write('evals/sub/tasks/one.yaml', mockTask('one'));
  // A skill with a link whose percent escape is malformed.
  write('skills/pct/SKILL.md', skill('pct', 'Take [the 50% discount](50%off.md).'));
  write('skills/pct/50%off.md', 'Half price.\n');
  write('evals/pct/eval.yaml', suite('pct', withSkill('../../skills/pct')));
  write('evals/pct/tasks/one.yaml', mockTask('one'));
  // An ACP agent found on PATH.
  write(
    'evals/acp/eval.yaml',
    'name: acp\nconfig:\n  executor: acp\n  agent:\n    command: my-agent\n  timeout_seconds: 30\ntasks:\n  - tasks/*.yaml\n',
  );
  write(
    'evals/acp/tasks/one.yaml',
    "id: one\ninputs:\n  prompt: hi\ngraders:\n  - type: text\n    name: any\n    config:\n      regex_match: ['.']\n",
  );

  git(repo, 'init', '-q', '-b', 'main');
  git(repo, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub, 'vendor/skills');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  subBase = git(join(repo, 'vendor/skills'), 'rev-parse', 'HEAD');
  const full = parleyIn(repo, ['run', '-o', 'base-results', '-q'], env());
  assert.equal(full.code, 0, full.out);
});

after(() => rmSync(top, { recursive: true, force: true }));

function env() {
  return { PATH: `${agentBin}:${process.env.PATH ?? ''}` };
}

/** Each case starts again from main on a branch of its own, submodule included. */
function reset() {
  git(repo, 'checkout', '-q', '-f', '-B', 'pr', 'main');
  git(repo, 'clean', '-qfd', '-e', 'base-results');
  git(join(repo, 'vendor/skills'), 'checkout', '-q', '-f', subBase);
}

/** The tasks that ran (suite/task, sorted) after `change`, and the run's console and report. */
function ranAfter(change: () => void) {
  reset();
  change();
  const run = parleyIn(
    repo,
    ['run', '--changed-since', 'main', '--baseline', 'base-results/summary.json', '-o', 'pr'],
    env(),
  );
  assert.notEqual(run.code, 2, run.out);
  assert.doesNotMatch(run.out, /URIError|at .*\.ts:\d+/, run.out);
  const text = readFileSync(join(repo, 'pr/results.jsonl'), 'utf8').trim();
  const ran = text
    ? recordsIn(join(repo, 'pr'))
        .map((r) => `${r.suite}/${r.task_id}`)
        .sort()
    : [];
  return {
    ran: [...new Set(ran)],
    out: run.out,
    report: readFileSync(join(repo, 'pr/report.md'), 'utf8'),
  };
}

const edit = (path: string) => () => appendFileSync(join(repo, path), '\n');
/** Tasks that always run: their command names no file (python3 -m, an agent on PATH). */
const ALWAYS_RUN = ['acp/one', 'py/module'];
const withAlways = (...tasks: string[]) => [...new Set([...tasks, ...ALWAYS_RUN])].sort();

test('a shell helper a grader sources, and a module beside a grader in the suite folder', () => {
  assert.deepEqual(ranAfter(edit('lib/helper.sh')).ran, withAlways('sh/sourced'));
  assert.deepEqual(ranAfter(edit('evals/py/helper.py')).ran, withAlways('py/beside'));
});

test('a grader run as python3 -m and an agent found on PATH run whatever changed', () => {
  const { ran, out } = ranAfter(edit('README.md'));
  assert.deepEqual(ran, ALWAYS_RUN);
  assert.match(out, /py\/module.*names no file/);
});

test('a file SKILL.md names in prose or in a code span is an input', () => {
  assert.deepEqual(ranAfter(edit('docs/rules.md')).ran, withAlways('prose/one'));
  assert.deepEqual(ranAfter(edit('tools/lint.sh')).ran, withAlways('prose/one'));
});

test('a symlinked skill folder and a symlink inside a skill are followed', () => {
  assert.deepEqual(ranAfter(edit('real/s3/SKILL.md')).ran, withAlways('s3/one'));
  assert.deepEqual(ranAfter(edit('shared/ref.md')).ran, withAlways('sl/one'));
});

test('a deleted file a skill links to is a change of the skill', () => {
  assert.deepEqual(ranAfter(() => rmSync(join(repo, 'guides/g.md'))).ran, withAlways('sl/one'));
});

test('a module an MCP server script requires is an input of the suite', () => {
  assert.deepEqual(ranAfter(edit('shared/tools.js')).ran, withAlways('mcp/one'));
});

test('a submodule bump touches the skills under it (git names only the gitlink)', () => {
  const { ran } = ranAfter(() => {
    const dir = join(repo, 'vendor/skills');
    appendFileSync(join(dir, 'sub/SKILL.md'), '\nAlso say hello.\n');
    git(dir, 'commit', '-qam', 'rewrite the skill');
    git(repo, 'commit', '-qam', 'bump vendor/skills');
  });
  assert.deepEqual(ran, withAlways('sub/one'));
});

test('package.json, a lockfile and .gitmodules re-run everything', () => {
  const every = ranAfter(edit('package.json'));
  assert.equal(every.ran.length, 12, every.ran.join(' '));
  assert.match(every.report, /Every task ran: package\.json changed/);
  assert.equal(ranAfter(() => write('yarn.lock', '# lock\n')).ran.length, 12);
  assert.equal(ranAfter(edit('.gitmodules')).ran.length, 12);
  assert.equal(ranAfter(() => write('evals/py/requirements-dev.txt', 'pytest\n')).ran.length, 12);
});

test('deleting .parley.yaml does not switch its impact.always off', () => {
  const { ran, report } = ranAfter(() => {
    rmSync(join(repo, '.parley.yaml'));
    appendFileSync(join(repo, 'agent/main.js'), '// changed\n');
  });
  assert.equal(ran.length, 12, ran.join(' '));
  assert.match(report, /Every task ran: /);
});

test('a link with a malformed percent escape runs its task instead of failing the job', () => {
  // Before the fix, any --changed-since run died with "URIError: URI malformed".
  assert.deepEqual(ranAfter(edit('README.md')).ran, ALWAYS_RUN);
  assert.deepEqual(ranAfter(edit('skills/pct/50%off.md')).ran, withAlways('pct/one'));
});

test('per task not re-run, the inputs considered are listed in the console and the report', () => {
  const { out, report } = ranAfter(edit('README.md'));
  assert.match(out, /prose\/one: .*skills\/prose.*docs\/rules\.md/);
  assert.match(report, /skills\/prose/);
  assert.match(report, /docs\/rules\.md/);
  // A symlinked skill folder is shown with the folder it is.
  assert.match(out, /s3\/one: .*skills\/s3 \(real\/s3\)/);
});
