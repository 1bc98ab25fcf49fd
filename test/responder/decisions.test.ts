// Every responder decision on the record (issue 29): `parley run` as a process against the
// loopback OpenAI fake playing a scripted responder model; each turn's decision (reply, reason,
// model, the brief facts used) in results.jsonl, and a decision card for each in report.html.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import type { RunRecord, Summary } from '../../src/results/schema.js';
import { startFakeOpenAI } from '../fakes/openai-server.js';
import { scriptedDecision, type ResponderStyle } from '../fakes/responder-model.js';

const root = mkdtempSync(join(tmpdir(), 'parley-decisions-'));
after(() => rmSync(root, { recursive: true, force: true }));

export const BRIEF = '- name: triage-agent\n- tools: ticket_lookup\n- handoffs: billing-agent';

/** A suite of one task per entry: the mock agent's messages, the brief above. */
export function writeSuite(name: string, tasks: Record<string, string[]>): string {
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

export interface Ran {
  code: number | null;
  console: string;
  records: RunRecord[];
  summary: Summary;
  report: string;
  html: string;
}

/** `parley run DIR` with the responder model played by the fake in `style`. */
export async function runWith(
  dir: string,
  style: ResponderStyle,
  ...flags: string[]
): Promise<Ran> {
  const fake = await startFakeOpenAI((request) => scriptedDecision(request, style));
  const out = join(root, `${dir.split('/').pop()}-${style}-out`);
  try {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        resolve('src/cli.ts'),
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

export const ASKS_ONE_AT_A_TIME = [
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
    const cards = ran.html.match(/<div class="msg decision card d-\w+">/g) ?? [];
    assert.equal(cards.length, 3, 'three decision cards');
    assert.match(ran.html, /decision: <b>reply<\/b>[\s\S]*reason: the brief gives name/);
    assert.match(ran.html, /reason: the brief gives tools[\s\S]*decision: <b>stop<\/b>/);
    assert.match(ran.html, /Responder \(llm · fake-faithful\)/);
  });
});
