/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({

/***/ 4490:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {


;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = require("node:module");
var external_node_module_default = /*#__PURE__*/__nccwpck_require__.n(external_node_module_namespaceObject);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __nccwpck_require__(8877);
// EXTERNAL MODULE: ./src/shared/old-generation.ts
var old_generation = __nccwpck_require__(1695);
;// CONCATENATED MODULE: ./src/heap.ts
// Caps V8's young generation while the process runs. V8 grows the young generation with the
// allocation rate, up to 32 MB on Node 20 and 128 MB on Node 24 (64-bit, two semi-spaces), and
// every request through the openai SDK and fetch allocates a lot: on Node 24 most of a job's
// peak memory was young-generation garbage (docs/benchmarks.md, "Peak memory"). Node takes
// `--max-semi-space-size` only on its command line, which neither the runner (`node
// dist/index.js`) nor `npx parley` lets us set; but `--semi-space-growth-factor` is read each
// time the young generation grows, so once it has grown to YOUNG_CAP_MB (Node 20's maximum) a
// factor of 1 stops it there. Until then it grows as it always did: a job that allocates little
// keeps its small young generation. A user's own semi-space flags (NODE_OPTIONS or the command
// line) are left alone.
//
// The old generation's growth step: src/shared/old-generation.ts.



/** The young generation's size (both semi-spaces) at which it stops growing. */
const YOUNG_CAP_MB = 32;
const CHECK_EVERY_MS = 25;
const USER_FLAG = /--(max|min)-semi-space-size|--semi-space-growth-factor/;
/** The heap policy both entry points set at startup: both generations' caps. */
function setHeapPolicy() {
    capYoungGeneration();
    (0,old_generation/* limitOldGenerationGrowth */.kl)();
}
function capYoungGeneration(env = process.env, execArgv = process.execArgv) {
    if (USER_FLAG.test(env.NODE_OPTIONS ?? '') || execArgv.some((a) => USER_FLAG.test(a)))
        return;
    const timer = setInterval(() => {
        const young = (0,external_node_v8_.getHeapSpaceStatistics)().find((s) => s.space_name === 'new_space');
        if (!young || young.space_size < YOUNG_CAP_MB * 1024 * 1024)
            return;
        (0,external_node_v8_.setFlagsFromString)('--semi-space-growth-factor=1');
        clearInterval(timer);
    }, CHECK_EVERY_MS);
    // Never what keeps the process alive.
    timer.unref();
}

// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
;// CONCATENATED MODULE: ./src/cli.ts
// The `parley` CLI: runs the dispatcher (src/commands/main.ts) on the process's arguments and
// turns its result into the exit code. `parley --version` answers before the dispatcher loads
// (the commands and their packages are most of the start-up); each command loads on demand.



setHeapPolicy();
// Node 22.1+ keeps V8's compiled code of the chunks a command loads (os.tmpdir()'s
// node-compile-cache, checked against each file's content): from the second `parley run` on,
// start-up parses less of the JavaScript a run loads, and the first request leaves sooner
// (docs/benchmarks.md). Node 20 has no such function; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
external_node_module_default().enableCompileCache?.();
// A reader that stops early (`parley schema eval | head`) closes the pipe: that is the end of
// the output, not a crash with a stack trace. Exit quietly, as other command-line tools do.
for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error) => {
        if (error.code !== 'EPIPE')
            throw error;
        process.exit(process.exitCode ?? 0);
    });
}
async function dispatch(argv) {
    if (argv[0] === '--version' || argv[0] === '-v') {
        console.log(version/* PARLEY_VERSION */.X);
        return 0;
    }
    const { main } = await __nccwpck_require__.e(/* import() */ 1584).then(__nccwpck_require__.bind(__nccwpck_require__, 1584));
    return main(argv);
}
dispatch(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
}, (error) => {
    console.error(`parley: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
});


/***/ }),

/***/ 1695:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   kl: () => (/* binding */ limitOldGenerationGrowth),
/* harmony export */   sZ: () => (/* binding */ fitOldGenerationGrowth)
/* harmony export */ });
/* unused harmony exports OLD_GROWTH_PERCENT, OLD_LIMIT_FROM_RUNS */
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
// The old generation's growth step. After each full collection V8 lets the old generation grow to
// up to four times what the collection kept before the next one, so most of a big job's peak
// memory was old-generation garbage of finished requests (docs/benchmarks.md, "Peak memory").
// Parley's allocation is mostly short-lived, so a smaller step costs few collections where there
// is much to collect: the entry points set `--heap-growing-percent` (read at every full
// collection) to OLD_GROWTH_PERCENT at startup, so that loading a big suite is held to it too.
// A job of fewer than OLD_LIMIT_FROM_RUNS runs gives V8's own step back when its runs start (0 is
// V8's default: no fixed step): there the extra full collections cost CPU (docs/benchmarks.md)
// and saved little memory. A user's own old-space or heap-growing flag leaves V8's default.

/** How far the old generation may grow past what the last full collection kept, in percent. */
const OLD_GROWTH_PERCENT = 50;
/** The runs of a job from which the step stays OLD_GROWTH_PERCENT while they run. */
const OLD_LIMIT_FROM_RUNS = 1000;
const USER_OLD_FLAG = /--(max[-_]old[-_]space[-_]size|max[-_]heap[-_]size|heap[-_]growing[-_]percent)\b/;
/** Whether the step is Parley's to set (no flag of the user's), and whether a big job ran. */
let ours = false;
let bigJobSeen = false;
/** Sets the old generation's growth step; false (nothing set) when the user set their own. */
function limitOldGenerationGrowth(env = process.env, execArgv = process.execArgv) {
    if (USER_OLD_FLAG.test(env.NODE_OPTIONS ?? '') || execArgv.some((a) => USER_OLD_FLAG.test(a))) {
        return false;
    }
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)(`--heap-growing-percent=${OLD_GROWTH_PERCENT}`);
    ours = true;
    return true;
}
/**
 * Fits the step to the runs about to start: V8's own for fewer than OLD_LIMIT_FROM_RUNS, unless a
 * bigger set of runs came earlier in the process (its live data would then grow four times over).
 * Returns the step now in force, in percent (0: V8's own); undefined when the user set theirs.
 */
function fitOldGenerationGrowth(runs) {
    if (!ours)
        return undefined;
    if (runs >= OLD_LIMIT_FROM_RUNS)
        bigJobSeen = true;
    const percent = bigJobSeen ? OLD_GROWTH_PERCENT : 0;
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)(`--heap-growing-percent=${percent}`);
    return percent;
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ PARLEY_VERSION)
/* harmony export */ });
// Parley's version, reported in summaries and `parley --version`. Kept in step with package.json
// (a test checks it), so the bundle needs no package.json at run time.
const PARLEY_VERSION = '0.1.0';


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = require("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = require("child_process");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = require("fs");

/***/ }),

/***/ 3339:
/***/ ((module) => {

module.exports = require("module");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = require("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = require("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = require("node:diagnostics_channel");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = require("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = require("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = require("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = require("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = require("node:http2");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = require("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = require("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = require("node:process");

/***/ }),

/***/ 6848:
/***/ ((module) => {

module.exports = require("node:readline/promises");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = require("node:stream");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = require("node:string_decoder");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = require("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = require("node:util");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = require("node:v8");

/***/ }),

/***/ 714:
/***/ ((module) => {

module.exports = require("node:vm");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = require("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = require("process");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = require("url");

/***/ })

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	var __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __nccwpck_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		var cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		var module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		var threw = true;
/******/ 		try {
/******/ 			__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 			threw = false;
/******/ 		} finally {
/******/ 			if(threw) delete __webpack_module_cache__[moduleId];
/******/ 		}
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/******/ 	// expose the modules object (__webpack_modules__)
/******/ 	__nccwpck_require__.m = __webpack_modules__;
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/asset-relocator-loader */
/******/ 	if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = __dirname + "/";
/******/ 	
/******/ 	/* webpack/runtime/compat get default export */
/******/ 	(() => {
/******/ 		// getDefaultExport function for compatibility with non-harmony modules
/******/ 		__nccwpck_require__.n = (module) => {
/******/ 			var getter = module && module.__esModule ?
/******/ 				() => (module['default']) :
/******/ 				() => (module);
/******/ 			__nccwpck_require__.d(getter, { a: getter });
/******/ 			return getter;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/create fake namespace object */
/******/ 	(() => {
/******/ 		var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 		var leafPrototypes;
/******/ 		// create a fake namespace object
/******/ 		// mode & 1: value is a module id, require it
/******/ 		// mode & 2: merge all properties of value into the ns
/******/ 		// mode & 4: return value when already ns object
/******/ 		// mode & 16: return value when it's Promise-like
/******/ 		// mode & 8|1: behave like require
/******/ 		__nccwpck_require__.t = function(value, mode) {
/******/ 			if(mode & 1) value = this(value);
/******/ 			if(mode & 8) return value;
/******/ 			if(typeof value === 'object' && value) {
/******/ 				if((mode & 4) && value.__esModule) return value;
/******/ 				if((mode & 16) && typeof value.then === 'function') return value;
/******/ 			}
/******/ 			var ns = Object.create(null);
/******/ 			__nccwpck_require__.r(ns);
/******/ 			var def = {};
/******/ 			leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 			for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 				Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 			}
/******/ 			def['default'] = () => (value);
/******/ 			__nccwpck_require__.d(ns, def);
/******/ 			return ns;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	(() => {
/******/ 		// define getter functions for harmony exports
/******/ 		__nccwpck_require__.d = (exports, definition) => {
/******/ 			for(var key in definition) {
/******/ 				if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 					Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 				}
/******/ 			}
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/ensure chunk */
/******/ 	(() => {
/******/ 		__nccwpck_require__.f = {};
/******/ 		// This file contains only the entry chunk.
/******/ 		// The chunk loading function for additional chunks
/******/ 		__nccwpck_require__.e = (chunkId) => {
/******/ 			return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 				__nccwpck_require__.f[key](chunkId, promises);
/******/ 				return promises;
/******/ 			}, []));
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/get javascript chunk filename */
/******/ 	(() => {
/******/ 		// This function allow to reference async chunks
/******/ 		__nccwpck_require__.u = (chunkId) => {
/******/ 			// return url for filenames based on template
/******/ 			return "" + chunkId + ".index.cjs.js";
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	(() => {
/******/ 		__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	(() => {
/******/ 		// define __esModule on exports
/******/ 		__nccwpck_require__.r = (exports) => {
/******/ 			if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 				Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 			}
/******/ 			Object.defineProperty(exports, '__esModule', { value: true });
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/require chunk loading */
/******/ 	(() => {
/******/ 		// no baseURI
/******/ 		
/******/ 		// object to store loaded chunks
/******/ 		// "1" means "loaded", otherwise not loaded yet
/******/ 		var installedChunks = {
/******/ 			8792: 1
/******/ 		};
/******/ 		
/******/ 		// no on chunks loaded
/******/ 		
/******/ 		var installChunk = (chunk) => {
/******/ 			var moreModules = chunk.modules, chunkIds = chunk.ids, runtime = chunk.runtime;
/******/ 			for(var moduleId in moreModules) {
/******/ 				if(__nccwpck_require__.o(moreModules, moduleId)) {
/******/ 					__nccwpck_require__.m[moduleId] = moreModules[moduleId];
/******/ 				}
/******/ 			}
/******/ 			if(runtime) runtime(__nccwpck_require__);
/******/ 			for(var i = 0; i < chunkIds.length; i++)
/******/ 				installedChunks[chunkIds[i]] = 1;
/******/ 		
/******/ 		};
/******/ 		
/******/ 		// require() chunk loading for javascript
/******/ 		__nccwpck_require__.f.require = (chunkId, promises) => {
/******/ 			// "1" is the signal for "already loaded"
/******/ 			if(!installedChunks[chunkId]) {
/******/ 				if(true) { // all chunks have JS
/******/ 					installChunk(require("./" + __nccwpck_require__.u(chunkId)));
/******/ 				} else installedChunks[chunkId] = 1;
/******/ 			}
/******/ 		};
/******/ 		
/******/ 		// no external install chunk
/******/ 		
/******/ 		// no HMR
/******/ 		
/******/ 		// no HMR manifest
/******/ 	})();
/******/ 	
/************************************************************************/
var __webpack_exports__ = {};
// The CLI bundle's entry (scripts/bundle.mjs). ncc writes a CommonJS bundle for a CommonJS
// entry: Node loads its chunks with require(), without the ES module loader's resolve, link and
// evaluate steps for each chunk, so a command reaches its work sooner (docs/benchmarks.md).

__nccwpck_require__(4490);

module.exports = __webpack_exports__;
/******/ })()
;