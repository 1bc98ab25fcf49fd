// Generates the inputs and outputs tables of docs/action.md from action.yml, between the
// `<!-- action-inputs:start -->` / `<!-- action-inputs:end -->` and `<!-- action-outputs:start -->`
// / `<!-- action-outputs:end -->` markers, then formats the page with Prettier so the result is
// stable. CI runs it and fails when docs/ differs from the committed files (like dist/ and schemas/).
// Usage: npm run docs  |  node scripts/action-docs.mjs [ACTION_YML] [DOC_MD]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const actionPath = resolve(process.argv[2] ?? join(root, 'action.yml'));
const docPath = resolve(process.argv[3] ?? join(root, 'docs', 'action.md'));

// Text as one table cell: markdown outside `code spans` is escaped so that action.yml's plain
// text (`**/eval.yaml`, `<suite set>`) renders as written (`_` only at a word's edge: inside a
// word it is no emphasis); `|` is escaped everywhere (it ends a cell even inside a code span)
// and line breaks become <br>.
function cell(text) {
  return String(text ?? '')
    .trim()
    .split(/(`[^`\n]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[\\*<>[\]]|(?<!\w)_|_(?!\w)/g, '\\$&')))
    .join('')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, '<br>');
}

function code(value) {
  const text = String(value);
  const ticks = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`.replace(/\|/g, '\\|');
}

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function replaceRegion(text, name, content) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) {
    throw new Error(`${docPath}: missing or misordered markers ${start} ... ${end}`);
  }
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`;
}

const action = parse(readFileSync(actionPath, 'utf8'));
const inputs = Object.entries(action.inputs ?? {}).map(([name, input]) => [
  code(name),
  cell(input?.description),
  input?.default === undefined || input.default === '' ? "`''`" : code(input.default),
]);
const outputs = Object.entries(action.outputs ?? {}).map(([name, output]) => [
  code(name),
  cell(output?.description),
]);

let doc = readFileSync(docPath, 'utf8');
doc = replaceRegion(doc, 'action-inputs', table(['Input', 'Description', 'Default'], inputs));
doc = replaceRegion(doc, 'action-outputs', table(['Output', 'Description'], outputs));
const options = (await prettier.resolveConfig(join(root, 'docs', 'action.md'))) ?? {};
doc = await prettier.format(doc, { ...options, parser: 'markdown' });
writeFileSync(docPath, doc);
