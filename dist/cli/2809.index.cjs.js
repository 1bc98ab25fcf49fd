"use strict";
exports.id = 2809;
exports.ids = [2809,2606,2089];
exports.modules = {

/***/ 2809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  acpTiming: () => (/* reexport */ acpTiming),
  createAcpAgent: () => (/* binding */ createAcpAgent)
});

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./node_modules/@agentclientprotocol/sdk/dist/v1/stable/acp.js + 10 modules
var acp = __webpack_require__(8366);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/agents/process-tree.ts
var process_tree = __webpack_require__(4224);
// EXTERNAL MODULE: ./src/agents/types.ts
var types = __webpack_require__(8959);
;// CONCATENATED MODULE: ./src/agents/acp/process.ts
// The ACP agent's process: spawned in the workspace in its own process group, stderr kept
// (bounded), stopped with everything it started (process-tree.ts: group, session, descendants
// and the run's environment tag) by SIGTERM, a grace period, then SIGKILL.



/** Between SIGTERM and SIGKILL when the agent is stopped. */
const STOP_GRACE_MS = 3000;
const HEAD_CHARS = 16_000;
const TAIL_CHARS = 48_000;
/** Lines of stderr an error message quotes: the first few and the last. */
const EXCERPT_HEAD = 5;
const EXCERPT_TAIL = 10;
async function startAgentProcess(command, args, options) {
    // Asked for the pid only once the child exists.
    const tree = (0,process_tree/* processTree */.WZ)(() => child.pid);
    const child = (0,external_node_child_process_.spawn)(command, args, {
        cwd: options.cwd,
        env: { ...options.env, ...tree.env },
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
    });
    // The first 16 KB and the last 48 KB: an agent that fails at start often says why first
    // (Gemini CLI: "Unknown arguments", then 45 lines of usage), one that dies mid-run last.
    let head = '';
    let tail = '';
    let dropped = 0;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
        if (head.length < HEAD_CHARS) {
            const room = HEAD_CHARS - head.length;
            head += chunk.slice(0, room);
            chunk = chunk.slice(room);
        }
        tail += chunk;
        if (tail.length > TAIL_CHARS) {
            dropped += tail.length - TAIL_CHARS;
            tail = tail.slice(-TAIL_CHARS);
        }
    });
    const captured = () => dropped ? `${head}\n… [${dropped} characters left out] …\n${tail}` : head + tail;
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
    const stop = (graceMs = STOP_GRACE_MS) => {
        stopping ??= (async () => {
            // Everything the agent started, always: an npm wrapper (codex-acp, gemini) may have died
            // while the real agent it started lives on, and a shell command of a killed agent lives
            // on in a session of its own. Each gets the grace to exit after SIGTERM.
            child.stdin.end();
            if (process.platform === 'win32') {
                child.kill('SIGTERM');
                const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
                await exited;
                clearTimeout(timer);
            }
            else {
                await tree.stop(graceMs);
            }
            // Never wait on a dead leader's pipes: a process outside the run may still hold them.
            child.stdin.destroy();
            child.stdout.destroy();
            child.stderr.destroy();
        })();
        return stopping;
    };
    const stderrExcerpt = () => {
        const lines = captured()
            .split('\n')
            .map((line) => line.trimEnd())
            .filter(Boolean);
        if (lines.length <= EXCERPT_HEAD + EXCERPT_TAIL)
            return lines.join('\n').slice(-3000);
        const cut = lines.length - EXCERPT_HEAD - EXCERPT_TAIL;
        return [
            lines.slice(0, EXCERPT_HEAD).join('\n').slice(0, 1000),
            `… [${cut} lines left out] …`,
            lines.slice(-EXCERPT_TAIL).join('\n').slice(-2000),
        ].join('\n');
    };
    const stderrEnded = new Promise((resolve) => {
        child.stderr.once('end', resolve);
        child.stderr.once('close', resolve);
    });
    const stderrSettled = async (ms) => {
        let timer;
        await Promise.race([stderrEnded, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
        clearTimeout(timer);
    };
    return { child, stderr: captured, stderrExcerpt, exited, stderrSettled, stop };
}

// EXTERNAL MODULE: ./src/agents/env.ts
var agents_env = __webpack_require__(8281);
// EXTERNAL MODULE: ./src/agents/mcp-mock.ts
var mcp_mock = __webpack_require__(2089);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/agents/acp/mcp-started.ts
// Whether the agent started the suite's own stdio MCP servers. The agent starts them itself, out
// of Parley's sight, and an agent may start none with no error: Gemini CLI in a folder it does not
// trust (every Parley workspace), Copilot CLI for any stdio server from session/new. So each is
// handed over wrapped, `/bin/sh -c ': > "$MARK"; exec "$@"' <command> <args>`: the shell leaves
// a mark file and becomes the server (same process, same arguments and environment but the
// mark's variable). A server whose mark is missing when the session ends was never started.
// (An HTTP server the agent reaches directly cannot be watched this way; mcp_mocks are Parley's
// own and watched where they are served.)



const MARK = 'PARLEY_MCP_STARTED_MARK';
const WRAPPER = `: > "$${MARK}"; unset ${MARK}; exec "$@"`;
function watchStdioServers(servers) {
    const stdio = servers.filter((s) => !s.url && s.command);
    if (stdio.length === 0 || process.platform === 'win32') {
        return { specs: servers, finish: () => [] };
    }
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'parley-mcp-marks-'));
    const marks = new Map();
    const specs = servers.map((s, i) => {
        if (s.url || !s.command)
            return s;
        const mark = (0,external_node_path_.join)(dir, `${i}`);
        marks.set(s.name, mark);
        return {
            ...s,
            command: '/bin/sh',
            args: ['-c', WRAPPER, 'parley-mcp', s.command, ...s.args],
            env: { ...s.env, [MARK]: mark },
        };
    });
    let warnings;
    return {
        specs,
        finish() {
            if (warnings)
                return warnings;
            const never = [...marks].filter(([, mark]) => !(0,external_node_fs_.existsSync)(mark)).map(([name]) => name);
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
            warnings = never.length
                ? [
                    `the agent never started ${never.length === stdio.length ? 'any of the' : 'some of the'} MCP servers it was given (mcp_servers: ${never.join(', ')}): none of their tools could be called`,
                ]
                : [];
            return warnings;
        },
    };
}

