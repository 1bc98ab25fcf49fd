// The skill token budgets block of the report: only when a file is over its limit or changed
// against the base, as a table of file, tokens, limit and change; file names escaped.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderReport } from '../../src/report/index.js';
import type { TokenBudgets } from '../../src/results/schema.js';
import { makeSummary } from './builders.js';

const budgets = (files: [string, number, number, 'ok' | 'warn' | 'over'][]): TokenBudgets => ({
  source: '.parley.yaml tokens.limits',
  files: files.map(([file, tokens, limit, status]) => ({ file, tokens, limit, status })),
});
const report = (tokens?: { head: TokenBudgets; base?: TokenBudgets }) =>
  renderReport({ summary: makeSummary([{ id: 'a', passed: 1, trials: 1 }]), records: [], tokens });

test('no block when every file is within budget and nothing changed', () => {
  const same = budgets([['skills/a/SKILL.md', 100, 500, 'ok']]);
  assert.doesNotMatch(report({ head: same }), /Skill token budgets/);
  assert.doesNotMatch(report({ head: same, base: same }), /Skill token budgets/);
  assert.doesNotMatch(report(), /Skill token budgets/);
});

test('a file over its limit is shown, first; changes against the base are shown', () => {
  const base = budgets([
    ['skills/a/SKILL.md', 400, 500, 'ok'],
    ['skills/a/references/x.md', 900, 1000, 'ok'],
    ['skills/a/unchanged.md', 10, 2000, 'ok'],
  ]);
  const head = budgets([
    ['skills/a/SKILL.md', 450, 500, 'ok'],
    ['skills/a/references/x.md', 1200, 1000, 'over'],
    ['skills/a/unchanged.md', 10, 2000, 'ok'],
    ['skills/a/new.md', 30, 2000, 'ok'],
  ]);
  const body = report({ head, base });
  assert.match(body, /### Skill token budgets \(1 over\)/);
  assert.match(
    body,
    /\| skills\/a\/references\/x\.md \| 1200 ❌ \| 1000 \| \+300 \|\n\| skills\/a\/SKILL\.md \| 450 \| 500 \| \+50 \|\n\| skills\/a\/new\.md \| 30 \| 2000 \| new \|/,
  );
  assert.doesNotMatch(body, /unchanged\.md/);
  // Without a base: only what is over, no change column values.
  assert.match(report({ head }), /\| skills\/a\/references\/x\.md \| 1200 ❌ \| 1000 \| — \|/);
  assert.doesNotMatch(report({ head }), /SKILL\.md/);
});

test('file names are escaped', () => {
  const body = report({ head: budgets([['skills/<b>@x|y.md', 9, 1, 'over']]) });
  assert.match(body, /skills\/&lt;b&gt;@\u200Dx\\\|y\.md/);
});
