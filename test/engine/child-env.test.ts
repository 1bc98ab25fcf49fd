// Issue 44.8 / 44.9: what a program grader and an ACP agent inherit from the runner is an
// allow-list. `parley run` (a separate process) with credentials named every way a deny-list
// misses, and the runner's own files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, …): the fake ACP agent
// prints the variables it was given, a program grader reports which of them it sees. None reach
// either; the record names the variables each was given, never a value.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { runParley } from '../suites/cli-run.js';
import { tempProject } from '../suites/helpers.js';

const ACP_FAKE = resolve('test/fakes/acp-agent.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'parley-child-env-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

// The runner's files a grader could write to (the action's outputs, summary, env, path, state).
const RUNNER_FILES = [
  'GITHUB_OUTPUT',
  'GITHUB_STEP_SUMMARY',
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_STATE',
];
const CREDENTIALS: Record<string, string> = {
  AZURE_OPENAI_KEY: 'azure-key-value-1111',
  OPENAI_KEY: 'openai-key-value-2222',
  ANTHROPIC_KEY: 'anthropic-key-value-3333',
  GCP_SA_KEY: 'gcp-sa-key-value-4444',
  DATABASE_URL: 'postgres://u:db-password-5555@db/x',
  SLACK_WEBHOOK_URL: 'https://hooks.slack.test/webhook-6666',
  DOCKER_AUTH_CONFIG: 'docker-auth-value-7777',
  SSH_AUTH_SOCK: '/tmp/ssh-agent-sock-8888',
};
const WITHHELD = [...Object.keys(CREDENTIALS), ...RUNNER_FILES];

describe('the environment of graders and agents is an allow-list', () => {
  it('credentials and the runner files reach neither; the record names what was passed', async () => {
    const runnerFiles = Object.fromEntries(
      RUNNER_FILES.map((name) => {
        const file = join(tmp, name.toLowerCase());
        writeFileSync(file, '');
        return [name, file];
      }),
    );
    const project = tempProject({
      'eval.yaml': JSON.stringify({
        name: 'child-env',
        config: {
          executor: 'acp',
          agent: {
            command: process.execPath,
            args: [ACP_FAKE],
            // What the suite names explicitly is the one way in.
            env: { SUITE_NAMED: '${SLACK_WEBHOOK_URL}' },
          },
        },
        tasks: [
          {
            id: 'env',
            inputs: { prompt: `env:${[...WITHHELD, 'SUITE_NAMED', 'LANG'].join(',')}` },
            graders: [
              { name: 'sees', type: 'program', config: { command: 'sh', args: ['./sees.sh'] } },
            ],
          },
        ],
      }),
      // Prints the withheld variables it can see, and writes to each runner file it is given.
      'sees.sh': [
        '#!/bin/sh',
        `for v in ${WITHHELD.join(' ')}; do`,
        '  if printenv "$v" >/dev/null; then echo "sees $v"; fi',
        'done',
        `for f in "$${RUNNER_FILES.join('" "$')}"; do`,
        '  if [ -n "$f" ]; then echo "written=by-grader" >> "$f"; fi',
        'done',
        'echo "sees nothing it should not"',
      ].join('\n'),
    });
    try {
      const run = await runParley(tmp, ['run', project.dir], {
        ...CREDENTIALS,
        ...runnerFiles,
        LANG: 'C.UTF-8',
      });
      const record = run.record('env');
      const output = record.turns[0]!.output;
      for (const name of WITHHELD) assert.match(output, new RegExp(`${name}=\\(unset\\)`), output);
      assert.match(output, /LANG=C\.UTF-8/);
      // Named in config.agent.env: passed, and its value redacted from the record.
      assert.match(output, /SUITE_NAMED=\*\*\*/);

      const sees = run.grader('env', 'sees');
      assert.equal(sees.feedback, 'sees nothing it should not', sees.feedback);
      const names = sees.details?.environment as string[];
      assert.ok(names.includes('PATH') && names.includes('LANG'), names.join(' '));
      for (const name of WITHHELD) assert.ok(!names.includes(name), `${name} passed to the grader`);
      for (const file of Object.values(runnerFiles)) {
        assert.equal(existsSync(file) && readFileSync(file, 'utf8'), '', `${file} was written`);
      }

      // The agent's variables by name in its log.
      const line = record.agent_log?.find((l) => l.startsWith('environment: '));
      assert.ok(line, JSON.stringify(record.agent_log));
      assert.match(line, /\bPATH\b/);
      assert.match(line, /\bSUITE_NAMED\b/);
      for (const name of WITHHELD) assert.doesNotMatch(line, new RegExp(`\\b${name}\\b`));

      const everything =
        readFileSync(join(run.out, 'results.jsonl'), 'utf8') + run.stdout + run.stderr;
      for (const value of Object.values(CREDENTIALS)) assert.ok(!everything.includes(value), value);
    } finally {
      project.cleanup();
    }
  });
});
