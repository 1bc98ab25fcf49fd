"use strict";
exports.id = 6058;
exports.ids = [6058];
exports.modules = {

/***/ 1110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   HI: () => (/* binding */ modelOption),
/* harmony export */   Ub: () => (/* binding */ baselineDirOf),
/* harmony export */   cd: () => (/* binding */ cliFailOn),
/* harmony export */   fe: () => (/* binding */ ALPHA_HELP),
/* harmony export */   mH: () => (/* binding */ alphaOption)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _verdict_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1275);
/* harmony import */ var _shared_model_list_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3873);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8619);
// What `parley run` and `parley report` read from the command line about the gate, apart from
// the gate and the reports themselves, which load when a job needs them (start-up: parsing a
// command line loads no statistics and no report renderer).





/** `--alpha` of compare, run --baseline and report --baseline: undefined = the default. */
function alphaOption(value) {
    if (value === undefined)
        return undefined;
    const alpha = (0,_verdict_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAlpha */ .M3)(String(value));
    if (alpha === null) {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--alpha: expected a number between 0 and 1, got "${String(value)}"`);
    }
    return alpha;
}
const ALPHA_HELP = 'A level of the regression gate: half per task (Holm), half for the suite test (default 0.05)';
/**
 * The CLI's fail-on: as given; else, with a baseline, the action's default (regressions), so the
 * same runs get the same verdict on a laptop and in CI; else failures, which says why.
 */
function cliFailOn(given, hasBaseline) {
    if (given)
        return { failOn: given };
    if (hasBaseline)
        return { failOn: 'regressions' };
    return {
        failOn: 'failures',
        failOnNote: 'fail-on failures, the default without --baseline: with nothing to compare with, every run must pass. ' +
            'In CI the action compares with the base branch (fail-on regressions): pass --baseline BASE/summary.json ' +
            'for the same verdict, or --fail-on to choose',
    };
}
/** The results directory of a --baseline given as summary.json or as its directory. */
function baselineDirOf(path) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory() ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
}
/** Relative when inside the working directory, else absolute: never a confusing ../../ path. */
function displayPath(path, cwd = process.cwd()) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, path);
    return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
}
/**
 * `--model`: one model as today, or a comma list (a models job: every suite once per model,
 * engine/model-arms.ts), which skill lift does not combine with.
 */
function modelOption(value, skillLift) {
    if (typeof value !== 'string' || !value.includes(',')) {
        return value === undefined ? {} : { model: value };
    }
    const models = (0,_shared_model_list_js__WEBPACK_IMPORTED_MODULE_4__/* .parseModelList */ .hS)(value);
    const problem = (0,_shared_model_list_js__WEBPACK_IMPORTED_MODULE_4__/* .modelsProblem */ ._N)(models);
    if (problem)
        throw new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--model: ${problem} (expected a comma list such as a,b)`);
    if (skillLift) {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e('--model a,b does not combine with --skill-lift: run one model per job');
    }
    return { models };
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ fenced),
/* harmony export */   m: () => (/* binding */ inline)
/* harmony export */ });
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5839);
// Agent, responder and grader text is untrusted: it goes into a PR comment that GitHub renders
// as markdown and scans for mentions, references and our own hidden marker. Everything printed
// from a run goes through inline() (table cells, one line) or fenced() (blocks).

const ZWJ = '\u200D';
/** C0 controls except tab and newline, DEL, and bidirectional overrides that disguise text. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;
/** Breaks @mentions, #123 / GH-123 references and URL auto-links (cross-reference backlinks). */
function neutralise(text) {
    return text
        .replace(/@(?=[\w-])/g, `@${ZWJ}`)
        .replace(/#(?=\d)/g, `#${ZWJ}`)
        .replace(/\b(GH)-(?=\d)/gi, `$1${ZWJ}-`)
        .replace(/:\/\//g, `:${ZWJ}//`)
        .replace(/\bwww\./gi, `www${ZWJ}.`);
}
/**
 * One line of untrusted text for a table cell or a sentence: truncated, HTML-escaped (so no
 * tags and no `<!--` marker), markdown punctuation escaped, mentions and references broken.
 */
function inline(text, max = 300) {
    const flat = (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(text.replace(CONTROLS, '').replace(/\s+/g, ' ').trim(), max);
    const html = flat
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
    const markdown = html.replace(/[\\`*_[\]|~!$]/g, (c) => `\\${c}`);
    return neutralise(markdown) || '—';
}
/** The longest run of backticks in text. */
function longestBacktickRun(text) {
    let longest = 0;
    for (const match of text.matchAll(/`+/g))
        longest = Math.max(longest, match[0].length);
    return longest;
}
/**
 * A fenced code block of untrusted text: nothing in it renders, so mentions and HTML are inert;
 * the fence is longer than any backtick run inside, so the text cannot close it; `<!--` is
 * broken so the raw body never contains a second hidden marker.
 */
function fenced(text, max = 2000) {
    // Mentions are inert in code, but breaking them too costs nothing if a fence ever fails.
    const body = neutralise((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(text.replace(CONTROLS, '').replace(/\r\n?/g, '\n'), max).replace(/<!--/g, `<${ZWJ}!--`));
    const fence = '`'.repeat(Math.max(3, longestBacktickRun(body) + 1));
    return `${fence}text\n${body}\n${fence}`;
}


/***/ }),

/***/ 6519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ik: () => (/* binding */ TABLES_BUDGET),
  c8: () => (/* binding */ boundedTable),
  sV: () => (/* binding */ linksLine),
  lC: () => (/* binding */ moreInArtifact),
  LS: () => (/* binding */ plural)
});

// UNUSED EXPORTS: MAX_ROWS, TABLE_BUDGET

;// CONCATENATED MODULE: ./node_modules/markdown-table/index.js
// To do: next major: remove.
/**
 * @typedef {Options} MarkdownTableOptions
 *   Configuration.
 */

