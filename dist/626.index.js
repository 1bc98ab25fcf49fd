export const id = 626;
export const ids = [626];
export const modules = {

/***/ 82089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ startMockMcpServers)
/* harmony export */ });
/* unused harmony export answer */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _modelcontextprotocol_sdk_server_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39762);
/* harmony import */ var _modelcontextprotocol_sdk_server_streamableHttp_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(16706);
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63846);
/* harmony import */ var _suites_regex_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(82606);
/* harmony import */ var _shared_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(78451);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(311);
// eval.yaml `mcp_mocks`: MCP servers Parley serves itself, per run, over streamable HTTP on
// 127.0.0.1, so that an agent's tool calls reach rules instead of real services (no cost, no
// side effects, less noise). Every adapter that takes MCP servers gets them as plain http
// servers named as the suite names them; the URL holds a random path, nothing of the test.
// Stateless, the SDK's way: a fresh server and transport per HTTP request.








/** Starts the suite's mocks (none: nothing is started). */
async function startMockMcpServers(mocks = []) {
    if (mocks.length === 0)
        return { specs: [], close: async () => undefined };
    const secret = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
    const http = (0,node_http__WEBPACK_IMPORTED_MODULE_1__.createServer)((req, res) => {
        const index = mocks.findIndex((_, i) => req.url === `/${secret}/${i}`);
        if (index < 0) {
            res.writeHead(404).end();
            return;
        }
        void serve(mocks[index], req, res);
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
        close: async () => {
            http.closeAllConnections();
            await new Promise((resolve) => http.close(() => resolve()));
        },
    };
}
async function serve(mock, req, res) {
    const server = mockServer(mock);
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
function mockServer(mock) {
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
        if (!(0,_suites_regex_js__WEBPACK_IMPORTED_MODULE_5__/* .compileRe2 */ .Xm)(pattern).test(text))
            return false;
    }
    return true;
}


/***/ }),

/***/ 93626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_MAX_ITERATIONS: () => (/* binding */ DEFAULT_MAX_ITERATIONS),
  createOpenAiAgent: () => (/* binding */ createOpenAiAgent)
});

// EXTERNAL MODULE: ./src/agents/types.ts
var types = __webpack_require__(68959);
// EXTERNAL MODULE: ./src/agents/mcp-mock.ts
var mcp_mock = __webpack_require__(82089);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 1 modules
var esm_client = __webpack_require__(53018);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js + 1 modules
var client_stdio = __webpack_require__(12420);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js + 1 modules
var client_sse = __webpack_require__(10053);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 1 modules
var streamableHttp = __webpack_require__(30940);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/agents/env.ts
var env = __webpack_require__(48281);
// EXTERNAL MODULE: ./src/agents/process-tree.ts
var process_tree = __webpack_require__(64224);
;// CONCATENATED MODULE: ./src/agents/openai/tools.ts
/** Tool results handed back to the model are capped so one call cannot flood the context. */
const MAX_TOOL_RESULT_CHARS = 100_000;
function toolDefinitions(tools) {
    return tools.map((tool) => ({
        type: 'function',
        function: { name: tool.name, description: tool.description, parameters: tool.parameters },
    }));
}
function resultText(result) {
    const text = typeof result === 'string' ? result : (JSON.stringify(result) ?? 'null');
    return text.length > MAX_TOOL_RESULT_CHARS
        ? `${text.slice(0, MAX_TOOL_RESULT_CHARS)}\n[truncated: ${text.length} characters in all]`
        : text;
}
function failure(message) {
    return { result: `error: ${message}`, success: false };
}
/** A string argument, or undefined when absent or not a string. */
function stringArg(args, key) {
    const value = args[key];
    return typeof value === 'string' ? value : undefined;
}
/** Tool names the Chat Completions API accepts: [A-Za-z0-9_-], at most 64 characters. */
function safeToolName(name) {
    return name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
}

;// CONCATENATED MODULE: ./src/agents/openai/mcp.ts
// Real MCP servers for the built-in agent (suite config.mcp_servers): started per session over
// stdio or streamable HTTP, their tools offered as `<server>__<tool>`, closed with the session.
// The handshake is bounded by the run's deadline (and a 30 s cap of its own); a stdio server is
// stopped with every process it started (process-tree.ts), and one that fails to start is
// reported with the end of its stderr, where servers say why.









