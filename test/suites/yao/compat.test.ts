// Yao agent tests graded as Yao's runner grades them (agent/test/dynamic_runner.go, runner.go),
// through the CLI against a loopback model: what a user reads (results, summary, exit code).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { startFakeOpenAI } from '../../fakes/openai-server.js';
import { FIXTURES, parley, tmp } from './cli.js';

after(() => rmSync(tmp, { recursive: true, force: true }));

describe('Yao dynamic tests end where Yao ends them', () => {
  it('passes at the turn every required checkpoint is reached, tool-result messages included', async () => {
    let decisions = 0;
    const fake = await startFakeOpenAI(
      (request) => {
        decisions++;
        // A simulator that would give up after its first reply: a run that talks on is spoiled.
        const first = !JSON.stringify(request.body).includes('Medium, please.');
        return {
          content: JSON.stringify(
            first
              ? { decision: 'reply', reply: 'Medium, please.', reason: 'size asked' }
              : { decision: 'abstain', reply: '', reason: 'nothing left in the brief' },
          ),
        };
      },
      { apiKey: 'sk-yao' },
    );
    try {
      const run = await parley(['run', join(FIXTURES, '32-yao-dynamic')], {
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-yao',
      });
      const record = run.record('order');
      // "Order #42 placed" is only in the tool result's message, as Yao matches it.
      assert.deepEqual(
        record.checkpoints.map((c) => [c.id, c.reached, c.turn]),
        [
          ['asked-size', true, 0],
          ['placed', true, 1],
          ['thanked', false, null],
        ],
      );
      assert.equal(record.turns.length, 2, JSON.stringify(record.turns.map((t) => t.output)));
      assert.equal(record.status, 'passed', JSON.stringify(record));
      assert.equal(record.outcome, 'completed');

      // One pass per turn in the order written: a checkpoint written before its prerequisite
      // waits for the next turn, as in Yao (so this conversation takes two turns, not one).
      const written = run.record('written-order');
      assert.deepEqual(
        written.checkpoints.map((c) => [c.id, c.turn]),
        [
          ['confirmed', 1],
          ['sized', 0],
        ],
      );
      assert.equal(written.turns.length, 2);
      assert.equal(written.status, 'passed');
      assert.equal(decisions, 2);
      assert.equal(run.code, 0, run.stdout + run.stderr);
    } finally {
      await fake.close();
    }
  });
});

