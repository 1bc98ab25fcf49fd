export const id = 10;
export const ids = [10];
export const modules = {

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


/***/ })

};
