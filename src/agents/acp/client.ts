// Parley's side of the ACP connection: the agent's permission requests answered by policy, its
// text file reads and writes confined to the workspace, its session updates handed to the turn
// in flight (none between turns).
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import * as acp from '@agentclientprotocol/sdk';
import { confineReal, ConfinementError } from '../confine.js';
import { decidePermission, type PermissionPolicy } from './permissions.js';
import type { TurnSlot } from './turn.js';
import { describe } from './failure.js';

/** The ACP client file system capabilities offered. */
export interface FileAccess {
  readTextFile: boolean;
  writeTextFile: boolean;
}

export interface ClientOptions {
  /** The workspace: no file outside it is read or written. */
  root: string;
  cwd: string;
  policy: PermissionPolicy;
  fs: FileAccess;
  log: (message: string) => void;
  /** The turn in flight: between turns, updates and permission requests are recorded nowhere. */
  turns: TurnSlot;
}

export function parleyClient({ root, cwd, policy, fs, log, turns }: ClientOptions): acp.ClientApp {
  const confined = (path: string) => {
    try {
      return confineReal(root, cwd, path);
    } catch (error) {
      if (!(error instanceof ConfinementError)) throw error;
      throw acp.RequestError.invalidParams({ path }, error.message);
    }
  };
  return acp
    .client({ name: 'parley' })
    .onRequest('session/request_permission', ({ params }) => {
      const answer = decidePermission(params, policy, root, cwd);
      const title = (params.toolCall.title ?? '').slice(0, 80);
      log(`acp permission ${JSON.stringify(title)}: ${answer.outcome.outcome}`);
      turns.current?.permission(params, answer);
      return answer;
    })
    .onRequest('fs/read_text_file', async ({ params }) => {
      if (!fs.readTextFile) throw acp.RequestError.methodNotFound('fs/read_text_file');
      const text = await readFile(confined(params.path), 'utf8').catch((error: unknown) => {
        throw fileError(error, params.path);
      });
      return { content: someLines(text, params.line, params.limit) };
    })
    .onRequest('fs/write_text_file', async ({ params }) => {
      if (!fs.writeTextFile) throw acp.RequestError.methodNotFound('fs/write_text_file');
      const path = confined(params.path);
      try {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, params.content);
      } catch (error) {
        throw fileError(error, params.path);
      }
      return {};
    })
    .onNotification('session/update', ({ params }) => {
      turns.current?.update(params.update);
    });
}

/** fs/read_text_file's `line` (1-based) and `limit`: the whole text when neither is given. */
function someLines(text: string, line?: number | null, limit?: number | null): string {
  if (!line && !limit) return text;
  const start = Math.max(0, (line ?? 1) - 1);
  return text
    .split('\n')
    .slice(start, limit ? start + limit : undefined)
    .join('\n');
}

/** A file error as ACP's: a missing file is resource-not-found (-32002). */
function fileError(error: unknown, path: string): acp.RequestError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return acp.RequestError.resourceNotFound(path);
  if (error instanceof acp.RequestError) return error;
  return acp.RequestError.internalError({ path }, describe(error));
}
