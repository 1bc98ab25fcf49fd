// Every responder decision on the record and every reply audited (issue 29): `parley run` as a
// process against the loopback OpenAI fake playing a scripted responder model (faithful,
// over-answering, inventing); each turn's decision (reply, reason, model, the brief facts used,
// the audit's findings) in results.jsonl, the counts in summary.json, the per-task line in
// report.md and a decision card for each decision in report.html.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { RunRecord, Summary } from '../../src/results/schema.js';
import { startFakeOpenAI } from '../fakes/openai-server.js';
import { scriptedDecision, type ResponderStyle } from '../fakes/responder-model.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-decisions-'));
after(() => rmSync(root, { recursive: true, force: true }));

const BRIEF = '- name: triage-agent\n- tools: ticket_lookup\n- handoffs: billing-agent';

/** A suite of one task per entry: the mock agent's messages, the brief above. */
function writeSuite(name: string, tasks: Record<string, string[]>): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    JSON.stringify({
      name,
      config: { executor: 'mock', trials_per_task: 1 },
      graders: [{ type: 'text', name: 'created', config: { contains: ['Created'] } }],
      tasks: Object.entries(tasks).map(([id, mock]) => ({
        id,
        inputs: {
          prompt: 'Add an agent to my app.',
          mock,
          responder: { instructions: BRIEF, max_followups: 4 },
        },
      })),
    }),
  );
  return dir;
}

interface Ran {
  code: number | null;
  console: string;
  records: RunRecord[];
  summary: Summary;
  report: string;
  html: string;
}

