import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { configureAgentRun, gradeOne, grader, makeRun } from './helpers.js';

const AGENT_FILE = 'name: research-agent\ntools:\n  - web_search\nhandoffs:\n  - triage\n';

describe('file grader', () => {
  const files = { 'agents/research-agent.agent.yaml': AGENT_FILE, 'agents/triage.agent.yaml': '' };

  it('passes when files exist, are absent, and match their patterns', async () => {
    const { result, error } = await gradeOne(
      grader('file', {
        must_exist: ['agents/research-agent.agent.yaml', 'agents/*.agent.yaml'],
        must_not_exist: ['agents/research.agent.yml', '**/*.bak'],
        content_patterns: [
          {
            path: 'agents/research-agent.agent.yaml',
            must_match: ['(?m)^name: research-agent$', 'web_search'],
            must_not_match: ['(?i)todo'],
          },
        ],
      }),
      configureAgentRun(),
      files,
    );
    assert.equal(error, undefined);
    assert.equal(result?.passed, true, result?.feedback);
  });

  it('fails on missing, unwanted and non-matching files, and never looks outside', async () => {
    const { result } = await gradeOne(
      grader('file', {
        must_exist: ['agents/summariser.agent.yaml', '../suite/*', '/etc/hostname'],
        must_not_exist: ['agents/triage.agent.yaml'],
        content_patterns: [
          { path: 'agents/research-agent.agent.yaml', must_not_match: ['web_\\w+'] },
          { path: '../suite/eval.yaml', must_match: ['.*'] },
        ],
      }),
      configureAgentRun(),
      files,
    );
    assert.equal(result?.passed, false);
    assert.equal(
      result?.feedback,
      'agents/summariser.agent.yaml exists: missing; ../suite/* exists: missing; ' +
        '/etc/hostname exists: missing; agents/triage.agent.yaml does not exist: present; ' +
        'agents/research-agent.agent.yaml does not match /web_\\w+/: matched "web_search"; ' +
        '../suite/eval.yaml exists: path outside the workspace; ' +
        '../suite/eval.yaml matches /.*/: path outside the workspace',
    );
    // waza's count: one implicit existence check per content_patterns entry; the readable
    // file's passes (file_grader.go, countTotalChecks): 1 of 8.
    assert.equal(result?.score, 1 / 8);
  });

  it('is a grader error when the agent has no workspace', async () => {
    const { error } = await gradeOne(
      grader('file', { must_exist: ['a'] }, { name: 'files' }),
      configureAgentRun(),
      {},
      { context: { workspace: undefined } },
    );
    assert.match(error ?? '', /grader "files" needs the run's workspace, and this agent has none/);
  });
});

describe('json_schema grader', () => {
  const schema = {
    type: 'object',
    properties: { name: { type: 'string' }, tools: { type: 'array', items: { type: 'string' } } },
    required: ['name', 'tools'],
  };
  const jsonRun = (text: string) => makeRun([{ output: 'Working on it.' }, { output: text }]);

  it('passes when the final message is JSON matching an inline or file schema', async () => {
    const inline = await gradeOne(
      grader('json_schema', { schema }),
      jsonRun('{"tools": ["web_search"], "name": "research"}'),
    );
    assert.equal(inline.result?.passed, true, inline.result?.feedback);
    const fromFile = await gradeOne(
      grader('json_schema', { schema_file: 'schemas/agent.json', extract_json: true }),
      jsonRun('Here it is:\n```json\n{"name": "research", "tools": []}\n```'),
      {},
      { suiteFiles: { 'schemas/agent.json': JSON.stringify(schema) } },
    );
    assert.equal(fromFile.result?.passed, true, fromFile.result?.feedback);
  });

  it('fails on prose or a non-conforming value, naming the field', async () => {
    const prose = await gradeOne(grader('json_schema', { schema }), jsonRun('Done!'));
    assert.equal(prose.result?.passed, false);
    assert.match(prose.result?.feedback ?? '', /^the final message is not JSON/);
    const wrong = await gradeOne(
      grader('json_schema', { schema }),
      jsonRun('{"name": "research", "tools": "web_search"}'),
    );
    assert.equal(wrong.result?.passed, false);
    assert.match(wrong.result?.feedback ?? '', /\$\.tools: /);
  });

  it('is a grader error when the schema file is missing', async () => {
    const { error } = await gradeOne(
      grader('json_schema', { schema_file: 'nope.json' }),
      jsonRun('{}'),
    );
    assert.match(error ?? '', /schema_file "nope.json" cannot be read/);
  });
});

describe('program grader', () => {
  const script = [
    '#!/bin/sh',
    'input=$(cat)',
    'if [ -f "$PARLEY_WORKSPACE/agents/research-agent.agent.yaml" ] && echo "$input" | grep -q "handoff"; then',
    '  echo "agent file present and handoff reported"; exit 0',
    'fi',
    'echo "agent file or handoff missing"; exit 1',
  ].join('\n');

  it('passes on exit 0 with stdout as feedback (output on stdin, workspace in env)', async () => {
    const { result, error } = await gradeOne(
      grader('program', { command: './check.sh' }),
      configureAgentRun(),
      { 'agents/research-agent.agent.yaml': AGENT_FILE },
      { suiteFiles: { 'check.sh': script } },
    );
    assert.equal(error, undefined);
    assert.equal(result?.passed, true);
    assert.equal(result?.feedback, 'agent file present and handoff reported');
    assert.equal(result?.details?.exit_code, 0);
    // The names of the variables it was given: the runner's allow-list and Parley's own.
    const names = result?.details?.environment as string[];
    assert.ok(names.includes('PATH') && names.includes('PARLEY_WORKSPACE'), names.join(' '));
  });

  it('fails on a non-zero exit, and reads a JSON score line', async () => {
    const fail = await gradeOne(
      grader('program', { command: './check.sh' }),
      configureAgentRun(),
      {},
      { suiteFiles: { 'check.sh': script } },
    );
    assert.equal(fail.result?.passed, false);
    assert.equal(fail.result?.score, 0);
    assert.equal(fail.result?.feedback, 'exit 1: agent file or handoff missing');
    const partial = await gradeOne(
      grader('program', {
        command: 'sh',
        args: ['-c', 'echo \'{"score": 0.5, "feedback": "half"}\''],
      }),
      configureAgentRun(),
    );
    assert.equal(partial.result?.score, 0.5);
    assert.equal(partial.result?.feedback, 'half');
  });

  it('is a grader error when the program times out; a program that cannot start fails (waza)', async () => {
    const slow = await gradeOne(
      grader('program', { command: 'sleep', args: ['5'], timeout: 1 }),
      configureAgentRun(),
    );
    assert.match(slow.error ?? '', /program "sleep" timed out/);
    const missing = await gradeOne(
      grader('program', { command: './nope.sh' }),
      configureAgentRun(),
    );
    assert.equal(missing.error, undefined);
    assert.equal(missing.result?.passed, false);
    assert.equal(missing.result?.score, 0);
    assert.match(
      missing.result?.feedback ?? '',
      /program ".\/nope.sh" could not be started: .*ENOENT/,
    );
  });
});
