// The providers people use, through `parley run` as a user runs it: a suite whose responder is an
// LLM responder and whose grader is a `prompt` judge, against the loopback model fake in each
// provider mode (fakes/provider-modes.ts): Azure OpenAI's deployment and v1 URL shapes with the
// key in an `api-key` header and the base URL's `?api-version=` on every request, Anthropic's
// compatibility layer (which ignores response_format) and Gemini's. Each run passes and every
// request went to the provider's path with its key header. Then the per-endpoint concurrency
// setting, counted in flight by the fake over real sockets.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startFakeOpenAI, type FakeReply, type FakeRequest } from '../fakes/openai-server.js';
import type { ProviderMode } from '../fakes/provider-modes.js';
import { isResponderRequest, scriptedDecision } from '../fakes/responder-model.js';
import { startCli, writeSuite } from './cli-process.js';

const root = mkdtempSync(join(tmpdir(), 'parley-providers-'));
after(() => rmSync(root, { recursive: true, force: true }));

const KEY = 'provider-key-0123456789';
const VERDICT = {
  passed: true,
  score: 1,
  reason: 'it asked and finished',
  suggestions: [],
  criteria: [],
};

/**
 * A model as the provider's model behaves: JSON where a forced tool call, a response_format the
 * server kept, or the prompt asks for it; else prose (a strict schema the server dropped is not
 * followed).
 */
function model(request: FakeRequest): FakeReply {
  const body = request.body;
  const answer = isResponderRequest(request)
    ? JSON.parse(String((scriptedDecision(request, 'faithful') as { content: string }).content))
    : VERDICT;
  const forced = body.tool_choice?.function?.name as string | undefined;
  if (forced) return { toolCalls: [{ name: forced, arguments: answer }] };
  const system = String(body.messages?.[0]?.content ?? '');
  if (body.response_format || /Answer with (a|one) JSON object/.test(system)) {
    return { content: JSON.stringify(answer) };
  }
  return { content: 'Sure: call it research-agent.' };
}

const task = {
  inputs: {
    prompt: 'Add an agent.',
    mock: ['Which name should it have?', 'Created it.'],
    responder: { model: 'responder-m', instructions: '- name: research-agent', max_followups: 2 },
  },
};
const judged =
  'graders:\n  - type: prompt\n    name: judged\n    config:\n      prompt: Did the agent finish?\n';