/**
 * @typedef Options
 *   Configuration.
 * @property {boolean | null | undefined} [alignDelimiters=true]
 *   Whether to align the delimiters (default: `true`);
 *   they are aligned by default:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   Pass `false` to make them staggered:
 *
 *   ```markdown
 *   | Alpha | B |
 *   | - | - |
 *   | C | Delta |
 *   ```
 * @property {ReadonlyArray<string | null | undefined> | string | null | undefined} [align]
 *   How to align columns (default: `''`);
 *   one style for all columns or styles for their respective columns;
 *   each style is either `'l'` (left), `'r'` (right), or `'c'` (center);
 *   other values are treated as `''`, which doesn’t place the colon in the
 *   alignment row but does align left;
 *   *only the lowercased first character is used, so `Right` is fine.*
 * @property {boolean | null | undefined} [delimiterEnd=true]
 *   Whether to end each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B
 *   | ----- | -----
 *   | C     | Delta
 *   ```
 * @property {boolean | null | undefined} [fillRows=true]
 *   Whether to fill rows with empty cells up to the most cells in a row
 *   (default: `true`).
 *
 *   When `true`, all rows have as many cells as the longest row:
 *
 *   ```markdown
 *   | Alpha | B    |   |
 *   | ----- | ---- | - |
 *   | C     |      |   |
 *   | D     | Echo | F |
 *   ```
 *
 *   When `false`, rows keep their cells,
 *   and the delimiter row has as many cells as the header row:
 *
 *   ```markdown
 *   | Alpha | B    |
 *   | ----- | ---- |
 *   | C     |
 *   | D     | Echo | F |
 *   ```
 * @property {boolean | null | undefined} [delimiterStart=true]
 *   Whether to begin each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are starting delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no starting delimiters:
 *
 *   ```markdown
 *   Alpha | B     |
 *   ----- | ----- |
 *   C     | Delta |
 *   ```
 * @property {boolean | null | undefined} [padding=true]
 *   Whether to add a space of padding between delimiters and cells
 *   (default: `true`).
 *
 *   When `true`, there is padding:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there is no padding:
 *
 *   ```markdown
 *   |Alpha|B    |
 *   |-----|-----|
 *   |C    |Delta|
 *   ```
 * @property {((value: string) => number) | null | undefined} [stringLength]
 *   Function to detect the length of table cell content (optional);
 *   this is used when aligning the delimiters (`|`) between table cells;
 *   full-width characters and emoji mess up delimiter alignment when viewing
 *   the markdown source;
 *   to fix this, you can pass this function,
 *   which receives the cell content and returns its “visible” size;
 *   note that what is and isn’t visible depends on where the text is displayed.
 *
 *   Without such a function, the following:
 *
 *   ```js
 *   markdownTable([
 *     ['Alpha', 'Bravo'],
 *     ['中文', 'Charlie'],
 *     ['👩‍❤️‍👩', 'Delta']
 *   ])
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo |
 *   | - | - |
 *   | 中文 | Charlie |
 *   | 👩‍❤️‍👩 | Delta |
 *   ```
 *
 *   With [`string-width`](https://github.com/sindresorhus/string-width):
 *
 *   ```js
 *   import stringWidth from 'string-width'
 *
 *   markdownTable(
 *     [
 *       ['Alpha', 'Bravo'],
 *       ['中文', 'Charlie'],
 *       ['👩‍❤️‍👩', 'Delta']
 *     ],
 *     {stringLength: stringWidth}
 *   )
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo   |
 *   | ----- | ------- |
 *   | 中文  | Charlie |
 *   | 👩‍❤️‍👩    | Delta   |
 *   ```
 */

/**
 * Get the length of a cell.
 *
 * @param {string} value
 *   Cell value.
 * @returns {number}
 *   Cell size.
 */
function defaultStringLength(value) {
  return value.length
}

/**
 * Generate a markdown
 * ([GFM](https://docs.github.com/en/github/writing-on-github/working-with-advanced-formatting/organizing-information-with-tables))
 * table.
 *
 * @param {ReadonlyArray<ReadonlyArray<string | null | undefined>>} table
 *   Table data (matrix of strings).
 * @param {Readonly<Options> | null | undefined} [options]
 *   Configuration (optional).
 * @returns {string}
 *   Result.
 */
