// Small things a newcomer met in the first hour, each through the CLI as a process: a results
// directory is no skill file for `tokens check`; `parley schema eval | head` ends quietly; the
// header of a `--task` run counts the tasks that run; `config.trials` suggests trials_per_task.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startCli, writeSuite } from './cli-process.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-polish-'));
after(() => rmSync(root, { recursive: true, force: true }));

describe('the first hour', () => {
  it('tokens check skips a results directory: its report.md is not a skill file', () => {
    const dir = join(root, 'skills-repo');
    mkdirSync(join(dir, 'skills/writer'), { recursive: true });
    writeFileSync(join(dir, 'skills/writer/SKILL.md'), '# Writer\nWrite things.\n');
    // What `parley run` leaves behind, under the default name and under --output.
    for (const results of ['parley-results', 'out/nightly']) {
      mkdirSync(join(dir, results), { recursive: true });
      writeFileSync(join(dir, results, 'summary.json'), '{}');
      writeFileSync(join(dir, results, 'results.jsonl'), '');
      writeFileSync(join(dir, results, 'report.md'), '## Parley: 3 passed\n');
    }
    const run = spawnSync(process.execPath, [...CLI_ARGS, 'tokens', 'check', '--json'], {
      cwd: dir,
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    const files = (JSON.parse(run.stdout) as { files: { file: string }[] }).files.map(
      (f) => f.file,
    );
    assert.deepEqual(files, ['skills/writer/SKILL.md']);
  });

  it('parley schema eval | head: a reader that stops early ends the command quietly', () => {
    // A shell pipe, as a user types it: its buffer (64 KiB) is smaller than the schema, so the
    // rest of the write meets the pipe `head` closed.
    const parley = [process.execPath, ...CLI_ARGS].map((a) => `'${a}'`).join(' ');
    const command = `${parley} schema eval | head -n 2; echo "exit \${PIPESTATUS[0]}" >&2`;
    const { NO_COLOR, FORCE_COLOR, ...env } = process.env; // no Node warning about the pair
    void [NO_COLOR, FORCE_COLOR];
    const run = spawnSync('bash', ['-c', command], { encoding: 'utf8', env });
    assert.equal(run.stdout, '{\n  "title": "Parley eval",\n');
    assert.equal(run.stderr, 'exit 0\n');
  });

  it('with --task the header counts the tasks that run, not every task loaded', async () => {
    const suite = writeSuite(root, 'three', {
      one: {
        inputs: { prompt: 'Say done.', mock: ['done'] },
        expected: { output_contains: ['done'] },
      },
      two: {
        inputs: { prompt: 'Say done.', mock: ['done'] },
        expected: { output_contains: ['done'] },
      },
      three: {
        inputs: { prompt: 'Say done.', mock: ['done'] },
        expected: { output_contains: ['done'] },
      },
    });
    const run = startCli([
      'run',
      suite,
      '-o',
      join(root, 'three-results'),
      '--task',
      'two',
      '--trials',
      '2',
    ]);
    assert.equal(await run.exit, 0, run.out() + run.err());
    assert.match(run.out(), /^parley: 2 run\(s\) of 1 task\(s\) in 1 suite\(s\)$/m);
  });

  it('config.trials: "did you mean trials_per_task", not the list of every key', async () => {
    const dir = join(root, 'typo');
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'eval.yaml'),
      'name: typo\nconfig:\n  executor: mock\n  trials: 3\ntasks:\n  - id: a\n    inputs:\n      prompt: hi\n      mock: [ok]\n',
    );
    const run = startCli(['validate', dir]);
    assert.equal(await run.exit, 2);
    assert.match(
      run.err(),
      /eval\.yaml:4:3 config\.trials: unknown key 'trials' \(did you mean 'trials_per_task'\?\)\n/,
    );
  });

  it('report.md: a side with no graded run says what its runs were; no "Tokens 0 (+0)" offline', async () => {
    const suite = writeSuite(root, 'offline-abstain', {
      abstains: {
        inputs: {
          prompt: 'Add an agent.',
          mock: ['Which budget should it have?', 'Created it.'],
          responder: {
            instructions: 'Call it research-agent.',
            max_followups: 2,
            rules: [{ when: '(?i)name', reply: 'research-agent' }],
          },
        },
        expected: { output_contains: ['Created'] },
      },
    });
    const base = startCli(['run', suite, '-o', join(root, 'oa-base'), '--trials', '2']);
    await base.exit;
    const head = startCli([
      'run',
      suite,
      '-o',
      join(root, 'oa-head'),
      '--trials',
      '2',
      '--baseline',
      join(root, 'oa-base/summary.json'),
    ]);
    assert.equal(await head.exit, 0, head.out() + head.err());
    const report = readFileSync(join(root, 'oa-head/report.md'), 'utf8');
    assert.match(report, /\| 2 abstained, 0 graded \| 2 abstained, 0 graded \|/, report);
    assert.doesNotMatch(report, /0\/0|Tokens 0/, report);
    assert.match(report, /^Duration \d+\.\d s \([+−][\d.]+ s\)$/m, report);
  });
});