describe("Yao's skip: true", () => {
  it('a file whose only tests are skipped loads, and its tests are reported skipped, not run', async () => {
    const file = join(FIXTURES, '32-yao-skip-only', 'tests.jsonl');
    const validate = await parley(['validate', file]);
    assert.equal(validate.code, 0, validate.stdout + validate.stderr);

    // No model endpoint is configured: a skipped test needs none, as it never runs.
    const run = await parley(['run', file]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.deepEqual(
      run.records.map((r) => [r.task_id, r.status, r.outcome, r.turns.length]).sort(),
      [
        ['also-later', 'skipped', 'not_run', 0],
        ['later', 'skipped', 'not_run', 0],
      ],
    );
    const summary = run.summary();
    assert.equal(summary.counts.by_status.skipped, 2);
    assert.equal(summary.counts.by_outcome.not_run, 2);
    const report = readFileSync(join(run.out, 'report.md'), 'utf8');
    assert.match(report, /2 skipped \(skip: true\)/);
    assert.match(
      report,
      /\| tests \/ later \| 1 skipped, 0 graded \| skipped: skip: true in the test file \|/,
    );
    assert.doesNotMatch(report, /awaiting input/);
    assert.match(readFileSync(join(run.out, 'junit.xml'), 'utf8'), /skipped="2"/);
  });

  it('a summary.json written before not_run existed still reads (a baseline from an older Parley)', async () => {
    const run = await parley(['run', join(FIXTURES, '32-yao-skip-only', 'tests.jsonl')]);
    const summary = run.summary();
    delete (summary.counts.by_outcome as Partial<Record<string, number>>).not_run;
    summary.counts.by_outcome.completed = 0;
    const old = join(run.out, 'old-summary.json');
    writeFileSync(old, JSON.stringify(summary));
    const compared = await parley(['compare', old, join(run.out, 'summary.json')]);
    assert.equal(compared.code, 0, compared.stdout + compared.stderr);
    assert.doesNotMatch(compared.stderr, /not a Parley summary/);
  });
});

describe('Yao image, image_url and audio input parts reach the agent', () => {
  const media = join(FIXTURES, '32-yao-media');
  const png = readFileSync(join(media, 'receipt.png'));
  const wav = readFileSync(join(media, 'tone.wav'));

  it('the built-in agent sends them as Chat Completions content parts', async () => {
    const fake = await startFakeOpenAI(
      (request) => {
        const user = (request.body.messages as { role: string; content: unknown }[]).find(
          (m) => m.role === 'user',
        );
        const parts = Array.isArray(user?.content) ? (user.content as { type: string }[]) : [];
        // A model that sees the picture (or hears the sound) answers from it.
        if (parts.some((p) => p.type === 'image_url')) return { content: 'Total: 42.50' };
        if (parts.some((p) => p.type === 'input_audio')) return { content: 'Only silence.' };
        return { content: 'I see no receipt.' };
      },
      { apiKey: 'sk-yao' },
    );
    try {
      const run = await parley(['run', media], {
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-yao',
      });
      assert.equal(run.code, 0, run.stdout + run.stderr);
      const contentOf = (fragment: string) => {
        const request = fake.requests.find((r) => JSON.stringify(r.body).includes(fragment));
        assert.ok(request, `no request with ${fragment}`);
        return (request.body.messages as { role: string; content: unknown }[]).find(
          (m) => m.role === 'user',
        )!.content;
      };
      // The text (with the built-in agent's workspace note of a first turn), then the media.
      const parts = (fragment: string) => {
        const content = contentOf(fragment) as { type: string; text?: string }[];
        assert.ok(Array.isArray(content), JSON.stringify(content));
        return content.map((p) =>
          p.type === 'text' ? { type: 'text', text: p.text!.split('\n')[0] } : p,
        );
      };
      assert.deepEqual(parts('What is the total'), [
        { type: 'text', text: 'What is the total on this receipt?' },
        {
          type: 'image_url',
          image_url: { url: `data:image/png;base64,${png.toString('base64')}` },
        },
      ]);
      // An image alone (Yao's test sent an empty prompt without it): the URL as written.
      assert.deepEqual(parts('images.example.test').slice(1), [
        { type: 'image_url', image_url: { url: 'https://images.example.test/receipt.png' } },
      ]);
      assert.deepEqual(parts('Transcribe'), [
        { type: 'text', text: 'Transcribe this.' },
        { type: 'input_audio', input_audio: { data: wav.toString('base64'), format: 'wav' } },
      ]);
      for (const id of ['receipt', 'by-url', 'voice']) {
        assert.equal(run.record(id).status, 'passed', JSON.stringify(run.record(id).turns));
      }
      assert.deepEqual(run.record('receipt').turns[0]!.attachments, [
        { kind: 'image', label: 'receipt.png', bytes: png.length },
      ]);
      assert.match(
        readFileSync(join(run.out, 'report.html'), 'utf8'),
        new RegExp(`sent with it: image receipt\\.png \\(${png.length} bytes\\)`),
      );
    } finally {
      await fake.close();
    }
  });

  it('refused at validate with file:line where they cannot go, never dropped', async () => {
    const run = await parley(['validate', join(FIXTURES, '32-yao-media-refused')]);
    assert.equal(run.code, 2);
    for (const error of [
      /tests\.jsonl:1:\d+ input\.content\[1\]: an image part cannot be sent by the http executor/,
      /tests\.jsonl:2:\d+ input\.content\[1\]\.type: content part type 'file' is not supported/,
      /tests\.jsonl:3:\d+ input\.content\[0\]\.source: \/etc\/hostname\.png is outside the project/,
      /tests\.jsonl:4:\d+ input\.content\[0\]\.source: not found: nope\.png/,
    ]) {
      assert.match(run.stderr, error);
    }
  });

  it('an ACP agent gets image and audio blocks when its promptCapabilities say so, else the run is a config error naming the line', async () => {
    const dir = join(tmp, 'acp-media');
    mkdirSync(dir, { recursive: true });
    copyFileSync(join(media, 'receipt.png'), join(dir, 'receipt.png'));
    writeFileSync(
      join(dir, 'eval.yaml'),
      [
        'name: acp-media',
        'config:',
        '  executor: acp',
        '  agent:',
        `    command: ${JSON.stringify(process.execPath)}`,
        `    args: [${JSON.stringify(resolve('test/fakes/acp-agent.mjs'))}]`,
        // The runner's variable reaches the agent only when the suite names it.
        "    env: { FAKE_ACP_PROMPT_CAPS: '${FAKE_ACP_PROMPT_CAPS}' }",
        'tasks:',
        '  - tests.jsonl',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'tests.jsonl'),
      `${JSON.stringify({
        id: 'receipt',
        input: {
          role: 'user',
          content: [
            { type: 'text', text: 'Total?' },
            { type: 'image', source: 'file://receipt.png' },
          ],
        },
      })}\n`,
    );
    const digest = createHash('sha256').update(png).digest('hex').slice(0, 12);
    const accepted = await parley(['run', dir], { FAKE_ACP_PROMPT_CAPS: '{"image":true}' });
    assert.equal(accepted.code, 0, accepted.stdout + accepted.stderr);
    assert.equal(
      accepted.record('receipt').turns[0]!.output,
      `received image image/png ${png.length} bytes sha256:${digest} with "Total?"`,
    );

    const refused = await parley(['run', dir]);
    const record = refused.record('receipt');
    assert.deepEqual([record.status, record.outcome], ['error', 'config_error']);
    assert.match(
      record.error?.message ?? '',
      /tests\.jsonl:1: the ACP agent does not accept images in a prompt \(its promptCapabilities\.image is not true\)/,
    );
  });
});