function markdownTable(table, options) {
  const settings = options || {}
  // To do: next major: change to spread.
  // eslint-disable-next-line unicorn/prefer-spread -- `align` can be a string.
  const align = (settings.align || []).concat()
  const stringLength = settings.stringLength || defaultStringLength
  /** @type {Array<number>} Character codes as symbols for alignment per column. */
  const alignments = []
  /** @type {Array<Array<string>>} Cells per row. */
  const cellMatrix = []
  /** @type {Array<Array<number>>} Sizes of each cell per row. */
  const sizeMatrix = []
  /** @type {Array<number>} */
  const longestCellByColumn = []
  let mostCellsPerRow = 0
  let rowIndex = -1

  // This is a superfluous loop if we don’t align delimiters, but otherwise we’d
  // do superfluous work when aligning, so optimize for aligning.
  while (++rowIndex < table.length) {
    /** @type {Array<string>} */
    const row = []
    /** @type {Array<number>} */
    const sizes = []
    let columnIndex = -1

    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length
    }

    while (++columnIndex < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex])

      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell)
        sizes[columnIndex] = size

        if (
          longestCellByColumn[columnIndex] === undefined ||
          size > longestCellByColumn[columnIndex]
        ) {
          longestCellByColumn[columnIndex] = size
        }
      }

      row.push(cell)
    }

    cellMatrix[rowIndex] = row
    sizeMatrix[rowIndex] = sizes
  }

  // Figure out which alignments to use.
  let columnIndex = -1

  if (typeof align === 'object' && 'length' in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex])
    }
  } else {
    const code = toAlignment(align)

    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code
    }
  }

  // Inject the alignment row.
  columnIndex = -1
  /** @type {Array<string>} */
  const row = []
  /** @type {Array<number>} */
  const sizes = []

  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex]
    let before = ''
    let after = ''

    if (code === 99 /* `c` */) {
      before = ':'
      after = ':'
    } else if (code === 108 /* `l` */) {
      before = ':'
    } else if (code === 114 /* `r` */) {
      after = ':'
    }

    // There *must* be at least one hyphen-minus in each alignment cell.
    let size =
      settings.alignDelimiters === false
        ? 1
        : Math.max(
            1,
            longestCellByColumn[columnIndex] - before.length - after.length
          )

    const cell = before + '-'.repeat(size) + after

    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length

      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size
      }

      sizes[columnIndex] = size
    }

    row[columnIndex] = cell
  }

  // Inject the alignment row.
  cellMatrix.splice(1, 0, row)
  sizeMatrix.splice(1, 0, sizes)

  rowIndex = -1
  /** @type {Array<string>} */
  const lines = []

  while (++rowIndex < cellMatrix.length) {
    const row = cellMatrix[rowIndex]
    const sizes = sizeMatrix[rowIndex]
    const cellsInRow =
      settings.fillRows === false
        ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length)
        : mostCellsPerRow
    columnIndex = -1
    /** @type {Array<string>} */
    const line = []

    while (++columnIndex < cellsInRow) {
      const cell = row[columnIndex] || ''
      let before = ''
      let after = ''

      if (settings.alignDelimiters !== false) {
        const size =
          longestCellByColumn[columnIndex] - (sizes[columnIndex] || 0)
        const code = alignments[columnIndex]

        if (code === 114 /* `r` */) {
          before = ' '.repeat(size)
        } else if (code === 99 /* `c` */) {
          const half = size / 2

          if (size % 2) {
            before = ' '.repeat(half + 0.5)
            after = ' '.repeat(half - 0.5)
          } else {
            before = ' '.repeat(half)
            after = before
          }
        } else {
          after = ' '.repeat(size)
        }
      }

      if (settings.delimiterStart !== false && !columnIndex) {
        line.push('|')
      }

      if (
        settings.padding !== false &&
        // Don’t add the opening space if we’re not aligning and the cell is
        // empty: there will be a closing space.
        !(settings.alignDelimiters === false && cell === '') &&
        (settings.delimiterStart !== false || columnIndex)
      ) {
        line.push(' ')
      }

      if (settings.alignDelimiters !== false) {
        line.push(before)
      }

      line.push(cell)

      if (settings.alignDelimiters !== false) {
        line.push(after)
      }

      if (settings.padding !== false) {
        line.push(' ')
      }

      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push('|')
      }
    }

    lines.push(
      settings.delimiterEnd === false
        ? line.join('').replace(/ +$/, '')
        : line.join('')
    )
  }

  return lines.join('\n')
}

/**
 * Serialize a cell value.
 *
 * @param {string | null | undefined} [value]
 *   Value to serialize.
 * @returns {string}
 *   Result.
 */
function serialize(value) {
  return value === null || value === undefined ? '' : String(value)
}

/**
 * Get the alignment character code from a value.
 *
 * @param {string | null | undefined} value
 *   Value.
 * @returns {number}
 *   Alignment.
 */
function toAlignment(value) {
  const code = typeof value === 'string' ? value.codePointAt(0) : 0

  return code === 67 /* `C` */ || code === 99 /* `c` */
    ? 99 /* `c` */
    : code === 76 /* `L` */ || code === 108 /* `l` */
      ? 108 /* `l` */
      : code === 82 /* `R` */ || code === 114 /* `r` */
        ? 114 /* `r` */
        : 0
}

;// CONCATENATED MODULE: ./src/report/table.ts
// Bounded markdown tables and the links line. Every limit the report applies is said where it
// applies, in the same words: "N more tasks in the artifact".

/** Rows one table shows before the rest is left to the artifact. */
const MAX_ROWS = 50;
/**
 * Characters the never-folded tables may take together, shared evenly by the groups that have
 * rows: with the headline and the notes they stay under the comment limit, with room for the
 * per-trial details. Folded tables take one share.
 */
const TABLES_BUDGET = 45_000;
const TABLE_BUDGET = 9_000;
const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
/** "_12 more tasks in the results artifact._" (italic, one line). */
function moreInArtifact(n, what, many = `${what}s`) {
    return `_${n} more ${n === 1 ? what : many} in the results artifact._`;
}
function render(rows) {
    return markdownTable(rows, { alignDelimiters: false });
}
/**
 * A table of as many rows as fit MAX_ROWS and the budget in characters (at least one row), with a
 * line saying how many rows were left to the artifact.
 */
function boundedTable(header, rows, what = 'task', budget = TABLE_BUDGET) {
    let body = render([header]);
    let shown = 0;
    // Grows a row at a time: rows differ a lot in length (feedback, questions).
    let length = body.length;
    while (shown < Math.min(rows.length, MAX_ROWS)) {
        const line = render([header, rows[shown]]).slice(body.split('\n', 2).join('\n').length);
        if (length + line.length > budget && shown > 0)
            break;
        length += line.length;
        shown++;
    }
    body = render([header, ...rows.slice(0, shown)]);
    const left = rows.length - shown;
    return left > 0 ? `${body}\n\n${moreInArtifact(left, what)}` : body;
}
/** "Details: [workflow run](…) · [results artifact](…)"; null without links. */
function linksLine(links) {
    const shown = links.filter((l) => l.url).map((l) => `[${l.label}](${encodeURI(l.url)})`);
    return shown.length ? `Details: ${shown.join(' · ')}` : null;
}


/***/ }),

