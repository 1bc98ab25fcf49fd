// Counting the tokens of skill files with a real tokenizer: o200k_base (the encoding of GPT-4o
// and later, the one waza's BPE counter uses), from gpt-tokenizer, pure JavaScript with its rank
// file bundled: no network, no native code. Loaded on first use so `parley run` does not pay for it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { limitFor, skillFiles, type TokenBudgetConfig } from './token-budgets.js';

export type TokenStatus = 'ok' | 'warn' | 'over';

export interface TokenCheck {
  /** Relative to the root, `/`-separated. */
  file: string;
  tokens: number;
  limit: number;
  /** The override or default pattern that set the limit, or `fallbackLimit`. */
  pattern: string;
  status: TokenStatus;
}

type Encode = (text: string, options: { disallowedSpecial: Set<string> }) => number[];
let encoder: Promise<Encode> | undefined;

/** The o200k_base token count of a text; special-token markers count as the plain text they are. */
export async function countTokens(text: string): Promise<number> {
  encoder ??= import('gpt-tokenizer/encoding/o200k_base').then((m) => m.encode as Encode);
  return (await encoder)(text, { disallowedSpecial: new Set() }).length;
}

export function statusOf(tokens: number, limit: number, warningThreshold?: number): TokenStatus {
  if (tokens > limit) return 'over';
  return warningThreshold !== undefined && tokens > warningThreshold ? 'warn' : 'ok';
}

/** Every skill file under the paths, counted and held against its limit; over-limit first. */
export async function checkTokenBudgets(
  root: string,
  paths: string[],
  config: TokenBudgetConfig,
): Promise<TokenCheck[]> {
  const checks: TokenCheck[] = [];
  for (const file of skillFiles(root, paths)) {
    const tokens = await countTokens(readFileSync(join(root, file), 'utf8'));
    const { limit, pattern } = limitFor(file, config);
    checks.push({
      file,
      tokens,
      limit,
      pattern,
      status: statusOf(tokens, limit, config.warningThreshold),
    });
  }
  const rank = { over: 0, warn: 1, ok: 2 };
  return checks.sort((a, b) => rank[a.status] - rank[b.status] || a.file.localeCompare(b.file));
}
