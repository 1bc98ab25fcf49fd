// Counting the tokens of skill files with a real tokenizer: o200k_base (the encoding of GPT-4o
// and later, the one waza's BPE counter uses), from gpt-tokenizer, pure JavaScript with its rank
// file bundled: no network, no native code. Loaded on first use so `parley run` does not pay for it.
import { join } from 'node:path';
import { FileReadError, readRegularFile } from '../../shared/read-file.js';
import { limitFor, skillFiles, TokenConfigError, type TokenBudgetConfig } from './token-budgets.js';

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

/** A skill file larger than this is refused (a clear error), never read whole. */
export const MAX_SKILL_FILE_BYTES = 8 * 1024 * 1024;
/** The longest stretch without a word boundary encoded at once (BPE is quadratic in it). */
const MAX_RUN = 512;
/** Characters encoded per call. */
const BATCH = 64 * 1024;

const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);

/**
 * The text cut where the count cannot change: before a space that starts a word after a word (the
 * tokenizer's pieces never cross it). A stretch of MAX_RUN characters with no such place (200 KB
 * of `a`, a line of `=`) is cut every MAX_RUN characters: its count is then a close estimate,
 * but the work stays linear, where one such stretch took minutes.
 */
function* pieces(text: string): Generator<string> {
  let start = 0;
  let boundary = 0;
  for (let i = 1; i < text.length; i++) {
    const safe =
      text.charCodeAt(i) === 32 &&
      !isSpace(text.charCodeAt(i - 1)) &&
      i + 1 < text.length &&
      !isSpace(text.charCodeAt(i + 1));
    const forced = !safe && i - boundary >= MAX_RUN;
    if (safe || forced) boundary = i;
    if (forced || (safe && i - start >= BATCH)) {
      yield text.slice(start, i);
      start = i;
    }
  }
  if (start < text.length) yield text.slice(start);
}

/** The o200k_base token count of a text; special-token markers count as the plain text they are. */
export async function countTokens(text: string): Promise<number> {
  encoder ??= import('gpt-tokenizer/encoding/o200k_base').then((m) => m.encode as Encode);
  const encode = await encoder;
  let count = 0;
  for (const piece of pieces(text)) count += encode(piece, { disallowedSpecial: new Set() }).length;
  return count;
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
  for (const file of skillFiles(root, paths, config.resultsDirs)) {
    let text: string;
    try {
      text = readRegularFile(join(root, file), MAX_SKILL_FILE_BYTES).toString('utf8');
    } catch (error) {
      if (error instanceof FileReadError) throw new TokenConfigError(`${file}: ${error.reason}`);
      throw error;
    }
    const tokens = await countTokens(text);
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
