// How Parley answers an ACP agent's permission requests, by policy (config.agent.permissions):
// allow_workspace (default) allows unless a path the tool call names is outside the workspace;
// allow_all allows everything; deny rejects everything.
import type * as acp from '@agentclientprotocol/sdk';
import type { AgentSettings } from '../../suites/model.js';
import { confineReal } from '../confine.js';

export type PermissionPolicy = NonNullable<AgentSettings['permissions']>;

/** Argument names agents commonly use for paths in a tool call's raw input. */
const PATH_KEYS = [
  'path',
  'file_path',
  'filePath',
  'absolute_path',
  'dir_path',
  'directory',
  'cwd',
];

export function decidePermission(
  request: acp.RequestPermissionRequest,
  policy: PermissionPolicy,
  root: string,
  cwd: string,
): acp.RequestPermissionResponse {
  const allow =
    policy === 'allow_all' || (policy === 'allow_workspace' && staysInside(request, root, cwd));
  const kinds: acp.PermissionOptionKind[] = allow
    ? ['allow_once', 'allow_always']
    : ['reject_once', 'reject_always'];
  for (const kind of kinds) {
    const option = request.options.find((o) => o.kind === kind);
    if (option) return { outcome: { outcome: 'selected', optionId: option.optionId } };
  }
  return { outcome: { outcome: 'cancelled' } };
}

/** Every path the tool call names (locations and raw input) resolves inside the workspace. */
export function staysInside(
  request: acp.RequestPermissionRequest,
  root: string,
  cwd: string,
): boolean {
  const paths = (request.toolCall.locations ?? []).map((l) => l.path);
  const input = request.toolCall.rawInput;
  if (input && typeof input === 'object') {
    for (const key of PATH_KEYS) {
      const value = (input as Record<string, unknown>)[key];
      if (typeof value === 'string') paths.push(value);
    }
  }
  return paths.every((path) => {
    try {
      confineReal(root, cwd, path);
      return true;
    } catch {
      return false;
    }
  });
}