/***/ 8534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Au: () => (/* binding */ SUMMARY_TASKS),
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Ci: () => (/* binding */ REPORT_HTML_FILE),
/* harmony export */   Gl: () => (/* binding */ JUNIT_FILE),
/* harmony export */   Kz: () => (/* binding */ HISTORY_CACHE_DIR),
/* harmony export */   PO: () => (/* binding */ MAX_PAIR_REASON),
/* harmony export */   Q0: () => (/* binding */ MAX_SUMMARY_BYTES),
/* harmony export */   Uq: () => (/* binding */ REPORT_FILE),
/* harmony export */   Wu: () => (/* binding */ HISTORY_HTML_FILE),
/* harmony export */   Yw: () => (/* binding */ MAX_HISTORY_BYTES),
/* harmony export */   my: () => (/* binding */ PAIRWISE_FILE),
/* harmony export */   pH: () => (/* binding */ MAX_PAIR_ERROR),
/* harmony export */   u7: () => (/* binding */ SUMMARY_FILE),
/* harmony export */   ue: () => (/* binding */ MAX_RESULTS_BYTES),
/* harmony export */   x_: () => (/* binding */ MAX_HISTORY_RUNS),
/* harmony export */   yG: () => (/* binding */ RESULTS_FILE)
/* harmony export */ });
/* unused harmony exports MAX_PAIRWISE_BYTES, SUMMARY_TASK_BYTES, MAX_HISTORY_TASK_ENTRIES */
// The results directory's file names, and the sizes its readers accept. Apart from files.ts
// (which reads the files back with zod) so that the run path names results.jsonl without
// loading the readers.
const RESULTS_FILE = 'results.jsonl';
const SUMMARY_FILE = 'summary.json';
const JUNIT_FILE = 'junit.xml';
const REPORT_FILE = 'report.md';
/** The conversation viewer: one self-contained page, next to report.md. */
const REPORT_HTML_FILE = 'report.html';
/** Skill lift's pairwise judge: one line per task, trial and pairwise grader (pairwise-schema.ts). */
const PAIRWISE_FILE = 'pairwise.jsonl';
/** The characters of a pairwise judge's reason, and of a pair's error, a line holds. */
const MAX_PAIR_REASON = 500;
const MAX_PAIR_ERROR = 1000;
/** Bigger than any honest pairwise.jsonl; a larger one is refused, not parsed. */
const MAX_PAIRWISE_BYTES = (/* unused pure expression or super */ null && (20 * 1024 * 1024));
/** Bigger than any honest results file of a CI job; a larger one is refused, not parsed. */
const MAX_RESULTS_BYTES = 50 * 1024 * 1024;
/**
 * The most tasks a summary.json is read back with (a run may have more; its summary then is
 * refused by later readers, with this figure), and the ceiling of one task's entry as written
 * (indented, usage per role, an identity and a full pool of MAX_POOL base runs with 40-character
 * commits, with room for long task ids and names).
 */
const SUMMARY_TASKS = 20_000;
const SUMMARY_TASK_BYTES = 8 * 1024;
/** Every summary of up to SUMMARY_TASKS tasks Parley writes, it reads back (160 MiB). */
const MAX_SUMMARY_BYTES = 1024 * 1024 + SUMMARY_TASKS * SUMMARY_TASK_BYTES;
/** The history of a suite set's push and scheduled runs (history-schema.ts), one run a line. */
const HISTORY_FILE = 'history.jsonl';
/** The history page: per task, the pass rate and cost over the runs of history.jsonl. */
const HISTORY_HTML_FILE = 'history.html';
/** The history keeps the last this many runs. */
const MAX_HISTORY_RUNS = 90;
/**
 * And at most this many task entries over all its runs (the oldest runs leave first): a suite set
 * of many tasks keeps fewer runs, so the cache entry and the page stay small.
 */
const MAX_HISTORY_TASK_ENTRIES = 100_000;
/** A task entry as written is well under 1 KiB (ids and names are cut to 500 characters). */
const MAX_HISTORY_BYTES = MAX_HISTORY_TASK_ENTRIES * 2048 + MAX_HISTORY_RUNS * 4096;
/** Where the action keeps each suite set's history in the workspace (the cache entry's path). */
const HISTORY_CACHE_DIR = '.parley-history';


/***/ }),

/***/ 8128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ notPassedReason)
/* harmony export */ });
/* harmony import */ var _shared_asking_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5854);
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5839);


/** A quoted question stays short: the reason is a line, the transcript is in results.jsonl. */
const quote = (text) => `"${(0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, 160)}"`;
function failingGraders(r) {
    const failing = r.graders.filter((g) => !g.passed && g.applicable !== false);
    if (!failing.length)
        return null;
    return failing.map((g) => `${g.name} (${g.type}): ${(0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(g.feedback)}`).join('; ');
}
function notPassedReason(r) {
    if (r.status === 'error' || r.error) {
        return { kind: 'error', text: r.error?.message || r.outcome.replace(/_/g, ' ') };
    }
    if (r.status === 'skipped' && r.outcome === 'not_run') {
        return { kind: 'skipped', text: 'skip: true in the test file: not run' };
    }
    if (r.status === 'skipped') {
        const asked = r.turns.at(-1)?.output;
        return {
            kind: 'skipped',
            text: 'the agent asked a question and no input source was configured' +
                (asked ? `: ${quote((0,_shared_asking_js__WEBPACK_IMPORTED_MODULE_1__/* .questionOf */ .Y)(asked))}` : ''),
        };
    }
    if (r.status === 'abstained') {
        const reason = r.responder?.reason || 'no reason given';
        const question = r.responder?.last_question;
        // The rule responder's reason already quotes the question; an LLM's or a person's may not.
        const quoted = question && reason.includes((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(question).slice(0, 40));
        return {
            kind: 'abstained',
            text: `responder abstained: ${(0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(reason)}` +
                (question && !quoted ? `; on the agent's message ${quote(question)}` : ''),
        };
    }
    const graders = failingGraders(r);
    if (r.outcome === 'cap_exhausted') {
        const cap = `cap reached after ${r.responder?.followups_sent ?? 0} follow-up(s); ` +
            `the agent still asks: ${quote(r.responder?.last_question ?? r.turns.at(-1)?.output ?? '')}`;
        return { kind: 'cap_exhausted', text: graders ? `${cap}; ${graders}` : cap };
    }
    if (r.outcome === 'checkpoints_missing') {
        const missing = r.checkpoints.filter((c) => c.required && !c.reached).map((c) => c.id);
        const text = `checkpoints not reached: ${missing.join(', ') || 'none on record'}`;
        return { kind: 'checkpoints_missing', text: graders ? `${text}; ${graders}` : text };
    }
    if (graders) {
        // Graded as it ended: the question the agent ended with explains many a failure.
        const last = r.ended_with_question ? r.turns.at(-1)?.output : undefined;
        return {
            kind: 'graders',
            text: last ? `${graders}; the agent ended asking ${quote((0,_shared_asking_js__WEBPACK_IMPORTED_MODULE_1__/* .questionOf */ .Y)(last))}` : graders,
        };
    }
    if (r.status === 'failed') {
        return { kind: 'other', text: 'failed without a failing grader on record' };
    }
    return { kind: 'other', text: `${r.status} (${r.outcome.replace(/_/g, ' ')})` };
}


/***/ }),

