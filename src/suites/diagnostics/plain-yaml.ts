// A reader for the plain YAML most task files are written in: block mappings and sequences,
// one-line quoted and plain scalars, integers, decimals, true/false/null, flow lists of scalars,
// comments. The `yaml` package reads a few hundred small files cold (its lexer, parser and
// composer not yet compiled) far slower than this does; anything outside the subset (block
// scalars, anchors, tags, flow mappings, multi-line scalars, duplicate keys, tabs, ...) returns
// undefined and the caller reads the text with the `yaml` package, which also positions errors.
// Where this returns data it is the data `yaml` would give (test/suites/plain-yaml.test.ts).

interface Line {
  /** 1-based. */
  number: number;
  indent: number;
  content: string;
}

/** Where a node starts (a map entry: its key), and its entries' or items' places. */
export interface Place {
  line: number;
  column: number;
  kids?: Map<string, Place>;
  list?: boolean;
}

/** Thrown inside the reader when the text leaves the subset; never escapes this module. */
const outside = (): never => {
  throw new Error('outside the plain subset');
};

/**
 * The text's data and where each of its nodes starts, or undefined when the text is not in the
 * subset (read it with `yaml`).
 */
export function parsePlainYaml(text: string): { data: unknown; place: Place } | undefined {
  // Control characters, tabs, CRs, a byte-order mark and the Unicode spaces (which JavaScript's
  // trimming and \s take for white space and YAML does not): left to the full parser.
  if (UNUSUAL.test(text)) return undefined;
  const lines: Line[] = [];
  for (const [i, raw] of text.split('\n').entries()) {
    const content = raw.trimStart();
    if (content === '' || content.startsWith('#')) continue;
    if (/^(?:---|\.\.\.|%)/.test(raw)) return undefined;
    lines.push({ number: i + 1, indent: raw.length - content.length, content: content.trimEnd() });
  }
  if (!lines.length) return undefined;
  try {
    const reader = new Reader(lines);
    const place: Place = { line: lines[0]!.number, column: lines[0]!.indent + 1 };
    const data = reader.block(lines[0]!.indent, place);
    return reader.done() ? { data, place } : undefined;
  } catch {
    // Outside the subset, or nested deeper than the stack: the full parser says what it is.
    return undefined;
  }
}

const UNUSUAL =
  // eslint-disable-next-line no-control-regex
  /[\x00-\x09\x0b-\x1f\x7f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;
const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
const INT = /^[-+]?[0-9]+$/;
const DECIMAL = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
/** A double-quoted scalar with JSON's escapes only (YAML's mean the same), then a comment. */
const DOUBLE = /^("(?:[^"\\]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*")(?:\s+#.*)?$/;
const SINGLE = /^'((?:[^']|'')*)'(?:\s+#.*)?$/;

class Reader {
  private at = 0;
  constructor(private readonly lines: Line[]) {}

  done(): boolean {
    return this.at === this.lines.length;
  }

  private peek(): Line | undefined {
    return this.lines[this.at];
  }

  /** The block at `indent`; its entries' or items' places go into `place`. */
  block(indent: number, place: Place): unknown {
    const line = this.peek()!;
    if (line.indent !== indent) outside();
    return isItem(line.content) ? this.sequence(indent, place) : this.mapping(indent, place);
  }

  private mapping(indent: number, place: Place): Record<string, unknown> {
    const map: Record<string, unknown> = {};
    const kids = (place.kids = new Map<string, Place>());
    for (let line = this.peek(); line && line.indent === indent; line = this.peek()) {
      if (isItem(line.content)) outside();
      const match = KEY.exec(line.content) ?? outside();
      const key = match[1]!;
      // A repeated key is an error, and these keys are not strings in YAML's core schema.
      if (Object.hasOwn(map, key) || /^(?:__proto__|true|false|null)$/i.test(key)) outside();
      this.at++;
      const entry: Place = { line: line.number, column: indent + 1 };
      kids.set(key, entry);
      // The value's places hang under the key's, as `yaml`'s locate goes from key to value.
      map[key] =
        match[2] === undefined
          ? this.nested(indent, entry)
          : this.scalarAt(match[2], indent, entry, line.content.length - match[2].length);
    }
    const next = this.peek();
    if (next && next.indent > indent) outside();
    return map;
  }

