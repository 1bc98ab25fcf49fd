// Where `/parley accept` records acceptances: the pull request's acceptances comment, written
// only by the action. Its hidden block (base64 JSON in an HTML comment, so no reason text can
// close it) is read back only from a comment the token's own identity wrote, validated and
// bounded; anything else — a forged block in someone's comment, a damaged one — reads as none.
import * as core from '@actions/core';
import { z } from 'zod';
import { acceptancesBody } from '../report/acceptance.js';
import type { StoredAcceptance } from './acceptance-verify.js';
import { readOwnComment, upsertComment, type CommentTarget } from './comment.js';

export const ACCEPTANCES_MARKER = '<!-- parley:acceptances -->';
const DATA = /<!-- parley:acceptances:data ([A-Za-z0-9+/=]{0,200000}) -->/;

/** Bounds of the record: the newest entries are kept. */
export const MAX_ACCEPTANCES = 50;
export const MAX_TASKS = 20;
export const MAX_REASON = 500;

const AcceptanceSchema = z
  .object({
    tasks: z.array(z.string().min(1).max(100)).max(MAX_TASKS),
    all: z.boolean(),
    by: z.string().min(1).max(39),
    reason: z.string().max(MAX_REASON),
    head_sha: z.string().regex(/^[0-9a-f]{4,64}$/i),
    at: z.string().max(40),
    /** The `/parley accept` comment it came from (acceptance-verify.ts reads it again). */
    comment_id: z.number().int().positive().optional(),
  })
  .strict();

const RecordSchema = z
  .object({ version: z.literal(1), acceptances: z.array(AcceptanceSchema).max(MAX_ACCEPTANCES) })
  .strict();

export function encodeAcceptances(acceptances: StoredAcceptance[]): string {
  const record = { version: 1, acceptances: acceptances.slice(-MAX_ACCEPTANCES) };
  return `<!-- parley:acceptances:data ${Buffer.from(JSON.stringify(record)).toString('base64')} -->`;
}

/** The acceptances of a body we wrote; [] when it has none or they do not validate. */
export function decodeAcceptances(body: string): StoredAcceptance[] {
  const match = DATA.exec(body);
  if (!match) return [];
  try {
    const parsed = RecordSchema.safeParse(
      JSON.parse(Buffer.from(match[1]!, 'base64').toString('utf8')),
    );
    if (parsed.success) return parsed.data.acceptances;
    core.warning('parley: the recorded acceptances do not validate: ignored');
  } catch {
    core.warning('parley: the recorded acceptances cannot be read: ignored');
  }
  return [];
}

export async function readAcceptances(target: CommentTarget): Promise<StoredAcceptance[]> {
  const body = await readOwnComment(target, ACCEPTANCES_MARKER);
  return body ? decodeAcceptances(body) : [];
}

/** Adds one acceptance and rewrites the comment; its URL. */
export async function recordAcceptance(
  target: CommentTarget,
  acceptance: StoredAcceptance,
): Promise<string> {
  const all = [...(await readAcceptances(target)), acceptance].slice(-MAX_ACCEPTANCES);
  const body = [
    ACCEPTANCES_MARKER,
    acceptancesBody(all, acceptance.head_sha),
    encodeAcceptances(all),
    '',
  ].join('\n');
  return (await upsertComment(target, ACCEPTANCES_MARKER, body)).url;
}
