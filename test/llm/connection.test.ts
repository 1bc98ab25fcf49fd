// Where the key goes and what a base URL's query becomes, as the SDK client is built from them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keyHeaderOf, keyOptions, splitBaseUrl } from '../../src/llm/connection.js';

test("a base URL's query is split off: its parameters go on every request", () => {
  assert.deepEqual(
    splitBaseUrl('https://r.openai.azure.com/openai/deployments/gpt/?api-version=2024-10-21'),
    {
      base: 'https://r.openai.azure.com/openai/deployments/gpt',
      query: { 'api-version': '2024-10-21' },
    },
  );
  assert.deepEqual(splitBaseUrl('https://api.openai.com/v1'), {
    base: 'https://api.openai.com/v1',
    query: {},
  });
});

test("the key's header: the one set, else api-key on Azure OpenAI's hosts, else Bearer", () => {
  for (const host of [
    'https://r.openai.azure.com/openai/v1',
    'https://r.cognitiveservices.azure.com/openai/deployments/d?api-version=2024-10-21',
    'https://r.services.ai.azure.com/openai/v1',
  ]) {
    assert.equal(keyHeaderOf({ baseURL: host }), 'api-key', host);
  }
  assert.equal(keyHeaderOf({ baseURL: 'https://api.openai.com/v1' }), 'authorization');
  assert.equal(
    keyHeaderOf({ baseURL: 'https://evil.openai.azure.com.example/v1' }),
    'authorization',
  );
  assert.equal(
    keyHeaderOf({ baseURL: 'https://gateway.example/azure', apiKeyHeader: 'API-Key' }),
    'api-key',
  );
  assert.equal(
    keyHeaderOf({ baseURL: 'https://r.openai.azure.com/openai/v1', apiKeyHeader: 'authorization' }),
    'authorization',
    'an explicit setting wins over the host',
  );
  assert.deepEqual(keyOptions({ baseURL: 'https://api.openai.com/v1', apiKey: 'k' }), {
    apiKey: 'k',
  });
  assert.deepEqual(keyOptions({ baseURL: 'https://r.openai.azure.com/openai/v1', apiKey: 'k' }), {
    apiKey: 'k',
    defaultHeaders: { 'api-key': 'k', authorization: null },
  });
});