const CONNECT_TIMEOUT_MS = 30_000;
const MAX_STDERR_CHARS = 4000;
/** Between SIGTERM and SIGKILL for what a stdio server leaves when its client closes. */
const STOP_GRACE_MS = 2000;
async function connectMcpServers(specs, cwd, signal) {
    const servers = [];
    const close = async () => {
        await Promise.all(servers.splice(0).map(async ({ client, tree }) => {
            // A stdio server with everything it started (its `sleep`, a wrapper's real server),
            // while its pid is still known; then the client.
            await tree?.stop(STOP_GRACE_MS);
            await client.close().catch(() => undefined);
        }));
    };
    const tools = [];
    try {
        for (const spec of specs) {
            signal?.throwIfAborted();
            const server = await connect(spec, cwd, signal, (started) => servers.push(started));
            try {
                tools.push(...(await listTools(spec.name, server.client, signal)));
            }
            catch (error) {
                throw new types/* AgentError */.Y(`MCP server "${spec.name}" failed to list tools: ${describe(error)}${stderrPart(server)}`);
            }
        }
    }
    catch (error) {
        await close();
        // The run's deadline or cancellation: the engine says which.
        if (signal?.aborted)
            throw signal.reason;
        throw error;
    }
    return { tools, close };
}
/** "; stderr: <its end>", or '' when it wrote none. */
function stderrPart(server) {
    const text = server.stderr();
    return text ? `; stderr: ${text}` : '';
}
/** Connects one server; `started` learns of its process before the handshake, to stop it. */
async function connect(spec, cwd, signal, started) {
    const client = new esm_client/* Client */.K({ name: 'parley', version: version/* PARLEY_VERSION */.X });
    const options = { timeout: CONNECT_TIMEOUT_MS, ...(signal ? { signal } : {}) };
    const failed = (error, server) => new types/* AgentError */.Y(`MCP server "${spec.name}" failed to start: ${describe(error)}${server ? stderrPart(server) : ''}`);
    if (spec.command) {
        let captured = '';
        // Asked for the pid only once the server is spawned.
        const tree = (0,process_tree/* processTree */.W)(() => stdio.pid ?? undefined);
        const stdio = new client_stdio/* StdioClientTransport */.oQ({
            command: spec.command,
            args: spec.args,
            env: { ...(0,client_stdio/* getDefaultEnvironment */.fL)(), ...(0,env/* expandEnvValues */.Ug)(spec.env), ...tree.env },
            cwd,
            stderr: 'pipe',
        });
        stdio.stderr?.on('data', (chunk) => {
            captured = (captured + chunk.toString('utf8')).slice(-MAX_STDERR_CHARS);
        });
        const server = { client, tree, stderr: () => captured.trim() };
        started(server);
        try {
            await client.connect(stdio, options);
        }
        catch (error) {
            // A server that exits at start says why on stderr; "Connection closed" says nothing.
            await exitedOrAfter(stdio, 500);
            throw failed(error, server);
        }
        return server;
    }
    if (!spec.url)
        throw failed(new Error('neither command nor url is set'));
    const url = new URL((0,env/* expandEnv */.qO)(spec.url));
    const requestInit = { headers: (0,env/* expandEnvValues */.Ug)(spec.headers) };
    try {
        await client.connect(new streamableHttp/* StreamableHTTPClientTransport */.j(url, { requestInit }), options);
    }
    catch (error) {
        await client.close().catch(() => undefined);
        if (signal?.aborted)
            throw failed(error);
        // Older servers speak only the deprecated HTTP+SSE transport; the original error is the
        // one worth reporting when that fails too.
        const sse = new esm_client/* Client */.K({ name: 'parley', version: version/* PARLEY_VERSION */.X });
        await sse.connect(new client_sse/* SSEClientTransport */.A(url, { requestInit }), options).catch(async () => {
            await sse.close().catch(() => undefined);
            throw failed(error);
        });
        const server = { client: sse, stderr: () => '' };
        started(server);
        return server;
    }
    const server = { client, stderr: () => '' };
    started(server);
    return server;
}
/** Waits until the server's process has exited (its stderr then complete), at most `ms`. */
async function exitedOrAfter(stdio, ms) {
    const until = Date.now() + ms;
    while (Date.now() < until && stdio.pid !== null && isAlive(stdio.pid)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Its last stderr chunk may still be in the pipe.
    await new Promise((resolve) => setTimeout(resolve, 20));
}
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch {
        return false;
    }
}
async function listTools(server, client, signal) {
    const tools = [];
    let cursor;
    do {
        const page = await client.listTools(cursor ? { cursor } : undefined, signal ? { signal } : {});
        for (const tool of page.tools) {
            tools.push({
                name: safeToolName(`${server}__${tool.name}`),
                description: tool.description ?? `${tool.name} (MCP server ${server})`,
                parameters: tool.inputSchema,
                run: (args, signal) => callTool(client, tool.name, args, signal),
            });
        }
        cursor = page.nextCursor;
    } while (cursor);
    return tools;
}
async function callTool(client, name, args, signal) {
    try {
        const result = await client.callTool({ name, arguments: args }, undefined, { signal });
        const content = Array.isArray(result.content) ? result.content : [];
        const texts = content.flatMap((part) => part.type === 'text' && typeof part.text === 'string' ? [part.text] : []);
        const value = result.structuredContent ?? (texts.length > 0 ? texts.join('\n') : content);
        return { result: value, success: result.isError !== true };
    }
    catch (error) {
        return { result: `error: ${describe(error)}`, success: false };
    }
}
function describe(error) {
    return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

// EXTERNAL MODULE: ./src/shared/json.ts
var json = __webpack_require__(78451);
;// CONCATENATED MODULE: ./src/agents/openai/mock-tools.ts


function mockTools(specs) {
    return specs.map((spec) => ({
        name: safeToolName(spec.name),
        description: spec.description ?? `The ${spec.name} tool.`,
        parameters: spec.parameters ?? { type: 'object', properties: {} },
        run: async (args) => ({ result: mockResult(spec, args), success: true }),
    }));
}
function mockResult(spec, args) {
    const hit = spec.results?.find((entry) => (0,json/* isSubset */.H)(entry.when, args));
    if (hit)
        return hit.result;
    return spec.result ?? null;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/suites/regex.ts
var suites_regex = __webpack_require__(82606);
// EXTERNAL MODULE: ./src/agents/confine.ts
var confine = __webpack_require__(10374);
;// CONCATENATED MODULE: ./src/agents/openai/file-tools.ts
// Workspace file tools for the built-in agent. Paths are relative to the agent's working
// directory and confined to the workspace root, symlinks included: every path opened is checked
// by its real location (confine.ts), and the walks of list_files / search_files never follow a
// symlink out of the workspace (nor into a folder: no loops).





const SKIPPED_DIRS = new Set(['.git', 'node_modules']);
const MAX_LIST_ENTRIES = 1000;
const MAX_MATCHES = 200;
const MAX_SEARCH_FILE_BYTES = 1_000_000;
function fileTools(root, cwd) {
    const locate = async (path) => (0,confine/* confineReal */.z6)(root, cwd, path ?? '.');
    const shown = (full) => (0,external_node_path_.relative)(cwd, full) || '.';
    return [
        {
            name: 'read_file',
            description: 'Read a text file of the workspace.',
            parameters: objectSchema({ path: { type: 'string', description: 'File path' } }, ['path']),
            run: (args) => guarded(async () => {
                const full = await locate(stringArg(args, 'path'));
                return { result: await (0,promises_.readFile)(full, 'utf8'), success: true };
            }),
        },
        {
            name: 'write_file',
            description: 'Create or overwrite a text file of the workspace (parent folders are created).',
            parameters: objectSchema({ path: { type: 'string' }, content: { type: 'string' } }, [
                'path',
                'content',
            ]),
            run: (args) => guarded(async () => {
                const content = stringArg(args, 'content');
                if (content === undefined)
                    return failure('content must be a string');
                const full = await locate(stringArg(args, 'path'));
                await (0,promises_.mkdir)((0,external_node_path_.dirname)(full), { recursive: true });
                await (0,promises_.writeFile)(full, content);
                return {
                    result: `wrote ${Buffer.byteLength(content)} bytes to ${shown(full)}`,
                    success: true,
                };
            }),
        },
        {
            name: 'list_files',
            description: 'List the files under a folder of the workspace (recursive; folders end in /).',
            parameters: objectSchema({ path: { type: 'string', description: 'Folder (default .)' } }),
            run: (args) => guarded(async () => {
                const full = await locate(stringArg(args, 'path'));
                const entries = [];
                await walk(root, full, async (file, isDir) => {
                    entries.push((0,external_node_path_.relative)(full, file) + (isDir ? '/' : ''));
                    return entries.length < MAX_LIST_ENTRIES;
                });
                return { result: entries.sort().join('\n'), success: true };
            }),
        },
        {
            name: 'search_files',
            description: 'Search the text files under a folder for a regular expression; returns file:line: text.',
            parameters: objectSchema({
                pattern: { type: 'string' },
                path: { type: 'string', description: 'Folder (default .)' },
            }, ['pattern']),
            run: (args) => guarded(async () => {
                const pattern = stringArg(args, 'pattern');
                if (!pattern)
                    return failure('pattern is required');
                let regex;
                try {
                    regex = (0,suites_regex/* compileRe2 */.Xm)(pattern);
                }
                catch (error) {
                    return failure(error instanceof Error ? error.message : String(error));
                }
                const full = await locate(stringArg(args, 'path'));
                const matches = [];
                await walk(root, full, async (file, isDir) => {
                    if (isDir || (await (0,promises_.stat)(file)).size > MAX_SEARCH_FILE_BYTES)
                        return true;
                    const text = await (0,promises_.readFile)(file, 'utf8');
                    if (text.includes('\0'))
                        return true;
                    text.split('\n').forEach((line, i) => {
                        if (matches.length < MAX_MATCHES && regex.test(line)) {
                            matches.push(`${shown(file)}:${i + 1}: ${line.slice(0, 300)}`);
                        }
                    });
                    return matches.length < MAX_MATCHES;
                });
                return { result: matches.join('\n') || 'no matches', success: true };
            }),
        },
    ];
}
/**
 * Depth-first walk; `visit` returns false to stop. Skips .git and node_modules. A symlink is
 * visited as a file only when its real path is a file inside the root, and never descended into.
 */
async function walk(root, dir, visit) {
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        const path = (0,external_node_path_.join)(dir, entry.name);
        if (entry.isSymbolicLink()) {
            const real = (0,confine/* realInside */.he)(root, path);
            if (real === undefined || !(await (0,promises_.stat)(real)).isFile())
                continue;
            if (!(await visit(path, false)))
                return false;
            continue;
        }
        const isDir = entry.isDirectory();
        if (isDir && SKIPPED_DIRS.has(entry.name))
            continue;
        if (!isDir && !entry.isFile())
            continue;
        if (!(await visit(path, isDir)))
            return false;
        if (isDir && !(await walk(root, path, visit)))
            return false;
    }
    return true;
}
async function guarded(run) {
    try {
        return await run();
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return failure('no such file or folder');
        if (code === 'EISDIR')
            return failure('that is a folder, not a file');
        return failure(error instanceof Error ? error.message : String(error));
    }
}
function objectSchema(properties, required = []) {
    return { type: 'object', properties, required, additionalProperties: false };
}

// EXTERNAL MODULE: ./src/llm/errors.ts
var errors = __webpack_require__(49968);
// EXTERNAL MODULE: ./src/results/schema.ts
var schema = __webpack_require__(66303);
// EXTERNAL MODULE: ./src/llm/usage.ts
var llm_usage = __webpack_require__(1304);
;// CONCATENATED MODULE: ./src/agents/openai/session.ts





class OpenAiSession {
    options;
    messages;
    tools = new Map();
    closed;
    constructor(options) {
        this.options = options;
        this.messages = [{ role: 'system', content: options.system }];
        // Later tools win by name: mock tools (last) may stand in for built-in ones.
        for (const tool of options.tools)
            this.tools.set(tool.name, tool);
    }
    async sendTurn(input, { signal, onEvent, media }) {
        if (this.closed)
            throw new types/* AgentError */.Y('the agent session is closed');
        const start = this.messages.length;
        const note = start === 1 && this.options.firstTurnNote;
        const text = note ? `${input}\n\n${note}` : input;
        this.messages.push({ role: 'user', content: media?.length ? contentParts(text, media) : text });
        const turn = {
            texts: [],
            toolCalls: [],
            skills: [],
            usage: (0,schema/* emptyUsage */.ly)(),
        };
        const definitions = toolDefinitions([...this.tools.values()]);
        try {
            for (let iteration = 0; iteration < this.options.maxIterations; iteration++) {
                const completion = await this.options.llm.chat({
                    model: this.options.model,
                    messages: this.messages,
                    ...(definitions.length > 0 ? { tools: definitions } : {}),
                    ...(this.options.temperature !== undefined
                        ? { temperature: this.options.temperature }
                        : {}),
                }, {
                    role: 'agent',
                    signal,
                    stream: true,
                    onDelta: (text) => onEvent({ type: 'text', text }),
                });
                const usage = (0,llm_usage/* usageOfCompletion */.R)(completion.usage, this.options.model);
                (0,schema/* addUsage */.vk)(turn.usage, usage);
                onEvent({ type: 'usage', usage });
                const choice = completion.choices[0];
                const message = choice?.message;
                if (!message)
                    throw new types/* AgentError */.Y('the model returned no message');
                const calls = (message.tool_calls ?? []).filter((c) => c.type === 'function');
                this.messages.push({
                    role: 'assistant',
                    content: message.content ?? null,
                    ...(calls.length > 0 ? { tool_calls: calls } : {}),
                });
                if (message.content)
                    turn.texts.push(message.content);
                if (calls.length === 0) {
                    return this.result(turn, stopReasonOf(choice.finish_reason));
                }
                for (const call of calls) {
                    signal.throwIfAborted();
                    const record = await this.runTool(call.function.name, call.function.arguments, signal);
                    this.messages.push({
                        role: 'tool',
                        tool_call_id: call.id,
                        content: resultText(record.result),
                    });
                    turn.toolCalls.push(record.call);
                    onEvent({ type: 'tool_call', call: record.call });
                    if (record.skill) {
                        turn.skills.push(record.skill);
                        onEvent({ type: 'skill', name: record.skill });
                    }
                }
            }
            return this.result(turn, 'max_iterations');
        }
        catch (error) {
            // A failed turn leaves no half conversation (tool calls without answers) behind.
            this.messages.length = start;
            throw asAgentError(error, signal);
        }
    }
    result(turn, stopReason) {
        return {
            output: turn.texts.join('\n\n'),
            toolCalls: turn.toolCalls,
            skillInvocations: turn.skills,
            usage: turn.usage,
            stopReason,
        };
    }
    async runTool(name, rawArguments, signal) {
        const started = performance.now();
        let args = rawArguments;
        let outcome;
        try {
            args = rawArguments.trim() ? JSON.parse(rawArguments) : {};
        }
        catch {
            // Recorded with the raw text; the model is told so it can retry.
        }
        const tool = this.tools.get(name);
        if (!tool) {
            outcome = { result: `error: unknown tool "${name}"`, success: false };
        }
        else if (typeof args !== 'object' || args === null || Array.isArray(args)) {
            outcome = { result: 'error: the arguments are not a JSON object', success: false };
        }
        else {
            try {
                outcome = await tool.run(args, signal);
            }
            catch (error) {
                signal.throwIfAborted();
                outcome = {
                    result: `error: ${error instanceof Error ? error.message : String(error)}`,
                    success: false,
                };
            }
        }
        const call = {
            name,
            arguments: args,
            result: outcome.result,
            success: outcome.success,
            duration_ms: Math.round(performance.now() - started),
        };
        return { call, result: outcome.result, ...(outcome.skill ? { skill: outcome.skill } : {}) };
    }
    close() {
        this.closed ??= this.options.onClose();
        return this.closed;
    }
}
/** Text and media as Chat Completions content parts (image_url, input_audio). */
function contentParts(text, media) {
    const parts = text ? [{ type: 'text', text }] : [];
    for (const m of media) {
        if (m.kind === 'image') {
            const url = m.url ?? `data:${m.mimeType};base64,${m.data ?? ''}`;
            parts.push({ type: 'image_url', image_url: { url } });
        }
        else {
            // The SDK types name wav and mp3; other formats go as written, for servers that take them.
            const format = (m.format ?? 'wav');
            parts.push({ type: 'input_audio', input_audio: { data: m.data ?? '', format } });
        }
    }
    return parts;
}
/** Chat Completions' finish_reason onto the adapters' one set. */
function stopReasonOf(finish) {
    if (finish === 'stop' || !finish)
        return 'end_turn';
    if (finish === 'length')
        return 'max_tokens';
    if (finish === 'content_filter')
        return 'refusal';
    return 'other';
}
function asAgentError(error, signal) {
    if (error instanceof types/* AgentError */.Y)
        return error;
    if (signal.aborted || error instanceof errors/* LlmAbortError */.Gg) {
        return new types/* AgentError */.Y('the turn was cancelled');
    }
    if (error instanceof errors/* LlmConfigError */.uk)
        return new types/* AgentError */.Y(error.message, 'config_error');
    return new types/* AgentError */.Y(error instanceof Error ? error.message : String(error));
}

// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 2 modules
var dist = __webpack_require__(60925);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/agents/openai/skills.ts
// Skills for the built-in agent: SKILL.md files (YAML front matter name/description, markdown
// body) found in the skill directories, filtered by required/disabled settings, summarised in
// the system prompt and loadable through the load_skill tool (which records skill invocations).






async function loadSkillSet(suite, task) {
    const dirs = task.skillDirectories;
    const found = new Map();
    for (const dir of dirs) {
        for (const skill of await skillsIn(dir))
            if (!found.has(skill.name))
                found.set(skill.name, skill);
    }
    const missing = suite.config.requiredSkills.filter((name) => !found.has(name));
    if (missing.length > 0) {
        throw new types/* AgentError */.Y(`required skill(s) not found in the skill directories: ${missing.join(', ')}`, 'config_error');
    }
    const disabled = new Set(suite.config.disabledSkills);
    const offered = [...found.values()].filter((skill) => disabled.has('*') ? skill.name === suite.skill : !disabled.has(skill.name));
    return { skills: offered, target: offered.find((skill) => skill.name === suite.skill) };
}
async function skillsIn(dir) {
    const isDir = await (0,promises_.stat)(dir).then((s) => s.isDirectory(), () => false);
    if (!isDir)
        throw new types/* AgentError */.Y(`skill directory ${dir} does not exist`, 'config_error');
    const files = await (0,dist/* glob */.TI)(['**/SKILL.md'], {
        cwd: dir,
        absolute: true,
        deep: 4,
        ignore: ['**/node_modules/**', '**/.git/**'],
    });
    return Promise.all(files.sort().map(readSkill));
}
async function readSkill(file) {
    const text = await (0,promises_.readFile)(file, 'utf8');
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
    let meta = {};
    if (match) {
        try {
            const parsed = (0,yaml_dist/* parse */.qg)(match[1] ?? '');
            if (parsed && typeof parsed === 'object')
                meta = parsed;
        }
        catch (error) {
            throw new types/* AgentError */.Y(`${file}: front matter is not valid YAML: ${String(error)}`, 'config_error');
        }
    }
    const name = typeof meta.name === 'string' && meta.name ? meta.name : (0,external_node_path_.basename)((0,external_node_path_.dirname)(file));
    const description = typeof meta.description === 'string' ? meta.description : '';
    return { name, description, body: (match ? (match[2] ?? '') : text).trim(), file };
}
/** The system prompt section about skills (empty when there are none). */
function skillsPrompt(set, injectBody) {
    if (set.skills.length === 0)
        return '';
    const entries = set.skills.map((s) => `<skill>\n<name>${escapeXml(s.name)}</name>\n<description>${escapeXml(s.description)}</description>\n</skill>`);
    const parts = [
        `<available_skills>\n${entries.join('\n')}\n</available_skills>`,
        'When a task matches a skill, call the load_skill tool with its name to read its full ' +
            'instructions before you act, then follow them.',
    ];
    if (injectBody && set.target) {
        parts.push(`# Skill: ${set.target.name}\n\n${set.target.body}`);
    }
    return parts.join('\n\n');
}
function loadSkillTool(set) {
    return {
        name: 'load_skill',
        description: 'Load the full instructions of one of the available skills.',
        parameters: {
            type: 'object',
            properties: { name: { type: 'string', description: 'The skill name' } },
            required: ['name'],
        },
        run: async (args) => {
            const name = stringArg(args, 'name') ?? '';
            const skill = set.skills.find((s) => s.name === name);
            if (!skill) {
                return failure(`no skill named "${name}"; available: ${set.skills.map((s) => s.name).join(', ')}`);
            }
            const base = `Base directory of this skill: ${(0,external_node_path_.dirname)(skill.file)}`;
            return { result: `${base}\n\n${skill.body}`, success: true, skill: skill.name };
        },
    };
}
function escapeXml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// EXTERNAL MODULE: ./src/agents/workspace.ts
var workspace = __webpack_require__(12387);
;// CONCATENATED MODULE: ./src/agents/openai/system-prompt.ts
// The built-in agent's system prompt: role and tools, skills, instruction files (each under its
// path, the way coding agents show AGENTS.md and friends). Nothing of one run is in it, so every
// run of a task sends the same system prompt and a provider can reuse its cached prefix; the
// run's workspace folder is said at the end of the first user message (`workspaceNote`), the way
// coding agents send their environment as a message rather than in their instructions.





async function buildSystemPrompt(suite, task, skills, run) {
    const parts = [
        'You are an AI agent helping a user in a conversation. You work in a workspace folder' +
            (run.fileTools.length > 0
                ? ` and can use these tools on its files: ${run.fileTools.join(', ')}.`
                : '.') +
            ' When you need information only the user has, ask them and wait for the answer.' +
            (run.hasMockTools ? ' Use the other tools you are given when they help.' : ''),
    ];
    const skillText = skillsPrompt(skills, suite.config.injectSkillBody);
    if (skillText)
        parts.push(skillText);
    for (const file of task.instructionFiles) {
        const text = await (0,promises_.readFile)(file, 'utf8').catch(() => {
            throw new types/* AgentError */.Y(`instruction file ${file} cannot be read`, 'config_error');
        });
        const shown = (0,workspace/* isInside */.FK)(suite.dir, file) ? (0,external_node_path_.relative)(suite.dir, file) : file;
        parts.push(`# Instructions from ${shown}\n\n${text.trim()}`);
    }
    return parts.join('\n\n');
}
/** Appended to the first user message: the run's own workspace folder, a per-run path. */
function workspaceNote(cwd) {
    return `(Your workspace folder is ${cwd}.)`;
}

;// CONCATENATED MODULE: ./src/agents/openai/index.ts








const DEFAULT_MAX_ITERATIONS = 20;
const createOpenAiAgent = async (context) => {
    const { suite, task, agent } = context;
    const model = context.model;
    // Preflight refuses a run without one; an API caller that skips it still gets a clear error.
    if (!model) {
        throw new types/* AgentError */.Y('executor openai needs a model: set config.model or pass --model', 'config_error');
    }
    const maxIterations = agent.maxIterations ?? DEFAULT_MAX_ITERATIONS;
    if (!Number.isInteger(maxIterations) || maxIterations < 1) {
        throw new types/* AgentError */.Y('config.agent.max_iterations must be a positive integer', 'config_error');
    }
    const cwd = context.cwd ?? context.workspace;
    const skills = await loadSkillSet(suite, task);
    // config.agent.tools: the file tools offered (unset: all). A task that never touches files
    // saves their definitions in every request.
    const files = fileTools(context.workspace, cwd).filter((tool) => !agent.tools || agent.tools.includes(tool.name));
    const system = await buildSystemPrompt(suite, task, skills, {
        fileTools: files.map((tool) => tool.name),
        hasMockTools: task.tools.length > 0,
    });
    // File tools and MCP servers work in the workspace; without them the agent is not told of it,
    // and it is never made (unless a grader reads it).
    const usesWorkspace = files.length > 0 || suite.config.mcpServers.length > 0;
    if (usesWorkspace)
        await context.prepareWorkspace?.();
    const mocks = await (0,mcp_mock/* startMockMcpServers */.z)(suite.config.mcpMocks);
    let mcp;
    try {
        mcp = await connectMcpServers([...suite.config.mcpServers, ...mocks.specs], cwd, context.signal);
    }
    catch (error) {
        await mocks.close();
        throw error;
    }
    const tools = [
        ...files,
        ...(skills.skills.length > 0 ? [loadSkillTool(skills)] : []),
        ...mcp.tools,
        ...mockTools(task.tools),
    ];
    return new OpenAiSession({
        llm: context.llm,
        model,
        system,
        ...(usesWorkspace ? { firstTurnNote: workspaceNote(cwd) } : {}),
        tools,
        maxIterations,
        ...(agent.temperature !== undefined ? { temperature: agent.temperature } : {}),
        onClose: async () => {
            await mcp.close();
            await mocks.close();
        },
    });
};


/***/ }),

