// waza fields with their meaning, Parley extensions, project config and the suite hash.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { formatSpecError, loadSuites } from '../../src/suites/load.js';
import { tempProject } from './helpers.js';

const EVAL = `name: features
skill: configure-agent
version: 2
hooks:
  before_run:
    - command: echo hi
config:
  executor: copilot-sdk
  model: gpt-4o
  judge_model: gpt-4o-mini
  mcp_servers:
    docs: {command: npx, args: [docs-mcp]}
  tools:
    - {name: lookup, result: suite}
    - {name: shared, result: suite}
graders:
  - {type: prompt, name: judge, rubric: helpfulness}
tasks:
  - tasks/*.yaml
  - tests.jsonl
  - id: inline
    inputs: {prompt: Inline hello}
`;

const TASK = `id: full
tags: [a]
timeout_seconds: 30
executor: http
agent: {url: 'http://127.0.0.1:9/chat', response_path: reply}
inputs:
  prompt: Hi
  environment: {MODE: test}
  context: {fixture: fixtures/repo}
  files:
    - path: data.txt
    - {path: notes/inline.md, content: hello}
  repos:
    - {type: worktree, source: ../.., commit: main, dest: src/app}
  workdir: src/app
  tools:
    - {name: shared, result: task}
  turns: null
expected:
  should_trigger: true
  matches: ['(?i)done']
checkpoints:
  - {id: asked, assertion: {type: contains, value: name}}
`;

const project = tempProject({
  '.parley.yaml':
    'evals: [suites/**/eval.yaml]\ndefaults:\n  timeout_seconds: 45\n  responder_model: small\nstorage: {provider: azure-blob}\n',
  'suites/one/eval.yaml': EVAL,
  'suites/one/tasks/full.yaml': TASK.replace('  turns: null\n', ''),
  'suites/one/tests.jsonl': '{"id": "j1", "input": "Hi"}\n',
  'suites/one/fixtures/data.txt': 'fixture',
  'suites/one/fixtures/repo/README.md': 'repo fixture',
  'waza/.waza.yaml':
    'paths: {evals: checks/}\ndefaults: {engine: mock, judgeModel: j, timeout: 12}\n',
  'waza/checks/x/eval.yaml':
    'name: w\nmetrics: [{name: m, weight: 1, threshold: 0.5}]\ntasks: [t.yaml]\n',
  'waza/checks/x/t.yaml': 'id: t\nname: T\ninputs: {prompt: Hi}\n',
  'ref/eval.yaml': 'name: r\ngraders:\n  - {ref: github.com/x/y@v1, name: g}\ntasks: [t.yaml]\n',
  'ref/t.yaml': 'id: t\ninputs: {prompt: Hi}\n',
});
after(() => project.cleanup());

test('no paths: the project `evals` globs; defaults fill what the suite leaves out', async () => {
  const { suites, errors, project: config } = await loadSuites([], { cwd: project.dir });
  assert.deepEqual(
    errors.map((e) => formatSpecError(e, project.dir)),
    [],
  );
  assert.equal(config.file, join(project.dir, '.parley.yaml'));
  assert.deepEqual(config.defaults, { timeoutSeconds: 45, responderModel: 'small' });
  const suite = suites[0]!;
  assert.equal(suite.name, 'features');
  assert.equal(suite.version, '2');
  assert.equal(suite.config.timeoutSeconds, 45);
  assert.equal(suite.config.judgeModel, 'gpt-4o-mini');
  assert.deepEqual(suite.graders[0]!.config, { rubric: 'helpfulness' });
  assert.deepEqual(suite.config.mcpServers, [
    { name: 'docs', command: 'npx', args: ['docs-mcp'], env: {}, headers: {} },
  ]);
});

test('copilot-sdk is the ACP adapter running `copilot --acp`; tasks override executor and agent', async () => {
  const { suites } = await loadSuites([], { cwd: project.dir });
  const suite = suites[0]!;
  assert.equal(suite.config.executor, 'copilot-sdk');
  const inline = suite.tasks.find((t) => t.id === 'inline')!;
  assert.deepEqual(inline.agent, {
    executor: 'acp',
    command: 'copilot',
    args: ['--acp'],
    env: {},
    permissions: 'allow_workspace',
    // The Copilot CLI reports usage summed over the session.
    usage: 'cumulative',
  });
  assert.equal(inline.prompt, 'Inline hello');
  assert.equal(inline.source.file, suite.file);
  const full = suite.tasks.find((t) => t.id === 'full')!;
  // An http task keeps only http settings: the suite's ACP command does not carry over.
  assert.deepEqual(full.agent, {
    executor: 'http',
    url: 'http://127.0.0.1:9/chat',
    headers: {},
    responsePath: 'reply',
  });
  assert.equal(full.timeoutSeconds, 30);
  const jsonl = suite.tasks.find((t) => t.id === 'j1')!;
  assert.equal(jsonl.agent.executor, 'acp');
  assert.equal(jsonl.timeoutSeconds, 45);
});

