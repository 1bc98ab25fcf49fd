// `parley schema [--out DIR] [NAME]`: prints one JSON Schema (eval, task, jsonl-test, project,
// results-line, summary, pairwise-line, history-line), or writes them into DIR for editors (yaml-language-server) and CI.
import { join } from 'node:path';
import { writeFileSync, mkdirSync } from 'node:fs';
import { renderSchema, SCHEMAS, writeSchemas } from '../schemas.js';
import { UsageError, type Command } from './types.js';

export const schemaCommand: Command = {
  name: 'schema',
  usage: 'schema [--out DIR] [NAME]',
  options: {
    out: { type: 'string' },
  },
  help: {
    out: 'DIR write the schemas (all, or NAME) into DIR',
  },
  async run(values, positionals) {
    const names = Object.keys(SCHEMAS);
    if (positionals.length > 1) throw new UsageError('expected at most one schema name');
    const name = positionals[0];
    if (name !== undefined && !SCHEMAS[name]) {
      throw new UsageError(`unknown schema "${name}" (expected one of: ${names.join(', ')})`);
    }
    const out = values.out as string | undefined;
    if (out !== undefined) {
      let files: string[];
      if (name === undefined) {
        files = writeSchemas(out);
      } else {
        mkdirSync(out, { recursive: true });
        files = [join(out, `${name}.schema.json`)];
        writeFileSync(files[0]!, renderSchema(name));
      }
      for (const file of files) console.log(`wrote ${file}`);
      return 0;
    }
    if (name === undefined) {
      console.log(
        `Schemas: ${names.join(', ')}\nUsage: parley schema NAME | parley schema --out DIR`,
      );
      return 0;
    }
    process.stdout.write(renderSchema(name));
    return 0;
  },
};
