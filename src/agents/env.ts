import { inheritedEnvironment } from '../shared/child-env.js';

// `${NAME}` substitution from the environment for adapter settings (headers, env, URLs), so
// suites can reference secrets without writing them down. Unset variables become ''.
export function expandEnv(text: string, env: NodeJS.ProcessEnv = process.env): string {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => env[name] ?? '');
}

export function expandEnvValues(
  values: Record<string, string> | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, expandEnv(v, env)]));
}

/** The values substituted into `values`, so messages can redact them. */
export function secretValues(
  values: Record<string, string> | undefined,
  env = process.env,
): string[] {
  const found: string[] = [];
  for (const value of Object.values(values ?? {})) {
    for (const match of value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g)) {
      const secret = env[match[1] ?? ''];
      if (secret) found.push(secret);
    }
  }
  return found;
}

/**
 * The environment of an agent process Parley starts: the runner's variables on the agent's
 * allow-list (shared/child-env.ts: path, home, locale, temp, proxy, the agents' documented
 * settings), plus what the suite sets explicitly (`config.agent.env`, `${NAME}` expanded) — the
 * only way a secret reaches the agent.
 */
export function agentEnvironment(
  explicit: Record<string, string> | undefined,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  return { ...inheritedEnvironment('agent', env), ...expandEnvValues(explicit, env) };
}
