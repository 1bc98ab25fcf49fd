export const id = 825;
export const ids = [825];
export const modules = {

/***/ 14825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  acpTiming: () => (/* binding */ acpTiming),
  createAcpAgent: () => (/* binding */ createAcpAgent)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./node_modules/@agentclientprotocol/sdk/dist/v1/stable/acp.js + 10 modules
var acp = __webpack_require__(68366);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/agents/types.ts
var types = __webpack_require__(68959);
;// CONCATENATED MODULE: ./src/agents/acp/process.ts
// The ACP agent's process: spawned in the workspace in its own process group (so everything it
// starts can be stopped together), stderr kept (bounded), stopped with SIGTERM then SIGKILL.


const MAX_STDERR_CHARS = 64_000;
async function startAgentProcess(command, args, options) {
    const child = (0,external_node_child_process_.spawn)(command, args, {
        cwd: options.cwd,
        env: options.env,
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
    });
    let captured = '';
    child.stderr.on('data', (chunk) => {
        captured += chunk.toString('utf8');
        if (captured.length > MAX_STDERR_CHARS)
            captured = captured.slice(-MAX_STDERR_CHARS);
    });
    // A write after the agent exits must not crash the run.
    child.stdin.on('error', () => undefined);
    const exited = new Promise((resolve) => {
        child.once('exit', (code, signal) => resolve({ code, signal }));
        child.once('error', () => resolve({ code: null, signal: null }));
    });
    await new Promise((resolve, reject) => {
        child.once('spawn', () => resolve());
        child.once('error', (error) => {
            const why = error.code === 'ENOENT' ? 'command not found' : error.message;
            reject(new types/* AgentError */.Y(`ACP agent "${command}" could not be started: ${why}`, 'config_error'));
        });
    });
    let stopping;
    const stop = (graceMs = 3000) => {
        stopping ??= (async () => {
            if (child.exitCode !== null || child.signalCode !== null)
                return;
            child.stdin.end();
            signalGroup(child, 'SIGTERM');
            const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
            await exited;
            clearTimeout(timer);
            // Children the agent left behind in its group.
            signalGroup(child, 'SIGKILL');
        })();
        return stopping;
    };
    return { child, stderr: () => captured, exited, stop };
}
function signalGroup(child, signal) {
    if (child.pid === undefined)
        return;
    try {
        if (process.platform === 'win32')
            child.kill(signal);
        else
            process.kill(-child.pid, signal);
    }
    catch {
        // Already gone.
    }
}

// EXTERNAL MODULE: ./src/agents/confine.ts
var confine = __webpack_require__(10374);
;// CONCATENATED MODULE: ./src/agents/acp/permissions.ts

/** Argument names agents commonly use for paths in a tool call's raw input. */
const PATH_KEYS = [
    'path',
    'file_path',
    'filePath',
    'absolute_path',
    'dir_path',
    'directory',
    'cwd',
];
function decidePermission(request, policy, root, cwd) {
    const allow = policy === 'allow_all' || (policy === 'allow_workspace' && staysInside(request, root, cwd));
    const kinds = allow
        ? ['allow_once', 'allow_always']
        : ['reject_once', 'reject_always'];
    for (const kind of kinds) {
        const option = request.options.find((o) => o.kind === kind);
        if (option)
            return { outcome: { outcome: 'selected', optionId: option.optionId } };
    }
    return { outcome: { outcome: 'cancelled' } };
}
/** Every path the tool call names (locations and raw input) resolves inside the workspace. */
function staysInside(request, root, cwd) {
    const paths = (request.toolCall.locations ?? []).map((l) => l.path);
    const input = request.toolCall.rawInput;
    if (input && typeof input === 'object') {
        for (const key of PATH_KEYS) {
            const value = input[key];
            if (typeof value === 'string')
                paths.push(value);
        }
    }
    return paths.every((path) => {
        try {
            (0,confine/* confineReal */.z6)(root, cwd, path);
            return true;
        }
        catch {
            return false;
        }
    });
}

// EXTERNAL MODULE: ./src/results/schema.ts
var schema = __webpack_require__(66303);
;// CONCATENATED MODULE: ./src/agents/acp/turn.ts

class TurnCollector {
    onEvent;
    texts = [];
    calls = new Map();
    toolCalls = [];
    usage = (0,schema/* emptyUsage */.ly)();
    constructor(onEvent) {
        this.onEvent = onEvent;
    }
    get output() {
        return this.texts.join('');
    }
    update(update) {
        switch (update.sessionUpdate) {
            case 'agent_message_chunk':
                if (update.content.type === 'text' && update.content.text) {
                    this.texts.push(update.content.text);
                    this.onEvent({ type: 'text', text: update.content.text });
                }
                break;
            case 'tool_call': {
                const call = {
                    name: update.name || update.title || update.kind || 'tool',
                    arguments: update.rawInput ?? {},
                    status: update.status,
                    started: performance.now(),
                    reported: false,
                };
                const result = update.rawOutput ?? contentText(update.content);
                if (result !== undefined)
                    call.result = result;
                this.calls.set(update.toolCallId, call);
                this.settle(call);
                break;
            }
            case 'tool_call_update': {
                const call = this.calls.get(update.toolCallId);
                if (!call)
                    break;
                if (update.name || update.title)
                    call.name = update.name || update.title || call.name;
                if (update.rawInput !== undefined)
                    call.arguments = update.rawInput;
                const result = update.rawOutput ?? contentText(update.content ?? undefined);
                if (result !== undefined)
                    call.result = result;
                if (update.status)
                    call.status = update.status;
                this.settle(call);
                break;
            }
            default:
                break;
        }
    }
    /** Usage from a PromptResponse that carries it (`usage` or `_meta.usage`, tokens in camelCase). */
    addUsage(response) {
        const r = response;
        const u = (r?.usage ?? r?._meta?.usage);
        if (!u || typeof u !== 'object')
            return;
        const num = (...keys) => {
            for (const key of keys)
                if (typeof u[key] === 'number')
                    return u[key];
            return 0;
        };
        const usage = {
            input_tokens: num('inputTokens', 'input_tokens'),
            output_tokens: num('outputTokens', 'output_tokens'),
            total_tokens: num('totalTokens', 'total_tokens'),
            requests: 1,
        };
        usage.total_tokens ||= usage.input_tokens + usage.output_tokens;
        Object.assign(this.usage, usage);
        this.onEvent({ type: 'usage', usage });
    }
    /** Calls that never reported an end are recorded as they stand when the turn ends. */
    finish() {
        for (const call of this.calls.values())
            this.report(call);
    }
    settle(call) {
        if (call.status === 'completed' || call.status === 'failed')
            this.report(call);
    }
    report(call) {
        if (call.reported)
            return;
        call.reported = true;
        const record = {
            name: call.name,
            arguments: call.arguments,
            ...(call.result !== undefined ? { result: call.result } : {}),
            success: call.status === 'completed',
            // ACP's default status is pending: a call that never said otherwise never started.
            status: call.status ?? 'pending',
            duration_ms: Math.round(performance.now() - call.started),
        };
        this.toolCalls.push(record);
        this.onEvent({ type: 'tool_call', call: record });
    }
}
function contentText(content) {
    if (!content || content.length === 0)
        return undefined;
    const texts = content.flatMap((item) => item.type === 'content' && item.content.type === 'text' ? [item.content.text] : []);
    return texts.length > 0 ? texts.join('\n') : undefined;
}

// EXTERNAL MODULE: ./src/agents/env.ts
var agents_env = __webpack_require__(48281);
;// CONCATENATED MODULE: ./src/agents/acp/index.ts
// executor `acp`: any agent CLI that speaks the Agent Client Protocol over stdio (Copilot CLI,
// Gemini CLI, Claude Code / Codex adapters, ...). One process per conversation, session/prompt
// per turn; permissions answered by policy; file access confined to the workspace.











/** After session/cancel, how long the agent has to end the turn before its process is killed. */
const acpTiming = { cancelGraceMs: 5000 };
const createAcpAgent = async (context) => {
    const settings = context.agent;
    const root = context.workspace;
    const cwd = context.cwd ?? root;
    const policy = settings.permissions;
    const proc = await startAgentProcess(settings.command, settings.args, {
        cwd,
        env: (0,agents_env/* agentEnvironment */.FV)(settings.env),
    });
    let turn;
    const confined = (path) => {
        try {
            return (0,confine/* confineReal */.z6)(root, cwd, path);
        }
        catch (error) {
            if (!(error instanceof confine/* ConfinementError */.Dy))
                throw error;
            throw acp/* RequestError */.GI.invalidParams({ path }, error.message);
        }
    };
    const app = acp/* client */.Sn({ name: 'parley' })
        .onRequest('session/request_permission', ({ params }) => {
        const answer = decidePermission(params, policy, root, cwd);
        const title = (params.toolCall.title ?? '').slice(0, 80);
        context.log(`acp permission ${JSON.stringify(title)}: ${answer.outcome.outcome}`);
        return answer;
    })
        .onRequest('fs/read_text_file', async ({ params }) => {
        const text = await (0,promises_.readFile)(confined(params.path), 'utf8');
        if (!params.line && !params.limit)
            return { content: text };
        const start = Math.max(0, (params.line ?? 1) - 1);
        const lines = text.split('\n');
        return {
            content: lines.slice(start, params.limit ? start + params.limit : undefined).join('\n'),
        };
    })
        .onRequest('fs/write_text_file', async ({ params }) => {
        const path = confined(params.path);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        await (0,promises_.writeFile)(path, params.content);
        return {};
    })
        .onNotification('session/update', ({ params }) => {
        turn?.update(params.update);
    });
    const stream = acp/* ndJsonStream */.Z2(external_node_stream_.Writable.toWeb(proc.child.stdin), external_node_stream_.Readable.toWeb(proc.child.stdout));
    const connection = app.connect(stream);
    let sessionId;
    try {
        sessionId = await startSession(connection.agent, cwd, context.suite.config.mcpServers, {
            proc,
            signal: context.signal,
        });
    }
    catch (error) {
        connection.close();
        await proc.stop();
        throw error;
    }
    const session = {
        async sendTurn(input, { signal, onEvent }) {
            if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
                throw new types/* AgentError */.Y(exitMessage(proc));
            }
            const collector = new TurnCollector(onEvent);
            turn = collector;
            let killTimer;
            const onAbort = () => {
                void connection.agent.notify('session/cancel', { sessionId }).catch(() => undefined);
                killTimer = setTimeout(() => void proc.stop(), acpTiming.cancelGraceMs);
            };
            signal.addEventListener('abort', onAbort, { once: true });
            try {
                if (signal.aborted)
                    throw new types/* AgentError */.Y('the turn was cancelled');
                const prompt = connection.agent.request('session/prompt', {
                    sessionId,
                    prompt: [{ type: 'text', text: input }],
                });
                const exited = proc.exited.then(() => {
                    throw new types/* AgentError */.Y(exitMessage(proc));
                });
                const response = await raceQuietly([prompt, exited]);
                // Updates sent before the response may still be in the connection's handler chain.
                await new Promise((resolve) => setImmediate(resolve));
                collector.finish();
                collector.addUsage(response);
                if (signal.aborted)
                    throw new types/* AgentError */.Y('the turn was cancelled');
                return {
                    output: collector.output,
                    toolCalls: collector.toolCalls,
                    skillInvocations: [],
                    usage: collector.usage,
                    stopReason: acpStopReason(response.stopReason),
                };
            }
            catch (error) {
                if (signal.aborted)
                    throw new types/* AgentError */.Y('the turn was cancelled');
                if (error instanceof types/* AgentError */.Y)
                    throw error;
                // A closed connection usually means the process died: say so, with its exit status.
                await Promise.race([proc.exited, new Promise((resolve) => setTimeout(resolve, 500))]);
                if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
                    throw new types/* AgentError */.Y(exitMessage(proc));
                }
                throw new types/* AgentError */.Y(`ACP agent: ${describe(error)}`);
            }
            finally {
                signal.removeEventListener('abort', onAbort);
                clearTimeout(killTimer);
                turn = undefined;
            }
        },
        async close() {
            connection.close();
            await proc.stop();
        },
        stderr: () => proc.stderr(),
    };
    return session;
};
async function startSession(agent, cwd, servers, { proc, signal }) {
    const exited = proc.exited.then(() => {
        throw new types/* AgentError */.Y(exitMessage(proc));
    });
    let onAbort = () => { };
    const aborted = new Promise((_, reject) => {
        onAbort = () => reject(new types/* AgentError */.Y('the ACP agent was cancelled while starting'));
        if (signal.aborted)
            onAbort();
        else
            signal.addEventListener('abort', onAbort, { once: true });
    });
    const run = async () => {
        const init = await agent.request('initialize', {
            protocolVersion: acp/* PROTOCOL_VERSION */.WP,
            clientCapabilities: { fs: { readTextFile: true, writeTextFile: true }, terminal: false },
            clientInfo: { name: 'parley', version: version/* PARLEY_VERSION */.X },
        });
        const request = { cwd, mcpServers: servers.map(toAcpMcpServer) };
        try {
            return (await agent.request('session/new', request)).sessionId;
        }
        catch (error) {
            const method = init.authMethods?.[0];
            if (!(error instanceof acp/* RequestError */.GI) || error.code !== -32000 || !method)
                throw error;
            // The agent needs a login first: use its first advertised method (env-based in CI).
            await agent.request('authenticate', { methodId: method.id });
            return (await agent.request('session/new', request)).sessionId;
        }
    };
    try {
        return await raceQuietly([run(), exited, aborted]);
    }
    catch (error) {
        if (error instanceof types/* AgentError */.Y)
            throw error;
        throw new types/* AgentError */.Y(`ACP agent failed to start a session: ${describe(error)}`);
    }
    finally {
        signal.removeEventListener('abort', onAbort);
    }
}
function toAcpMcpServer(spec) {
    if (spec.url) {
        const headers = Object.entries((0,agents_env/* expandEnvValues */.Ug)(spec.headers)).map(([name, value]) => ({
            name,
            value,
        }));
        return { type: 'http', name: spec.name, url: (0,agents_env/* expandEnv */.qO)(spec.url), headers };
    }
    const env = Object.entries((0,agents_env/* expandEnvValues */.Ug)(spec.env)).map(([name, value]) => ({ name, value }));
    return { name: spec.name, command: spec.command ?? '', args: spec.args, env };
}
/** Promise.race whose losers may reject later without an unhandled rejection. */
function raceQuietly(promises) {
    for (const promise of promises)
        promise.catch(() => undefined);
    return Promise.race(promises);
}
function exitMessage(proc) {
    const { exitCode, signalCode } = proc.child;
    return `ACP agent exited unexpectedly (${signalCode ?? `code ${exitCode}`}); see its stderr`;
}
function describe(error) {
    return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
/** ACP's stop reasons onto the adapters' one set: the agent's own request cap is an iteration cap. */
function acpStopReason(reason) {
    switch (reason) {
        case 'end_turn':
        case 'max_tokens':
        case 'refusal':
        case 'cancelled':
            return reason;
        case 'max_turn_requests':
            return 'max_iterations';
        default:
            return 'other';
    }
}


/***/ })

};
