// Nothing of the test reaches the agent: a suite name, task id and name, tags and grader names
// carrying one distinctive token, and a brief carrying another, run through `parley run` with the
// built-in agent, an ACP agent and the HTTP agent. Everything the agents receive is logged on the
// loopback side (the model server's request bodies, every ACP message on the agent's stdin, the
// agent process's environment and working directory, the chat endpoint's requests) and searched.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { readResults } from '../../src/results/jsonl.js';
import { startFakeChat } from '../fakes/chat-server.js';
import { startFakeOpenAI, type FakeRequest } from '../fakes/openai-server.js';
import { CLI_ARGS } from '../cli-args.js';

const TOKEN = 'zqxleak';
const BRIEF_TOKEN = 'briefonlyvw';
const root = mkdtempSync(join(tmpdir(), 'parley-no-leak-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** A suite whose every test-side name carries TOKEN; the prompt (the user's) does not. */
function suite(executor: string, agent: object, extra: object = {}): string {
  return JSON.stringify({
    name: `${TOKEN}-suite-${executor}`,
    description: `${TOKEN} description`,
    config: { executor, timeout_seconds: 60, agent, ...extra },
    graders: [{ type: 'text', name: `${TOKEN}-grader`, config: { contains: ['o'] } }],
    tasks: [
      {
        id: `${TOKEN}-vague-brief-should-abstain-1`,
        name: `${TOKEN} task name`,
        tags: [`${TOKEN}-tag`],
        inputs: {
          prompt: 'File my travel expense, please.',
          ...(executor === 'openai'
            ? {
                responder: {
                  instructions: `- currency: EUR\n- note: ${BRIEF_TOKEN} (never say this)`,
                  max_followups: 2,
                },
              }
            : {}),
        },
      },
    ],
  });
}

const isResponder = (r: FakeRequest) =>
  String(r.body?.messages?.[0]?.content ?? '').startsWith('You play the user');

describe('nothing of the test reaches the agent', () => {
  it('no task id, suite, trial, grader or brief text in what the built-in, ACP and HTTP agents receive', async () => {
    let agentTurns = 0;
    const model = await startFakeOpenAI((request) => {
      if (isResponder(request)) {
        const last = String(request.body.messages.at(-1)?.content ?? '');
        const decision = last.includes('currency')
          ? { decision: 'reply', reply: 'EUR.', reason: 'the brief says EUR' }
          : { decision: 'stop', reply: '', reason: 'done' };
        return { content: JSON.stringify(decision) };
      }
      agentTurns += 1;
      return { content: agentTurns === 1 ? 'Which currency should I use?' : 'Done, filed.' };
    });
    const chat = await startFakeChat(() => ({ body: { reply: 'Hello, filed.' } }));
    try {
      const acpLog = join(root, 'acp-stdin.log');
      const acpEnv = join(root, 'acp-env.log');
      // The fake ACP agent behind a shell that records its environment, its working directory
      // and every byte Parley writes to its stdin.
      const shim = 'env > "$0"; echo "cwd=$(pwd)" >> "$0"; tee -a "$1" | exec "$2" "$3"; exit 0';
      const dirs = {
        builtin: suite('openai', { max_iterations: 4 }, { model: 'agent-model' }),
        acp: suite('acp', {
          command: 'sh',
          args: ['-c', shim, acpEnv, acpLog, process.execPath, resolve('test/fakes/acp-agent.mjs')],
        }),
        http: suite('http', { url: `${chat.url}/chat`, response_path: 'reply' }),
      };
      const paths: string[] = [];
      for (const [name, text] of Object.entries(dirs)) {
        const dir = join(root, 'suites', name);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'eval.yaml'), text);
        paths.push(dir);
      }
      const out = join(root, 'out');
      const child = spawn(
        process.execPath,
        [
          ...CLI_ARGS,
          'run',
          ...paths,
          '-o',
          out,
          '-q',
          '--base-url',
          model.url,
          '--responder-model',
          'responder-model',
        ],
        {
          env: { ...process.env, OPENAI_API_KEY: 'sk-no-leak', OPENAI_BASE_URL: '' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      await once(child, 'exit');

      const records = readResults(join(out, 'results.jsonl'));
      assert.equal(records.length, 3, output);
      for (const record of records) {
        assert.equal(record.status, 'passed', `${record.suite}: ${JSON.stringify(record)}`);
      }
      // The built-in agent was told its workspace (it has file tools) and was answered.
      const agentRequests = model.requests.filter((r) => !isResponder(r));
      assert.ok(agentRequests.length >= 2, 'two agent turns');
      assert.match(JSON.stringify(agentRequests[0]!.body), /Your workspace folder is/);
      assert.ok(model.requests.some(isResponder), 'the responder answered');
      for (const request of agentRequests) {
        const body = JSON.stringify(request.body);
        assert.ok(!body.includes(TOKEN), `agent request ${request.index}: ${body}`);
        assert.ok(!body.includes(BRIEF_TOKEN), `brief text in agent request ${request.index}`);
        // The workspace name says nothing either: no trial number or run counter after a dash.
        const folder = /Your workspace folder is ([^)]*)\./.exec(body)?.[1];
        if (folder) assert.match(folder, /\/ws-[0-9a-f]{16}$/);
      }
      // The responder's requests carry the brief (it plays the user) but no test name either.
      for (const request of model.requests.filter(isResponder)) {
        assert.ok(!JSON.stringify(request.body).includes(TOKEN), `responder ${request.index}`);
      }
      const acpMessages = readFileSync(acpLog, 'utf8');
      assert.match(acpMessages, /session\/new/);
      assert.ok(!acpMessages.includes(TOKEN), acpMessages);
      const env = readFileSync(acpEnv, 'utf8');
      assert.match(env, /^cwd=\/.*\/ws-[0-9a-f]{16}$/m);
      assert.ok(!env.includes(TOKEN), env);
      assert.ok(chat.requests.length >= 1);
      for (const request of chat.requests) {
        const seen = JSON.stringify([request.path, request.headers, request.body]);
        assert.ok(!seen.includes(TOKEN), seen);
      }
    } finally {
      await model.close();
      await chat.close();
    }
  });
});
