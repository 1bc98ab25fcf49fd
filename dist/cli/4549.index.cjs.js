"use strict";
exports.id = 4549;
exports.ids = [4549];
exports.modules = {

/***/ 4549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   connectMcpServers: () => (/* binding */ connectMcpServers)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3018);
/* harmony import */ var _modelcontextprotocol_sdk_client_stdio_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2420);
/* harmony import */ var _modelcontextprotocol_sdk_client_sse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53);
/* harmony import */ var _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(940);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(311);
/* harmony import */ var _env_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8281);
/* harmony import */ var _process_tree_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4224);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8959);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8146);
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
                throw new _types_js__WEBPACK_IMPORTED_MODULE_6__/* .AgentError */ .Y(`MCP server "${spec.name}" failed to list tools: ${describe(error)}${stderrPart(server)}`);
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
    const client = new _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .Client */ .K({ name: 'parley', version: _version_js__WEBPACK_IMPORTED_MODULE_7__/* .PARLEY_VERSION */ .X });
    const options = { timeout: CONNECT_TIMEOUT_MS, ...(signal ? { signal } : {}) };
    const failed = (error, server) => new _types_js__WEBPACK_IMPORTED_MODULE_6__/* .AgentError */ .Y(`MCP server "${spec.name}" failed to start: ${describe(error)}${server ? stderrPart(server) : ''}`);
    if (spec.command) {
        let captured = '';
        // Asked for the pid only once the server is spawned.
        const tree = (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_5__/* .processTree */ .WZ)(() => stdio.pid ?? undefined);
        const stdio = new _modelcontextprotocol_sdk_client_stdio_js__WEBPACK_IMPORTED_MODULE_1__/* .StdioClientTransport */ .oQ({
            command: spec.command,
            args: spec.args,
            env: { ...(0,_modelcontextprotocol_sdk_client_stdio_js__WEBPACK_IMPORTED_MODULE_1__/* .getDefaultEnvironment */ .fL)(), ...(0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .expandEnvValues */ .Ug)(spec.env), ...tree.env },
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
    const url = new URL((0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .expandEnv */ .qO)(spec.url));
    const requestInit = { headers: (0,_env_js__WEBPACK_IMPORTED_MODULE_4__/* .expandEnvValues */ .Ug)(spec.headers) };
    try {
        await client.connect(new _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_3__/* .StreamableHTTPClientTransport */ .j(url, { requestInit }), options);
    }
    catch (error) {
        await client.close().catch(() => undefined);
        if (signal?.aborted)
            throw failed(error);
        // Older servers speak only the deprecated HTTP+SSE transport; the original error is the
        // one worth reporting when that fails too.
        const sse = new _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .Client */ .K({ name: 'parley', version: _version_js__WEBPACK_IMPORTED_MODULE_7__/* .PARLEY_VERSION */ .X });
        await sse.connect(new _modelcontextprotocol_sdk_client_sse_js__WEBPACK_IMPORTED_MODULE_2__/* .SSEClientTransport */ .A(url, { requestInit }), options).catch(async () => {
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
                name: (0,_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .safeToolName */ .xg)(`${server}__${tool.name}`),
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


/***/ })

};
;