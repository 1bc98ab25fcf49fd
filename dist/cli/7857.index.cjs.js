"use strict";
exports.id = 7857;
exports.ids = [7857];
exports.modules = {

/***/ 10:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var _suites_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2900);
// `parley validate [PATH...]`: loads every suite the paths name (or the project's) and prints
// each error as "file:line:col path: message". Exit 0 when all is valid, 2 on any error.

/** Terminal-safe: the files' text never carries control characters or escape sequences. */
// eslint-disable-next-line no-control-regex
const clean = (text) => text.replace(/[\u0000-\u001F\u007F-\u009F]/g, '?');
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const validateCommand = {
    name: 'validate',
    usage: 'validate [PATH...]',
    options: {},
    async run(_values, positionals) {
        const { suites, errors, warnings } = await (0,_suites_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadSuites */ ._k)(positionals);
        for (const line of (0,_suites_load_js__WEBPACK_IMPORTED_MODULE_0__/* .warningLines */ ._F)(warnings))
            console.error(clean(line));
        for (const error of errors)
            console.error(clean((0,_suites_load_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSpecError */ .rB)(error)));
        if (errors.length) {
            console.error(`${plural(errors.length, 'error')}; nothing was run`);
            return 2;
        }
        const tasks = suites.reduce((n, s) => n + s.tasks.length, 0);
        console.log(`${plural(suites.length, 'suite')}, ${plural(tasks, 'task')} loaded`);
        return 0;
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


/***/ })

};
;