"use strict";
exports.id = 2089;
exports.ids = [2089,2606];
exports.modules = {

/***/ 2089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   answer: () => (/* binding */ answer),
/* harmony export */   startMockMcpServers: () => (/* binding */ startMockMcpServers)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _modelcontextprotocol_sdk_server_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9762);
/* harmony import */ var _modelcontextprotocol_sdk_server_streamableHttp_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6706);
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3846);
/* harmony import */ var _suites_regex_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2606);
/* harmony import */ var _shared_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8451);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(311);
// eval.yaml `mcp_mocks`: MCP servers Parley serves itself, per run, over streamable HTTP on
// 127.0.0.1, so that an agent's tool calls reach rules instead of real services (no cost, no
// side effects, less noise). Every adapter that takes MCP servers gets them as plain http
// servers named as the suite names them; the URL holds a random path, nothing of the test.
// Stateless, the SDK's way: a fresh server and transport per HTTP request.








/** Starts the suite's mocks (none: nothing is started). */
async function startMockMcpServers(mocks = []) {
    if (mocks.length === 0) {
        return { specs: [], contacted: () => [], take: () => undefined, close: async () => undefined };
    }
    const secret = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
    const reached = new Set();
    const received = [];
    const http = (0,node_http__WEBPACK_IMPORTED_MODULE_1__.createServer)((req, res) => {
        const index = mocks.findIndex((_, i) => req.url === `/${secret}/${i}`);
        if (index < 0) {
            res.writeHead(404).end();
            return;
        }
        reached.add(index);
        void serve(mocks[index], req, res, (tool, args) => received.push({ server: mocks[index].name, tool, arguments: args }));
    });
    await new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(0, '127.0.0.1', resolve);
    });
    const { port } = http.address();
    return {
        specs: mocks.map((m, i) => ({
            name: m.name,
            url: `http://127.0.0.1:${port}/${secret}/${i}`,
            args: [],
            env: {},
            headers: {},
        })),
        contacted: () => mocks.filter((_, i) => reached.has(i)).map((m) => m.name),
        take: (server, tool) => {
            const at = received.findIndex((c) => c.server === server && c.tool === tool);
            return at < 0 ? undefined : received.splice(at, 1)[0].arguments;
        },
        close: async () => {
            http.closeAllConnections();
            await new Promise((resolve) => http.close(() => resolve()));
        },
    };
}
async function serve(mock, req, res, onCall) {
    const server = mockServer(mock, onCall);
    const transport = new _modelcontextprotocol_sdk_server_streamableHttp_js__WEBPACK_IMPORTED_MODULE_3__/* .StreamableHTTPServerTransport */ .D({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
    });
    res.on('close', () => {
        void transport.close();
        void server.close();
    });
    try {
        await server.connect(transport);
        await transport.handleRequest(req, res);
    }
    catch {
        if (!res.headersSent)
            res.writeHead(500).end();
    }
}
function mockServer(mock, onCall) {
    const server = new _modelcontextprotocol_sdk_server_index_js__WEBPACK_IMPORTED_MODULE_2__/* .Server */ .g({ name: mock.name, version: _version_js__WEBPACK_IMPORTED_MODULE_6__/* .PARLEY_VERSION */ .X }, { capabilities: { tools: {} } });
    server.setRequestHandler(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_4__/* .ListToolsRequestSchema */ .gW, () => ({
        tools: mock.tools.map((t) => ({
            name: t.name,
            ...(t.description !== undefined ? { description: t.description } : {}),
            inputSchema: { type: 'object', ...t.inputSchema },
        })),
    }));
    server.setRequestHandler(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_4__/* .CallToolRequestSchema */ .FT, ({ params }) => {
        const tool = mock.tools.find((t) => t.name === params.name);
        if (!tool)
            throw new _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_4__/* .McpError */ .Nh(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_4__/* .ErrorCode */ .O4.InvalidParams, `unknown tool ${params.name}`);
        onCall(tool.name, params.arguments ?? {});
        return answer(tool, params.arguments ?? {});
    });
    return server;
}
/** The first response whose matchers all hold; none: an error result that says so. */
function answer(tool, args) {
    const response = tool.responses.find((r) => matches(r, args));
    if (!response) {
        return {
            isError: true,
            content: [{ type: 'text', text: `no response of ${tool.name} matches these arguments` }],
        };
    }
    if (response.error !== undefined) {
        return { isError: true, content: [{ type: 'text', text: response.error }] };
    }
    const value = response.return;
    const text = value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    return { content: [{ type: 'text', text }] };
}
function matches(response, args) {
    for (const [key, expected] of Object.entries(response.match ?? {})) {
        if (!(key in args) || !(0,_shared_json_js__WEBPACK_IMPORTED_MODULE_7__/* .deepEqual */ .b)(args[key], expected))
            return false;
    }
    for (const [key, pattern] of Object.entries(response.matchRegex ?? {})) {
        if (!(key in args))
            return false;
        const value = args[key];
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        if (!(0,_suites_regex_js__WEBPACK_IMPORTED_MODULE_5__.compileRe2)(pattern).test(text))
            return false;
    }
    return true;
}


