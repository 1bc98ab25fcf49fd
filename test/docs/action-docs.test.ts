// docs/action.md's inputs and outputs tables are generated from action.yml by
// scripts/action-docs.mjs (`npm run docs`). A changed action.yml without regenerated docs fails here.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';

const script = join('scripts', 'action-docs.mjs');

function regenerate(actionYml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'parley-action-docs-'));
  try {
    const doc = join(dir, 'action.md');
    copyFileSync('docs/action.md', doc);
    execFileSync(process.execPath, [script, actionYml, doc], { stdio: 'pipe' });
    return readFileSync(doc, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function region(doc: string, name: string): string {
  const start = doc.indexOf(`<!-- ${name}:start -->`);
  const end = doc.indexOf(`<!-- ${name}:end -->`);
  assert.ok(start >= 0 && end > start, `docs/action.md has the ${name} markers`);
  return doc.slice(start, end);
}

test('docs/action.md is up to date with action.yml (run `npm run docs`)', () => {
  const committed = readFileSync('docs/action.md', 'utf8');
  assert.equal(regenerate('action.yml'), committed);
});

test('every input and output of action.yml has a row in docs/action.md', () => {
  const action = parse(readFileSync('action.yml', 'utf8')) as {
    inputs: Record<string, unknown>;
    outputs: Record<string, unknown>;
  };
  const doc = readFileSync('docs/action.md', 'utf8');
  const inputs = region(doc, 'action-inputs');
  const outputs = region(doc, 'action-outputs');
  assert.ok(Object.keys(action.inputs).length > 0);
  for (const name of Object.keys(action.inputs)) {
    assert.match(inputs, new RegExp(`^\\| \`${name}\` +\\|`, 'm'), `input ${name}`);
  }
  for (const name of Object.keys(action.outputs)) {
    assert.match(outputs, new RegExp(`^\\| \`${name}\` +\\|`, 'm'), `output ${name}`);
  }
});

test('a changed action.yml changes the generated tables, with | and line breaks escaped', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-action-yml-'));
  try {
    const action = parse(readFileSync('action.yml', 'utf8')) as {
      inputs: Record<string, { description: string; default?: string }>;
    };
    action.inputs['new-input'] = { description: 'one | two\nthree', default: 'a|b' };
    const yml = join(dir, 'action.yml');
    writeFileSync(yml, JSON.stringify(action)); // JSON is YAML
    const doc = regenerate(yml);
    assert.notEqual(doc, readFileSync('docs/action.md', 'utf8'));
    assert.match(
      region(doc, 'action-inputs'),
      /^\| `new-input` +\| one \\\| two<br>three +\| `a\\\|b` +\|$/m,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
