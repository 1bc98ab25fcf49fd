// The workspace as the prompt grader's judge reads it: bounded, and the files changed last first,
// so what the agent wrote is not crowded out by a large fixture.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { workspaceText } from '../../src/graders/workspace-view.js';

const dir = mkdtempSync(join(tmpdir(), 'parley-wsview-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('files changed last come first, and a large fixture cannot crowd them out', async () => {
  const ws = join(dir, 'ws');
  mkdirSync(join(ws, 'fixture'), { recursive: true });
  const old = new Date('2020-01-01T00:00:00Z');
  for (let i = 0; i < 6; i++) {
    const file = join(ws, 'fixture', `part-${i}.txt`);
    writeFileSync(file, `${i}`.repeat(9000));
    utimesSync(file, old, old);
  }
  writeFileSync(join(ws, 'z-report.md'), 'the agent wrote this');
  writeFileSync(join(dir, 'secret.txt'), 'outside');
  symlinkSync(join(dir, 'secret.txt'), join(ws, 'link.txt'));
  const text = await workspaceText(ws);
  // Every path is listed; the agent's file's contents come first and survive the budget.
  assert.match(text, /^Files \(7\):/);
  assert.ok(text.indexOf('#### z-report.md') < text.indexOf('#### fixture/part-0.txt'), text);
  assert.match(text, /#### z-report\.md\n```\nthe agent wrote this\n```/);
  assert.match(text, /\(further file contents cut\)/);
  assert.ok(text.length < 45_000, String(text.length));
  // A link (here out of the workspace) is neither listed nor read.
  assert.doesNotMatch(text, /link\.txt/);
  assert.doesNotMatch(text, /outside/);
});