/***/ }),

/***/ 2606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RegexError: () => (/* binding */ RegexError),
/* harmony export */   checkRe2: () => (/* binding */ checkRe2),
/* harmony export */   compileRe2: () => (/* binding */ compileRe2)
/* harmony export */ });
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2856);
/* harmony import */ var _schema_pattern_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6170);
// Suites write regular expressions as waza does, in Go RE2 syntax, and so do models (the
// built-in agent's search_files). They run on re2js, a pure-JavaScript RE2: linear time in the
// text (no pattern can hang the job) and exactly RE2's syntax — scoped flags `(?i:…)`, `\pL`,
// `[[:digit:]]`, `\Q…\E`, `\z`; lookbehind and backreferences are refused, as RE2 does.


class RegexError extends Error {
    pattern;
    constructor(pattern, reason) {
        super(`invalid regular expression ${JSON.stringify(pattern)}: ${reason}`);
        this.pattern = pattern;
        this.name = 'RegexError';
    }
}
const FLAGS = {
    i: re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.CASE_INSENSITIVE,
    m: re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.MULTILINE,
    s: re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.DOTALL,
};
const MAX_CACHED = 1000;
const cache = new Map();
/** Compiles an RE2-syntax pattern (`extraFlags`: any of i, m, s); throws RegexError. */
function compileRe2(pattern, extraFlags = '') {
    const key = `${extraFlags}\u0000${pattern}`;
    const cached = cache.get(key);
    if (cached)
        return cached;
    let flags = 0;
    for (const flag of extraFlags)
        flags |= FLAGS[flag] ?? 0;
    let re;
    try {
        re = re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.compile(pattern, flags);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const why = /\(\?<?[=!]/.test(pattern)
            ? 'lookahead and lookbehind are not RE2 syntax'
            : /\\[1-9]/.test(pattern)
                ? 'backreferences are not RE2 syntax'
                : reason.replace(/^error parsing regexp: /, '');
        throw new RegexError(pattern, why);
    }
    const compiled = {
        source: pattern,
        test: (text) => re.matcher(text).find(),
        exec: (text) => {
            const m = re.matcher(text);
            return m.find() ? [m.group(0) ?? ''] : null;
        },
    };
    if (cache.size >= MAX_CACHED)
        cache.clear();
    cache.set(key, compiled);
    return compiled;
}
/** True when the pattern compiles; the message otherwise. */
function checkRe2(pattern) {
    try {
        compileRe2(pattern);
        return undefined;
    }
    catch (error) {
        return error instanceof RegexError ? error.message : String(error);
    }
}
// Loaded (by a grader, or by a suite with a pattern): the schemas check patterns as they parse.
(0,_schema_pattern_check_js__WEBPACK_IMPORTED_MODULE_1__/* .usePatternCheck */ .ws)(checkRe2);


/***/ })

};
;