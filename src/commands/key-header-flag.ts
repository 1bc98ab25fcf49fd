// `--api-key-header`, shared by every command that calls a model (run, check, generate, grade):
// the HTTP header that carries the key (`api-key` for Azure OpenAI behind a gateway), else
// OPENAI_API_KEY_HEADER. Checked before any request, so a bad name is a usage error.
import { KEY_HEADER_ENV, keyHeaderProblem } from '../llm/connection.js';
import { UsageError } from './types.js';

export const KEY_HEADER_OPTION = { 'api-key-header': { type: 'string' } } as const;
export const KEY_HEADER_HELP = {
  'api-key-header': `H the header that carries the key (default Authorization: Bearer; else ${KEY_HEADER_ENV})`,
};

/** --api-key-header, else OPENAI_API_KEY_HEADER; undefined for the default Bearer. */
export function keyHeader(values: Record<string, unknown>): string | undefined {
  const flag = values['api-key-header'] as string | undefined;
  const text = flag ?? (process.env[KEY_HEADER_ENV]?.trim() || undefined);
  if (text === undefined) return undefined;
  const problem = keyHeaderProblem(
    text.trim(),
    flag !== undefined ? '--api-key-header' : KEY_HEADER_ENV,
  );
  if (problem) throw new UsageError(problem);
  return text.trim();
}
