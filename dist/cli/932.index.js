export const id = 932;
export const ids = [932,444];
export const modules = {

/***/ 7821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportCommand: () => (/* binding */ reportCommand),
  resultDirs: () => (/* binding */ resultDirs)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/verdict/fail-on.ts
var fail_on = __webpack_require__(5675);
// EXTERNAL MODULE: ./src/results/files.ts + 2 modules
var files = __webpack_require__(5056);
// EXTERNAL MODULE: ./src/results/summary.ts + 3 modules
var results_summary = __webpack_require__(4977);
;// CONCATENATED MODULE: ./src/results/merge.ts

class MergeError extends Error {
    constructor(message) {
        super(message);
        this.name = 'MergeError';
    }
}
/** More shards than any matrix needs (GitHub allows 256 jobs per matrix). */
const MAX_SHARDS = 256;
/** The results of one suite set, all shards together, read before merging: at most this. */
const MAX_MERGED_BYTES = 200 * 1024 * 1024;
/** A shard label `i/n` within bounds, or null: a label from a summary is untrusted. */
function parseShardLabel(label) {
    const m = /^(\d{1,6})\/(\d{1,6})$/.exec(label);
    if (!m)
        return null;
    const index = Number(m[1]);
    const total = Number(m[2]);
    return index >= 1 && index <= total && total <= MAX_SHARDS ? { index, total } : null;
}
/** Why a shard `index/total` claimed by a name or a summary is refused, if it is. */
function shardBoundsProblem(index, total) {
    if (total > MAX_SHARDS)
        return `more than the ${MAX_SHARDS} shards allowed`;
    if (index < 1 || index > total)
        return 'not i/n with 1 <= i <= n';
    return null;
}
/** Checks that the shards are one complete set: same suite set, each i/n exactly once. */
function checkShards(shards) {
    if (shards.length === 0)
        throw new MergeError('no results to merge');
    const first = shards[0].summary.identity;
    for (const s of shards) {
        const id = s.summary.identity;
        if (id.suite_set !== first.suite_set) {
            throw new MergeError(`${s.dir} is of another suite set (${id.suite_set}) than ${shards[0].dir} (${first.suite_set})`);
        }
        if (id.commit !== first.commit) {
            throw new MergeError(`${s.dir} is of commit ${id.commit}, ${shards[0].dir} of ${first.commit}`);
        }
    }
    const labels = shards.map((s) => s.summary.identity.shard);
    if (shards.length === 1 && labels[0] === null)
        return;
    if (labels.some((l) => l === null)) {
        const whole = shards.find((s) => s.summary.identity.shard === null);
        throw new MergeError(`${whole.dir} is not a shard (no shard i/n) but is merged with shards`);
    }
    if (shards.length > MAX_SHARDS) {
        throw new MergeError(`${shards.length} shards, more than the ${MAX_SHARDS} allowed`);
    }
    // Bounded before the completeness check below counts up to the claimed total.
    for (const s of shards) {
        if (!parseShardLabel(s.summary.identity.shard)) {
            throw new MergeError(`${s.dir} claims shard "${s.summary.identity.shard.slice(0, 40)}": expected i/n with 1 <= i <= n <= ${MAX_SHARDS}`);
        }
    }
    const totals = new Set(labels.map((l) => parseShardLabel(l).total));
    if (totals.size > 1)
        throw new MergeError(`the shards disagree on their count: ${labels.join(', ')}`);
    const total = [...totals][0];
    const problems = [];
    for (let i = 1; i <= total; i++) {
        const dirs = shards
            .filter((s) => s.summary.identity.shard === `${i}/${total}`)
            .map((s) => s.dir);
        if (dirs.length === 0)
            problems.push(`shard ${i}/${total} is missing`);
        if (dirs.length > 1)
            problems.push(`shard ${i}/${total} appears ${dirs.length} times (${dirs.join(', ')})`);
    }
    if (problems.length)
        throw new MergeError(`incomplete shard set: ${problems.join('; ')}`);
}
/** One summary and one record list from complete shards, as if one job had run them all. */
function mergeShards(given) {
    checkShards(given);
    // Shard order, not listing order: the merged task order must not depend on how they arrived.
    const index = (s) => Number(s.summary.identity.shard?.split('/')[0] ?? 0);
    const shards = [...given].sort((a, b) => index(a) - index(b));
    const suites = new Map();
    for (const shard of shards) {
        for (const s of shard.summary.suites) {
            const key = `${s.name}\u0000${s.file}`;
            const entry = suites.get(key) ?? {
                ...s,
                tasks: [],
                ...(s.trigger_accuracy ? { trigger: { threshold: s.trigger_accuracy.threshold } } : {}),
            };
            for (const t of s.tasks) {
                if (!entry.tasks.some((x) => x.id === t.task_id))
                    entry.tasks.push({ id: t.task_id, name: t.task_name });
            }
            suites.set(key, entry);
        }
    }
    const records = shards
        .flatMap((s) => s.records)
        .sort((a, b) => a.suite.localeCompare(b.suite) || a.task_id.localeCompare(b.task_id) || a.trial - b.trial)
        .map(({ shard: _shard, ...rest }) => rest);
    const first = shards[0].summary.identity;
    const summary = (0,results_summary/* buildSummary */.fR)(records, [...suites.values()], {
        commit: first.commit ?? undefined,
        ref: first.ref ?? undefined,
        models: {
            agent: first.models.agent ?? undefined,
            responder: first.models.responder ?? undefined,
            judge: first.models.judge ?? undefined,
        },
    }, Math.max(...shards.map((s) => s.summary.duration_ms)));
    // The suite set is the shards' own (each shard summary lists every suite of the set).
    summary.identity.suite_set = first.suite_set;
    // Each task's identity (what a pooled baseline keys on) as the shard that ran it computed it:
    // without it, a sharded workflow's saved baseline would never pool.
    const identities = new Map();
    for (const shard of shards) {
        for (const s of shard.summary.suites) {
            for (const t of s.tasks)
                if (t.identity)
                    identities.set(`${s.name}\u0000${t.task_id}`, t.identity);
        }
    }
    for (const s of summary.suites) {
        for (const t of s.tasks) {
            const identity = identities.get(`${s.name}\u0000${t.task_id}`);
            if (identity)
                t.identity = identity;
        }
    }
    // Skill token budgets are counted over the repository, the same in every shard.
    const tokens = shards.find((s) => s.summary.tokens)?.summary.tokens;
    if (tokens)
        summary.tokens = tokens;
    return { summary, records };
}

// EXTERNAL MODULE: ./src/commands/compare.ts
var compare = __webpack_require__(1165);
// EXTERNAL MODULE: ./src/commands/finish.ts + 25 modules
var finish = __webpack_require__(820);
// EXTERNAL MODULE: ./src/commands/types.ts
var types = __webpack_require__(8619);
;// CONCATENATED MODULE: ./src/commands/report.ts
// `parley report DIR...`: merges the results of shard jobs (or renders one results directory)
// into one results set with its summary, JUnit and markdown report. A directory without a
// summary.json stands for its subdirectories that have one (downloaded artifacts).








function resultDirs(paths) {
    return paths.flatMap((path) => {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(path, 'summary.json')))
            return [path];
        if (!(0,external_node_fs_.existsSync)(path))
            throw new types/* UsageError */.e(`${path}: no such directory`);
        const subdirs = (0,external_node_fs_.readdirSync)(path, { withFileTypes: true })
            .filter((e) => e.isDirectory() && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(path, e.name, 'summary.json')))
            .map((e) => (0,external_node_path_.join)(path, e.name))
            .sort();
        if (subdirs.length === 0)
            throw new types/* UsageError */.e(`${path}: no summary.json in it or its subdirectories`);
        return subdirs;
    });
}
const reportCommand = {
    name: 'report',
    usage: 'report DIR... [--output DIR] [--baseline FILE] [--alpha A] [--fail-on POLICY]',
    options: {
        output: { type: 'string', short: 'o' },
        baseline: { type: 'string' },
        alpha: { type: 'string' },
        'fail-on': { type: 'string' },
        quiet: { type: 'boolean', short: 'q' },
    },
    help: {
        output: 'DIR where the merged results go (default parley-results)',
        baseline: 'FILE compare with a base summary.json (or results directory)',
        alpha: compare.ALPHA_HELP,
        'fail-on': 'P regressions, failures or never (default failures; regressions with --baseline)',
        quiet: 'no console report',
    },
    async run(values, positionals) {
        if (positionals.length === 0)
            throw new types/* UsageError */.e('expected one or more results directories');
        const failOnValue = values['fail-on'];
        if (failOnValue !== undefined && !fail_on/* FAIL_ON */.d$.includes(failOnValue)) {
            throw new types/* UsageError */.e(`--fail-on: expected one of ${fail_on/* FAIL_ON */.d$.join(', ')}, got "${failOnValue}"`);
        }
        const alpha = (0,compare.alphaOption)(values.alpha);
        const baseline = values.baseline === undefined ? undefined : (0,compare.readSummary)(values.baseline);
        let merged;
        try {
            const dirs = resultDirs(positionals);
            // Bounded before anything is read: a directory's files are bounded each, the set in all.
            if (dirs.length > MAX_SHARDS) {
                throw new types/* UsageError */.e(`${dirs.length} results directories, more than the ${MAX_SHARDS} shards allowed`);
            }
            let bytes = 0;
            for (const dir of dirs) {
                bytes += (0,files/* resultsDirBytes */.HU)(dir);
                if (bytes > MAX_MERGED_BYTES) {
                    throw new types/* UsageError */.e(`the results directories hold more than the ${MAX_MERGED_BYTES} bytes allowed in all (reached at ${dir}); nothing was read`);
                }
            }
            merged = mergeShards(dirs.map(files/* readResultsDir */.Uv));
        }
        catch (error) {
            if (error instanceof MergeError || error instanceof files/* ResultsReadError */.D5) {
                throw new types/* UsageError */.e(error.message);
            }
            throw error;
        }
        const out = (0,external_node_path_.resolve)(values.output ?? 'parley-results');
        return (0,finish/* finishJob */.xK)({ resultsDir: out, ...merged }, {
            baseline,
            alpha,
            ...(0,finish/* cliFailOn */.cd)(failOnValue, baseline !== undefined),
            ...(values.baseline !== undefined
                ? { baselineDir: (0,finish/* baselineDirOf */.Ub)(values.baseline) }
                : {}),
            quiet: values.quiet,
            writeRecords: true,
            where: `merged results: ${out}`,
        });
    },
};


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

/***/ 735:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ markdownTable)
/* harmony export */ });
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


/***/ })

};
