import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ // The require scope
/******/ var __nccwpck_require__ = {};
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/commands/index.ts
const COMMANDS = [];

;// CONCATENATED MODULE: ./src/commands/types.ts
/** A usage or configuration error: printed without a stack, exit code 2. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}

;// CONCATENATED MODULE: ./src/version.ts
// Parley's version, reported in summaries and `parley --version`. Kept in step with package.json
// (a test checks it), so the bundle needs no package.json at run time.
const PARLEY_VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/cli.ts
// The `parley` CLI: dispatches to one module per subcommand in src/commands/.




function help() {
    const lines = [
        `parley ${PARLEY_VERSION}: test AI agents and agent skills in multi-turn conversations`,
        '',
        'Usage: parley <command> [options]',
        '',
        'Commands:',
        ...COMMANDS.map((c) => `  ${c.usage.padEnd(34)} ${c.summary}`),
        '',
        'Run `parley <command> --help` for its options.',
    ];
    return lines.join('\n');
}
function commandHelp(name) {
    const command = COMMANDS.find((c) => c.name === name);
    const options = Object.entries(command.options).map(([flag, o]) => {
        const value = o.type === 'string' ? ` <${flag === 'shard' ? 'i/n' : 'value'}>` : '';
        const short = o.short ? `-${o.short}, ` : '    ';
        return `  ${short}--${flag}${value}`;
    });
    return [`Usage: parley ${command.usage}`, '', command.summary, '', 'Options:', ...options].join('\n');
}
async function main(argv) {
    const [name, ...rest] = argv;
    if (!name || name === '--help' || name === '-h' || name === 'help') {
        console.log(help());
        return name ? 0 : 2;
    }
    if (name === '--version' || name === '-v') {
        console.log(PARLEY_VERSION);
        return 0;
    }
    const command = COMMANDS.find((c) => c.name === name);
    if (!command) {
        console.error(`parley: unknown command "${name}"\n\n${help()}`);
        return 2;
    }
    if (rest.includes('--help') || rest.includes('-h')) {
        console.log(commandHelp(name));
        return 0;
    }
    try {
        const { values, positionals } = (0,external_node_util_namespaceObject.parseArgs)({
            args: rest,
            options: command.options,
            allowPositionals: true,
            strict: true,
        });
        return await command.run(values, positionals);
    }
    catch (error) {
        if (error instanceof UsageError ||
            error.code?.startsWith('ERR_PARSE_ARGS')) {
            console.error(`parley ${name}: ${error.message}`);
            return 2;
        }
        throw error;
    }
}
main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
}, (error) => {
    console.error(`parley: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
});

var __webpack_exports__main = __webpack_exports__.i;
export { __webpack_exports__main as main };
