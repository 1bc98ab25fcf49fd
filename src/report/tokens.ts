// The skill token budgets block of the report: said only when something is over its limit or a
// count changed against the base, as a small table (file, tokens, limit, change). File names come
// from the repository (a fork's pull request): escaped like any untrusted text.
import type { TokenBudgets } from '../results/schema.js';
import { inline } from './escape.js';

/** Rows kept in the comment; the rest are counted in a last line. */
const MAX_ROWS = 30;

export function tokensSection(head?: TokenBudgets, base?: TokenBudgets): string | null {
  if (!head) return null;
  const before = new Map(base?.files.map((f) => [f.file, f.tokens]));
  const rows = head.files
    .map((f) => ({ ...f, change: before.has(f.file) ? f.tokens - before.get(f.file)! : null }))
    .filter((f) => f.status === 'over' || (base !== undefined && f.change !== 0));
  if (rows.length === 0) return null;
  // Over the limit first, then the biggest changes.
  rows.sort(
    (a, b) =>
      Number(b.status === 'over') - Number(a.status === 'over') ||
      Math.abs(b.change ?? b.tokens) - Math.abs(a.change ?? a.tokens),
  );
  const over = rows.filter((r) => r.status === 'over').length;
  const lines = [
    `### Skill token budgets${over ? ` (${over} over)` : ''}`,
    '',
    '| File | Tokens | Limit | Change |',
    '| --- | ---: | ---: | ---: |',
    ...rows.slice(0, MAX_ROWS).map((r) => {
      const change = r.change === null ? 'new' : r.change > 0 ? `+${r.change}` : `${r.change}`;
      const mark = r.status === 'over' ? ' ❌' : r.status === 'warn' ? ' ⚠️' : '';
      return `| ${inline(r.file, 120)} | ${r.tokens}${mark} | ${r.limit} | ${base ? change : '—'} |`;
    }),
  ];
  if (rows.length > MAX_ROWS) lines.push('', `_${rows.length - MAX_ROWS} more file(s) not shown._`);
  lines.push('', `_Limits: ${inline(head.source, 120)}; counted with the o200k_base tokenizer._`);
  return lines.join('\n');
}