// EXTERNAL MODULE: ./src/agents/command-shims.ts
var command_shims = __webpack_require__(6612);
// EXTERNAL MODULE: ./src/shared/child-env.ts
var child_env = __webpack_require__(889);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/agents/login-shell.ts
// command_mocks in login shells: an agent that runs its commands with `bash -lc` (Codex) gets a
// PATH its profile set (Debian's /etc/profile and many a ~/.profile assign it outright), without
// the shim folder Parley put first. bash runs the file named by BASH_ENV after a login shell's
// profile, in every non-interactive shell, so that file puts the shims first again. A login
// shell other than bash (zsh, dash as `sh -l`) reads no such file: not reached (docs/agents/).


/** The file's name in the shim folder: not executable, so no command on PATH. */
const BASH_ENV_FILE = '.parley-bash-env';
/** Writes the BASH_ENV file into `shimDir` and points the agent's BASH_ENV at it. */
async function shimsInLoginShells(shimDir, env) {
    const file = (0,external_node_path_.join)(shimDir, BASH_ENV_FILE);
    const dir = quote(shimDir);
    const lines = [
        '# Parley: the command_mocks first on PATH, also after a login profile reset it.',
        // The suite's own BASH_ENV still runs, first.
        ...(env.BASH_ENV ? [`[ -r ${quote(env.BASH_ENV)} ] && . ${quote(env.BASH_ENV)}`] : []),
        `case "$PATH" in ${dir}:*) ;; *) PATH=${dir}:"$PATH"; export PATH ;; esac`,
        '',
    ];
    await (0,promises_.writeFile)(file, lines.join('\n'), { mode: 0o644 });
    env.BASH_ENV = file;
}
/** A single-quoted shell word. */
function quote(text) {
    return `'${text.replace(/'/g, `'\\''`)}'`;
}

// EXTERNAL MODULE: ./src/agents/confine.ts
var confine = __webpack_require__(374);
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

;// CONCATENATED MODULE: ./src/agents/acp/failure.ts
// What an ACP agent's failure says, at the start of a session and in a turn alike: its exit
// status and an excerpt of its stderr when it died, else the error with that excerpt.

/** After the agent exits, how long its last stderr may take to arrive before the message is made. */
const STDERR_SETTLE_MS = 300;
function hasExited(proc) {
    return proc.child.exitCode !== null || proc.child.signalCode !== null;
}
/** Rejects with the exit message once the process exits: raced against the agent's answer. */
function exitedError(proc) {
    return proc.exited.then(async () => {
        await proc.stderrSettled(STDERR_SETTLE_MS);
        throw new types/* AgentError */.Y(exitMessage(proc));
    });
}
/**
 * An error that is not already an AgentError, as one. A closed connection usually means the
 * process died: given up to 500 ms to exit, it is told by its exit status; else `what` failed.
 */
async function agentFailure(proc, error, what) {
    await Promise.race([proc.exited, new Promise((resolve) => setTimeout(resolve, 500))]);
    if (hasExited(proc)) {
        await proc.stderrSettled(STDERR_SETTLE_MS);
        return new types/* AgentError */.Y(exitMessage(proc));
    }
    return new types/* AgentError */.Y(`${what}: ${describe(error)}${stderrPart(proc)}`);
}
/** Promise.race whose losers may reject later without an unhandled rejection. */
function raceQuietly(promises) {
    for (const promise of promises)
        promise.catch(() => undefined);
    return Promise.race(promises);
}
function exitMessage(proc) {
    const { exitCode, signalCode } = proc.child;
    const tail = stderrPart(proc);
    return `ACP agent exited unexpectedly (${signalCode ?? `code ${exitCode}`})${tail || '; it had written nothing to stderr when it exited'}`;
}
/** "; stderr: <its first and last lines>", or '' when it wrote none. */
function stderrPart(proc) {
    const excerpt = proc.stderrExcerpt();
    return excerpt ? `; stderr (more in the record's stderr field):\n${excerpt}` : '';
}
function describe(error) {
    return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

;// CONCATENATED MODULE: ./src/agents/acp/client.ts
// Parley's side of the ACP connection: the agent's permission requests answered by policy, its
// text file reads and writes confined to the workspace, its session updates handed to the turn
// in flight (none between turns).






function parleyClient({ root, cwd, policy, fs, log, turns }) {
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
    return acp/* client */.Sn({ name: 'parley' })
        .onRequest('session/request_permission', ({ params }) => {
        const answer = decidePermission(params, policy, root, cwd);
        const title = (params.toolCall.title ?? '').slice(0, 80);
        log(`acp permission ${JSON.stringify(title)}: ${answer.outcome.outcome}`);
        turns.current?.permission(params, answer);
        return answer;
    })
        .onRequest('fs/read_text_file', async ({ params }) => {
        if (!fs.readTextFile)
            throw acp/* RequestError */.GI.methodNotFound('fs/read_text_file');
        const text = await (0,promises_.readFile)(confined(params.path), 'utf8').catch((error) => {
            throw fileError(error, params.path);
        });
        return { content: someLines(text, params.line, params.limit) };
    })
        .onRequest('fs/write_text_file', async ({ params }) => {
        if (!fs.writeTextFile)
            throw acp/* RequestError */.GI.methodNotFound('fs/write_text_file');
        const path = confined(params.path);
        try {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
            await (0,promises_.writeFile)(path, params.content);
        }
        catch (error) {
            throw fileError(error, params.path);
        }
        return {};
    })
        .onNotification('session/update', ({ params }) => {
        turns.current?.update(params.update);
    });
}
/** fs/read_text_file's `line` (1-based) and `limit`: the whole text when neither is given. */
function someLines(text, line, limit) {
    if (!line && !limit)
        return text;
    const start = Math.max(0, (line ?? 1) - 1);
    return text
        .split('\n')
        .slice(start, limit ? start + limit : undefined)
        .join('\n');
}
/** A file error as ACP's: a missing file is resource-not-found (-32002). */
function fileError(error, path) {
    const code = error?.code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
        return acp/* RequestError */.GI.resourceNotFound(path);
    if (error instanceof acp/* RequestError */.GI)
        return error;
    return acp/* RequestError */.GI.internalError({ path }, describe(error));
}

// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/agents/acp/start-session.ts
// The ACP handshake: initialize (Parley's file capabilities, the agent's MCP and prompt ones),
// session/new with the suite's MCP servers and Parley's mocks, authenticate first when the agent
// asks for a login. Raced against the agent's exit and the run's cancellation.





async function startSession(agent, cwd, { proc, signal, fs, servers, mocks }) {
    const exited = exitedError(proc);
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
            clientCapabilities: {
                fs: { readTextFile: fs.readTextFile, writeTextFile: fs.writeTextFile },
                terminal: false,
            },
            clientInfo: { name: 'parley', version: version/* PARLEY_VERSION */.X },
        });
        if (mocks.length > 0 && !init.agentCapabilities?.mcpCapabilities?.http) {
            throw new types/* AgentError */.Y('mcp_mocks need an agent that takes MCP servers over HTTP; this ACP agent does not (mcpCapabilities.http)', 'config_error');
        }
        const request = {
            cwd,
            mcpServers: [...servers, ...mocks].map(toAcpMcpServer),
        };
        // What the agent takes in a prompt besides text (ACP promptCapabilities; absent = text only).
        const prompt = init.agentCapabilities?.promptCapabilities;
        const accepts = { image: prompt?.image === true, audio: prompt?.audio === true };
        return { sessionId: await newSession(agent, request, init.authMethods?.[0]), accepts };
    };
    try {
        return await raceQuietly([run(), exited, aborted]);
    }
    catch (error) {
        if (error instanceof types/* AgentError */.Y)
            throw error;
        // "Connection closed" usually means the agent exited at start: say how, with its stderr.
        throw await agentFailure(proc, error, 'ACP agent failed to start a session');
    }
    finally {
        signal.removeEventListener('abort', onAbort);
    }
}
/** session/new, after authenticate when the agent needs a login first (-32000). */
async function newSession(agent, request, method) {
    try {
        return (await agent.request('session/new', request)).sessionId;
    }
    catch (error) {
        if (!(error instanceof acp/* RequestError */.GI) || error.code !== -32000 || !method)
            throw error;
        // The agent needs a login first: use its first advertised method (env-based in CI).
        await agent.request('authenticate', { methodId: method.id });
        return (await agent.request('session/new', request)).sessionId;
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

;// CONCATENATED MODULE: ./src/agents/acp/media-unseen.ts
const UNSEEN = [
    /cannot read "?(image|audio)"?/i,
    /(does not|doesn't|do not|don't) support (image|audio) input/i,
    /(cannot|can't|can ?not|unable to|not able to) (read|see|view|open|process|access) (the |this |that |your |any )?(image|picture|photo|audio)/i,
];
/** A warning when the turn sent media and its output says it never reached the model. */
function unseenMediaWarning(media, output) {
    if (media.length === 0)
        return undefined;
    const said = UNSEEN.map((re) => re.exec(output)).find(Boolean);
    if (!said)
        return undefined;
    const kinds = [...new Set(media.map((m) => m.kind))].join(' and ');
    return `the prompt's ${kinds} may never have reached the model: the agent said "${said[0]}" (OpenCode passes an image on only for a model whose config declares image input: docs/agents/opencode.md)`;
}

;// CONCATENATED MODULE: ./src/agents/acp/prompt-blocks.ts

/**
 * The prompt's content blocks: the text, then each picture or sound as an ACP image or audio
 * block. One the agent does not accept (promptCapabilities) is refused, naming the test's line.
 */
function promptBlocks(input, media, accepts) {
    const blocks = input || !media.length ? [{ type: 'text', text: input }] : [];
    for (const m of media) {
        if (!accepts[m.kind] || m.data === undefined) {
            throw new types/* AgentError */.Y(`${m.where}: the ACP agent does not accept ${m.kind === 'image' ? 'images' : 'audio'} in a prompt (its promptCapabilities.${m.kind} is not true)`, 'config_error');
        }
        blocks.push({ type: m.kind, mimeType: m.mimeType, data: m.data });
    }
    return blocks;
}

;// CONCATENATED MODULE: ./src/agents/acp/mcp-call.ts
// An MCP tool call as each ACP agent reports it, made one shape: the MCP tool's own name, kind
// `mcp`, its arguments flat. Agents name it their own way (kind `other` throughout):
// Codex `Tool: tickets/get` with rawInput `{server, tool, arguments}`, OpenCode `tickets_get`,
// Copilot `tickets-get`, Gemini `get (tickets MCP Server)` with no input at all, others
// `mcp__tickets__get` or `tickets.get`. Only a server the session was given is recognised, and
// with `_`, `-` or `.` (which tool names may hold themselves) only a tool that server mocks.
// A call with no input of its own takes what Parley's mock server received for that tool.
const TOOL = '([A-Za-z0-9_.-]{1,100})';
function mcp_call_escape(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** The MCP server and tool a call is about, or undefined: not an MCP call Parley can name. */
function mcpCallOf(labels, rawInput, servers) {
    const input = isObject(rawInput) ? rawInput : undefined;
    for (const server of servers) {
        // Codex: the invocation itself, {server, tool, arguments}.
        if (input && input.server === server.name && typeof input.tool === 'string') {
            return { server: server.name, tool: input.tool, arguments: input.arguments ?? {} };
        }
    }
    for (const label of labels) {
        const text = label?.trim();
        if (!text)
            continue;
        for (const server of servers) {
            const tool = toolIn(text, server);
            if (tool)
                return { server: server.name, tool, ...(input ? { arguments: input } : {}) };
        }
    }
    return undefined;
}
function toolIn(text, server) {
    const s = mcp_call_escape(server.name);
    const unambiguous = [
        new RegExp(`^mcp__${s}__${TOOL}$`),
        new RegExp(`^(?:Tool: )?${s}/${TOOL}$`),
        new RegExp(`^${TOOL} \\(${s} MCP Server\\)$`, 'i'),
    ];
    for (const re of unambiguous) {
        const m = re.exec(text);
        if (m)
            return m[1];
    }
    // The separators a tool's own name may hold: only a tool the mock declares.
    for (const tool of server.tools ?? []) {
        for (const sep of ['.', '_', '-', '__']) {
            if (text === `${server.name}${sep}${tool}` || text === `mcp_${server.name}${sep}${tool}`) {
                return tool;
            }
        }
        if (text === `mcp__${server.name}.${tool}`)
            return tool;
    }
    return undefined;
}
function isObject(v) {
    return !!v && typeof v === 'object' && !Array.isArray(v);
}
/** No input of its own: an absent or empty object. */
function noArguments(args) {
    return args === undefined || args === null || (isObject(args) && Object.keys(args).length === 0);
}

;// CONCATENATED MODULE: ./src/agents/acp/turn.ts

/** The session updates that are about the prompt's turn: the first-event clock hears these. */
const TURN_UPDATES = new Set([
    'agent_message_chunk',
    'agent_message',
    'agent_thought_chunk',
    'agent_thought',
    'tool_call',
    'tool_call_update',
    'tool_call_content_chunk',
    'plan',
    'plan_update',
]);
/** Between two agent messages of one turn. */
const MESSAGE_SEPARATOR = '\n\n';
class TurnCollector {
    onEvent;
    mcp;
    output_ = '';
    lastMessageId;
    /** Something other than message text came since the last chunk: the next chunk starts a message. */
    interrupted = false;
    calls = new Map();
    toolCalls = [];
    permissions = [];
    reportedUsage;
    heard = false;
    constructor(onEvent, mcp = { servers: [], take: () => undefined }) {
        this.onEvent = onEvent;
        this.mcp = mcp;
    }
    get output() {
        return this.output_;
    }
    update(update) {
        // Once a turn is enough for the first-event clock.
        if (!this.heard && TURN_UPDATES.has(update.sessionUpdate)) {
            this.heard = true;
            this.onEvent({ type: 'activity' });
        }
        switch (update.sessionUpdate) {
            case 'agent_message_chunk': {
                if (update.content.type !== 'text' || !update.content.text)
                    break;
                const id = update.messageId ?? undefined;
                const newMessage = this.interrupted ||
                    (id !== undefined && this.lastMessageId !== undefined && id !== this.lastMessageId);
                let text = update.content.text;
                if (newMessage && this.output_ && !/\s$/.test(this.output_) && !/^\s/.test(text)) {
                    text = MESSAGE_SEPARATOR + text;
                }
                if (id !== undefined)
                    this.lastMessageId = id;
                this.interrupted = false;
                this.output_ += text;
                this.onEvent({ type: 'text', text });
                break;
            }
            case 'tool_call':
            case 'tool_call_update':
                this.interrupted = true;
                this.merge(update);
                break;
            default:
                break;
        }
    }
    /** A permission request and Parley's answer: the call recorded (if new) and the decision. */
    permission(request, answer) {
        const call = this.merge(request.toolCall, 'permission');
        const outcome = answer.outcome;
        const option = outcome.outcome === 'selected'
            ? request.options.find((o) => o.optionId === outcome.optionId)
            : undefined;
        const record = {
            tool_call_id: request.toolCall.toolCallId,
            tool: nameOf(call),
            ...(call.title !== undefined ? { title: call.title } : {}),
            ...(call.kind !== undefined ? { kind: call.kind } : {}),
            ...(present(request.toolCall.rawInput) ? { arguments: request.toolCall.rawInput } : {}),
            options: request.options.map((o) => ({ option_id: o.optionId, name: o.name, kind: o.kind })),
            outcome: outcome.outcome,
            ...(option ? { option_id: option.optionId, option_kind: option.kind } : {}),
            allowed: option?.kind === 'allow_once' || option?.kind === 'allow_always',
        };
        this.permissions.push(record);
        this.onEvent({ type: 'permission', permission: record });
    }
    /**
     * Usage from a PromptResponse (`usage`, `_meta.usage`, or Gemini's `_meta.quota.token_count`).
     * `cumulative`: the agent reports the session's total so far, and the turn's share is the
     * difference from the last report. None reported: `reported: false`, never zeros as usage.
     */
    addUsage(response, reporting, previous) {
        const reported = readUsage(response);
        if (!reported) {
            return { input_tokens: 0, output_tokens: 0, total_tokens: 0, requests: 0, reported: false };
        }
        this.reportedUsage = reported;
        let usage = reported;
        if (reporting === 'cumulative' && previous) {
            const minus = (a, b) => Math.max(0, a - b);
            usage = {
                input_tokens: minus(reported.input_tokens, previous.input_tokens),
                output_tokens: minus(reported.output_tokens, previous.output_tokens),
                total_tokens: minus(reported.total_tokens, previous.total_tokens),
                requests: 1,
                ...(reported.cached_input_tokens !== undefined
                    ? {
                        cached_input_tokens: minus(reported.cached_input_tokens, previous.cached_input_tokens ?? 0),
                    }
                    : {}),
            };
        }
        this.onEvent({ type: 'usage', usage });
        return usage;
    }
    /** The usage as the agent last reported it this turn (cumulative agents: the session's total). */
    get lastReportedUsage() {
        return this.reportedUsage;
    }
    /** Calls that never reported an end are recorded as they stand when the turn ends. */
    finish() {
        for (const call of this.calls.values())
            this.report(call);
    }
    merge(fields, from = 'update') {
        let call = this.calls.get(fields.toolCallId);
        if (!call) {
            call = { id: fields.toolCallId, started: performance.now(), reported: false };
            this.calls.set(fields.toolCallId, call);
        }
        const name = fields.name || toolNameFromMeta(fields._meta, fields.rawInput);
        if (name && !call.name)
            call.name = name;
        // A permission request fills in what the call has not said itself, never over it.
        const own = from === 'update';
        if (fields.kind && (own || !call.kind))
            call.kind = fields.kind;
        if (fields.title && (own || !call.title))
            call.title = fields.title;
        if (fields.locations && (own || !call.locations)) {
            call.locations = fields.locations.map((l) => ({
                path: l.path,
                ...(l.line != null ? { line: l.line } : {}),
            }));
        }
        if (present(fields.rawInput)) {
            if (from === 'permission')
                call.permissionInput ??= fields.rawInput;
            else
                call.arguments = mergeInput(call.arguments, fields.rawInput);
        }
        const result = fields.rawOutput ?? contentText(fields.content ?? undefined);
        if (result !== undefined && result !== null)
            call.result = result;
        if (fields.status)
            call.status = fields.status;
        if (from === 'update' && (call.status === 'completed' || call.status === 'failed'))
            this.report(call);
        return call;
    }
    report(call) {
        if (call.reported)
            return;
        call.reported = true;
        const mcp = mcpCallOf([call.name, call.title], call.arguments, this.mcp.servers);
        if (mcp) {
            call.name = mcp.tool;
            call.kind = 'mcp';
            call.arguments = noArguments(mcp.arguments)
                ? (this.mcp.take(mcp.server, mcp.tool) ?? mcp.arguments)
                : mcp.arguments;
        }
        const record = {
            name: nameOf(call),
            arguments: call.arguments ?? call.permissionInput ?? {},
            ...(call.result !== undefined ? { result: call.result } : {}),
            success: call.status === 'completed',
            // ACP's default status is pending: a call that never said otherwise never started.
            status: call.status ?? 'pending',
            duration_ms: Math.round(performance.now() - call.started),
            ...(call.kind !== undefined ? { kind: call.kind } : {}),
            ...(call.title !== undefined ? { title: call.title } : {}),
            ...(call.locations ? { locations: call.locations } : {}),
        };
        this.toolCalls.push(record);
        this.onEvent({ type: 'tool_call', call: record });
    }
}
function present(value) {
    return value !== undefined && value !== null;
}
/** A later update's input adds to (and corrects) the call's earlier own input, key by key. */
function mergeInput(before, next) {
    const isObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
    return isObject(before) && isObject(next) ? { ...before, ...next } : next;
}
/** The stable name: the agent's own tool name, else the ACP kind, else `tool`. */
function nameOf(call) {
    return call.name || call.kind || 'tool';
}
const NAME_KEYS = ['toolName', 'tool_name', 'tool'];
/**
 * The agent's own tool id where ACP carries it outside `name`: `_meta.toolName` (or nested one
 * level, as `_meta.claudeCode.toolName`), or the raw input's `tool` / `toolName`.
 */
function toolNameFromMeta(meta, rawInput) {
    const pick = (o) => {
        if (!o || typeof o !== 'object' || Array.isArray(o))
            return undefined;
        for (const key of NAME_KEYS) {
            const v = o[key];
            if (typeof v === 'string' && v.trim())
                return v.trim().slice(0, 100);
        }
        return undefined;
    };
    const direct = pick(meta);
    if (direct)
        return direct;
    if (meta && typeof meta === 'object') {
        for (const nested of Object.values(meta)) {
            const found = pick(nested);
            if (found)
                return found;
        }
    }
    return pick(rawInput);
}
/** Usage in a PromptResponse, wherever an agent puts it (tokens in camelCase or snake_case). */
function readUsage(response) {
    const r = response;
    const u = (r?.usage ?? r?._meta?.usage ?? r?._meta?.quota?.token_count);
    if (!u || typeof u !== 'object')
        return undefined;
    const num = (...keys) => {
        for (const key of keys) {
            const v = u[key];
            if (typeof v === 'number' && Number.isFinite(v) && v >= 0)
                return Math.round(v);
        }
        return undefined;
    };
    const input = num('inputTokens', 'input_tokens', 'promptTokens', 'prompt_tokens');
    const output = num('outputTokens', 'output_tokens', 'completionTokens', 'completion_tokens');
    const total = num('totalTokens', 'total_tokens');
    // ACP's usage names the prompt cache's reads cachedReadTokens; others say cached input.
    const cached = num('cachedReadTokens', 'cached_read_tokens', 'cachedInputTokens', 'cached_input_tokens');
    if (input === undefined && output === undefined && total === undefined)
        return undefined;
    return {
        input_tokens: input ?? 0,
        output_tokens: output ?? 0,
        total_tokens: total ?? (input ?? 0) + (output ?? 0),
        requests: 1,
        ...(cached ? { cached_input_tokens: Math.min(cached, input ?? cached) } : {}),
    };
}
function contentText(content) {
    if (!content || content.length === 0)
        return undefined;
    const texts = content.flatMap((item) => item.type === 'content' && item.content.type === 'text' ? [item.content.text] : []);
    return texts.length > 0 ? texts.join('\n') : undefined;
}

;// CONCATENATED MODULE: ./src/agents/acp/session.ts





/** After session/cancel, how long the agent has to end the turn before its process is killed. */
const acpTiming = { cancelGraceMs: 5000 };
class AcpSession {
    parts;
    /** A cumulative agent's last report: the next turn's usage is the difference. */
    sessionUsage;
    /** The turn in flight, and whether it was cancelled: close() gives it the grace to end. */
    inFlight;
    cancelledAt;
    mediaWarnings = new Set();
    constructor(parts) {
        this.parts = parts;
    }
    async sendTurn(input, { signal, onEvent, media }) {
        const { proc, connection, sessionId, mocks } = this.parts;
        if (hasExited(proc))
            throw new types/* AgentError */.Y(exitMessage(proc));
        const blocks = promptBlocks(input, media ?? [], this.parts.accepts);
        const collector = new TurnCollector(onEvent, {
            servers: this.parts.mcpNames,
            take: (server, tool) => mocks.take(server, tool),
        });
        this.parts.turns.current = collector;
        const stopWatching = this.cancelOnAbort(signal);
        try {
            if (signal.aborted)
                throw new types/* AgentError */.Y('the turn was cancelled');
            const prompt = connection.agent.request('session/prompt', { sessionId, prompt: blocks });
            const exited = exitedError(proc);
            this.inFlight = prompt.catch(() => undefined);
            const response = await raceQuietly([prompt, exited]);
            // Updates sent before the response may still be in the connection's handler chain.
            await new Promise((resolve) => setImmediate(resolve));
            collector.finish();
            const usage = collector.addUsage(response, this.parts.usageReporting, this.sessionUsage);
            this.sessionUsage = collector.lastReportedUsage ?? this.sessionUsage;
            if (signal.aborted)
                throw new types/* AgentError */.Y('the turn was cancelled');
            const unseen = unseenMediaWarning(media ?? [], collector.output);
            if (unseen)
                this.mediaWarnings.add(unseen);
            return {
                output: collector.output,
                toolCalls: collector.toolCalls,
                skillInvocations: [],
                usage,
                permissions: collector.permissions,
                stopReason: acpStopReason(response.stopReason),
            };
        }
        catch (error) {
            if (signal.aborted)
                throw new types/* AgentError */.Y('the turn was cancelled');
            if (error instanceof types/* AgentError */.Y)
                throw error;
            // A closed connection usually means the process died: say so, with its exit status.
            throw await agentFailure(proc, error, 'ACP agent');
        }
        finally {
            stopWatching();
            // A call still open when the turn ends any way (the agent died, a timeout) is recorded
            // as it stood: unfinished.
            collector.finish();
            this.parts.turns.current = undefined;
        }
    }
    /** On abort, session/cancel, and the process stopped once the grace is over; undone at the end. */
    cancelOnAbort(signal) {
        const { proc, connection, sessionId } = this.parts;
        let killTimer;
        const onAbort = () => {
            this.cancelledAt = Date.now();
            void connection.agent.notify('session/cancel', { sessionId }).catch(() => undefined);
            killTimer = setTimeout(() => void proc.stop(), acpTiming.cancelGraceMs);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        return () => {
            signal.removeEventListener('abort', onAbort);
            clearTimeout(killTimer);
        };
    }
    async close() {
        const { proc, connection, mocks, ownServers } = this.parts;
        if (this.cancelledAt !== undefined && this.inFlight) {
            // A cancelled turn has its grace to end (an agent stops its own tool processes then);
            // after it, the whole group is killed.
            const left = Math.max(0, this.cancelledAt + acpTiming.cancelGraceMs - Date.now());
            let timer;
            await Promise.race([
                this.inFlight,
                proc.exited,
                new Promise((resolve) => (timer = setTimeout(resolve, left))),
            ]);
            clearTimeout(timer);
        }
        connection.close();
        await proc.stop();
        await mocks.close();
        ownServers.finish();
    }
    stderr() {
        return this.parts.proc.stderr();
    }
    warnings() {
        return [
            ...unreachedMocks(this.parts.mocks, this.parts.mockSpecs),
            ...this.parts.ownServers.finish(),
            ...this.mediaWarnings,
        ];
    }
}
/**
 * mcp_mocks the agent never reached: none of their tools was there for it to call. (Gemini CLI
 * connects no MCP server in a folder it does not trust, with no error: docs/agents/gemini.md.)
 * The suite's own mcp_servers the agent starts itself, out of Parley's sight.
 */
function unreachedMocks(mocks, specs) {
    if (specs.length === 0)
        return [];
    const contacted = new Set(mocks.contacted());
    if (contacted.size > 0)
        return [];
    const names = specs.map((s) => s.name).join(', ');
    return [
        `the agent connected none of the MCP servers it was given (mcp_mocks: ${names}): none of their tools could be called`,
    ];
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

;// CONCATENATED MODULE: ./src/agents/acp/index.ts
// executor `acp`: any agent CLI that speaks the Agent Client Protocol over stdio (Copilot CLI,
// Gemini CLI, Claude Code / Codex adapters, ...). One process per conversation, session/prompt
// per turn; permissions answered by policy; file access confined to the workspace. Here the
// agent is started and handed its session; Parley's side of the protocol is client.ts, the
// handshake start-session.ts, the turns session.ts.














const createAcpAgent = async (context) => {
    const settings = context.agent;
    const cwd = context.cwd ?? context.workspace;
    const fs = settings.fs ?? { readTextFile: true, writeTextFile: true };
    await context.prepareWorkspace?.();
    const env = await agentEnv(context);
    const proc = await startAgentProcess(settings.command, settings.args, { cwd, env });
    // The turn in flight: the session sets it, the client hands it what the agent sends.
    const turns = {};
    const app = parleyClient({
        root: context.workspace,
        cwd,
        policy: settings.permissions,
        fs,
        log: context.log,
        turns,
    });
    const stream = acp/* ndJsonStream */.Z2(external_node_stream_.Writable.toWeb(proc.child.stdin), external_node_stream_.Readable.toWeb(proc.child.stdout));
    const connection = app.connect(stream);
    // mcp_mocks: served by Parley over loopback HTTP for this session (agents/mcp-mock.ts).
    let mocks;
    // The suite's own stdio servers, handed over so that Parley sees whether the agent started them.
    const ownServers = watchStdioServers(context.suite.config.mcpServers);
    let started;
    try {
        mocks = await (0,mcp_mock.startMockMcpServers)(context.suite.config.mcpMocks);
        started = await startSession(connection.agent, cwd, {
            proc,
            signal: context.signal,
            fs,
            servers: ownServers.specs,
            mocks: mocks.specs,
        });
    }
    catch (error) {
        connection.close();
        await proc.stop();
        await mocks?.close();
        ownServers.finish();
        throw failedStart(error, proc);
    }
    return new AcpSession({
        ...started,
        proc,
        connection,
        usageReporting: settings.usage ?? 'per_turn',
        mcpNames: mcpNames(context),
        mocks,
        mockSpecs: context.suite.config.mcpMocks ?? [],
        ownServers,
        turns,
    });
};
/** The agent's environment: its settings', with command_mocks' shims first on PATH. */
async function agentEnv(context) {
    const env = (0,agents_env/* agentEnvironment */.FV)(context.agent.env);
    if (context.commandShims) {
        env.PATH = (0,command_shims/* pathWithShims */.AB)(context.commandShims, env.PATH);
        await shimsInLoginShells(context.commandShims, env);
    }
    // Which variables the agent was given (names only: the record never holds their values).
    context.log(`environment: ${(0,child_env/* environmentNames */.iF)(env).join(' ')}`);
    return env;
}
/** The session's MCP servers, to record their calls by the MCP tool's own name. */
function mcpNames(context) {
    return [
        ...(context.suite.config.mcpMocks ?? []).map((m) => ({
            name: m.name,
            tools: m.tools.map((t) => t.name),
        })),
        ...context.suite.config.mcpServers.map((s) => ({ name: s.name })),
    ];
}
/** No session to hand it over: the error carries the stderr to the run's record. */
function failedStart(error, proc) {
    const message = error instanceof Error ? error.message : String(error);
    const kind = error instanceof types/* AgentError */.Y ? error.kind : 'agent_error';
    return new types/* AgentError */.Y(message, kind, proc.stderr());
}


/***/ }),

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

/***/ 8451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ isSubset),
/* harmony export */   b: () => (/* binding */ deepEqual)
/* harmony export */ });
// Comparing JSON values, one meaning everywhere: deep equality (key order free), and "contains"
// (isSubset), used by mock tools' `when:` and by the tool graders and assertions alike. Arrays:
// every expected item must match some actual item, in any order (a subset, not a prefix).
/** Structural equality; object key order does not matter. */
function deepEqual(a, b) {
    if (a === b)
        return true;
    if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
        return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
    }
    if (Array.isArray(a) !== Array.isArray(b))
        return false;
    if (Array.isArray(a)) {
        const bb = b;
        return a.length === bb.length && a.every((item, i) => deepEqual(item, bb[i]));
    }
    const ao = a;
    const bo = b;
    const keys = Object.keys(ao);
    if (keys.length !== Object.keys(bo).length)
        return false;
    return keys.every((k) => Object.hasOwn(bo, k) && deepEqual(ao[k], bo[k]));
}
/**
 * `expected` is contained in `actual`: objects by key (recursively), arrays when every
 * expected item matches some actual item, scalars by equality.
 */
function isSubset(expected, actual) {
    if (expected === null || typeof expected !== 'object')
        return deepEqual(expected, actual);
    if (Array.isArray(expected)) {
        return Array.isArray(actual) && expected.every((e) => actual.some((a) => isSubset(e, a)));
    }
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
        return false;
    const act = actual;
    return Object.entries(expected).every(([k, v]) => Object.hasOwn(act, k) && isSubset(v, act[k]));
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