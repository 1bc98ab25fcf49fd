// What loading suites loads (ARCHITECTURE.md "What loads when"): a job of JSONL files loads
// neither waza's schemas and mapping, nor the project schema without a project file, nor re2js
// without a pattern; each loads when a suite needs it. A child process loads the suites with a
// module hook that records every module it resolves.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

const tmp = mkdtempSync(join(tmpdir(), 'parley-lazy-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const PROBE = `import { register } from 'node:module';
const [log, load, cwd, ...paths] = process.argv.slice(2);
const hook = \`import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  appendFileSync(\${JSON.stringify(log)}, r.url + '\\\\n');
  return r;
}\`;
register('data:text/javascript,' + encodeURIComponent(hook));
const { loadSuites } = await import(load);
const r = await loadSuites(paths, { cwd });
process.stdout.write(JSON.stringify({ suites: r.suites.length, errors: r.errors.length }));
`;
const probe = join(tmp, 'probe.mjs');
writeFileSync(probe, PROBE);

/** The modules `loadSuites(paths, {cwd})` resolves: repository paths and package names. */
function modulesLoading(cwd: string, paths: string[]) {
  const log = join(tmp, `log-${Math.random().toString(36).slice(2)}`);
  writeFileSync(log, '');
  const load = pathToFileURL(resolve('src/suites/load.ts')).href;
  const args = ['--import', 'tsx', probe, log, load, cwd, ...paths];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const modules = new Set(
    readFileSync(log, 'utf8')
      .split('\n')
      .map((url) => /\/(src\/[^?]+\.ts)|\/node_modules\/([^/]+)\/|^(node:child_process)$/.exec(url))
      .flatMap((m) => (m ? [m[1] ?? m[2] ?? m[3]!] : [])),
  );
  return { result: JSON.parse(run.stdout) as { suites: number; errors: number }, modules };
}

const WAZA = (m: string) => m.startsWith('src/suites/waza/');
const PROJECT = [
  'src/suites/project.ts',
  'src/suites/schema/project.ts',
  'src/suites/schema/prices.ts',
];

function jsonl(dir: string, lines: unknown[]): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'tests.jsonl');
  writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return file;
}

describe('loading suites loads what they use', () => {
  it('JSONL tests without patterns, no project file: no waza, project schema or re2js', () => {
    const dir = join(tmp, 'plain');
    const file = jsonl(dir, [
      { id: 'a', input: 'Hi', assert: { type: 'contains', value: 'Hi' } },
      {
        id: 'b',
        turns: [{ input: 'Hi' }, { input: 'Bye', assert: { type: 'equals', value: 'x' } }],
      },
    ]);
    const { result, modules } = modulesLoading(dir, [file]);
    assert.deepEqual(result, { suites: 1, errors: 0 });
    assert.ok(modules.has('src/suites/yao/jsonl-schema.ts'), [...modules].join(' '));
    assert.deepEqual([...modules].filter(WAZA), []);
    assert.deepEqual(
      [...modules].filter((m) => PROJECT.includes(m)),
      [],
    );
    assert.ok(!modules.has('re2js') && !modules.has('src/suites/regex.ts'));
  });

  it('a pattern loads re2js; a project file, the project schema', () => {
    const dir = join(tmp, 'pattern');
    const file = jsonl(dir, [
      { id: 'a', input: 'Hi', assert: { type: 'contains', value: 'Hi' } },
      { id: 'b', input: 'Hi', assert: { type: 'regex', value: '(?i)hi' } },
    ]);
    writeFileSync(join(dir, '.parley.yaml'), 'defaults:\n  model: m\n');
    const { result, modules } = modulesLoading(dir, [file]);
    assert.deepEqual(result, { suites: 1, errors: 0 });
    assert.ok(modules.has('re2js'));
    for (const m of PROJECT) assert.ok(modules.has(m), m);
    assert.deepEqual([...modules].filter(WAZA), []);
  });

  it('an eval.yaml loads waza’s loader', () => {
    const { result, modules } = modulesLoading(resolve('.'), ['examples/configure-agent']);
    assert.deepEqual(result, { suites: 1, errors: 0 });
    assert.ok(modules.has('src/suites/waza/load-eval.ts'));
    assert.ok(modules.has('src/suites/waza/task-schema.ts'));
  });

  it('an eval.yaml of plain YAML does not load the yaml package; one that is not does', () => {
    const dir = join(tmp, 'plain-eval');
    mkdirSync(join(dir, 'tasks'), { recursive: true });
    const evalYaml = 'name: plain\nconfig:\n  executor: mock\ntasks:\n  - tasks/*.yaml\n';
    writeFileSync(join(dir, 'eval.yaml'), evalYaml);
    writeFileSync(join(dir, 'tasks', 'a.yaml'), 'id: a\ninputs:\n  prompt: hi\n  mock: [hi]\n');
    const plain = modulesLoading(dir, ['eval.yaml']);
    assert.deepEqual(plain.result, { suites: 1, errors: 0 });
    assert.ok(plain.modules.has('src/suites/waza/load-eval.ts'));
    assert.ok(!plain.modules.has('yaml'));
    // A block scalar is outside the plain subset: that task file is read by the yaml package.
    writeFileSync(join(dir, 'tasks', 'b.yaml'), 'id: b\ninputs:\n  prompt: |\n    hi\n');
    const full = modulesLoading(dir, ['eval.yaml']);
    assert.deepEqual(full.result, { suites: 1, errors: 0 });
    assert.ok(full.modules.has('yaml'));
  });

  it('a directory and a tasks glob of one folder load no glob matcher, a text grader no child_process', () => {
    const dir = join(tmp, 'plain-glob');
    mkdirSync(join(dir, 'suite', 'tasks'), { recursive: true });
    const evalYaml = [
      'name: plain-glob',
      'config:',
      '  executor: mock',
      'graders:',
      '  - type: text',
      '    name: said',
      '    config:',
      '      contains: [hi]',
      'tasks:',
      '  - tasks/*.yaml',
    ];
    writeFileSync(join(dir, 'suite', 'eval.yaml'), evalYaml.join('\n') + '\n');
    writeFileSync(join(dir, 'suite', 'tasks', 'a.yaml'), 'id: a\ninputs:\n  prompt: hi\n');
    const { result, modules } = modulesLoading(dir, ['.']);
    assert.deepEqual(result, { suites: 1, errors: 0 });
    assert.ok(modules.has('src/suites/waza/grader-checks.ts'), [...modules].join(' '));
    assert.ok(!modules.has('tinyglobby'), 'tinyglobby');
    assert.ok(!modules.has('node:child_process'), 'node:child_process');
  });
});
