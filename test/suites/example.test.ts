// The shipped example suite loads cleanly and maps onto the internal model as the engine needs.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadSuites } from '../../src/suites/load.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('the examples load with no errors or warnings', async () => {
  const { suites, errors, warnings } = await loadSuites(['examples/'], { cwd: root });
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  assert.deepEqual(
    suites.find((s) => s.name === 'configure-agent')?.tasks.map((t) => t.id),
    ['cap-exhausted', 'full-brief', 'missing-handoffs'],
  );
});

test('the example maps suite config, graders, responder rules and mock turns', async () => {
  const { suites } = await loadSuites(['examples/configure-agent/eval.yaml'], { cwd: root });
  const suite = suites[0]!;
  const dir = join(root, 'examples/configure-agent');
  assert.equal(suite.file, join(dir, 'eval.yaml'));
  assert.equal(suite.version, '1.0');
  assert.match(suite.hash, /^[0-9a-f]{64}$/);
  assert.equal(suite.config.executor, 'mock');
  assert.equal(suite.config.timeoutSeconds, 60);
  assert.equal(suite.config.trialsPerTask, 1);
  assert.equal(suite.config.injectSkillBody, true);
  assert.deepEqual(suite.graders, [
    {
      type: 'text',
      name: 'reports-the-file',
      weight: 1,
      config: { contains: ['agents/research-agent.agent.yaml'] },
      source: { file: join(dir, 'eval.yaml'), line: 14, column: 5 },
    },
  ]);

  const task = suite.tasks.find((t) => t.id === 'full-brief')!;
  assert.equal(task.prompt, 'Add a new agent to my application.');
  assert.deepEqual(task.agent, { executor: 'mock' });
  assert.equal(task.timeoutSeconds, 60);
  assert.deepEqual(task.tags, ['responder', 'happy-path']);
  assert.deepEqual(task.source, { file: join(dir, 'tasks/full-brief.yaml'), line: 2, column: 1 });
  assert.equal(task.plan.kind, 'responder');
  const responder = task.plan.kind === 'responder' ? task.plan.responder : undefined;
  assert.equal(responder?.maxFollowups, 6);
  assert.equal(responder?.model, undefined, 'falls back to --responder-model / config.model later');
  assert.match(responder?.instructions ?? '', /research-agent/);
  assert.deepEqual(responder?.rules?.rules[3], { when: '(?i)hand ?off', reply: 'No handoffs.' });
  assert.equal(task.mock.length, 5);
  assert.deepEqual(task.mock[0], {
    text: 'What should the new agent be called?',
    toolCalls: [],
    files: {},
  });
  assert.equal(
    task.mock[4]!.text,
    'Created agents/research-agent.agent.yaml with your configuration.',
  );
  assert.match(task.mock[4]!.files['agents/research-agent.agent.yaml']!, /^name: research-agent/);
  assert.deepEqual(task.expected.outputContains, ['research-agent.agent.yaml']);

  const cap = suite.tasks.find((t) => t.id === 'cap-exhausted')!;
  assert.equal(cap.plan.kind === 'responder' && cap.plan.responder.maxFollowups, 2);
});
