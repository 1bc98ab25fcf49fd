// schemas/ is generated from the zod schemas (`npm run schemas`); a stale copy fails here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { renderSchema, SCHEMAS } from '../../src/schemas.js';

const dir = fileURLToPath(new URL('../../schemas/', import.meta.url));

for (const name of Object.keys(SCHEMAS)) {
  test(`schemas/${name}.schema.json is up to date (npm run schemas)`, () => {
    const committed = readFileSync(`${dir}${name}.schema.json`, 'utf8');
    assert.ok(committed === renderSchema(name), `schemas/${name}.schema.json is stale`);
  });
}

test('the eval and task schemas reject unknown keys, as the loader does', () => {
  for (const name of ['eval', 'task', 'jsonl-test', 'project']) {
    const schema = JSON.parse(renderSchema(name)) as { additionalProperties?: boolean };
    assert.equal(schema.additionalProperties, false, name);
  }
});
