import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { configureAgentRun, gradeOne, grader, makeRun } from './helpers.js';

/** read_file, grep, read_file, write_file, run_tests over two turns. */
const toolRun = () =>
  makeRun([
    { output: 'Looking.', toolCalls: [{ name: 'read_file' }, { name: 'grep' }] },
    {
      output: 'Done.',
      toolCalls: [{ name: 'read_file' }, { name: 'write_file' }, { name: 'run_tests' }],
    },
  ]);

describe('action_sequence grader', () => {
  const seq = (mode: string, actions: string[]) =>
    grader('action_sequence', { matching_mode: mode, expected_actions: actions });

  it('passes exact, in-order and any-order matches, scoring F1', async () => {
    const all = ['read_file', 'grep', 'read_file', 'write_file', 'run_tests'];
    const exact = await gradeOne(seq('exact_match', all), toolRun());
    assert.equal(exact.result?.passed, true);
    assert.equal(exact.result?.score, 1);
    const inOrder = await gradeOne(seq('in_order_match', ['read_file', 'write_file']), toolRun());
    assert.equal(inOrder.result?.passed, true);
    // precision 2/5, recall 1 -> F1 4/7
    assert.ok(Math.abs((inOrder.result?.score ?? 0) - 4 / 7) < 1e-9);
    const anyOrder = await gradeOne(
      seq('any_order_match', ['run_tests', 'read_file', 'read_file']),
      toolRun(),
    );
    assert.equal(anyOrder.result?.passed, true);
    assert.deepEqual(anyOrder.result?.details?.actual_actions, all);
  });

  it('fails out of order, on a count short, or on extra calls in exact mode', async () => {
    const order = await gradeOne(seq('in_order_match', ['write_file', 'grep']), toolRun());
    assert.equal(order.result?.passed, false);
    assert.equal(
      order.result?.feedback,
      'expected [write_file, grep] in order, called [read_file, grep, read_file, write_file, run_tests]',
    );
    const count = await gradeOne(seq('any_order_match', ['grep', 'grep', 'bash']), toolRun());
    assert.equal(count.result?.passed, false);
    assert.match(count.result?.feedback ?? '', /^missing tool calls: grep \(1 of 2\), bash;/);
    // tp 1: precision 1/5, recall 1/3 -> F1 0.25
    assert.equal(count.result?.score, 0.25);
    const exact = await gradeOne(seq('exact_match', ['read_file', 'grep']), toolRun());
    assert.equal(exact.result?.passed, false);
  });
});

describe('skill_invocation grader', () => {
  const skillRun = () =>
    makeRun([
      { output: 'Loading skills.', skills: ['repo-explorer'] },
      { output: 'Configured.', skills: ['configure-agent', 'repo-explorer'] },
    ]);

  it('passes when required skills are invoked in the mode asked', async () => {
    const inOrder = await gradeOne(
      grader('skill_invocation', {
        mode: 'in_order',
        required_skills: ['repo-explorer', 'configure-agent'],
        forbidden_skills: ['deploy'],
      }),
      skillRun(),
    );
    assert.equal(inOrder.result?.passed, true, inOrder.result?.feedback);
    const forbiddenOnly = await gradeOne(
      grader('skill_invocation', { forbidden_skills: ['deploy'] }),
      skillRun(),
    );
    assert.equal(forbiddenOnly.result?.passed, true);
    assert.equal(forbiddenOnly.result?.feedback, 'no forbidden skill was invoked');
  });

  it('fails on a wrong order or a forbidden skill; extras with allow_extra: false lower the score', async () => {
    const exact = await gradeOne(
      grader('skill_invocation', { mode: 'exact_match', required_skills: ['configure-agent'] }),
      skillRun(),
    );
    assert.equal(exact.result?.passed, false);
    const forbidden = await gradeOne(
      grader('skill_invocation', {
        mode: 'any_order',
        required_skills: ['configure-agent'],
        forbidden_skills: ['repo-explorer'],
      }),
      skillRun(),
    );
    assert.equal(forbidden.result?.passed, false);
    assert.equal(forbidden.result?.score, 0);
    assert.equal(forbidden.result?.feedback, 'forbidden skills invoked: repo-explorer');
    const extra = await gradeOne(
      grader('skill_invocation', {
        mode: 'any_order',
        required_skills: ['configure-agent'],
        allow_extra: false,
      }),
      skillRun(),
    );
    // waza passes it and lowers the score (skill_invocation_grader.go, Grade): F1 0.5 (precision
    // 1/3, recall 1) times 1 - 0.6 * 2/3.
    assert.equal(extra.result?.passed, true);
    assert.equal(
      extra.result?.feedback,
      'skills invoked as required: [repo-explorer, configure-agent, repo-explorer]; 2 skill invocation(s) beyond the 1 required',
    );
    assert.ok(Math.abs((extra.result?.score ?? 1) - 0.3) < 1e-9);
  });
});

describe('trigger grader', () => {
  const skillMd = '---\nname: configure-agent\ndescription: Adds agents.\n---\n# Configure\n';

  it('positive: passes when the skill named by skill_path was invoked', async () => {
    const { result, error } = await gradeOne(
      grader('trigger', { skill_path: 'skills/configure-agent', mode: 'positive' }),
      configureAgentRun(),
      {},
      { suiteFiles: { 'skills/configure-agent/SKILL.md': skillMd } },
    );
    assert.equal(error, undefined);
    assert.equal(result?.passed, true);
    assert.equal(result?.details?.skill, 'configure-agent');
  });

  it('negative: fails when the skill was invoked for an unrelated prompt', async () => {
    const { result } = await gradeOne(grader('trigger', { mode: 'negative' }), configureAgentRun());
    assert.equal(result?.passed, false);
    assert.equal(
      result?.feedback,
      'skill "configure-agent" was invoked for the prompt of task "full-brief", and it should not be',
    );
  });

  it('positive: fails when the skill was not invoked', async () => {
    const { result } = await gradeOne(
      grader('trigger', { skill: 'deploy-app', mode: 'positive' }),
      configureAgentRun(),
    );
    assert.equal(result?.passed, false);
    assert.equal(result?.score, 0);
    assert.match(result?.feedback ?? '', /was not invoked .* \(invoked: \[configure-agent\]\)/);
  });
});
