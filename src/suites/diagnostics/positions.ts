// Maps a field path (as zod reports it) to the line and column the user wrote it at, using the
// `yaml` package's node ranges. JSON lines are parsed the same way (JSON is YAML) for columns.
import type { Document } from 'yaml';
import { loadYaml, yaml } from '../../shared/yaml.js';
import { parsePlainYaml, type Place } from './plain-yaml.js';

export interface Position {
  line: number;
  column: number;
}

export interface ParsedYaml {
  data: unknown;
  /** Syntax errors, positioned. */
  errors: { position: Position; message: string }[];
  locate(path: readonly PropertyKey[]): Position;
}

/**
 * An unquoted `: ` inside a value (`prompt: Do this: now`) reads as a nested mapping: say to quote
 * the value, shown quoted.
 */
function quoteHint(code: string, text: string, line: number | undefined): string {
  if (code !== 'BLOCK_AS_IMPLICIT_KEY' || line === undefined) return '';
  const source = text.split('\n')[line - 1] ?? '';
  const pair = /^(\s*(?:- )?[^\s:#][^:#]*?):\s+(.+?)\s*$/.exec(source);
  const example =
    pair && pair[2]!.length <= 200 ? `: ${pair[1]!.trim()}: ${JSON.stringify(pair[2])}` : '';
  return ` (a value holding ": " must be quoted${example})`;
}

/** Parses YAML (or one JSON line) keeping positions; `lineOffset` shifts every line. */
export function parseYaml(text: string, lineOffset = 0): ParsedYaml {
  // Most task files are plain YAML, read (and positioned) without the `yaml` package.
  const plain = parsePlainYaml(text);
  return plain ? parsedPlain(plain, lineOffset) : parseFullYaml(text, lineOffset);
}

/**
 * parseYaml, loading the `yaml` package first only when the text is not plain YAML: a suite of
 * plain files never loads it.
 */
export async function readYaml(text: string, lineOffset = 0): Promise<ParsedYaml> {
  const plain = parsePlainYaml(text);
  if (plain) return parsedPlain(plain, lineOffset);
  await loadYaml();
  return parseFullYaml(text, lineOffset);
}

function parsedPlain(plain: { data: unknown; place: Place }, lineOffset: number): ParsedYaml {
  const locate = (path: readonly PropertyKey[]) => placeOf(plain.place, path, lineOffset);
  return { data: plain.data, errors: [], locate };
}

/** What `locate` answers for a document's parsed node: the deepest node of `path` found. */
function placeOf(root: Place, path: readonly PropertyKey[], lineOffset: number): Position {
  let place = root;
  for (const segment of path) {
    if (place.list && typeof segment !== 'number') break;
    const kid = place.kids?.get(String(segment));
    if (!kid) break;
    place = kid;
  }
  return { line: place.line + lineOffset, column: place.column };
}

/** Parses with the `yaml` package alone (loaded by loadYaml() before). */
export function parseFullYaml(text: string, lineOffset = 0): ParsedYaml {
  const { LineCounter, parseDocument } = yaml();
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, merge: true, uniqueKeys: true });
  const at = (offset: number): Position => {
    const { line, col } = counter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  const errors = doc.errors.map((error) => ({
    position: error.linePos
      ? { line: error.linePos[0].line + lineOffset, column: error.linePos[0].col }
      : at(error.pos[0]),
    message: `invalid YAML: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}${quoteHint(error.code, text, error.linePos?.[0].line)}`,
  }));
  let data: unknown;
  if (!errors.length) {
    try {
      data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (error) {
      // An alias bomb (ReferenceError) or nesting deeper than the stack (RangeError).
      const why =
        error instanceof RangeError
          ? 'nested too deeply'
          : `too many aliases (more than ${MAX_ALIAS_COUNT} expansions)`;
      errors.push({ position: firstAlias(doc, at) ?? at(0), message: `invalid YAML: ${why}` });
    }
  }
  return { data, errors, locate: (path) => locate(doc, path, at) };
}

/** Aliases expanded when the document becomes data: beyond this, an alias bomb. */
const MAX_ALIAS_COUNT = 1000;

function firstAlias(doc: Document, at: (offset: number) => Position): Position | undefined {
  const { visit } = yaml();
  let found: Position | undefined;
  visit(doc, {
    Alias(_, node) {
      found = node.range ? at(node.range[0]) : undefined;
      return visit.BREAK;
    },
  });
  return found;
}

function locate(
  doc: Document,
  path: readonly PropertyKey[],
  at: (offset: number) => Position,
): Position {
  const { isMap, isScalar, isSeq } = yaml();
  let node: unknown = doc.contents;
  let position = startOf(node, at) ?? { line: 1 + (at(0).line - 1), column: 1 };
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find(
        (p) => isScalar(p.key) && String(p.key.value) === String(segment),
      );
      if (!pair) return position;
      position = startOf(pair.key, at) ?? position;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment];
      if (!item) return position;
      position = startOf(item, at) ?? position;
      node = item;
    } else {
      return position;
    }
  }
  return position;
}

function startOf(node: unknown, at: (offset: number) => Position): Position | undefined {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range ? at(range[0]) : undefined;
}

/**
 * Positions in one line of valid JSON (a JSONL test), found by scanning the text instead of
 * parsing it again as YAML: the same answers as `parseYaml(text).locate`, at a fraction of the
 * time and garbage, which matters for suites of thousands of lines.
 */
export function jsonLineLocator(
  text: string,
  lineOffset = 0,
): (path: readonly PropertyKey[]) => Position {
  const at = (offset: number): Position => ({ line: lineOffset + 1, column: offset + 1 });
  return (path) => {
    let value = skipSpace(text, 0);
    let found = value;
    for (const segment of path) {
      if (text[value] === '{') {
        const member = memberKey(text, value, String(segment));
        if (!member) break;
        [found, value] = member;
      } else if (text[value] === '[' && typeof segment === 'number') {
        const item = element(text, value, segment);
        if (item < 0) break;
        found = value = item;
      } else break;
    }
    return at(found);
  };
}

/** The offsets of member `key`'s name and value in the object at `open`, if it has one. */
function memberKey(text: string, open: number, key: string): [number, number] | undefined {
  let i = skipSpace(text, open + 1);
  while (text[i] === '"') {
    const nameEnd = skipString(text, i);
    const valueStart = skipSpace(text, skipSpace(text, nameEnd) + 1);
    if (JSON.parse(text.slice(i, nameEnd)) === key) return [i, valueStart];
    i = skipSpace(text, skipValue(text, valueStart));
    if (text[i] === ',') i = skipSpace(text, i + 1);
  }
  return undefined;
}

/** The offset of element `index` of the array at `open`, or -1. */
function element(text: string, open: number, index: number): number {
  let i = skipSpace(text, open + 1);
  for (let k = 0; i < text.length && text[i] !== ']'; k++) {
    if (k === index) return i;
    i = skipSpace(text, skipValue(text, i));
    if (text[i] === ',') i = skipSpace(text, i + 1);
  }
  return -1;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++;
  return i;
}

/** The offset just past the string that opens at `i`. */
function skipString(text: string, i: number): number {
  for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
  return i + 1;
}

/** The offset just past the value that starts at `i`. */
function skipValue(text: string, i: number): number {
  if (text[i] === '"') return skipString(text, i);
  if (text[i] !== '{' && text[i] !== '[') {
    while (i < text.length && !',]} \t\r\n'.includes(text[i]!)) i++;
    return i;
  }
  let depth = 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '"') i = skipString(text, i) - 1;
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return i + 1;
  }
  return i;
}