function runLines(dir: string): { status: string; [key: string]: unknown }[] {
  return readFileSync(join(dir, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

async function runAgainst(
  provider: ProviderMode,
  name: string,
  baseUrl: (origin: string, url: string) => string,
  extra: { args?: string[]; env?: Record<string, string> } = {},
) {
  const fake = await startFakeOpenAI(model, { provider, apiKey: KEY });
  try {
    const suite = writeSuite(root, name, { one: task }, { graders: judged });
    const out = join(root, `${name}-results`);
    const run = startCli(
      ['run', suite, '-o', out, '--judge-model', 'judge-m', ...(extra.args ?? [])],
      {
        env: { OPENAI_BASE_URL: baseUrl(fake.origin, fake.url), OPENAI_API_KEY: KEY, ...extra.env },
      },
    );
    const code = await run.exit;
    return { code, run, out, requests: [...fake.requests] };
  } finally {
    await fake.close();
  }
}

describe('parley run against the providers people use', () => {
  it('Azure OpenAI, deployment URL: api-version on every request, the key in api-key', async () => {
    const { code, run, out, requests } = await runAgainst(
      'azure',
      'azure-deployment',
      (_origin, url) => `${url}?api-version=2024-10-21`,
      { env: { OPENAI_API_KEY_HEADER: 'api-key' } },
    );
    assert.equal(code, 0, run.out() + run.err());
    assert.deepEqual(
      runLines(out).map((r) => r.status),
      ['passed'],
    );
    assert.ok(requests.length >= 2, 'the responder and the judge asked');
    for (const r of requests) {
      assert.equal(
        r.path,
        '/openai/deployments/judge-deployment/chat/completions?api-version=2024-10-21',
      );
      assert.equal(r.headers['api-key'], KEY);
      assert.equal(r.headers.authorization, undefined, 'no Bearer token beside the api-key');
    }
  });

  it('Azure OpenAI, v1 URL: --api-key-header api-key, the deployment as the model', async () => {
    const { code, run, out, requests } = await runAgainst(
      'azure',
      'azure-v1',
      (origin) => `${origin}/openai/v1/`,
      { args: ['--api-key-header', 'api-key'] },
    );
    assert.equal(code, 0, run.out() + run.err());
    assert.deepEqual(
      runLines(out).map((r) => r.status),
      ['passed'],
    );
    assert.deepEqual([...new Set(requests.map((r) => r.path))], ['/openai/v1/chat/completions']);
    assert.deepEqual([...new Set(requests.map((r) => r.body.model))].sort(), [
      'judge-m',
      'responder-m',
    ]);
    assert.ok(requests.every((r) => r.headers['api-key'] === KEY && !r.headers.authorization));
  });

  it('Azure OpenAI with the key as a Bearer token: a 401 that names the endpoint and the fix', async () => {
    const { code, out, requests } = await runAgainst(
      'azure',
      'azure-bearer',
      (_origin, url) => `${url}?api-version=2024-10-21`,
    );
    assert.notEqual(code, 0);
    assert.ok(
      requests.length > 0 && requests.every((r) => r.headers.authorization === `Bearer ${KEY}`),
    );
    const [record] = runLines(out);
    assert.notEqual(record!.status, 'passed');
    const text = JSON.stringify(record);
    assert.match(
      text,
      /LLM request to http:\/\/127\.0\.0\.1:\d+\/openai\/deployments\/judge-deployment failed with HTTP 401/,
    );
    assert.match(text, /OPENAI_API_KEY_HEADER=api-key/);
    assert.doesNotMatch(text, /2024-10-21/, "the base URL's query values stay redacted");
  });

  it('a judge of its own on Azure (--judge-api-key-header) beside a Bearer main endpoint', async () => {
    const main = await startFakeOpenAI(model, { apiKey: KEY });
    const judge = await startFakeOpenAI(model, {
      provider: 'azure',
      apiKey: 'judge-key-0123456789',
    });
    try {
      const suite = writeSuite(root, 'azure-judge', { one: task }, { graders: judged });
      const out = join(root, 'azure-judge-results');
      const run = startCli(
        [
          'run',
          suite,
          '-o',
          out,
          '--judge-model',
          'judge-m',
          '--judge-base-url',
          `${judge.url}?api-version=2024-10-21`,
          '--judge-api-key',
          'judge-key-0123456789',
          '--judge-api-key-header',
          'api-key',
        ],
        { env: { OPENAI_BASE_URL: main.url, OPENAI_API_KEY: KEY } },
      );
      assert.equal(await run.exit, 0, run.out() + run.err());
      assert.deepEqual(
        runLines(out).map((r) => r.status),
        ['passed'],
      );
      assert.ok(main.requests.length > 0 && main.requests.every((r) => isResponderRequest(r)));
      assert.ok(main.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`));
      assert.equal(judge.requests.length, 1);
      assert.equal(judge.requests[0]!.headers['api-key'], 'judge-key-0123456789');
      assert.equal(judge.requests[0]!.headers.authorization, undefined);
    } finally {
      await main.close();
      await judge.close();
    }
    const alone = startCli(['run', root, '--judge-api-key-header', 'api-key']);
    assert.equal(await alone.exit, 2);
    assert.match(alone.err(), /--judge-api-key-header is set without --judge-base-url/);
  });

  it('check, generate and grade take --api-key-header too (an Azure v1 URL on a host of its own)', async () => {
    const fake = await startFakeOpenAI(model, { provider: 'azure', apiKey: KEY });
    try {
      const env = { OPENAI_BASE_URL: `${fake.origin}/openai/v1/`, OPENAI_API_KEY: KEY };
      const cases = join(root, 'azure-cases.jsonl');
      writeFileSync(
        cases,
        JSON.stringify({
          id: 'asks-name',
          brief: '- name: research-agent',
          conversation: [
            { role: 'user', text: 'Add an agent.' },
            { role: 'agent', text: 'Which name should it have?' },
          ],
          expect: 'reply',
          must_contain: ['research-agent'],
        }) + '\n',
      );
      const check = ['check', 'responder', '--no-builtin', '--cases', cases, '--model', 'm'];
      const bearer = startCli(check, { env });
      assert.equal(await bearer.exit, 1, 'without the header Azure refuses the Bearer key');
      assert.match(bearer.out() + bearer.err(), /401/);
      const checked = startCli([...check, '--api-key-header', 'api-key'], { env });
      assert.equal(await checked.exit, 0, checked.out() + checked.err());
      assert.match(checked.out(), /accuracy 100\.0% \(1 of 1/);

      const suite = writeSuite(root, 'azure-grade', { one: task }, { graders: judged });
      const out = join(root, 'azure-grade-results');
      const args = ['--judge-model', 'judge-m', '--api-key-header', 'api-key'];
      const run = startCli(['run', suite, '-o', out, ...args], { env });
      assert.equal(await run.exit, 0, run.out() + run.err());
      const regraded = join(root, 'azure-regraded');
      const grade = startCli(['grade', out, '--output', regraded, ...args], { env });
      assert.equal(await grade.exit, 0, grade.out() + grade.err());
      assert.deepEqual(
        runLines(regraded).map((r) => r.status),
        ['passed'],
      );

      const skill = join(root, 'azure-skill');
      mkdirSync(skill, { recursive: true });
      writeFileSync(
        join(skill, 'SKILL.md'),
        '---\nname: notes\ndescription: Writes meeting notes.\n---\nAsk for the date.\n',
      );
      const before = fake.requests.length;
      const generate = startCli(
        [
          'generate',
          skill,
          '--count',
          '1',
          '--dry-run',
          '--model',
          'm',
          '--api-key-header',
          'api-key',
        ],
        { env },
      );
      await generate.exit;
      assert.ok(fake.requests.length > before, 'generate asked the model');
      assert.doesNotMatch(generate.out() + generate.err(), /401/);
      for (const r of fake.requests) {
        assert.equal(r.path, '/openai/v1/chat/completions');
        if (r.headers['api-key'] !== undefined) assert.equal(r.headers.authorization, undefined);
      }
      assert.equal(
        fake.requests.filter((r) => r.headers['api-key'] === KEY).length,
        fake.requests.length - 1,
        'every request but the refused Bearer one carried the key in api-key',
      );
    } finally {
      await fake.close();
    }
  });

  it("Anthropic's compatibility layer (response_format ignored): the responder falls back to a tool call", async () => {
    const { code, run, out, requests } = await runAgainst(
      'anthropic',
      'anthropic',
      (_origin, url) => `${url}/`,
    );
    assert.equal(code, 0, run.out() + run.err());
    assert.deepEqual(
      runLines(out).map((r) => r.status),
      ['passed'],
    );
    assert.deepEqual([...new Set(requests.map((r) => r.path))], ['/v1/chat/completions']);
    assert.ok(requests.every((r) => r.headers.authorization === `Bearer ${KEY}`));
    const responder = requests.filter((r) => isResponderRequest(r));
    assert.ok(
      responder.some((r) => r.body.tool_choice),
      'a forced tool call after the prose answer',
    );
  });

  it("Gemini's OpenAI compatibility: /v1beta/openai/chat/completions with a Bearer key", async () => {
    const { code, run, out, requests } = await runAgainst(
      'gemini',
      'gemini',
      (_origin, url) => `${url}/`,
    );
    assert.equal(code, 0, run.out() + run.err());
    assert.deepEqual(
      runLines(out).map((r) => r.status),
      ['passed'],
    );
    assert.deepEqual(
      [...new Set(requests.map((r) => r.path))],
      ['/v1beta/openai/chat/completions'],
    );
    assert.ok(requests.every((r) => r.headers.authorization === `Bearer ${KEY}`));
  });
});

describe('--llm-concurrency', () => {
  const tasks = Object.fromEntries(
    ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => [id, { prompt: 'Say done.', mock: ['done'] }]),
  );

  async function maxInFlight(name: string, args: string[], env: Record<string, string> = {}) {
    let inFlight = 0;
    let max = 0;
    const fake = await startFakeOpenAI(async () => {
      max = Math.max(max, ++inFlight);
      await new Promise((r) => setTimeout(r, 200));
      inFlight--;
      return { content: JSON.stringify(VERDICT) };
    });
    try {
      const suite = writeSuite(root, name, tasks, { graders: judged });
      const run = startCli(
        [
          'run',
          suite,
          '-o',
          join(root, `${name}-results`),
          '--judge-model',
          'judge-m',
          '--workers',
          '6',
          ...args,
        ],
        { env: { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: KEY, ...env } },
      );
      assert.equal(await run.exit, 0, run.out() + run.err());
      assert.equal(fake.requests.length, 6);
      return max;
    } finally {
      await fake.close();
    }
  }

  it('holds the requests in flight to one endpoint to the setting (flag, else the variable)', async () => {
    assert.ok((await maxInFlight('unlimited', [])) > 2, 'six workers send more than two at once');
    assert.equal(await maxInFlight('flag', ['--llm-concurrency', '2']), 2);
    assert.equal(await maxInFlight('env', [], { PARLEY_LLM_CONCURRENCY: '1' }), 1);
  });

  it('refuses a value that is not a whole number from 1 to 256 with exit 2, naming the setting', async () => {
    const suite = writeSuite(root, 'bad-concurrency', { one: { prompt: 'x', mock: ['done'] } });
    const flag = startCli(['run', suite, '--llm-concurrency', '0']);
    assert.equal(await flag.exit, 2);
    assert.match(flag.err(), /--llm-concurrency: expected a whole number from 1 to 256 .*got "0"/);
    const env = startCli(['run', suite], { env: { PARLEY_LLM_CONCURRENCY: '300' } });
    assert.equal(await env.exit, 2);
    assert.match(
      env.err(),
      /PARLEY_LLM_CONCURRENCY: expected a whole number from 1 to 256 .*got "300"/,
    );
    const header = startCli(['run', suite, '--api-key-header', 'api key']);
    assert.equal(await header.exit, 2);
    assert.match(header.err(), /--api-key-header: expected an HTTP header name/);
  });
});