test('workspace inputs resolve to absolute sources; tools merge with the task winning', async () => {
  const { suites } = await loadSuites([], { cwd: project.dir });
  const suiteDir = join(project.dir, 'suites/one');
  const full = suites[0]!.tasks.find((t) => t.id === 'full')!;
  assert.deepEqual(full.files, [
    { path: '.', source: join(suiteDir, 'fixtures/repo') },
    { path: 'data.txt', source: join(suiteDir, 'fixtures/data.txt') },
    { path: 'notes/inline.md', content: 'hello' },
  ]);
  assert.deepEqual(full.repos, [
    { source: join(project.dir, 'suites'), ref: 'main', dest: 'src/app' },
  ]);
  assert.equal(full.workdir, 'src/app');
  assert.deepEqual(
    full.tools.map((t) => [t.name, t.result]),
    [
      ['lookup', 'suite'],
      ['shared', 'task'],
    ],
  );
  assert.deepEqual(full.expected.matches, ['(?i)done']);
  // waza parses should_trigger and grades nothing: no grader (validate says so).
  assert.deepEqual(full.graders, []);
  assert.equal(full.checkpoints[0]!.required, true);
});

test('accepted but unsupported settings are warnings, never silently dropped', async () => {
  const { warnings } = await loadSuites([], { cwd: project.dir });
  assert.deepEqual(
    warnings.map((w) => formatSpecError(w, project.dir).replace(/: .*$/, '')),
    [
      '.parley.yaml:5:1 storage',
      'suites/one/eval.yaml:4:1 hooks',
      // waza passes inputs.environment nowhere; Parley sets it for the agent (said).
      'suites/one/tasks/full.yaml:8:3 inputs.environment',
      'suites/one/tasks/full.yaml:19:3 expected.should_trigger',
    ],
  );
});

test('.waza.yaml: paths.evals and camelCase defaults are honoured', async () => {
  const cwd = join(project.dir, 'waza');
  const { suites, errors, project: config } = await loadSuites([], { cwd });
  assert.deepEqual(errors, []);
  assert.deepEqual(config.evals, ['checks/**/eval.yaml']);
  assert.equal(suites[0]!.config.executor, 'mock');
  assert.equal(suites[0]!.config.judgeModel, 'j');
  assert.equal(suites[0]!.config.timeoutSeconds, 12);
  assert.equal(suites[0]!.metrics.length, 1);
});

test('remote grader refs are rejected with the reason', async () => {
  const { errors } = await loadSuites(['ref'], { cwd: project.dir });
  assert.equal(
    formatSpecError(errors[0]!, project.dir),
    'ref/eval.yaml:3:6 graders[0].ref: remote grader refs are not supported by Parley; write the grader inline (type, config)',
  );
});

test('the suite hash changes when a task file changes', async () => {
  const before = (await loadSuites(['ref/../waza/checks/x'], { cwd: project.dir })).suites[0]!.hash;
  const again = (await loadSuites(['waza/checks/x'], { cwd: project.dir })).suites[0]!.hash;
  assert.equal(before, again);
  writeFileSync(join(project.dir, 'waza/checks/x/t.yaml'), 'id: t\ninputs: {prompt: Hello}\n');
  const changed = (await loadSuites(['waza/checks/x'], { cwd: project.dir })).suites[0]!.hash;
  assert.notEqual(changed, before);
});

test('a directory in `evals` means the eval files under it; disabled tasks are left out', async () => {
  const tree = tempProject({
    '.parley.yaml': 'evals: checks/\n',
    'checks/a/eval.yaml': 'name: a\ntasks: [t/*.yaml]\n',
    'checks/a/t/on.yaml': 'id: on\ninputs: {prompt: Hi}\n',
    'checks/a/t/off.yaml': 'id: off\nenabled: false\ninputs: {prompt: Hi}\n',
  });
  try {
    const { suites, errors } = await loadSuites([], { cwd: tree.dir });
    assert.deepEqual(errors, []);
    assert.deepEqual(
      suites.map((s) => [s.name, s.config.executor, s.tasks.map((t) => t.id)]),
      [['a', 'openai', ['on']]],
    );
  } finally {
    tree.cleanup();
  }
});
