"use strict";
exports.id = 1584;
exports.ids = [1584];
exports.modules = {

/***/ 1584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/commands/index.ts
const COMMANDS = [
    {
        name: 'init',
        summary: 'Write a starter suite and the workflow files (never overwrites a file)',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(6453)]).then(__webpack_require__.bind(__webpack_require__, 6453))).initCommand,
    },
    {
        name: 'run',
        summary: 'Run eval suites and write results.jsonl, summary.json, junit.xml, report.md, report.html',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(3674), __webpack_require__.e(7314), __webpack_require__.e(6058), __webpack_require__.e(2900), __webpack_require__.e(5108), __webpack_require__.e(7687), __webpack_require__.e(3611), __webpack_require__.e(4982)]).then(__webpack_require__.bind(__webpack_require__, 4982))).runCommand,
    },
    {
        name: 'validate',
        summary: 'Check eval suites, task files and JSONL tests; exit 2 on any error',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(7314), __webpack_require__.e(2900), __webpack_require__.e(7857)]).then(__webpack_require__.bind(__webpack_require__, 10))).validateCommand,
    },
    {
        name: 'compare',
        summary: 'Compare two summary.json files; exit 1 on regressions',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(7666), __webpack_require__.e(5678), __webpack_require__.e(1165), __webpack_require__.e(6058)]).then(__webpack_require__.bind(__webpack_require__, 1165))).compareCommand,
    },
    {
        name: 'report',
        summary: 'Merge shard results into one results set and render the report',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(7666), __webpack_require__.e(5678), __webpack_require__.e(1165), __webpack_require__.e(6058), __webpack_require__.e(126), __webpack_require__.e(9154), __webpack_require__.e(7687), __webpack_require__.e(1311), __webpack_require__.e(3294)]).then(__webpack_require__.bind(__webpack_require__, 8938))).reportCommand,
    },
    {
        name: 'generate',
        summary: 'Draft task files (or JSONL tests) for a skill with an LLM; each one validated',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(3674), __webpack_require__.e(8815), __webpack_require__.e(7314), __webpack_require__.e(2900), __webpack_require__.e(5108), __webpack_require__.e(5219)]).then(__webpack_require__.bind(__webpack_require__, 5219))).generateCommand,
    },
    {
        name: 'grade',
        summary: 'Re-grade the recorded conversations of a results directory with the current graders',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(311), __webpack_require__.e(3674), __webpack_require__.e(7666), __webpack_require__.e(5678), __webpack_require__.e(1165), __webpack_require__.e(7314), __webpack_require__.e(6058), __webpack_require__.e(2900), __webpack_require__.e(5108), __webpack_require__.e(126), __webpack_require__.e(9154), __webpack_require__.e(7687), __webpack_require__.e(5058), __webpack_require__.e(3611), __webpack_require__.e(2680), __webpack_require__.e(7251)]).then(__webpack_require__.bind(__webpack_require__, 7251))).gradeCommand,
    },
    {
        name: 'pool',
        summary: "Add a base run's summary.json to a pooled baseline file",
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(7666), __webpack_require__.e(5678), __webpack_require__.e(1165), __webpack_require__.e(6058), __webpack_require__.e(9666)]).then(__webpack_require__.bind(__webpack_require__, 9666))).poolCommand,
    },
    {
        name: 'history',
        summary: 'Per task: the pass rate and cost over the push and scheduled runs, changes, flaky tasks',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(7666), __webpack_require__.e(5678), __webpack_require__.e(1165), __webpack_require__.e(6058), __webpack_require__.e(2035)]).then(__webpack_require__.bind(__webpack_require__, 2035))).historyCommand,
    },
    {
        name: 'quarantine',
        summary: 'Keep a task out of the verdict for a while (.parley.yaml quarantine:), or list them',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(7314), __webpack_require__.e(2864)]).then(__webpack_require__.bind(__webpack_require__, 2864))).quarantineCommand,
    },
    {
        name: 'tokens',
        summary: 'Check skill files against their token budgets',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(2856), __webpack_require__.e(7314), __webpack_require__.e(2900), __webpack_require__.e(713)]).then(__webpack_require__.bind(__webpack_require__, 713))).tokensCommand,
    },
    {
        name: 'check',
        summary: "Measure the LLM responder or judge on labelled cases, on the user's own model",
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(311), __webpack_require__.e(3674), __webpack_require__.e(7314), __webpack_require__.e(5108), __webpack_require__.e(5058), __webpack_require__.e(9224)]).then(__webpack_require__.bind(__webpack_require__, 2933))).checkCommand,
    },
    {
        name: 'schema',
        summary: 'Print a JSON Schema of a Parley file format, or write them all',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(1514), __webpack_require__.e(311), __webpack_require__.e(5678), __webpack_require__.e(7480), __webpack_require__.e(3687)]).then(__webpack_require__.bind(__webpack_require__, 2182))).schemaCommand,
    },
];

