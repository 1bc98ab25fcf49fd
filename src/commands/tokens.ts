// `parley tokens check [PATH...]`: counts the tokens of skill files (SKILL.md, references,
// .agent.md: markdown) and holds each against its budget from the project config's `tokens`
// section (waza's), a legacy .token-limits.json, or built-in defaults. Exit 0 within budget, 1
// when a file is over its limit, 2 on a bad configuration.
import { Diagnostics } from '../suites/diagnostics/diagnostics.js';
import { formatSpecError } from '../suites/load.js';
import { loadProject } from '../suites/project.js';
import { TokenConfigError, tokenBudgetConfig } from '../suites/waza/token-budgets.js';
import { checkTokenBudgets, type TokenCheck } from '../suites/waza/token-count.js';
import { loadYaml } from '../shared/yaml.js';
import { UsageError, type Command } from './types.js';

const STATUS_TEXT = { ok: 'ok', warn: 'warn', over: 'OVER' } as const;

export function tokenTable(checks: TokenCheck[]): string {
  if (checks.length === 0) return 'no skill files (.md, .mdx) found';
  const width = Math.max(4, ...checks.map((c) => c.file.length));
  const rows = checks.map(
    (c) =>
      `${c.file.padEnd(width)}  ${String(c.tokens).padStart(7)}  ${String(c.limit).padStart(7)}  ${STATUS_TEXT[c.status]}`,
  );
  return [`${'File'.padEnd(width)}   Tokens    Limit  Status`, ...rows].join('\n');
}

export const tokensCommand: Command = {
  name: 'tokens',
  usage: 'tokens check [PATH...] [--json]',
  options: { json: { type: 'boolean' } },
  help: { json: 'print the counts as JSON' },
  async run(values, positionals) {
    const [action, ...paths] = positionals;
    if (action !== 'check') {
      throw new UsageError(`expected "tokens check [PATH...]", got "tokens ${action ?? ''}"`);
    }
    const root = process.cwd();
    const diagnostics = new Diagnostics();
    await loadYaml();
    const project = loadProject(root, diagnostics);
    if (diagnostics.errors.length) {
      for (const error of diagnostics.errors) console.error(formatSpecError(error));
      return 2;
    }
    let checks: TokenCheck[];
    let config;
    try {
      config = tokenBudgetConfig(root, project);
      checks = await checkTokenBudgets(root, paths, config);
    } catch (error) {
      if (error instanceof TokenConfigError) throw new UsageError(error.message);
      throw error;
    }
    for (const warning of config.warnings) console.error(`parley tokens: warning: ${warning}`);
    const over = checks.filter((c) => c.status === 'over');
    if (values.json) {
      console.log(JSON.stringify({ source: config.source, files: checks }, null, 2));
    } else {
      console.log(tokenTable(checks));
      const warned = checks.filter((c) => c.status === 'warn').length;
      console.log(
        `\n${checks.length - over.length}/${checks.length} file(s) within their limits` +
          (warned ? `, ${warned} over the warning threshold` : '') +
          ` (limits: ${config.source})`,
      );
    }
    for (const c of over) {
      console.error(
        `${c.file}: ${c.tokens} tokens, ${c.tokens - c.limit} over its limit of ${c.limit} (${c.pattern})`,
      );
    }
    return over.length ? 1 : 0;
  },
};
