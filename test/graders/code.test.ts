import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { configureAgentRun, gradeOne, grader } from './helpers.js';

const code = (assertions: string[], extra: Record<string, unknown> = {}) =>
  grader('code', { assertions, language: 'javascript', ...extra }, { name: 'code-check' });

describe('code grader (JavaScript in node:vm)', () => {
  it('passes when every assertion over the run variables is truthy', async () => {
    const { result, error } = await gradeOne(
      code([
        "output.includes('research-agent.agent.yaml')",
        "outcome === 'completed'",
        "tool_calls.some((c) => c.name === 'write_file' && c.arguments.path.endsWith('.yaml'))",
        "transcript.filter((e) => e.type === 'user.message').length === 3",
        "transcript.filter((e) => e.type === 'tool.execution_start').length === 2",
        'True && !False',
        'errors.length === 0 && duration_ms === 3000',
      ]),
      configureAgentRun(),
    );
    assert.equal(error, undefined);
    assert.equal(result?.passed, true, result?.feedback);
    assert.equal(result?.score, 1);
  });

  it('fails falsy and throwing assertions, and cannot reach the host', async () => {
    const { result } = await gradeOne(
      code([
        'tool_calls.length > 5',
        "typeof process === 'undefined' && typeof require === 'undefined'",
        "(output = 'rewritten', output.startsWith('What'))",
        "Function('return 1')()",
        'missing_variable.length',
      ]),
      configureAgentRun(),
    );
    assert.equal(result?.passed, false);
    assert.equal(result?.score, 0.4);
    assert.match(result?.feedback ?? '', /^tool_calls\.length > 5: was false; /);
    assert.match(result?.feedback ?? '', /Function\('return 1'\)\(\): threw Code generation/);
    assert.match(result?.feedback ?? '', /missing_variable\.length: threw missing_variable is not/);
  });

  it('is a grader error when an assertion runs over its time limit', async () => {
    const { result, error } = await gradeOne(
      code(['(() => { while (true) {} })()'], { timeout_ms: 50 }),
      configureAgentRun(),
    );
    assert.equal(result, undefined);
    assert.match(error ?? '', /grader "code-check" \(code\): assertion .* ran over 50 ms/);
  });

  it('is a grader error for a syntax error or an async assertion, never a silent pass', async () => {
    const syntax = await gradeOne(code(['output.includes(']), configureAgentRun());
    assert.match(syntax.error ?? '', /is not valid JavaScript/);
    const async = await gradeOne(code(['(async () => false)()']), configureAgentRun());
    assert.match(async.error ?? '', /returned a promise; assertions are synchronous/);
  });
});

describe('code grader (language: python)', () => {
  it('evaluates Python expressions with python3', async () => {
    const pass = await gradeOne(
      code(
        [
          "'research-agent' in output",
          "len(tool_calls) == 2 and outcome == 'completed' and outcome['completed'] and re.search(r'agent', output)",
        ],
        {
          language: 'python',
        },
      ),
      configureAgentRun(),
    );
    assert.equal(pass.error, undefined);
    assert.equal(pass.result?.passed, true, pass.result?.feedback);
    const fail = await gradeOne(
      code(["'summariser' in output", 'tool_calls[9]', 'True'], { language: 'python' }),
      configureAgentRun(),
    );
    assert.equal(fail.result?.passed, false);
    assert.equal(fail.result?.score, 1 / 3);
    assert.match(fail.result?.feedback ?? '', /'summariser' in output: was False/);
    assert.match(fail.result?.feedback ?? '', /tool_calls\[9\]: threw IndexError/);
  });

  it('says clearly when python3 is not installed', async () => {
    const saved = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const { error } = await gradeOne(code(['True'], { language: 'python' }), configureAgentRun());
      assert.match(
        error ?? '',
        /need python3 on PATH, and python3 was not found; set language: javascript/,
      );
    } finally {
      process.env.PATH = saved;
    }
  });
});