  /** A key's value on the lines below it: deeper, or a sequence at the key's own indent. */
  private nested(indent: number, place: Place): unknown {
    const next = this.peek();
    if (!next) return outside();
    if (next.indent > indent) return this.block(next.indent, place);
    if (next.indent === indent && isItem(next.content)) return this.sequence(indent, place);
    return outside();
  }

  private sequence(indent: number, place: Place): unknown[] {
    const list: unknown[] = [];
    const kids = (place.kids = new Map<string, Place>());
    place.list = true;
    for (let line = this.peek(); line && line.indent === indent; line = this.peek()) {
      if (!line.content.startsWith('- ')) break;
      const rest = line.content.slice(2).trimStart();
      const itemIndent = indent + line.content.length - rest.length;
      if (isItem(rest) || rest.startsWith('#')) outside();
      const item: Place = { line: line.number, column: itemIndent + 1 };
      kids.set(String(list.length), item);
      if (KEY.test(rest)) {
        // `- key: value` opens a mapping whose other keys line up under `key`.
        this.lines[this.at] = { number: line.number, indent: itemIndent, content: rest };
        list.push(this.mapping(itemIndent, item));
      } else {
        this.at++;
        list.push(this.scalarAt(rest, indent, item, itemIndent - indent));
      }
    }
    const next = this.peek();
    if (next && next.indent > indent) outside();
    return list;
  }

  /**
   * A scalar on its own line, at `column` (0-based) of the line's content: a deeper line after
   * it would continue it (left to `yaml`). A flow list's items are placed under `place`.
   */
  private scalarAt(text: string, indent: number, place: Place, column: number): unknown {
    const next = this.peek();
    if (next && next.indent > indent) outside();
    if (!text.startsWith('[')) return scalar(text);
    const start = this.lines[this.at - 1]!;
    return flowList(text, place, start.number, start.indent + column + 1);
  }
}

function isItem(content: string): boolean {
  return content === '-' || content.startsWith('- ');
}

function scalar(text: string): unknown {
  if (text.startsWith('"')) return JSON.parse((DOUBLE.exec(text) ?? outside())[1]!) as string;
  if (text.startsWith("'")) return (SINGLE.exec(text) ?? outside())[1]!.replace(/''/g, "'");
  if (text.startsWith('[')) return outside();
  const plain = text.replace(/\s+#.*$/, '');
  if (plain === 'true') return true;
  if (plain === 'false') return false;
  if (plain === 'null' || plain === '~') return null;
  if (INT.test(plain) || DECIMAL.test(plain)) return Number(plain);
  return plainString(plain, /[-?:,[\]{}#&*!|>'"%@`]/);
}

/** A plain scalar that is a string in YAML 1.2's core schema, or outside the subset. */
function plainString(plain: string, badFirst: RegExp): string {
  if (plain === '' || badFirst.test(plain[0]!) || /[-+.0-9]/.test(plain[0]!)) outside();
  if (plain.includes(': ') || plain.endsWith(':') || plain.includes(' #')) outside();
  // The other spellings of booleans, null, infinity and NaN in the core schema.
  if (/^(?:true|false|null|\.inf|\.nan)$/i.test(plain)) outside();
  return plain;
}

/** `[a, "b", 'c', 1]` on one line, its `[` at `column` (1-based): scalars only. */
function flowList(text: string, place: Place, line: number, column: number): unknown[] {
  const match = /^\[(.*)\](?:\s+#.*)?$/.exec(text) ?? outside();
  const kids = (place.kids = new Map<string, Place>());
  place.list = true;
  const inner = match[1]!;
  if (inner.trim() === '') return [];
  const item =
    /\s*("(?:[^"\\]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"|'(?:[^']|'')*'|[^,[\]{}#"']+)\s*(,|$)/y;
  const items: unknown[] = [];
  let end = false;
  while (!end) {
    const m = item.exec(inner) ?? outside();
    end = m[2] === '';
    const token = m[1]!.trim();
    const offset = m.index + m[0].length - m[0].trimStart().length;
    kids.set(String(items.length), { line, column: column + 1 + offset });
    if (token.startsWith('"')) items.push(JSON.parse(token));
    else if (token.startsWith("'")) items.push(token.slice(1, -1).replace(/''/g, "'"));
    else if (token === 'true' || token === 'false') items.push(token === 'true');
    else if (token === 'null') items.push(null);
    else if (INT.test(token) || DECIMAL.test(token)) items.push(Number(token));
    else items.push(plainString(token, /[-?:,[\]{}#&*!|>'"%@`]/));
  }
  if (item.lastIndex !== inner.length) outside();
  return items;
}