/***/ 2544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ OUTCOMES_BY_STATUS),
/* harmony export */   UJ: () => (/* binding */ MAX_POOL),
/* harmony export */   f: () => (/* binding */ STATUSES),
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   im: () => (/* binding */ OUTCOMES),
/* harmony export */   it: () => (/* binding */ MAX_RETRY_ERRORS),
/* harmony export */   j1: () => (/* binding */ MAX_IMPACT_TASKS)
/* harmony export */ });
// The runtime values of the result formats, without zod and without the record's types: the
// statuses and outcomes, which pairs a record may hold, and the bounds schema.ts validates
// against. Both schema.ts (which builds its enums from them) and record.ts use them, so neither
// imports the other's values; readers take them from record.ts or schema.ts, which re-export them.
const SCHEMA_VERSION = 1;
const STATUSES = ['passed', 'failed', 'abstained', 'error', 'skipped'];
const OUTCOMES = [
    'completed',
    'stopped',
    'cap_exhausted',
    'checkpoints_missing',
    'abstained',
    'timeout',
    'first_event_timeout',
    'agent_error',
    'responder_error',
    'grader_error',
    'config_error',
    'awaiting_input',
    /** The test file marks the test skipped (Yao `skip: true`): loaded, reported, never run. */
    'not_run',
];
/**
 * Which outcomes each status allows (DESIGN.md "Outcomes"). `abstained` passes or fails only in
 * a task that expects it (`expected.outcomes: [abstained]`); anywhere else it is its own status.
 */
const OUTCOMES_BY_STATUS = {
    passed: ['completed', 'stopped', 'cap_exhausted', 'abstained'],
    failed: ['completed', 'stopped', 'cap_exhausted', 'checkpoints_missing', 'abstained'],
    abstained: ['abstained'],
    error: [
        'timeout',
        'first_event_timeout',
        'agent_error',
        'responder_error',
        'grader_error',
        'config_error',
    ],
    skipped: ['awaiting_input', 'not_run'],
};
/** The most errored attempts a run is retried after (`--retry-errors`, `retry-errors`). */
const MAX_RETRY_ERRORS = 5;
/** The most base runs a pooled baseline keeps per task (the `pool` input is at most this). */
const MAX_POOL = 20;
/** The most tasks not re-run (or run whatever changed) summary.json's `impact` lists, like not_run. */
const MAX_IMPACT_TASKS = 10_000;


/***/ }),

/***/ 6269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DZ: () => (/* binding */ isWithoutSkillRun),
/* harmony export */   Ks: () => (/* binding */ checkVerdict),
/* harmony export */   UJ: () => (/* reexport safe */ _record_values_js__WEBPACK_IMPORTED_MODULE_0__.UJ),
/* harmony export */   f: () => (/* reexport safe */ _record_values_js__WEBPACK_IMPORTED_MODULE_0__.f),
/* harmony export */   f$: () => (/* reexport safe */ _record_values_js__WEBPACK_IMPORTED_MODULE_0__.f$),
/* harmony export */   iJ: () => (/* binding */ finalRecord),
/* harmony export */   im: () => (/* reexport safe */ _record_values_js__WEBPACK_IMPORTED_MODULE_0__.im),
/* harmony export */   it: () => (/* reexport safe */ _record_values_js__WEBPACK_IMPORTED_MODULE_0__.it)
/* harmony export */ });
/* harmony import */ var _record_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2544);
// The runtime values of the result formats, without zod: the statuses and outcomes, which pairs
// a record may hold, the bounds schema.ts validates against (record-values.ts, re-exported), and
// the one place a record gets its verdict. The run path imports these from here, so a job sends
// its first model request before any zod schema of results.jsonl or summary.json is built
// (schema.ts builds them, for readers and the JSON Schemas, and re-exports the values).


/**
 * A skill-lift job's run without the suite's skills: in results.jsonl for `skill_lift` alone,
 * never one of the job's counted runs (like a concurrent base run, it is nobody's baseline).
 */
const isWithoutSkillRun = (record) => record.skill_arm === 'without';
/** Throws on a status/outcome pair outside the table: such a record is never written. */
function checkVerdict(verdict) {
    const allowed = _record_values_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTCOMES_BY_STATUS */ .Dg[verdict.status] ?? [];
    if (!allowed.includes(verdict.outcome)) {
        throw new Error(`impossible run verdict: status ${verdict.status} with outcome ${verdict.outcome} ` +
            `(allowed: ${allowed.join(', ')})`);
    }
}
/** The one place a record gets its status and outcome: an impossible pair throws. */
function finalRecord(draft, verdict) {
    checkVerdict(verdict);
    const { schema_version, suite, suite_file, task_id, task_name, trial, attempts, ...rest } = draft;
    // Field order as before (status and outcome after attempts) keeps results.jsonl readable.
    return {
        schema_version,
        suite,
        suite_file,
        task_id,
        task_name,
        trial,
        attempts,
        status: verdict.status,
        outcome: verdict.outcome,
        ...rest,
    };
}


