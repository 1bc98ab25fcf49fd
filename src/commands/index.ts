// Every subcommand, in the order `parley --help` lists them. Each module loads when its command
// runs: `parley --version` or `parley validate` need not load the report renderer, the LLM
// client or the ACP and MCP SDKs (ncc splits each dynamic import into its own chunk).
import type { Command } from './types.js';

export interface CommandEntry {
  name: string;
  /** One line for `parley --help`, which lists every command without loading any. */
  summary: string;
  load(): Promise<Command>;
}

export const COMMANDS: CommandEntry[] = [
  {
    name: 'init',
    summary: 'Write a starter suite and the workflow files (never overwrites a file)',
    load: async () => (await import('./init.js')).initCommand,
  },
  {
    name: 'run',
    summary:
      'Run eval suites and write results.jsonl, summary.json, junit.xml, report.md, report.html',
    load: async () => (await import('./run.js')).runCommand,
  },
  {
    name: 'validate',
    summary: 'Check eval suites, task files and JSONL tests; exit 2 on any error',
    load: async () => (await import('./validate.js')).validateCommand,
  },
  {
    name: 'compare',
    summary: 'Compare two summary.json files; exit 1 on regressions',
    load: async () => (await import('./compare.js')).compareCommand,
  },
  {
    name: 'report',
    summary: 'Merge shard results into one results set and render the report',
    load: async () => (await import('./report.js')).reportCommand,
  },
  {
    name: 'generate',
    summary: 'Draft task files (or JSONL tests) for a skill with an LLM; each one validated',
    load: async () => (await import('./generate.js')).generateCommand,
  },
  {
    name: 'grade',
    summary: 'Re-grade the recorded conversations of a results directory with the current graders',
    load: async () => (await import('./grade.js')).gradeCommand,
  },
  {
    name: 'pool',
    summary: "Add a base run's summary.json to a pooled baseline file",
    load: async () => (await import('./pool.js')).poolCommand,
  },
  {
    name: 'history',
    summary:
      'Per task: the pass rate and cost over the push and scheduled runs, changes, flaky tasks',
    load: async () => (await import('./history.js')).historyCommand,
  },
  {
    name: 'quarantine',
    summary: 'Keep a task out of the verdict for a while (.parley.yaml quarantine:), or list them',
    load: async () => (await import('./quarantine.js')).quarantineCommand,
  },
  {
    name: 'tokens',
    summary: 'Check skill files against their token budgets',
    load: async () => (await import('./tokens.js')).tokensCommand,
  },
  {
    name: 'check',
    summary: "Measure the LLM responder or judge on labelled cases, on the user's own model",
    load: async () => (await import('./check.js')).checkCommand,
  },
  {
    name: 'schema',
    summary: 'Print a JSON Schema of a Parley file format, or write them all',
    load: async () => (await import('./schema.js')).schemaCommand,
  },
];