// EXTERNAL MODULE: ./src/results/write-error.ts
var write_error = __webpack_require__(9650);
// EXTERNAL MODULE: ./src/commands/types.ts
var types = __webpack_require__(8619);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/commands/main.ts
// The `parley` CLI's dispatcher: help, version, and one module per subcommand. cli.ts runs it;
// importing this module runs nothing (tests call main() in process).





function help() {
    const lines = [
        `parley ${version/* PARLEY_VERSION */.X}: test AI agents and agent skills in multi-turn conversations`,
        '',
        'Usage: parley <command> [options]',
        '',
        'Commands:',
        ...COMMANDS.map((c) => `  ${c.name.padEnd(10)} ${c.summary}`),
        '',
        'Run `parley <command> --help` for its options.',
    ];
    return lines.join('\n');
}
function commandHelp(entry, command) {
    const options = Object.entries(command.options).map(([flag, o]) => {
        const short = o.short ? `-${o.short}, ` : '    ';
        const text = command.help?.[flag] ?? (o.type === 'string' ? 'VALUE' : '');
        // For string flags the help text starts with the argument's name.
        const [arg, ...words] = o.type === 'string' ? text.split(' ') : ['', ...text.split(' ')];
        const left = `  ${short}--${flag}${arg ? ` ${arg}` : ''}`;
        return `${left.padEnd(30)} ${words.join(' ')}`.trimEnd();
    });
    const lines = [`Usage: parley ${command.usage}`, '', entry.summary];
    if (options.length)
        lines.push('', 'Options:', ...options);
    return lines.join('\n');
}
async function main(argv) {
    const [name, ...rest] = argv;
    if (!name || name === '--help' || name === '-h' || name === 'help') {
        console.log(help());
        return name ? 0 : 2;
    }
    if (name === '--version' || name === '-v') {
        console.log(version/* PARLEY_VERSION */.X);
        return 0;
    }
    const entry = COMMANDS.find((c) => c.name === name);
    if (!entry) {
        console.error(`parley: unknown command "${name}"\n\n${help()}`);
        return 2;
    }
    const command = await entry.load();
    if (rest.includes('--help') || rest.includes('-h')) {
        console.log(commandHelp(entry, command));
        return 0;
    }
    try {
        const { values, positionals } = (0,external_node_util_.parseArgs)({
            args: rest,
            options: command.options,
            allowPositionals: true,
            strict: true,
        });
        return await command.run(values, positionals);
    }
    catch (error) {
        // A results file that cannot be written (a file in the way, a full disk): one line, exit 2.
        if (error instanceof types/* UsageError */.e ||
            error instanceof write_error/* ResultsWriteError */.c ||
            error.code?.startsWith('ERR_PARSE_ARGS')) {
            console.error(`parley ${name}: ${error.message}`);
            return 2;
        }
        throw error;
    }
}


/***/ }),

/***/ 8619:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/** A usage or configuration error: printed without a stack, exit code 2. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}


/***/ }),

/***/ 9650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ writeReason),
/* harmony export */   c: () => (/* binding */ ResultsWriteError)
/* harmony export */ });
// The error of a results file that cannot be written, apart from the writer so that the CLI's
// dispatcher can recognise it without loading the results schemas (zod) at start-up.
/** A results file or directory that cannot be written: a failure of the whole job. */
class ResultsWriteError extends Error {
    file;
    reason;
    constructor(file, reason) {
        super(`cannot write ${file}: ${reason}`);
        this.file = file;
        this.reason = reason;
        this.name = 'ResultsWriteError';
    }
}
/** The operating system's reason, one line (Node's messages name the syscall and path). */
function writeReason(error) {
    return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}


/***/ })

};
;