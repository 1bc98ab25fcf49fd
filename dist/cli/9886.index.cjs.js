"use strict";
exports.id = 9886;
exports.ids = [9886];
exports.modules = {

/***/ 9886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ finalOutput)
/* harmony export */ });
/** The agent's last message (JSON output, Yao final assertions). */
function finalOutput(run) {
    for (let i = run.turns.length - 1; i >= 0; i--) {
        const output = run.turns[i].output;
        if (output.trim())
            return output;
    }
    return '';
}


/***/ })

};
;