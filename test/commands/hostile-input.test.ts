// Hostile input through the CLI as a process (issue 30): filters and token-budget globs of many
// stars (30.5), a skill file of one long run and one too large to read (30.6). Each must end
// promptly with a clear answer; the timeout only turns a hang into a failure.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-hostile-cli-'));
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
    timeout: 120_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

const LONG = 'a'.repeat(50);
const STARS = '*a*a*a*a*a*a*a*a*a*a*b';

test('a task filter of many stars is matched in linear time (30.5)', () => {
  const dir = project('filter', {
    'evals/s/eval.yaml': JSON.stringify({
      name: 's',
      config: { executor: 'mock', trials_per_task: 1 },
      graders: [{ type: 'text', name: 'ok', config: { contains: ['OK'] } }],
      tasks: [{ id: LONG, inputs: { prompt: 'Say OK.', mock: ['OK'] } }],
    }),
  });
  const r = parley(dir, ['run', 'evals/s', '--task', STARS, '--task', `${'a'.repeat(10)}*`]);
  assert.equal(r.signal, null, 'the filter did not hang the run');
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout + r.stderr, /1 passed/);
});

test('a token-budget glob of many stars is matched in linear time (30.5)', () => {
  const dir = project('glob', {
    '.parley.yaml': ['tokens:', '  limits:', '    defaults:', `      '${STARS}.md': 5`, ''].join(
      '\n',
    ),
    [`skills/${LONG}.md`]: 'Hello, world!',
  });
  const r = parley(dir, ['tokens', 'check', '--json']);
  assert.equal(r.signal, null, 'the glob did not hang the check');
  assert.equal(r.code, 0, r.stderr);
  const files = (JSON.parse(r.stdout) as { files: { file: string; tokens: number }[] }).files;
  assert.deepEqual(
    files.map((f) => [f.file, f.tokens]),
    [[`skills/${LONG}.md`, 4]],
  );
});

test('a skill file of one 1 MB run is counted; one over 8 MiB is refused by name (30.6)', () => {
  const dir = project('tokenizer', {
    '.parley.yaml': ['tokens:', '  limits:', '    defaults:', "      '*.md': 1000000", ''].join(
      '\n',
    ),
    'skills/run/SKILL.md': 'a'.repeat(1_000_000),
  });
  const counted = parley(dir, ['tokens', 'check', '--json']);
  assert.equal(counted.signal, null, 'the tokenizer did not stall');
  assert.equal(counted.code, 0, counted.stderr);
  const files = (JSON.parse(counted.stdout) as { files: { tokens: number }[] }).files;
  assert.equal(files[0]!.tokens, 125_000, 'eight a per token, as o200k_base counts them');

  writeFileSync(join(dir, 'skills/run/SKILL.md'), 'word '.repeat(2 * 1024 * 1024));
  const refused = parley(dir, ['tokens', 'check']);
  assert.equal(refused.code, 2, refused.stdout + refused.stderr);
  assert.match(
    refused.stderr,
    /skills\/run\/SKILL\.md: 10485760 bytes, more than the 8388608 allowed/,
  );
  assert.doesNotMatch(refused.stderr, /\n\s+at /, 'no stack trace');
});

test('file and diff graders do not follow a symlink out of the workspace (30.8)', () => {
  const secret = join(root, 'secret.txt');
  writeFileSync(secret, 'SECRET-TOKEN-abc123\n');
  const dir = project('symlink', {
    'evals/s/eval.yaml': JSON.stringify({
      name: 's',
      config: { executor: 'mock', trials_per_task: 1 },
      graders: [
        {
          type: 'file',
          name: 'no-secret',
          config: {
            content_patterns: [{ path: 'fixture/leak.txt', must_not_match: ['SECRET-\\w+'] }],
          },
        },
        {
          type: 'diff',
          name: 'same-as-snapshot',
          config: { expected_files: [{ path: 'fixture/leak.txt', snapshot: 'snap.txt' }] },
        },
      ],
      tasks: [
        {
          id: 'leaky',
          inputs: {
            prompt: 'Say OK.',
            mock: ['OK'],
            files: [{ path: 'fixture', source: 'fixture' }],
          },
        },
      ],
    }),
    'evals/s/fixture/readme.md': 'a fixture\n',
    'evals/s/snap.txt': 'nothing\n',
  });
  symlinkSync(secret, join(dir, 'evals/s/fixture/leak.txt'));
  const r = parley(dir, ['run', 'evals/s', '--output', 'out', '--keep-workspaces']);
  assert.equal(r.code, 1, r.stdout + r.stderr);
  const written = ['results.jsonl', 'report.md', 'report.html', 'junit.xml']
    .map((f) => readFileSync(join(dir, 'out', f), 'utf8'))
    .join('\n');
  assert.doesNotMatch(written + r.stdout, /SECRET-TOKEN/, 'the outside file is never quoted');
  assert.match(written, /path outside the workspace/);

  const graded = parley(dir, ['grade', 'out', 'evals/s', '--output', 'regraded']);
  assert.equal(graded.code, 1, graded.stdout + graded.stderr);
  const regraded = readFileSync(join(dir, 'regraded/results.jsonl'), 'utf8');
  assert.doesNotMatch(regraded + graded.stdout, /SECRET-TOKEN/);
});
