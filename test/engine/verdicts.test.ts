// Every run's verdict is what happened (issue 11), read where a user reads it: `parley run` as a
// separate process, its exit code, results.jsonl, summary.json and report.md. Graders see the
// real outcome; a closing question is graded; rules answer questions, not statements; a timed-out
// turn keeps what was sent and streamed; an unfinished ACP tool call is not a success; an
// endpoint that does not stream is used or named, never scored against the agent.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import type { RunRecord, Summary } from '../../src/results/schema.js';
import { startFakeOpenAI } from '../fakes/openai-server.js';
import { CLI_ARGS } from '../cli-args.js';

const ACP_FAKE = resolve('test/fakes/acp-agent.mjs');
const root = mkdtempSync(join(tmpdir(), 'parley-verdicts-'));
after(() => rmSync(root, { recursive: true, force: true }));

interface Ran {
  code: number | null;
  out: string;
  records: RunRecord[];
  summary: Summary;
  report: string;
  record(id: string): RunRecord;
}

async function parley(dir: string, ...flags: string[]): Promise<Ran> {
  const output = join(root, `${dir.split('/').pop()}-${flags.join('').replace(/\W/g, '')}-out`);
  const child = spawn(process.execPath, [...CLI_ARGS, 'run', dir, '-o', output, ...flags], {
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  const records = readFileSync(join(output, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as RunRecord);
  return {
    code,
    out,
    records,
    summary: JSON.parse(readFileSync(join(output, 'summary.json'), 'utf8')) as Summary,
    report: readFileSync(join(output, 'report.md'), 'utf8'),
    record(id) {
      const r = records.find((x) => x.task_id === id);
      assert.ok(r, `no record of ${id} in ${out}`);
      return r;
    },
  };
}

/** A suite directory: eval.yaml with `config`, one task file per entry. */
function suite(name: string, config: object, tasks: Record<string, object>): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    JSON.stringify({ name, config: { timeout_seconds: 60, ...config }, tasks: ['tasks/*.yaml'] }),
  );
  for (const [id, task] of Object.entries(tasks)) {
    writeFileSync(join(dir, 'tasks', `${id}.yaml`), JSON.stringify({ id, name: id, ...task }));
  }
  return dir;
}

describe('every verdict is what happened (parley run)', () => {
  it('graders see the real outcome: README example, expected.outcomes and PARLEY_OUTCOME pass', async () => {
    const dir = suite(
      'real-outcome',
      { executor: 'mock' },
      {
        deploys: {
          inputs: { prompt: 'Deploy it.', mock: ['Deployed to staging.'] },
          expected: { outcomes: ['completed'] },
          graders: [
            {
              type: 'code',
              name: 'readme-example',
              config: {
                language: 'javascript',
                assertions: ["outcome === 'completed' && errors.length === 0"],
              },
            },
            {
              type: 'program',
              name: 'sees-outcome',
              config: { command: 'sh', args: ['-c', 'test "$PARLEY_OUTCOME" = completed'] },
            },
          ],
        },
      },
    );
    const run = await parley(dir);
    assert.equal(run.code, 0, run.out);
    const record = run.record('deploys');
    assert.deepEqual(
      record.graders.map((g) => [g.name, g.passed]),
      [
        ['readme-example', true],
        ['sees-outcome', true],
        ['expected.outcomes', true],
      ],
      JSON.stringify(record.graders),
    );
    assert.deepEqual([record.status, record.outcome], ['passed', 'completed']);
    assert.equal(run.summary.counts.by_status.passed, 1);
  });

  it('a single-prompt reply that ends with a question is graded, and the question is reported', async () => {
    const dir = suite(
      'closing-question',
      { executor: 'mock' },
      {
        courtesy: {
          inputs: {
            prompt: 'Add an alert rule.',
            mock: ['Created the alert rule for CPU > 90%.\n\nWant me to set up monitoring too?'],
          },
          expected: { output_contains: ['alert rule'] },
        },
        // A failing grader is not escaped by a closing question: exit 1.
        'courtesy-wrong': {
          inputs: {
            prompt: 'Add a dashboard.',
            mock: ['I could not find your metrics. Should I create a workspace first?'],
          },
          expected: { output_contains: ['dashboard created'] },
        },
        // A question mark inside a message is not the agent waiting for input.
        faq: {
          inputs: {
            prompt: 'How do I reset my password?',
            mock: ['How do I reset my password?\nOpen Settings › Security and choose Reset.'],
          },
        },
      },
    );
    const run = await parley(dir);
    assert.equal(run.code, 1, run.out);
    const courtesy = run.record('courtesy');
    assert.deepEqual([courtesy.status, courtesy.outcome], ['passed', 'completed']);
    assert.equal(courtesy.ended_with_question, true);
    assert.equal(courtesy.graders[0]!.passed, true);
    const wrong = run.record('courtesy-wrong');
    assert.deepEqual([wrong.status, wrong.outcome], ['failed', 'completed']);
    assert.equal(run.record('faq').ended_with_question, undefined);
    assert.equal(run.record('faq').status, 'passed');
    assert.equal(run.summary.counts.by_status.skipped ?? 0, 0);
    assert.match(run.report, /Ended with a question \(2\)/);
    assert.match(run.report, /Want me to set up monitoring too\?/);
    assert.match(run.out, /courtesy #1 {2}completed · ended asking/);
  });

  it('--on-missing-input skip and on_missing_input: fail (suite or task) keep the old behaviours', async () => {
    const tasks = {
      asks: { inputs: { prompt: 'Deploy it.', mock: ['Which region should I use?'] } },
      'asks-strict': {
        on_missing_input: 'fail',
        inputs: { prompt: 'Deploy it.', mock: ['Which region should I use?'] },
      },
    };
    const skipped = await parley(
      suite('missing-skip', { executor: 'mock' }, tasks),
      '--on-missing-input',
      'skip',
    );
    assert.equal(skipped.code, 0, skipped.out);
    assert.deepEqual(skipped.records.map((r) => [r.task_id, r.status, r.outcome]).sort(), [
      ['asks', 'skipped', 'awaiting_input'],
      ['asks-strict', 'skipped', 'awaiting_input'],
    ]);
    const configured = await parley(
      suite('missing-config', { executor: 'mock', on_missing_input: 'skip' }, tasks),
    );
    assert.equal(configured.code, 1, configured.out);
    assert.equal(configured.record('asks').status, 'skipped');
    assert.equal(configured.record('asks-strict').status, 'failed');
    assert.match(configured.record('asks-strict').graders.at(-1)!.feedback, /no input source/);
  });

  it('rules answer questions: a statement that mentions a rule keyword ends the conversation', async () => {
    const rules = [
      { when: '(?i)name|called', reply: 'research-agent' },
      { when: '(?i)tools', reply: 'web_search, url_fetch' },
    ];
    const dir = suite(
      'rules-questions',
      { executor: 'mock' },
      {
        statement: {
          inputs: {
            prompt: 'Add an agent.',
            mock: [
              'Which tools should it have?',
              'Created agent research-agent with tools web_search, url_fetch',
            ],
            responder: { instructions: 'brief', max_followups: 5, rules },
          },
        },
        request: {
          inputs: {
            prompt: 'Add an agent.',
            mock: ['Please provide the agent name.', 'Created research-agent.'],
            responder: { instructions: 'brief', max_followups: 5, rules },
          },
        },
        'opt-in': {
          inputs: {
            prompt: 'Add an agent.',
            mock: ['Created research-agent.', 'Noted.'],
            responder: {
              instructions: 'brief',
              max_followups: 5,
              rules: [{ when: '(?i)created', reply: 'Now add tests.', statements: true }],
            },
          },
        },
      },
    );
    const run = await parley(dir);
    assert.equal(run.code, 0, run.out);
    const inputs = (id: string) => run.record(id).turns.map((t) => t.input);
    assert.deepEqual(inputs('statement'), ['Add an agent.', 'web_search, url_fetch']);
    assert.deepEqual(
      [run.record('statement').status, run.record('statement').outcome],
      ['passed', 'stopped'],
    );
    assert.deepEqual(inputs('request'), ['Add an agent.', 'research-agent']);
    assert.deepEqual(inputs('opt-in'), ['Add an agent.', 'Now add tests.']);
  });

  it('a timed-out turn keeps the follow-up sent and the text streamed, marked cut off', async () => {
    const dir = suite(
      'cut-off',
      { executor: 'mock' },
      {
        stalls: {
          inputs: {
            prompt: 'Add an agent.',
            follow_up_prompts: ['Call it research-agent.'],
            mock: [
              'What should it be called?',
              { text: 'Writing the definition', delay_ms: 600000 },
            ],
          },
        },
      },
    );
    const run = await parley(dir, '--timeout', '1');
    assert.equal(run.code, 1, run.out);
    const record = run.record('stalls');
    assert.deepEqual([record.status, record.outcome], ['error', 'timeout']);
    assert.deepEqual(
      record.turns.map((t) => [t.input, t.output, t.cut_off ?? false]),
      [
        ['Add an agent.', 'What should it be called?', false],
        ['Call it research-agent.', 'Writing the definition', true],
      ],
    );
    assert.equal(record.turns[1]!.stop_reason, 'timeout');
  });

  it('an ACP tool call still in progress when the turn ends is recorded unfinished, not successful', async () => {
    const dir = suite(
      'unfinished-acp',
      { executor: 'acp', agent: { command: process.execPath, args: [ACP_FAKE] } },
      {
        abandons: {
          inputs: { prompt: 'unfinished' },
          graders: [
            {
              type: 'code',
              name: 'all-tools-succeeded',
              config: {
                language: 'javascript',
                assertions: ['tool_calls.every((c) => c.success)'],
              },
            },
          ],
        },
      },
    );
    const run = await parley(dir);
    assert.equal(run.code, 1, run.out);
    const record = run.record('abandons');
    assert.deepEqual(
      record.turns[0]!.tool_calls.map((c) => [c.name, c.success, c.status]),
      [['write_file', false, 'in_progress']],
    );
    assert.deepEqual([record.status, record.outcome], ['failed', 'completed']);
    assert.match(run.report, /all-tools-succeeded/);
  });

  it('an endpoint that does not stream: a JSON completion is used, an HTML page is agent_error naming it', async () => {
    const fake = await startFakeOpenAI(
      (request) => {
        // The prompt, then the run's workspace folder on a line of its own.
        const last = request.body.messages.at(-1).content as string;
        if (last.startsWith('html\n'))
          return { raw: '<html><body>\u001b[31mLogin</body></html>', contentType: 'text/html' };
        return { content: 'Plain JSON answer.', ignoreStream: true };
      },
      { apiKey: 'sk-test' },
    );
    try {
      const dir = suite(
        'not-streamed',
        { executor: 'openai', model: 'fake-model' },
        {
          json: {
            inputs: { prompt: 'json' },
            expected: { output_contains: ['Plain JSON answer.'] },
          },
          html: { inputs: { prompt: 'html' } },
        },
      );
      const run = await parley(dir, '--base-url', fake.url, '--api-key', 'sk-test');
      assert.equal(run.code, 1, run.out);
      const json = run.record('json');
      assert.deepEqual([json.status, json.outcome], ['passed', 'completed']);
      assert.equal(json.turns[0]!.output, 'Plain JSON answer.');
      const html = run.record('html');
      assert.deepEqual([html.status, html.outcome], ['error', 'agent_error']);
      assert.match(
        html.error!.message,
        /text\/html, not a chat completion: "<html><body>\\u001b\[31mLogin/,
      );
    } finally {
      await fake.close();
    }
  });
});
