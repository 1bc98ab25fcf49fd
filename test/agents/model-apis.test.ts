// The loopback model fake's Responses API (Codex) and Gemini API (Gemini CLI) routes, which the
// real-agent lane drives those two agents through: a request reaches the handler as Chat
// Completions, and the reply goes back in the API's own format, over a real socket (the openai
// SDK's Responses client; the Gemini API's server-sent events read as Gemini CLI reads them).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import OpenAI from 'openai';
import { startFakeOpenAI, type FakeOpenAI, type FakeRequest } from '../fakes/openai-server.js';

let fake: FakeOpenAI;
const seen: FakeRequest[] = [];
before(async () => {
  fake = await startFakeOpenAI((request) => {
    seen.push(request);
    const last = request.body.messages.at(-1);
    if (last.role === 'tool') return { content: `tool said ${last.content}` };
    return {
      content: 'Writing it.',
      toolCalls: [{ name: 'exec_command', arguments: { cmd: 'echo hi' }, id: 'call-1' }],
    };
  });
});
after(() => fake.close());

describe('loopback model fake: the Responses API and the Gemini API', () => {
  it('Responses API: input and tools as chat, text and a function call streamed back', async () => {
    const client = new OpenAI({ baseURL: fake.url, apiKey: 'sk-fake' });
    const stream = await client.responses.create({
      model: 'gpt-5.4-mini',
      instructions: 'You are a coding agent.',
      input: [{ type: 'message', role: 'user', content: [{ type: 'input_text', text: 'hi' }] }],
      tools: [
        {
          type: 'function',
          name: 'exec_command',
          parameters: { type: 'object', properties: { cmd: { type: 'string' } } },
          strict: false,
        },
      ],
      stream: true,
    });
    const types: string[] = [];
    let done: OpenAI.Responses.Response | undefined;
    for await (const event of stream) {
      types.push(event.type);
      if (event.type === 'response.completed') done = event.response;
    }
    const request = seen.at(-1)!;
    assert.equal(request.api, 'responses');
    assert.deepEqual(request.body.messages, [
      { role: 'system', content: 'You are a coding agent.' },
      { role: 'user', content: 'hi' },
    ]);
    assert.equal(request.body.tools[0].function.name, 'exec_command');
    assert.ok(types.includes('response.output_text.delta'), types.join());
    const message = done?.output.find((item) => item.type === 'message');
    assert.deepEqual(
      message?.content.map((part) => (part.type === 'output_text' ? part.text : '')),
      ['Writing it.'],
    );
    const call = done?.output.find((item) => item.type === 'function_call');
    assert.deepEqual(
      [call?.name, call?.call_id, call?.arguments],
      ['exec_command', 'call-1', '{"cmd":"echo hi"}'],
    );

    // The call's output, sent back, is a tool message.
    const second = await client.responses.create({
      model: 'gpt-5.4-mini',
      input: [
        { type: 'function_call', call_id: 'call-1', name: 'exec_command', arguments: '{}' },
        { type: 'function_call_output', call_id: 'call-1', output: 'hi' },
      ],
    });
    assert.equal(second.output_text, 'tool said hi');
  });

  it('Gemini API: contents and declarations as chat, parts streamed back, tokens counted', async () => {
    const base = fake.url.replace(/\/v1$/, '');
    const response = await fetch(
      `${base}/v1beta/models/loopback-model:streamGenerateContent?alt=sse`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': 'fake' },
        body: JSON.stringify({
          systemInstruction: { parts: [{ text: 'Be brief.' }] },
          contents: [{ role: 'user', parts: [{ text: 'hi' }] }],
          tools: [{ functionDeclarations: [{ name: 'exec_command', parametersJsonSchema: {} }] }],
        }),
      },
    );
    assert.equal(response.headers.get('content-type'), 'text/event-stream');
    const events = (await response.text())
      .split('\n\n')
      .filter((chunk) => chunk.startsWith('data: '))
      .map((chunk) => JSON.parse(chunk.slice(6)));
    const request = seen.at(-1)!;
    assert.equal(request.api, 'gemini');
    assert.deepEqual(request.body.messages, [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'hi' },
    ]);
    assert.equal(request.body.tools[0].function.name, 'exec_command');
    assert.deepEqual(events[0].candidates[0].content.parts, [
      { text: 'Writing it.' },
      { functionCall: { name: 'exec_command', args: { cmd: 'echo hi' } } },
    ]);
    assert.equal(events[0].usageMetadata.totalTokenCount, 15);

    const answer = await fetch(`${base}/v1beta/models/loopback-model:generateContent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': 'fake' },
      body: JSON.stringify({
        contents: [
          { role: 'user', parts: [{ text: 'hi' }] },
          { role: 'model', parts: [{ functionCall: { name: 'exec_command', args: {} } }] },
          {
            role: 'user',
            parts: [{ functionResponse: { name: 'exec_command', response: { output: 'hi' } } }],
          },
        ],
      }),
    }).then((r) => r.json() as Promise<any>); // eslint-disable-line @typescript-eslint/no-explicit-any
    assert.deepEqual(answer.candidates[0].content.parts, [{ text: 'tool said {"output":"hi"}' }]);

    const count = await fetch(`${base}/v1beta/models/loopback-model:countTokens`, {
      method: 'POST',
      body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'hi' }] }] }),
    }).then((r) => r.json() as Promise<any>); // eslint-disable-line @typescript-eslint/no-explicit-any
    assert.ok(count.totalTokens > 0);
  });
});