/***/ }),

/***/ 434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ wilson95),
/* harmony export */   q: () => (/* binding */ passHatK)
/* harmony export */ });
// A task's reliability over its trials, as newest waza reports it: the Wilson 95 % score interval
// on the pass rate, and the pass^k curve (the chance that k trials drawn from these all pass).
/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;
/**
 * Wilson score interval for `passed` of `trials` (Wilson 1927). Unlike the normal approximation it
 * stays inside [0, 1] and is not zero-width at 0 or n passes, which few trials make common.
 */
function wilson95(passed, trials) {
    if (trials <= 0)
        return { low: 0, high: 1 };
    const p = passed / trials;
    const z2 = Z95 * Z95;
    const denom = 1 + z2 / trials;
    const centre = (p + z2 / (2 * trials)) / denom;
    const half = (Z95 / denom) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
    // At 0 or n passes one bound is exactly 0 or 1; rounding must not move it off.
    return {
        low: passed === 0 ? 0 : Math.max(0, centre - half),
        high: passed === trials ? 1 : Math.min(1, centre + half),
    };
}
/**
 * pass^k for k = 1..n: the unbiased estimator C(c,k)/C(n,k) of p^k from c passes in n trials
 * (sampling k of the n without replacement). pass^1 is the pass rate; the curve falls as k grows
 * unless every trial passed. Computed as a running product, so no factorial overflows.
 */
function passHatK(passed, trials) {
    const curve = [];
    let value = 1;
    for (let k = 1; k <= trials; k++) {
        // C(c,k)/C(n,k) = C(c,k-1)/C(n,k-1) * (c-k+1)/(n-k+1)
        value *= Math.max(0, passed - k + 1) / (trials - k + 1);
        curve.push(value);
    }
    return curve;
}


/***/ }),

/***/ 4787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QU: () => (/* binding */ ResultsWriter),
/* harmony export */   UR: () => (/* reexport safe */ _write_error_js__WEBPACK_IMPORTED_MODULE_3__.U),
/* harmony export */   c6: () => (/* reexport safe */ _write_error_js__WEBPACK_IMPORTED_MODULE_3__.c),
/* harmony export */   nX: () => (/* binding */ JsonLinesWriter)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6269);
/* harmony import */ var _write_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9650);
// results.jsonl as runs finish: each line is handed to the operating system with synchronous
// writes before the run is reported, so a crash, a kill or a cancelled job keeps every finished
// run. No fsync per line: it held a thread-pool thread per run and slowed parallel conversations
// down (docs/benchmarks.md); the OS flushes the page cache.
//
// A write may be short (a full disk, a file size limit): the rest of the line is written until
// it is all there. A write that cannot complete (ENOSPC, EFBIG, EIO...) cuts the file back to its
// last complete line and throws a ResultsWriteError: the file never holds a partial line, and the
// job fails as a whole (the CLI exits 2, the action fails its step) with one line naming the file.





/** A JSON-lines file written a line at a time, never a partial line (results.jsonl, pairwise.jsonl). */
class JsonLinesWriter {
    file;
    fd;
    failed;
    /** `append`: add to the file's lines (confirmation runs after screening's); else start it anew. */
    constructor(file, append = false) {
        this.file = file;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true });
            this.fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, append ? 'a' : 'w');
        }
        catch (error) {
            throw new _write_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ResultsWriteError */ .c(file, (0,_write_error_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReason */ .U)(error));
        }
    }
    append(value) {
        this.appendJson(value, JSON.stringify(value));
    }
    /** A value whose JSON text the caller has already made (`json` is JSON.stringify(value)). */
    appendJson(value, json) {
        if (this.failed)
            throw this.failed;
        if (this.fd === undefined)
            throw new Error(`${this.file} is already closed`);
        const line = Buffer.from(`${json}\n`);
        let written = 0;
        try {
            while (written < line.length) {
                const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(this.fd, line, written, line.length - written);
                if (n <= 0)
                    throw new Error('the write made no progress');
                written += n;
            }
        }
        catch (error) {
            this.failed = new _write_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ResultsWriteError */ .c(this.file, (0,_write_error_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReason */ .U)(error));
            if (written > 0)
                this.cutBack(written);
            throw this.failed;
        }
    }
    /**
     * Back to the last complete line: the file's end less this line's part. Not the offset this
     * writer counted: a confirmation's head and base re-runs append to the same file through two
     * writers at once (JavaScript runs one write loop at a time, so the partial line is the last
     * thing in the file). Not possible on a device (/dev/full): nothing is kept there.
     */
    cutBack(written) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.ftruncateSync)(this.fd, Math.max(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(this.fd).size - written));
        }
        catch {
            // not a regular file
        }
    }
    close() {
        if (this.fd === undefined)
            return;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
        this.fd = undefined;
    }
}
class ResultsWriter extends JsonLinesWriter {
    appendJson(record, json) {
        // A status/outcome pair outside DESIGN's table is a bug, never a line in results.jsonl.
        (0,_record_js__WEBPACK_IMPORTED_MODULE_2__/* .checkVerdict */ .Ks)(record);
        super.appendJson(record, json);
    }
}


/***/ }),

/***/ 5854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ questionOf),
/* harmony export */   j: () => (/* binding */ asksSomething)
/* harmony export */ });
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5839);
// What an agent message asks: whether it waits for the user's answer, and the question it asks.
// The conversation loop, the rule responder, the console and the report all read a message
// with these, so that "asks something" means one thing everywhere.

