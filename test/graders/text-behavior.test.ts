import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { configureAgentRun, gradeOne, grader, makeRun } from './helpers.js';

describe('text grader', () => {
  it('passes on substrings in any turn (case-insensitive) and RE2 regexes', async () => {
    const { result, error } = await gradeOne(
      grader('text', {
        contains: ['WHAT SHOULD THE NEW AGENT', 'research-agent.agent.yaml'],
        not_contains: ['traceback'],
        contains_cs: ['Created agents/'],
        not_contains_cs: ['created agents/'],
        regex_match: ['(?im)^CREATED agents/\\S+\\.yaml', '\\Aagents|What'],
        regex_not_match: ['(?i)error|exception'],
      }),
      configureAgentRun(),
    );
    assert.equal(error, undefined);
    assert.equal(result?.passed, true);
    assert.equal(result?.score, 1);
    assert.equal(result?.feedback, 'all 8 checks passed');
  });

  it('fails with a partial score and names each failed check', async () => {
    const { result } = await gradeOne(
      grader('text', {
        contains: ['research-agent', 'summariser'],
        contains_cs: ['created agents/'],
        regex_not_match: ['web_\\w+'],
      }),
      configureAgentRun(),
    );
    assert.equal(result?.passed, false);
    assert.equal(result?.score, 0.25);
    assert.equal(
      result?.feedback,
      'contains "summariser": not found; contains_cs "created agents/": not found; ' +
        'regex_not_match /web_\\w+/: matched "web_search"',
    );
  });
});

describe('behavior grader', () => {
  const run = () =>
    makeRun([
      { output: 'Which tools?', durationMs: 1200, tokens: 300 },
      {
        output: 'Done.',
        durationMs: 4000,
        tokens: 900,
        toolCalls: [{ name: 'read_file' }, { name: 'write_file' }, { name: 'write_file' }],
      },
    ]);

  it('passes within the limits', async () => {
    const { result } = await gradeOne(
      grader('behavior', {
        max_tool_calls: 3,
        max_iterations: 2,
        max_tokens: 1200,
        max_response_time_ms: 4000,
        required_tools: ['write_file'],
        forbidden_tools: ['bash'],
      }),
      run(),
    );
    assert.equal(result?.passed, true, result?.feedback);
    assert.equal(result?.score, 1);
  });

  it('fails over the limits, saying by how much', async () => {
    const { result } = await gradeOne(
      grader('behavior', {
        max_tool_calls: 2,
        max_tokens: 1000,
        max_response_time_ms: 3000,
        required_tools: ['run_tests'],
        forbidden_tools: ['write_file'],
        max_iterations: 5,
      }),
      run(),
    );
    assert.equal(result?.passed, false);
    assert.equal(result?.score, 1 / 6);
    assert.equal(
      result?.feedback,
      'tool calls <= 2: 3; tokens <= 1000: 1200; slowest response <= 3000 ms: 4000 ms; ' +
        'uses run_tests: never called; never uses write_file: called 2 time(s)',
    );
  });
});
