// No silent self-grading (issue 29): when the responder or the LLM judge runs on the agent's own
// model, `parley validate` warns and the report's notes say so; with models of their own, no
// word. Through the CLI as a process, the built-in agent, responder and judge on the OpenAI fake.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { isResponderRequest, scriptedDecision } from '../fakes/responder-model.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-self-grading-'));
let fake: FakeOpenAI;
before(async () => {
  let agentTurns = 0;
  fake = await startFakeOpenAI((request) => {
    if (isResponderRequest(request)) return scriptedDecision(request, 'faithful');
    if (String(request.body.messages[0]?.content).startsWith('You are an impartial judge')) {
      return {
        content: JSON.stringify({
          passed: true,
          score: 1,
          reason: 'done',
          suggestions: [],
          criteria: [],
        }),
      };
    }
    agentTurns += 1;
    return { content: agentTurns % 2 === 1 ? 'What name should it have?' : 'Created it.' };
  });
});
after(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

function writeSuite(name: string, responder: object = {}): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    JSON.stringify({
      name,
      config: { executor: 'openai', model: 'agent-model', agent: { tools: 'none' } },
      graders: [{ type: 'prompt', name: 'judged', config: { prompt: 'Did it create the agent?' } }],
      tasks: [
        {
          id: 'one',
          inputs: {
            prompt: 'Add an agent.',
            responder: { instructions: '- name: triage-agent', max_followups: 2, ...responder },
          },
        },
      ],
    }),
  );
  return dir;
}

async function parley(...args: string[]) {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    env: { ...process.env, OPENAI_API_KEY: 'sk-self', OPENAI_BASE_URL: '' },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  return { code, out };
}

describe('no silent self-grading', () => {
  it('validate warns when the responder and the judge default to the agent model, not when they have their own', async () => {
    const own = await parley('validate', writeSuite('defaults'));
    assert.equal(own.code, 0, own.out);
    assert.match(
      own.out,
      /warning: .*eval\.yaml: responder: the LLM responder plays the user with the agent's own model agent-model \(1 task\): .*another family/,
    );
    assert.match(
      own.out,
      /warning: .*eval\.yaml: judge: the LLM judge grades the agent with the agent's own model agent-model/,
    );
    const apart = await parley('validate', writeSuite('apart', { model: 'other-family' }));
    assert.doesNotMatch(apart.out, /responder plays the user with the agent's own model/);
    // The judge still defaults to the agent's model there.
    assert.match(apart.out, /LLM judge grades the agent with the agent's own model/);
  });

  it("the report's notes say so; with models of their own, they do not", async () => {
    const dir = writeSuite('run-defaults');
    const out = join(root, 'out-defaults');
    const ran = await parley('run', dir, '-o', out, '--base-url', fake.url);
    assert.equal(ran.code, 0, ran.out);
    const report = readFileSync(join(out, 'report.md'), 'utf8');
    assert.match(
      report,
      /The responder played the user with the agent's own model `agent-model` \(1 of 1 run\): .*Set `responder-model` to a model of another family/,
    );
    assert.match(report, /The LLM judge graded the agent with the agent's own model `agent-model`/);

    const apartOut = join(root, 'out-apart');
    const apart = await parley(
      'run',
      dir,
      '-o',
      apartOut,
      '--base-url',
      fake.url,
      '--responder-model',
      'resp-model',
      '--judge-model',
      'judge-model',
    );
    assert.equal(apart.code, 0, apart.out);
    const clean = readFileSync(join(apartOut, 'report.md'), 'utf8');
    assert.doesNotMatch(clean, /agent's own model/);
    assert.doesNotMatch(apart.out, /agent's own model/);
  });
});
