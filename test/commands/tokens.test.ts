// `parley tokens check` as a user runs it (a child process) over fixture skills: counts from the
// real tokenizer, the limits' priority (overrides over glob defaults, the most specific glob, then
// fallbackLimit), the config's priority (project config, then a deprecated .token-limits.json,
// then built-in defaults), the warning threshold and the exit codes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-tokens-'));
after(() => rmSync(root, { recursive: true, force: true }));

function project(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function parley(cwd: string, args: string[]) {
  const r = spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    cwd,
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface Check {
  file: string;
  tokens: number;
  limit: number;
  pattern: string;
  status: string;
}
function checks(cwd: string, args: string[] = []): Record<string, Check> {
  const r = parley(cwd, ['tokens', 'check', ...args, '--json']);
  assert.ok(r.code === 0 || r.code === 1, r.stderr);
  const json = JSON.parse(r.stdout) as { files: Check[] };
  return Object.fromEntries(json.files.map((c) => [c.file, c]));
}

// "Hello, world!" is 4 tokens in o200k_base (Hello | , | world | !).
const HELLO = 'Hello, world!';
const words = (n: number) => Array.from({ length: n }, () => ' hello').join('');

describe('parley tokens check', () => {
  it('counts with the o200k_base tokenizer', () => {
    const dir = project('count', { 'skills/a/SKILL.md': HELLO, 'notes.mdx': '' });
    const found = checks(dir);
    assert.equal(found['skills/a/SKILL.md']!.tokens, 4);
    assert.equal(found['notes.mdx']!.tokens, 0);
    // " hello" is one token each.
    writeFileSync(join(dir, 'skills/a/SKILL.md'), words(37));
    assert.equal(checks(dir)['skills/a/SKILL.md']!.tokens, 37);
  });

  it('applies overrides, then the most specific glob, then fallbackLimit; exit 1 over a limit', () => {
    const dir = project('limits', {
      '.parley.yaml': [
        'tokens:',
        '  warningThreshold: 15',
        '  fallbackLimit: 7',
        '  limits:',
        '    defaults:',
        "      '*.md': 1000",
        "      'SKILL.md': 20",
        "      'skills/*/references/*.md': 10",
        '    overrides:',
        "      'skills/a/references/big.md': 100",
        '',
      ].join('\n'),
      'skills/a/SKILL.md': words(18),
      'skills/a/references/big.md': words(60),
      'skills/a/references/small.md': words(11),
      'skills/a/agents/helper.agent.md': words(3),
      'skills/a/guide.mdx': words(8),
      'node_modules/x/README.md': words(5000),
    });
    const r = parley(dir, ['tokens', 'check']);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /skills\/a\/references\/small\.md\s+11\s+10\s+OVER/);
    assert.match(r.stderr, /skills\/a\/references\/small\.md: 11 tokens, 1 over its limit of 10/);
    assert.doesNotMatch(r.stdout, /node_modules/);
    const found = checks(dir);
    assert.deepEqual(
      Object.fromEntries(Object.values(found).map((c) => [c.file, [c.limit, c.pattern, c.status]])),
      {
        'skills/a/references/small.md': [10, 'skills/*/references/*.md', 'over'],
        'skills/a/SKILL.md': [20, 'SKILL.md', 'warn'],
        'skills/a/agents/helper.agent.md': [1000, '*.md', 'ok'],
        'skills/a/guide.mdx': [7, 'fallbackLimit', 'over'],
        // Within its limit but over the (absolute) warning threshold.
        'skills/a/references/big.md': [100, 'skills/a/references/big.md', 'warn'],
      },
    );
    // One path: only its files.
    assert.deepEqual(Object.keys(checks(dir, ['skills/a/SKILL.md'])), ['skills/a/SKILL.md']);
    const within = parley(dir, ['tokens', 'check', 'skills/a/references/big.md']);
    assert.equal(within.code, 0, within.stderr);
  });

  it('a legacy .token-limits.json is used with a deprecation warning, unless the config has limits', () => {
    const legacy = JSON.stringify({ defaults: { '*.md': 3 } });
    const dir = project('legacy', { '.token-limits.json': legacy, 'SKILL.md': words(5) });
    const r = parley(dir, ['tokens', 'check']);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /warning: \.token-limits\.json is deprecated/);
    assert.match(r.stdout, /limits: \.token-limits\.json/);

    const both = project('both', {
      '.token-limits.json': legacy,
      '.waza.yaml': "tokens:\n  limits:\n    defaults: {'*.md': 50}\n",
      'SKILL.md': words(5),
    });
    const b = parley(both, ['tokens', 'check']);
    assert.equal(b.code, 0, b.stderr);
    assert.doesNotMatch(b.stderr, /deprecated/);
    assert.match(b.stdout, /limits: \.waza\.yaml tokens\.limits/);

    // Neither: waza's built-in defaults (SKILL.md 500, README.md 3000, *.md 2000).
    const none = project('none', { 'SKILL.md': words(501), 'README.md': words(2500) });
    const found = checks(none);
    assert.deepEqual(
      [found['SKILL.md']!.limit, found['SKILL.md']!.status, found['README.md']!.limit],
      [500, 'over', 3000],
    );
  });

  it('never counts the results directory: parley-results/ and the configured results_dir, outside git', () => {
    // A skill folder (no git repository) after a run that wrote only report.md (no summary.json).
    const dir = project('results-dir', {
      'SKILL.md': HELLO,
      'parley-results/report.md': words(5000),
      'parley-results/nested/notes.md': words(10),
      'skills/x/parley-results/report.md': words(5000),
      'out/custom/report.md': words(5000),
      '.parley.yaml': 'results_dir: out/custom\n',
    });
    const r = parley(dir, ['tokens', 'check']);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.doesNotMatch(r.stdout, /parley-results|out\/custom/);
    assert.deepEqual(Object.keys(checks(dir)), ['SKILL.md']);
    // Named on the command line, a file there still counts: the user asked for it.
    assert.deepEqual(Object.keys(checks(dir, ['parley-results/report.md'])), [
      'parley-results/report.md',
    ]);
  });

  it('a bad configuration is exit 2 naming the file and field', () => {
    const yaml = project('bad-yaml', {
      '.parley.yaml': 'tokens:\n  fallbackLimit: -1\n',
      'SKILL.md': 'x',
    });
    const r = parley(yaml, ['tokens', 'check']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /\.parley\.yaml:2:\d+ tokens\.fallbackLimit/);
    const json = project('bad-json', { '.token-limits.json': '{"overrides": {}}', 'a.md': 'x' });
    const j = parley(json, ['tokens', 'check']);
    assert.equal(j.code, 2);
    assert.match(j.stderr, /\.token-limits\.json: defaults: .*expected \{"defaults"/);
    const missing = parley(project('fine', { 'a.md': 'x' }), ['tokens', 'check', 'nowhere']);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /nowhere: no such file or directory/);
    assert.equal(parley(json, ['tokens', 'count']).code, 2);
  });
});
