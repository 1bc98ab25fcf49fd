import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { gradeRun } from '../../src/graders/index.js';
import { configureAgentRun, gradeOne, grader, makeFixture, makeRun, makeTask } from './helpers.js';

const AGENT_FILE = 'name: research-agent\ntools:\n  - web_search\nhandoffs:\n  - triage\n';
const files = { 'agents/research-agent.agent.yaml': AGENT_FILE };

describe('diff grader', () => {
  const diff = (expected: unknown[], extra: Record<string, unknown> = {}) =>
    grader('diff', { expected_files: expected, ...extra });

  it('passes on a matching snapshot and +/- lines', async () => {
    const { result, error } = await gradeOne(
      diff([
        {
          path: 'agents/research-agent.agent.yaml',
          snapshot: 'snapshots/research.yaml',
          contains: ['+  - web_search', '-  - bing', 'handoffs:'],
        },
      ]),
      configureAgentRun(),
      files,
      { suiteFiles: { 'snapshots/research.yaml': AGENT_FILE } },
    );
    assert.equal(error, undefined);
    assert.equal(result?.passed, true, result?.feedback);
    assert.equal(result?.score, 1);
  });

  it('fails on a different snapshot (naming the line), a missing file and unwanted lines', async () => {
    const { result } = await gradeOne(
      diff([
        {
          path: 'agents/research-agent.agent.yaml',
          snapshot: 'snap.yaml',
          contains: ['-web_search'],
        },
        { path: 'agents/summariser.agent.yaml', contains: ['name: summariser'] },
      ]),
      configureAgentRun(),
      files,
      { suiteFiles: { 'snap.yaml': AGENT_FILE.replace('web_search', 'bing_search') } },
    );
    assert.equal(result?.passed, false);
    assert.equal(result?.score, 1 / 5);
    assert.equal(
      result?.feedback,
      'agents/research-agent.agent.yaml matches snapshot snap.yaml: line 3: expected "  - bing_search", got "  - web_search"; ' +
        'agents/research-agent.agent.yaml lacks "web_search": present; ' +
        'agents/summariser.agent.yaml exists: missing; ' +
        'agents/summariser.agent.yaml has "name: summariser": file missing',
    );
  });

  it('writes missing or different snapshots with --update-snapshots', async () => {
    const task = makeTask({
      graders: [
        diff([
          { path: 'agents/research-agent.agent.yaml', snapshot: 'snaps/new.yaml' },
          { path: 'agents/research-agent.agent.yaml', snapshot: 'snaps/old.yaml' },
        ]),
      ],
    });
    const fx = await makeFixture(configureAgentRun(), files, {
      task,
      suiteFiles: { 'snaps/old.yaml': 'stale\n' },
    });
    try {
      const { results } = await gradeRun(fx.context({ updateSnapshots: true }));
      assert.equal(results[0]?.passed, true);
      assert.deepEqual(
        (results[0]?.details?.snapshot_updates as { status: string }[]).map((u) => u.status),
        ['created', 'updated'],
      );
      for (const name of ['new.yaml', 'old.yaml']) {
        assert.equal(await readFile(join(fx.suiteDir, 'snaps', name), 'utf8'), AGENT_FILE);
      }
    } finally {
      await fx.cleanup();
    }
  });
});

/** A coding-agent run: shell commands, file edits, a skill load. */
const shellRun = () =>
  makeRun([
    {
      output: 'Editing.',
      toolCalls: [
        { name: 'load_skill', arguments: { name: 'configure-agent' } },
        { name: 'bash', arguments: { command: 'npm test -- agents' } },
        { name: 'edit_file', arguments: { path: 'src/agents/research.ts', old: 'a', new: 'b' } },
        { name: 'web_search', arguments: { query: 'openai agents handoffs', limit: 5 } },
      ],
    },
  ]);

describe('tool_constraint grader', () => {
  it('passes when expected tools are used and rejected ones are not', async () => {
    const { result } = await gradeOne(
      grader('tool_constraint', {
        expect_tools: [
          { tool: '^bash$', command_pattern: 'npm (test|run test)' },
          { tool: 'edit', path_pattern: '^src/agents/' },
          { tool: 'skill', skill_pattern: '^configure-agent$' },
          { tool: 'web_search', args: { limit: { range: { lte: 10 } } } },
        ],
        reject_tools: [{ tool: 'bash', command_pattern: 'rm -rf|git push' }],
        allow_only: [
          { tool: 'bash' },
          { tool: 'edit_file' },
          { tool: 'load_skill' },
          { tool: 'WEB_SEARCH' },
        ],
      }),
      shellRun(),
    );
    assert.equal(result?.passed, true, result?.feedback);
  });

  it('fails on a missing expected tool, a rejected call, and a tool outside allow_only', async () => {
    const { result } = await gradeOne(
      grader('tool_constraint', {
        expect_tools: [{ tool: 'edit_file', path_pattern: '^tests/' }],
        reject_tools: [{ tool: 'bash', command_pattern: '^npm' }],
        allow_only: [{ tool: 'bash' }, { tool: 'edit_file' }],
      }),
      shellRun(),
    );
    assert.equal(result?.passed, false);
    assert.equal(result?.score, 0);
    assert.equal(
      result?.feedback,
      'uses edit_file (path /^tests//): 1 call(s) of that tool, none matching: patterns do not match; ' +
        'does not use bash (command /^npm/): called 1 time(s); ' +
        'uses only bash, edit_file: also called [load_skill, web_search]',
    );
  });
});

describe('tool_calls grader', () => {
  it('passes on required/forbidden tools, call bounds and argument matchers', async () => {
    const { result } = await gradeOne(
      grader('tool_calls', {
        required_tools: ['bash', 'edit_file'],
        forbidden_tools: ['delete_file'],
        min_calls: 2,
        max_calls: 4,
        expect: [
          { tool: 'web_search', args: { query: { regex: '(?i)HANDOFFS' }, limit: { exact: 5 } } },
          { tool: 'edit', args: { path: { contains: 'agents/' } } },
          { tool: 'bash', args: { command: { equals: 'npm test -- agents' } } },
          { tool: 'load_skill', args: { name: { json_schema: { type: 'string', minLength: 3 } } } },
        ],
      }),
      shellRun(),
    );
    assert.equal(result?.passed, true, result?.feedback);
    assert.equal(result?.details?.total_calls, 4);
  });

  it('fails naming the argument that did not match', async () => {
    const run = makeRun([
      {
        output: 'Configured.',
        toolCalls: [
          { name: 'write_file', arguments: { path: 'agents/r.yaml', meta: { tools: ['bing'] } } },
        ],
      },
    ]);
    const { result } = await gradeOne(
      grader('tool_calls', {
        required_tools: ['write_file'],
        max_calls: 0,
        expect: [
          { tool: 'write_file', args: { meta: { subset: { tools: ['web_search'] } } } },
          { tool: 'write_file', args: { mode: { exact: 'overwrite' } } },
          { tool: 'read_file' },
        ],
      }),
      run,
    );
    assert.equal(result?.passed, false);
    assert.equal(result?.score, 1 / 5);
    assert.equal(
      result?.feedback,
      'at most 0 tool calls: 1 made; ' +
        'calls write_file with {"meta":{"subset":{"tools":["web_search"]}}}: no call matches: argument "meta" {"tools":["bing"]} does not include {"tools":["web_search"]}; ' +
        'calls write_file with {"mode":{"exact":"overwrite"}}: no call matches: argument "mode" not given; ' +
        'calls read_file: no call of a tool with a matching name',
    );
  });
});
