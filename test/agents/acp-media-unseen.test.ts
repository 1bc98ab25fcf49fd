// A picture the agent took (promptCapabilities.image) but never passed to the model (OpenCode for
// a model whose config does not declare image input, issue 45.6): the run says so in its record's
// warnings and in the report; a picture that reached the model gives no warning.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { runParley } from '../suites/cli-run.js';
import { tempProject } from '../suites/helpers.js';

const ACP_FAKE = resolve('test/fakes/acp-agent.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'parley-media-unseen-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function project(drop: boolean) {
  const p = tempProject({
    'eval.yaml': `name: media
config:
  executor: acp
  agent:
    command: ${JSON.stringify(process.execPath)}
    args: [${JSON.stringify(ACP_FAKE)}]
    env: { FAKE_ACP_PROMPT_CAPS: '{"image":true}', FAKE_ACP_DROP_MEDIA: '${drop ? '1' : '0'}' }
tasks:
  - tests.jsonl
`,
    'tests.jsonl': `${JSON.stringify({
      id: 'picture',
      input: {
        role: 'user',
        content: [
          { type: 'text', text: 'Describe it.' },
          { type: 'image', source: 'file://receipt.png' },
        ],
      },
    })}\n`,
  });
  copyFileSync('test/fixtures/compat/32-yao-media/receipt.png', join(p.dir, 'receipt.png'));
  return p;
}

describe('a prompt picture that never reached the model', () => {
  it('is a warning in the record and the report', async () => {
    const p = project(true);
    try {
      const run = await runParley(tmp, ['run', p.dir]);
      const warnings = run.record('picture').warnings ?? [];
      assert.equal(warnings.length, 1, JSON.stringify(warnings));
      assert.match(warnings[0]!, /the prompt's image may never have reached the model/);
      assert.match(warnings[0]!, /Cannot read "image"/);
      const report = readFileSync(join(run.out, 'report.md'), 'utf8');
      assert.match(report, /Runs with warnings \(1\)/);
      assert.match(report, /may never have reached the model/);
    } finally {
      p.cleanup();
    }
  });

  it('gives no warning when the agent saw it', async () => {
    const p = project(false);
    try {
      const run = await runParley(tmp, ['run', p.dir]);
      const record = run.record('picture');
      assert.match(record.turns[0]!.output, /received image image\/png/);
      assert.equal(record.warnings, undefined);
    } finally {
      p.cleanup();
    }
  });
});
