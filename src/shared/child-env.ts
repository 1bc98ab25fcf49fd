// The one rule for what a process Parley starts (an ACP agent, a program grader, a Python code
// grader, a script assertion) inherits from the runner: an allow-list of what a program needs to
// run (where programs are, whose home, locale, temp), never the rest. A deny-list of secret-shaped
// names missed every key named otherwise (DATABASE_URL, SLACK_WEBHOOK_URL, SSH_AUTH_SOCK, …) and
// the runner's own files (GITHUB_OUTPUT: a grader could write the action's outputs). What a child
// needs beyond this list the suite names itself (`config.agent.env`, `${NAME}` expanded).

/** What every child may inherit: finding programs, the user and home, terminal, locale, time, temp. */
const BASE = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'TERM',
  'LANG',
  'LANGUAGE',
  'TZ',
  'TMPDIR',
  'TMP',
  'TEMP',
  // Windows: a program cannot start without some of these (names are case-insensitive there).
  'SYSTEMROOT',
  'SYSTEMDRIVE',
  'WINDIR',
  'COMSPEC',
  'PATHEXT',
  'USERPROFILE',
  'HOMEDRIVE',
  'HOMEPATH',
  'APPDATA',
  'LOCALAPPDATA',
  'PROGRAMDATA',
  'PROGRAMFILES',
  'PROGRAMFILES(X86)',
];
const BASE_PREFIXES = ['LC_'];

/**
 * An agent also talks to its model: its config and state directories, the runner's proxy and CA
 * settings, and the non-secret settings docs/agents/ documents for each agent. Its keys never:
 * they come through `config.agent.env`.
 */
const AGENT = [
  'XDG_CONFIG_HOME',
  'XDG_DATA_HOME',
  'XDG_CACHE_HOME',
  'XDG_STATE_HOME',
  'XDG_RUNTIME_DIR',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'ALL_PROXY',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  // Codex, OpenCode, Copilot CLI, Gemini CLI: where their configuration is, which model.
  'CODEX_HOME',
  'OPENCODE_CONFIG',
  'OPENCODE_CONFIG_DIR',
  'OPENCODE_DISABLE_AUTOUPDATE',
  'OPENCODE_DISABLE_LSP_DOWNLOAD',
  'COPILOT_MODEL',
  'COPILOT_OFFLINE',
  'COPILOT_PROVIDER_TYPE',
  'COPILOT_PROVIDER_BASE_URL',
  'GOOGLE_GEMINI_BASE_URL',
];

export type ChildKind = 'grader' | 'agent';

const allowed = {
  grader: new Set(BASE),
  agent: new Set([...BASE, ...AGENT]),
};

/** Whether a runner variable of this name is passed to a child of this kind. */
export function inheritable(name: string, kind: ChildKind): boolean {
  const upper = name.toUpperCase();
  return allowed[kind].has(upper) || BASE_PREFIXES.some((p) => upper.startsWith(p));
}

/** `env` cut to the allow-list of `kind`: nothing else of the runner reaches the child. */
export function inheritedEnvironment(
  kind: ChildKind,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name, value]) => value !== undefined && inheritable(name, kind)),
  );
}

/** The names a child's environment holds, sorted, for the record (never the values). */
export function environmentNames(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter((name) => env[name] !== undefined)
    .sort();
}
