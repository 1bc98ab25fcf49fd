// Every secret a run is configured with, collected in one place for the redactor (and, in the
// action, for ::add-mask::): the API keys of the agent's, the responder's and the judge's
// endpoints; the password and every query-parameter value of every configured URL (base URLs,
// http agents' `url`, MCP servers' `url`); and every value substituted from the environment by
// `${NAME}` in config.agent env / headers / url and in mcp_servers env / headers / url.
import { expandEnv, secretValues } from '../agents/env.js';
import { resolveEndpoint } from '../llm/client.js';
import type { LlmEndpoint } from '../llm/types.js';
import type { AgentSettings, McpServerSpec, Suite } from '../suites/model.js';

export interface SecretSources {
  endpoint?: LlmEndpoint;
  responderEndpoint?: LlmEndpoint;
  judgeEndpoint?: LlmEndpoint;
  /** Secrets given as they are (the GitHub token, keys from the environment). */
  secrets?: (string | undefined)[];
}

export function collectSecrets(
  suites: Suite[],
  sources: SecretSources,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const found: (string | undefined)[] = [...(sources.secrets ?? [])];
  // The main endpoint as the client resolves it (OPENAI_BASE_URL / OPENAI_API_KEY included).
  const main = resolveEndpoint(sources.endpoint);
  for (const endpoint of [main, sources.responderEndpoint, sources.judgeEndpoint]) {
    found.push(endpoint?.apiKey, ...urlSecrets(endpoint?.baseURL));
  }
  const fromSettings = (settings: Partial<AgentSettings> & { url?: string }) => {
    found.push(
      ...secretValues(settings.env, env),
      ...secretValues(settings.headers, env),
      ...secretValues(settings.url === undefined ? undefined : { url: settings.url }, env),
      ...urlSecrets(settings.url === undefined ? undefined : expandEnv(settings.url, env)),
    );
  };
  const fromMcp = (server: McpServerSpec) => fromSettings(server);
  for (const suite of suites) {
    fromSettings(suite.config.agent);
    suite.config.mcpServers.forEach(fromMcp);
    for (const task of suite.tasks) fromSettings(task.agent as Partial<AgentSettings>);
  }
  return [...new Set(found.filter((s): s is string => !!s))];
}

/** The password (and user) in a URL's userinfo, and every query-parameter value: raw and decoded. */
export function urlSecrets(url: string | undefined): string[] {
  if (!url) return [];
  const found: string[] = [];
  const userinfo = /^[a-z][a-z0-9+.-]*:\/\/([^/?#@]*)@/i.exec(url)?.[1];
  if (userinfo) {
    const colon = userinfo.indexOf(':');
    if (colon >= 0) found.push(userinfo.slice(colon + 1));
    found.push(userinfo);
  }
  const query = /\?([^#]*)/.exec(url)?.[1];
  for (const pair of query?.split('&') ?? []) {
    const value = pair.slice(pair.indexOf('=') + 1);
    if (pair.includes('=') && value) found.push(value);
  }
  const decoded = found.map((s) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  });
  return [...new Set([...found, ...decoded].filter(Boolean))];
}
