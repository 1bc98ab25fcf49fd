// Maps a field path (as zod reports it) to the line and column the user wrote it at, using the
// `yaml` package's node ranges. JSON lines are parsed the same way (JSON is YAML) for columns.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';

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

/** Parses YAML (or one JSON line) keeping positions; `lineOffset` shifts every line. */
export function parseYaml(text: string, lineOffset = 0): ParsedYaml {
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
    message: `invalid YAML: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
  }));
  const data = errors.length ? undefined : doc.toJS({ maxAliasCount: 1000 });
  return { data, errors, locate: (path) => locate(doc, path, at) };
}

function locate(
  doc: Document,
  path: readonly PropertyKey[],
  at: (offset: number) => Position,
): Position {
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
