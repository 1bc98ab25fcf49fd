// The JSON Schemas Parley publishes, generated from its zod schemas: the file formats it reads
// (for editors: `# yaml-language-server: $schema=...`) and the result formats it writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { RunRecord, Summary } from './results/schema.js';
import { PairwiseLine } from './results/pairwise-schema.js';
import { HistoryRun } from './results/history-schema.js';
import { EvalFile } from './suites/waza/eval-schema.js';
import { JsonlTest } from './suites/yao/jsonl-schema.js';
import { ProjectFile } from './suites/schema/project.js';
import { TaskFile } from './suites/waza/task-schema.js';

export const SCHEMAS: Record<string, z.ZodType> = {
  eval: EvalFile,
  task: TaskFile,
  'jsonl-test': JsonlTest,
  project: ProjectFile,
  'results-line': RunRecord,
  summary: Summary,
  'pairwise-line': PairwiseLine,
  'history-line': HistoryRun,
};

export function renderSchema(name: string): string {
  const schema = SCHEMAS[name];
  if (!schema) throw new Error(`unknown schema "${name}"`);
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  });
  return JSON.stringify({ title: `Parley ${name}`, ...json }, null, 2) + '\n';
}

/** Writes every schema into dir; returns the files written. */
export function writeSchemas(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return Object.keys(SCHEMAS).map((name) => {
    const file = join(dir, `${name}.schema.json`);
    writeFileSync(file, renderSchema(name));
    return file;
  });
}
