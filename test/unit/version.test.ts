import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PARLEY_VERSION } from '../../src/version.js';

test('the version reported in summaries is the package version', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  assert.equal(PARLEY_VERSION, pkg.version);
});
