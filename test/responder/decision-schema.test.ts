// The responder's decision schema is built with zod's own JSON-schema rendering (start-up: the
// openai helper loads a vendored converter and zod v3). A provider in strict mode must get the
// same schema the openai SDK's documented helper would send, byte for byte.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { zodResponseFormat } from 'openai/helpers/zod';
import { DECISION_JSON_SCHEMA, DecisionSchema } from '../../src/responder/llm.js';

test('the decision schema is the JSON openai zodResponseFormat makes of it', () => {
  const helper = zodResponseFormat(DecisionSchema, 'decision').json_schema.schema;
  assert.equal(JSON.stringify(DECISION_JSON_SCHEMA), JSON.stringify(helper));
});
