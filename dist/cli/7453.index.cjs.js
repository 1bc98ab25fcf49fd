"use strict";
exports.id = 7453;
exports.ids = [7453];
exports.modules = {

/***/ 7453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createMockAgent: () => (/* binding */ createMockAgent)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _results_usage_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8233);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8959);
// The mock agent: deterministic, no network. Turn i answers with inputs.mock[i]: its text, its
// tool-call events, the files it writes into the workspace, and controllable delays, failures
// and hangs, so that the whole loop (responder, timeouts, graders) runs offline.
// Without a script it echoes the input; past the end of a script it is an agent error.




function sleep(ms, signal) {
    return new Promise((done, fail) => {
        if (signal.aborted)
            return fail(signal.reason);
        const timer = setTimeout(() => {
            signal.removeEventListener('abort', onAbort);
            done();
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            fail(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
    });
}
async function writeFiles(workspace, files) {
    for (const [path, content] of Object.entries(files)) {
        const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace, path);
        if (!target.startsWith((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace) + node_path__WEBPACK_IMPORTED_MODULE_1__.sep)) {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .AgentError */ .Y(`mock file ${JSON.stringify(path)} is outside the workspace`);
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(target, content);
    }
}
const createMockAgent = async (context) => {
    const script = context.task.mock;
    let turn = 0;
    const session = {
        async sendTurn(input, { signal, onEvent }) {
            const index = turn++;
            const step = script.length
                ? script[index]
                : { text: `(mock) ${input}`, toolCalls: [], files: {} };
            if (!step) {
                throw new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .AgentError */ .Y(`the mock script of task "${context.task.id}" has ${script.length} replies; turn ${index + 1} has none`);
            }
            if (step.firstEventDelayMs)
                await sleep(step.firstEventDelayMs, signal);
            if (step.hang)
                await sleep(2 ** 31 - 1, signal);
            if (step.error)
                throw new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .AgentError */ .Y(step.error);
            const toolCalls = step.toolCalls.map((c) => ({
                name: c.name,
                arguments: c.arguments,
                result: c.result,
                success: c.success ?? true,
                duration_ms: 0,
            }));
            for (const call of toolCalls)
                onEvent({ type: 'tool_call', call });
            if (Object.keys(step.files).length > 0) {
                await context.prepareWorkspace?.();
                await writeFiles(context.cwd ?? context.workspace, step.files);
            }
            if (step.text)
                onEvent({ type: 'text', text: step.text });
            if (step.delayMs)
                await sleep(step.delayMs, signal);
            // The mock calls no model: it uses no tokens.
            const usage = (0,_results_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .emptyUsage */ .ly)();
            onEvent({ type: 'usage', usage });
            return {
                output: step.text,
                toolCalls,
                skillInvocations: [],
                usage,
                stopReason: 'end_turn',
                asksQuestion: step.asks,
            };
        },
        async close() { },
    };
    return session;
};


/***/ })

};
;