/** The question the message asks: the first sentence with a '?', else its end. */
function questionOf(text, max = 160) {
    const flat = (0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(text);
    const sentences = flat.split(/(?<=[.!?])\s+/);
    const question = sentences.find((s) => s.includes('?'));
    if (question)
        return (0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(question, max);
    const chars = Array.from(flat);
    return chars.length <= max ? flat : `…${chars.slice(chars.length - (max - 1)).join('')}`;
}
// A request without a question mark: "Please provide the name.", "Could you share the tools.",
// "Let me know which model to use." A courtesy ("Let me know if you need anything else") is
// not waiting for an answer, so "let me know" counts only before what it asks for.
const REQUEST = /\b(?:please\s+(?:provide|specify|confirm|share|tell|give|send|enter|choose|select|pick|clarify|describe|list)|(?:could|can|would)\s+you\s+(?:please\s+)?(?:provide|specify|confirm|share|tell|give|send|choose|select|pick|clarify|describe|list|let\s+me\s+know)|(?:please\s+)?let\s+me\s+know\s+(?:which|what|how|who|where|when|whether|your|the))\b/i;
// A sentence that ends with a question mark (closing quotes, brackets and markdown allowed):
// "Which model? Thanks." asks, a "?" inside a word, a file name or a URL does not.
const QUESTION_SENTENCE = /\?["')\]*_`]*(?:\s|$)/;
// A list item: the options a question before it offers.
const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;
/**
 * Does the message ask the user something? Judged on its end, where an agent waits for an
 * answer: its last line has a sentence ending in '?' (a final list of options belongs to the
 * line before it),
 * or its final paragraph makes a request. A question mark earlier in the message (an FAQ
 * heading, a quoted question) is not waiting for input. An adapter that declares whether the
 * agent asks is believed.
 */
function asksSomething(text, declared) {
    if (declared !== undefined)
        return declared;
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    let last = lines.length - 1;
    while (last > 0 && LIST_ITEM.test(lines[last]))
        last--;
    if (last < 0)
        return false;
    if (QUESTION_SENTENCE.test(lines[last]))
        return true;
    const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
    return REQUEST.test(paragraphs.at(-1) ?? '');
}


/***/ }),

/***/ 1521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ boundValue)
/* harmony export */ });
/* unused harmony exports CUT_DEPTH, CUT_SIZE */
// Values taken from an agent (tool-call arguments and results, from every adapter) or from an
// artifact (results.jsonl read back) are untrusted: bounded in depth and size before anything
// serialises, compares or renders them. What is cut is replaced by a marker string, so a record
// still says that something was there.
const CUT_DEPTH = '[parley: cut, nested too deeply]';
const CUT_SIZE = '[parley: cut, too large]';
/** A copy of `value` within the bounds (the value itself when it is within them). */
function boundValue(value, bounds = {}) {
    const maxDepth = bounds.maxDepth ?? 64;
    let budget = bounds.maxBytes ?? 1_000_000;
    let changed = false;
    const walk = (v, depth) => {
        if (budget <= 0) {
            changed = true;
            return CUT_SIZE;
        }
        if (typeof v === 'string') {
            if (v.length <= budget) {
                budget -= v.length + 2;
                return v;
            }
            changed = true;
            const kept = v.slice(0, budget);
            budget = 0;
            return `${kept}${CUT_SIZE}`;
        }
        if (v === null || typeof v !== 'object') {
            budget -= 8;
            return v;
        }
        if (depth >= maxDepth) {
            changed = true;
            return CUT_DEPTH;
        }
        budget -= 2;
        if (Array.isArray(v)) {
            const out = [];
            for (const item of v) {
                if (budget <= 0) {
                    out.push(CUT_SIZE);
                    changed = true;
                    break;
                }
                out.push(walk(item, depth + 1));
            }
            return out;
        }
        const out = {};
        for (const [key, item] of Object.entries(v)) {
            if (budget <= 0) {
                out['…'] = CUT_SIZE;
                changed = true;
                break;
            }
            budget -= key.length + 3;
            out[key] = walk(item, depth + 1);
        }
        return out;
    };
    const bounded = walk(value, 0);
    return (changed ? bounded : value);
}


/***/ }),

/***/ 3873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ MAX_COMPARED_MODELS),
/* harmony export */   ZJ: () => (/* binding */ modelArmName),
/* harmony export */   _N: () => (/* binding */ modelsProblem),
/* harmony export */   hS: () => (/* binding */ parseModelList)
/* harmony export */ });
// The models of a models job as `--model a,b,c` and the action's `models` input give them
// (engine/model-arms.ts runs the suites once per model).
/** More models than a side-by-side table can show (summary.json's `models` is bounded so). */
const MAX_COMPARED_MODELS = 50;
/**
 * Why a list of models cannot be a models job, or null: empty names and duplicates are
 * refused (a duplicate would run the same suite twice under one name).
 */
function modelsProblem(models) {
    if (models.length === 0)
        return 'no model given';
    if (models.length > MAX_COMPARED_MODELS)
        return `${models.length} models, more than the ${MAX_COMPARED_MODELS} a table compares`;
    if (models.some((m) => m.length > 200))
        return 'a model name over 200 characters';
    if (models.some((m) => !m))
        return 'an empty model name';
    const seen = new Set();
    for (const m of models) {
        if (seen.has(m))
            return `model ${m} is listed twice`;
        seen.add(m);
    }
    return null;
}
/** A comma (or newline) list of models, trimmed, empty entries kept for modelsProblem. */
function parseModelList(value) {
    return value
        .split(/[,\n]/)
        .map((m) => m.trim())
        .filter((m, i, all) => m || all.length > 1);
}
/** The name a suite's runs carry under one model of a models job. */
const modelArmName = (suite, model) => `${suite} [${model}]`;


/***/ }),

