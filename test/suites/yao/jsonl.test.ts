// Yao JSONL tests map onto the model: static turns, dynamic simulator -> responder, checkpoints.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { loadSuites } from '../../../src/suites/load.js';
import { DEFAULT_MAX_TURNS } from '../../../src/suites/yao/map-jsonl.js';
import { tempProject } from '../helpers.js';

const lines = [
  {
    id: 'expense-static',
    name: 'Static expense flow',
    turns: [
      { input: 'Submit expense', assertions: [{ type: 'contains', value: 'type' }] },
      { input: 'Travel, $500', assert: { type: 'tool_called', name: 'create_expense' } },
      { input: 'Confirm', assertions: [{ type: 'regex', pattern: '(?i)submitted' }] },
    ],
  },
  {
    id: 'coffee-dynamic',
    input: 'Hi, I would like a coffee',
    simulator: {
      use: 'gpt-4o-mini',
      options: { metadata: { persona: 'A customer', goal: 'Order a latte', budget: 5 } },
    },
    checkpoints: [
      { id: 'greeting', assert: { type: 'regex', value: '(?i)order' } },
      {
        id: 'size',
        description: 'asks for the size',
        after: ['greeting'],
        assertion: { type: 'contains', value: 'size' },
        required: false,
      },
    ],
    max_turns: 4,
    timeout: '1m30s',
    tools: [{ name: 'menu', result: ['latte'] }],
  },
  {
    id: 'single',
    input: 'Hello',
    assertions: [{ type: 'agent', use: 'judge', options: { metadata: { criteria: 'polite' } } }],
  },
  { id: 'sim-default-cap', input: 'Hi', simulator: { options: { metadata: { goal: 'x' } } } },
];
const text = `${JSON.stringify(lines[0])}\n\n${lines
  .slice(1)
  .map((l) => JSON.stringify(l))
  .join('\n')}\n`;
const project = tempProject({
  'flows.jsonl': text,
  'suite/eval.yaml':
    'name: mixed\nconfig:\n  executor: mock\n  timeout_seconds: 90\ntasks:\n  - tests/*.jsonl\n  - tasks/*.yaml\n',
  'suite/tests/a.jsonl': `${JSON.stringify(lines[2])}\n`,
  'suite/tasks/dup.yaml': 'id: single\ninputs:\n  prompt: Hi\n',
});
after(() => project.cleanup());

test('a standalone JSONL file is its own suite, named after the file; blank lines are skipped', async () => {
  const { suites, errors } = await loadSuites(['flows.jsonl'], { cwd: project.dir });
  assert.deepEqual(errors, []);
  assert.equal(suites[0]!.name, 'flows');
  assert.deepEqual(
    suites[0]!.tasks.map((t) => [t.id, t.source.line, t.format]),
    [
      ['expense-static', 1, 'jsonl'],
      ['coffee-dynamic', 3, 'jsonl'],
      ['single', 4, 'jsonl'],
      ['sim-default-cap', 5, 'jsonl'],
    ],
  );
});

test('fields a test leaves empty share one frozen empty value across tasks (memory)', async () => {
  const { suites } = await loadSuites(['flows.jsonl'], { cwd: project.dir });
  const [first, , third] = suites[0]!.tasks;
  for (const field of ['expected', 'files', 'repos', 'graders', 'options'] as const) {
    assert.equal(first![field], third![field], field);
    assert.ok(Object.isFrozen(first![field]), field);
  }
  assert.deepEqual(first!.expected.outputContains, []);
});

test('static turns: the first input is the prompt, every turn keeps its assertions', async () => {
  const { suites } = await loadSuites(['flows.jsonl'], { cwd: project.dir });
  const task = suites[0]!.tasks[0]!;
  assert.equal(task.prompt, 'Submit expense');
  assert.equal(task.name, 'Static expense flow');
  assert.equal(task.plan.kind, 'turns');
  const turns = task.plan.kind === 'turns' ? task.plan.turns : [];
  assert.deepEqual(
    turns.map((t) => [t.input, t.assertions.map((a) => [a.type, a.value, a.negate])]),
    [
      ['Submit expense', [['contains', 'type', false]]],
      ['Travel, $500', [['tool_called', 'create_expense', false]]],
      ['Confirm', [['regex', '(?i)submitted', false]]],
    ],
  );
  assert.equal(turns[1]!.assertions[0]!.source?.line, 1);
});

test('dynamic: simulator becomes the LLM responder with a brief from its metadata', async () => {
  const { suites } = await loadSuites(['flows.jsonl'], { cwd: project.dir });
  const task = suites[0]!.tasks[1]!;
  assert.equal(task.prompt, 'Hi, I would like a coffee');
  assert.equal(task.timeoutSeconds, 90);
  assert.deepEqual(task.tools, [{ name: 'menu', result: ['latte'] }]);
  assert.ok(task.plan.kind === 'responder');
  const r = task.plan.responder;
  assert.equal(r.model, 'gpt-4o-mini');
  // Yao's max_turns counts agent turns, the first one included: 4 turns = 3 replies.
  assert.equal(r.maxFollowups, 3);
  assert.equal(r.persona, 'A customer');
  assert.equal(r.goal, 'Order a latte');
  assert.equal(r.rules, undefined, 'an LLM responder, not a rule responder');
  assert.match(r.instructions, /Persona: A customer/);
  assert.match(r.instructions, /Goal: Order a latte/);
  assert.match(r.instructions, /budget: 5/);
  assert.deepEqual(
    task.checkpoints.map((c) => [c.id, c.assertion.type, c.assertion.value, c.after, c.required]),
    [
      ['greeting', 'regex', '(?i)order', [], true],
      ['size', 'contains', 'size', ['greeting'], false],
    ],
  );
  const capless = suites[0]!.tasks[3]!;
  assert.equal(
    capless.plan.kind === 'responder' && capless.plan.responder.maxFollowups,
    DEFAULT_MAX_TURNS - 1,
  );
});

test('single-turn tests keep their final assertions (agent validator options included)', async () => {
  const { suites } = await loadSuites(['flows.jsonl'], { cwd: project.dir });
  const task = suites[0]!.tasks[2]!;
  assert.deepEqual(task.plan, { kind: 'single' });
  assert.equal(task.assertions[0]!.type, 'agent');
  assert.equal(task.assertions[0]!.use, 'judge');
  assert.deepEqual(task.assertions[0]!.options, { metadata: { criteria: 'polite' } });
});

test('JSONL tests under an eval.yaml take its config; ids are unique across task files', async () => {
  const { suites, errors } = await loadSuites(['suite'], { cwd: project.dir });
  assert.equal(suites.length, 0);
  assert.equal(errors.length, 1);
  assert.equal(errors[0]!.file, join(project.dir, 'suite/tasks/dup.yaml'));
  assert.match(
    errors[0]!.message,
    /duplicate task id 'single' \(first defined at ..\/tests\/a.jsonl:1\)/,
  );
});