/** `parley run DIR` with the responder model played by the fake in `style`. */
async function runWith(dir: string, style: ResponderStyle, ...flags: string[]): Promise<Ran> {
  const fake = await startFakeOpenAI((request) => scriptedDecision(request, style));
  const out = join(root, `${dir.split('/').pop()}-${style}-out`);
  try {
    const child = spawn(
      process.execPath,
      [
        ...CLI_ARGS,
        'run',
        dir,
        '-o',
        out,
        '--base-url',
        fake.url,
        '--responder-model',
        `fake-${style}`,
        ...flags,
      ],
      { env: { ...process.env, OPENAI_API_KEY: 'sk-decisions', OPENAI_BASE_URL: '' } },
    );
    let console = '';
    child.stdout.on('data', (d: Buffer) => (console += d.toString()));
    child.stderr.on('data', (d: Buffer) => (console += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    const records = readFileSync(join(out, 'results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as RunRecord);
    return {
      code,
      console,
      records,
      summary: JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as Summary,
      report: readFileSync(join(out, 'report.md'), 'utf8'),
      html: readFileSync(join(out, 'report.html'), 'utf8'),
    };
  } finally {
    await fake.close();
  }
}

const ASKS_ONE_AT_A_TIME = [
  'What name should the new agent have?',
  'Which tools should it have?',
  'Created it.',
];

describe('every responder decision on the record (parley run)', () => {
  it('records each decision on the turn it classified, and report.html shows a card for each', async () => {
    const dir = writeSuite('on-record', { 'one-at-a-time': ASKS_ONE_AT_A_TIME });
    const ran = await runWith(dir, 'faithful');
    assert.equal(ran.code, 0, ran.console);
    const [record] = ran.records;
    assert.equal(record!.turns.length, 3);
    const decisions = record!.turns.map((t) => t.decision);
    assert.deepEqual(
      decisions.map((d) => [d?.by, d?.model, d?.decision, d?.reply]),
      [
        ['llm', 'fake-faithful', 'reply', 'triage-agent'],
        ['llm', 'fake-faithful', 'reply', 'ticket_lookup'],
        ['llm', 'fake-faithful', 'stop', ''],
      ],
    );
    assert.equal(decisions[0]!.reason, 'the brief gives name');
    assert.equal(decisions[1]!.reason, 'the brief gives tools');
    // The reply sent is the next turn's input.
    assert.equal(record!.turns[1]!.input, 'triage-agent');

    // One card per decision, each with its reason, not only the last.
    const cards = ran.html.match(/<div class="msg card d-\w+">/g) ?? [];
    assert.equal(cards.length, 3, 'three decision cards');
    assert.match(ran.html, /decision: <b>reply<\/b>[\s\S]*reason: the brief gives name/);
    assert.match(ran.html, /reason: the brief gives tools[\s\S]*decision: <b>stop<\/b>/);
    assert.match(ran.html, /Responder \(llm · fake-faithful\)/);
  });
  it('audits every reply: a faithful responder gets no finding, also for two questions in one message', async () => {
    const dir = writeSuite('faithful', {
      'one-at-a-time': ASKS_ONE_AT_A_TIME,
      'two-in-one': ['What name should it have, and which tools should it use?', 'Created it.'],
    });
    const ran = await runWith(dir, 'faithful');
    assert.equal(ran.code, 0, ran.console);
    for (const record of ran.records) {
      const replies = record.turns.filter((t) => t.decision?.decision === 'reply');
      assert.ok(replies.length >= 1, record.task_id);
      for (const t of replies) assert.deepEqual(t.decision!.findings, [], JSON.stringify(t));
      assert.deepEqual(record.responder?.audit, {
        replies: replies.length,
        over_answered: 0,
        ungrounded: 0,
      });
    }
    const both = ran.records.find((r) => r.task_id === 'two-in-one')!;
    assert.deepEqual(both.turns[0]!.decision!.uses, ['name', 'tools']);
    assert.deepEqual(ran.summary.responder_audit, {
      runs: 2,
      replies: 3,
      over_answered_runs: 0,
      ungrounded_runs: 0,
      over_answered_replies: 0,
      ungrounded_replies: 0,
    });
    assert.doesNotMatch(ran.report, /Responder findings|over-answered|ungrounded/);
    assert.doesNotMatch(ran.html, /mark bad">✗ (over-answered|ungrounded)/);
  });

  it('an over-answering responder is flagged over-answered, in summary.json, report.md and report.html', async () => {
    const dir = writeSuite('over', { 'one-at-a-time': ASKS_ONE_AT_A_TIME });
    const ran = await runWith(dir, 'over-answering');
    // Findings about the test, not verdicts on the agent: the run still passes.
    assert.equal(ran.code, 0, ran.console);
    const [record] = ran.records;
    const first = record!.turns[0]!.decision!;
    assert.equal(first.reply, 'name: triage-agent. tools: ticket_lookup. handoffs: billing-agent');
    assert.deepEqual(
      first.findings!.map((f) => [f.kind, f.keys]),
      [['over_answered', ['tools', 'handoffs']]],
    );
    assert.match(
      first.findings![0]!.detail,
      /gave 3 brief facts \(name, tools, handoffs\) to 1 question about name/,
    );
    const task = ran.summary.suites[0]!.tasks[0]!;
    assert.equal(task.responder_audit?.over_answered_runs, 1);
    assert.equal(task.responder_audit?.ungrounded_runs, 0);
    assert.match(
      ran.report,
      /### Responder findings \(1\)[\s\S]*over \/ one-at-a-time \| the responder over-answered in 1 of 1 run: the test may be easier than intended \|/,
    );
    assert.doesNotMatch(ran.report, /ungrounded in/);
    assert.match(ran.html, /mark bad">✗ over-answered: gave 3 brief facts/);
  });

  // The boundary of the audit: each further question may be answered by one fact not named; one
  // fact more than that is over-answering.
  it('one fact beyond the questions asked is over-answered; one per further question is not', async () => {
    const dir = writeSuite('one-more', {
      'one-question': ['What name should the new agent have?', 'Created it.'],
      'a-further-question': [
        'What name should the new agent have? Anything else I should know?',
        'Created it.',
      ],
    });
    const ran = await runWith(dir, 'one-more');
    assert.equal(ran.code, 0, ran.console);
    const first = (id: string) => ran.records.find((r) => r.task_id === id)!.turns[0]!.decision!;
    assert.equal(first('one-question').reply, 'triage-agent. ticket_lookup');
    assert.deepEqual(
      first('one-question').findings!.map((f) => [f.kind, f.keys]),
      [['over_answered', ['tools']]],
    );
    assert.match(
      first('one-question').findings![0]!.detail,
      /gave 2 brief facts \(name, tools\) to 1 question about name/,
    );
    assert.equal(first('a-further-question').reply, 'triage-agent. ticket_lookup');
    assert.deepEqual(first('a-further-question').findings, []);
    assert.equal(ran.summary.responder_audit?.over_answered_runs, 1);
  });

  it('an inventing responder is flagged ungrounded, and only that', async () => {
    const dir = writeSuite('inventing', { 'one-at-a-time': ASKS_ONE_AT_A_TIME });
    const ran = await runWith(dir, 'inventing');
    const [record] = ran.records;
    const first = record!.turns[0]!.decision!;
    assert.equal(first.reply, 'name: zorblax-4');
    const kinds = first.findings!.map((f) => f.kind);
    assert.ok(kinds.length > 0 && kinds.every((k) => k === 'ungrounded'), JSON.stringify(first));
    assert.ok(
      first.findings!.some((f) => /"zorblax-4", found neither in the brief/.test(f.detail)),
    );
    assert.ok(
      first.findings!.some((f) => /uses name but does not state the brief's value/.test(f.detail)),
    );
    const task = ran.summary.suites[0]!.tasks[0]!;
    assert.deepEqual(
      [task.responder_audit?.over_answered_runs, task.responder_audit?.ungrounded_runs],
      [0, 1],
    );
    assert.match(
      ran.report,
      /a reply was ungrounded in 1 of 1 run: it stated what the brief does not say/,
    );
    assert.doesNotMatch(ran.report, /over-answered in/);
    assert.match(ran.html, /mark bad">✗ ungrounded: /);
  });
});