/***/ 9444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ readRegularFile),
/* harmony export */   t: () => (/* binding */ FileReadError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// Reading a file that someone else may have made (a cache entry, an artifact, a path given on the
// command line): a regular file only, opened without blocking (a FIFO never hangs the reader),
// and bounded as it is read, never by trusting stat() (/dev/zero reports size 0).

class FileReadError extends Error {
    file;
    reason;
    constructor(file, reason) {
        super(`${file}: ${reason}`);
        this.file = file;
        this.reason = reason;
        this.name = 'FileReadError';
    }
}
const CHUNK = 1024 * 1024;
/** The bytes of a regular file of at most `max` bytes; a FileReadError says why not. */
function readRegularFile(file, max) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0));
    }
    catch (error) {
        const code = error.code;
        throw new FileReadError(file, code === 'ENOENT' ? 'missing' : `cannot be read (${code})`);
    }
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (stat.isDirectory())
            throw new FileReadError(file, 'a directory, not a file');
        if (!stat.isFile())
            throw new FileReadError(file, 'not a regular file');
        if (stat.size > max) {
            throw new FileReadError(file, `${stat.size} bytes, more than the ${max} allowed`);
        }
        const chunks = [];
        let total = 0;
        // The size may change while it is read: the limit holds for what is read, not what stat said.
        for (;;) {
            const buffer = Buffer.allocUnsafe(Math.min(CHUNK, max + 1 - total));
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, null);
            if (read === 0)
                break;
            total += read;
            if (total > max)
                throw new FileReadError(file, `more than the ${max} bytes allowed`);
            chunks.push(buffer.subarray(0, read));
        }
        return Buffer.concat(chunks, total);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 5839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   U_: () => (/* binding */ headAndTail),
/* harmony export */   _n: () => (/* binding */ truncateAtWord),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
// Text helpers shared by every layer: cutting untrusted text to a size (never splitting a
// character), flattening it to one line, and making it safe for a terminal. Markdown (report/
// escape.ts) and XML (results/junit.ts) have their own escaping on top of these.
/** Cuts a text to at most max characters (by code point), marking the cut. */
function truncate(text, max) {
    // No more characters than UTF-16 units: a text within max units is kept whole.
    if (text.length <= max)
        return text;
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}
/**
 * Like truncate, but at a word boundary when there is one in the last fifth of the room: a
 * reader sees "…(action inputs …", never "base-u…".
 */
function truncateAtWord(text, max) {
    if (text.length <= max)
        return text;
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    const kept = chars.slice(0, Math.max(0, max - 1)).join('');
    const space = kept.lastIndexOf(' ');
    return space >= kept.length * 0.8 ? `${kept.slice(0, space).trimEnd()} …` : `${kept}…`;
}
/** One line: whitespace runs (newlines included) become single spaces. */
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}
// CSI, OSC (ended by BEL or ST), and other two-character ESC sequences.
const ESCAPE_SEQUENCE = 
// eslint-disable-next-line no-control-regex
/\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]/g;
// The remaining C0 and C1 control characters, newline and tab excepted.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// Bidirectional overrides can disguise text.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;
/**
 * Makes untrusted text safe for a terminal: ANSI/VT escape sequences are removed and other
 * control characters shown as \xNN (newlines and tabs are kept).
 */
function escapeTerminal(text) {
    return text
        .replace(ESCAPE_SEQUENCE, '')
        .replace(CONTROL, (c) => c === '\r' ? '' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .replace(BIDI, '');
}
/** One line of at most max characters: for feedback and messages that quote untrusted text. */
function clip(text, max = 200) {
    return truncate(oneLine(text), max);
}
/**
 * At most about max characters: the first quarter and the last three quarters, with a line
 * saying how much was left out between them (a process's stderr: its cause is often the first
 * line, its last words the last).
 */
function headAndTail(text, max) {
    if (text.length <= max)
        return text;
    // Never between the two halves of a surrogate pair.
    const low = (i) => /[\udc00-\udfff]/.test(text[i] ?? '');
    let head = Math.floor(max / 4);
    if (low(head))
        head--;
    let from = text.length - (max - head);
    if (low(from))
        from++;
    const left = from - head;
    return `${text.slice(0, head)}\n… [${left} characters left out] …\n${text.slice(from)}`;
}


/***/ }),

/***/ 1275:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BaseUnavailable: () => (/* binding */ BaseUnavailable),
/* harmony export */   M3: () => (/* binding */ parseAlpha),
/* harmony export */   d$: () => (/* binding */ FAIL_ON),
/* harmony export */   gL: () => (/* binding */ BaseTampered),
/* harmony export */   i0: () => (/* binding */ DEFAULT_CONFIRM_TASKS),
/* harmony export */   lj: () => (/* binding */ DEFAULT_CONFIRM_TRIALS),
/* harmony export */   pO: () => (/* binding */ DEFAULT_ALPHA)
/* harmony export */ });
// The gate's settings as the CLI and the action read them: names and defaults, apart from the
// statistics that use them, so that parsing a command line does not load the gate (start-up).
const DEFAULT_ALPHA = 0.05;
/** `--alpha`/the `alpha` input: a number strictly between 0 and 1, else null. */
function parseAlpha(text) {
    const value = Number(text.trim());
    return text.trim() !== '' && value > 0 && value < 1 ? value : null;
}
/** `no-lift`: as `regressions`, and the skill must lift the suite and hurt no task (skill-lift.ts). */
const FAIL_ON = ['regressions', 'inconclusive', 'failures', 'no-lift', 'never'];
/** Runs per side at most per confirmed task (the `confirm-trials` input). */
const DEFAULT_CONFIRM_TRIALS = 20;
/** The most tasks confirmed per job (the `confirm-tasks` input; 0 = off: the pool decides). */
const DEFAULT_CONFIRM_TASKS = 3;
/** The base commit could not be checked out: nothing can be confirmed. */
class BaseUnavailable extends Error {
}
/**
 * The base commit's checkout changed while it was measured (a head process wrote into it): the
 * stage's base runs are discarded and the confirmation is inconclusive. `files`: what changed.
 */
class BaseTampered extends Error {
    files;
    constructor(files) {
        super(`${files.length} file(s) of the base commit's checkout changed while its runs were made`);
        this.files = files;
    }
}


/***/ })

};
;