/***/ 64224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ processTree)
/* harmony export */ });
/* unused harmony export PROCESS_TAG_VARIABLE */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
// Every process an agent (or an MCP server) started, found and stopped when its run ends. A
// process group is not enough: Copilot and OpenCode run shell commands in a session of their
// own, and once the agent dies they are children of PID 1, outside any tree. So on Linux a
// process belongs to the run when any of these holds: it is in the leader's process group or
// session, it descends from the leader (parent links, read from /proc), or its environment
// carries the run's tag (an environment variable with a random value, set on the leader and
// inherited by everything it starts unless a program clears its environment). Stopping sends
// SIGTERM to all of them, waits up to a grace period for them to go, then SIGKILLs whatever is
// left (looking again, for processes started meanwhile). Elsewhere only the leader and its
// group are signalled.


/** The environment variable carrying a run's tag into its processes. */
const PROCESS_TAG_VARIABLE = 'PARLEY_PROCESS_TAG';
const POLL_MS = 25;
/** A tree for the leader spawned with `env` (its pid known once it is spawned). */
function processTree(leader) {
    const tag = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(12).toString('hex');
    const marker = `${PROCESS_TAG_VARIABLE}=${tag}`;
    let stopping;
    const members = async () => {
        const root = leader();
        if (root === undefined || process.platform !== 'linux')
            return [];
        const table = await processTable();
        const found = new Set();
        for (const [pid, p] of table) {
            if (pid === root || p.pgid === root || p.sid === root)
                found.add(pid);
        }
        // Descendants of anything found so far, to a fixed point.
        for (let grew = true; grew;) {
            grew = false;
            for (const [pid, p] of table) {
                if (!found.has(pid) && found.has(p.ppid)) {
                    found.add(pid);
                    grew = true;
                }
            }
        }
        // The tag: processes the agent started that left its session and lost their parent.
        await Promise.all([...table.keys()]
            .filter((pid) => !found.has(pid))
            .map(async (pid) => {
            const environ = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(`/proc/${pid}/environ`, 'latin1').catch(() => '');
            if (environ.split('\0').includes(marker))
                found.add(pid);
        }));
        // Their descendants too.
        for (let grew = true; grew;) {
            grew = false;
            for (const [pid, p] of table) {
                if (!found.has(pid) && found.has(p.ppid)) {
                    found.add(pid);
                    grew = true;
                }
            }
        }
        found.delete(process.pid);
        return [...found];
    };
    const stop = (graceMs) => (stopping ??= (async () => {
        const root = leader();
        if (root === undefined)
            return;
        const until = Date.now() + graceMs;
        if (process.platform !== 'linux') {
            // No /proc: the leader and its group (when it leads one), and the leader's grace.
            signal(root, 'SIGTERM');
            signal(-root, 'SIGTERM');
            while (Date.now() < until && exists(root)) {
                await new Promise((resolve) => setTimeout(resolve, POLL_MS));
            }
            signal(root, 'SIGKILL');
            signal(-root, 'SIGKILL');
            return;
        }
        // The group first (a leader already gone leaves its group), then each member found.
        signal(-root, 'SIGTERM');
        let left = await members();
        for (const pid of left)
            signal(pid, 'SIGTERM');
        // While they go, only those found are watched (one stat each); the full search (every
        // process's environment) runs again before SIGKILL.
        while (left.length && Date.now() < until) {
            await new Promise((resolve) => setTimeout(resolve, POLL_MS));
            left = (await Promise.all(left.map(async (pid) => ((await alive(pid)) ? [pid] : [])))).flat();
        }
        signal(-root, 'SIGKILL');
        for (const pid of left)
            signal(pid, 'SIGKILL');
        // Anything started while the others went.
        for (const pid of await members())
            signal(pid, 'SIGKILL');
    })());
    return { env: { [PROCESS_TAG_VARIABLE]: tag }, members, stop };
}
/** Live (non-zombie) processes: pid → parent, group and session. */
async function processTable() {
    const table = new Map();
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)('/proc').catch(() => []);
    await Promise.all(entries
        .filter((entry) => /^\d+$/.test(entry))
        .map(async (entry) => {
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(`/proc/${entry}/stat`, 'latin1').catch(() => '');
        // "pid (comm) state ppid pgrp session ...": comm may hold spaces and parentheses.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (!stat || fields[0] === 'Z' || fields[0] === 'X')
            return;
        table.set(Number(entry), {
            ppid: Number(fields[1]),
            pgid: Number(fields[2]),
            sid: Number(fields[3]),
        });
    }));
    return table;
}
function exists(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch {
        return false;
    }
}
/** Exists and is not a zombie. */
async function alive(pid) {
    const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(`/proc/${pid}/stat`, 'latin1').catch(() => '');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return stat !== '' && state !== 'Z' && state !== 'X';
}
function signal(pid, name) {
    try {
        process.kill(pid, name);
    }
    catch {
        // Already gone, or not ours.
    }
}


/***/ })

};
