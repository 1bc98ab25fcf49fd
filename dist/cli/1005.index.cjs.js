"use strict";
exports.id = 1005;
exports.ids = [1005];
exports.modules = {

/***/ 1005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_MAX_ITERATIONS: () => (/* binding */ DEFAULT_MAX_ITERATIONS),
  createOpenAiAgent: () => (/* binding */ createOpenAiAgent)
});

// EXTERNAL MODULE: ./src/agents/types.ts
var types = __webpack_require__(8959);
// EXTERNAL MODULE: ./src/agents/openai/tools.ts
var tools = __webpack_require__(8146);
// EXTERNAL MODULE: ./src/shared/json.ts
var json = __webpack_require__(8451);
;// CONCATENATED MODULE: ./src/agents/openai/mock-tools.ts


function mockTools(specs) {
    return specs.map((spec) => ({
        name: (0,tools/* safeToolName */.xg)(spec.name),
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
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/agents/confine.ts
var confine = __webpack_require__(374);
;// CONCATENATED MODULE: ./src/agents/openai/file-tools.ts
// Workspace file tools for the built-in agent. Paths are relative to the agent's working
// directory and confined to the workspace root, symlinks included: every path opened is checked
// by its real location (confine.ts), and the walks of list_files / search_files never follow a
// symlink out of the workspace (nor into a folder: no loops).




const SKIPPED_DIRS = new Set(['.git', 'node_modules']);
const MAX_LIST_ENTRIES = 1000;
const MAX_MATCHES = 200;
const MAX_SEARCH_FILE_BYTES = 1_000_000;
/**
 * `prepare` makes the workspace directory (idempotent): called by each tool before it touches a
 * path, so that a run whose model never calls a file tool makes no directory (docs/benchmarks.md).
 */
function fileTools(root, cwd, prepare = async () => undefined) {
    const locate = async (path) => {
        await prepare();
        return (0,confine/* confineReal */.z6)(root, cwd, path ?? '.');
    };
    const shown = (full) => (0,external_node_path_.relative)(cwd, full) || '.';
    return [
        {
            name: 'read_file',
            description: 'Read a text file of the workspace.',
            parameters: objectSchema({ path: { type: 'string', description: 'File path' } }, ['path']),
            run: (args) => guarded(async () => {
                const full = await locate((0,tools/* stringArg */.Ke)(args, 'path'));
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
                const content = (0,tools/* stringArg */.Ke)(args, 'content');
                if (content === undefined)
                    return (0,tools/* failure */.V2)('content must be a string');
                const full = await locate((0,tools/* stringArg */.Ke)(args, 'path'));
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
                const full = await locate((0,tools/* stringArg */.Ke)(args, 'path'));
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
                const pattern = (0,tools/* stringArg */.Ke)(args, 'pattern');
                if (!pattern)
                    return (0,tools/* failure */.V2)('pattern is required');
                // re2js (~260 KB) loads when a model first searches, not with the agent.
                const { compileRe2 } = await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(2606)]).then(__webpack_require__.bind(__webpack_require__, 2606));
                let regex;
                try {
                    regex = compileRe2(pattern);
                }
                catch (error) {
                    return (0,tools/* failure */.V2)(error instanceof Error ? error.message : String(error));
                }
                const full = await locate((0,tools/* stringArg */.Ke)(args, 'path'));
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
            return (0,tools/* failure */.V2)('no such file or folder');
        if (code === 'EISDIR')
            return (0,tools/* failure */.V2)('that is a folder, not a file');
        return (0,tools/* failure */.V2)(error instanceof Error ? error.message : String(error));
    }
}
function objectSchema(properties, required = []) {
    return { type: 'object', properties, required, additionalProperties: false };
}

// EXTERNAL MODULE: ./src/llm/errors.ts
var errors = __webpack_require__(9968);
// EXTERNAL MODULE: ./src/results/usage.ts
var results_usage = __webpack_require__(8233);
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
            usage: (0,results_usage/* emptyUsage */.ly)(),
        };
        const definitions = (0,tools/* toolDefinitions */.$I)([...this.tools.values()]);
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
                (0,results_usage/* addUsage */.vk)(turn.usage, usage);
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
                        content: (0,tools/* resultText */.D6)(record.result),
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

// EXTERNAL MODULE: ./src/shared/yaml.ts
var yaml = __webpack_require__(4094);
;// CONCATENATED MODULE: ./src/agents/openai/skills.ts
// Skills for the built-in agent: SKILL.md files (YAML front matter name/description, markdown
// body) found in the skill directories (disabled_skills already left out), checked against
// required_skills, summarised in the system prompt and loadable through the load_skill tool
// (which records skill invocations).





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
    // disabled_skills named folders, already left out of the task's skill directories.
    const offered = [...found.values()];
    return { skills: offered, target: offered.find((skill) => skill.name === suite.skill) };
}
async function skillsIn(dir) {
    const isDir = await (0,promises_.stat)(dir).then((s) => s.isDirectory(), () => false);
    if (!isDir)
        throw new types/* AgentError */.Y(`skill directory ${dir} does not exist`, 'config_error');
    const { glob } = await __webpack_require__.e(/* import() */ 3382).then(__webpack_require__.bind(__webpack_require__, 3382));
    const files = await glob(['**/SKILL.md'], {
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
            const parsed = (await (0,yaml/* loadYaml */.y)()).parse(match[1] ?? '');
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
            const name = (0,tools/* stringArg */.Ke)(args, 'name') ?? '';
            const skill = set.skills.find((s) => s.name === name);
            if (!skill) {
                return (0,tools/* failure */.V2)(`no skill named "${name}"; available: ${set.skills.map((s) => s.name).join(', ')}`);
            }
            const base = `Base directory of this skill: ${(0,external_node_path_.dirname)(skill.file)}`;
            return { result: `${base}\n\n${skill.body}`, success: true, skill: skill.name };
        },
    };
}
function escapeXml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

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
        const text = await (0,promises_.readFile)(file.source, 'utf8').catch(() => {
            throw new types/* AgentError */.Y(`instruction file ${file.source} cannot be read`, 'config_error');
        });
        // Under its path in the workspace, where the agent finds it too.
        parts.push(`# Instructions from ${file.path}\n\n${text.trim()}`);
    }
    return parts.join('\n\n');
}
/** Appended to the first user message: the run's own workspace folder, a per-run path. */
function workspaceNote(cwd) {
    return `(Your workspace folder is ${cwd}.)`;
}

;// CONCATENATED MODULE: ./src/agents/openai/index.ts






const DEFAULT_MAX_ITERATIONS = 20;
/** A suite without MCP servers: no tools, nothing to close. */
const NO_MCP = { tools: [], close: async () => undefined };
/**
 * The suite's MCP servers and `mcp_mocks`, connected. The MCP SDK (and its JSON-schema
 * validator) loads only for a suite that has either: most runs of this agent have none, and it
 * is a fifth of the bundle's start-up.
 */
async function mcpTools(config, cwd, signal) {
    if (!config.mcpServers.length && !config.mcpMocks?.length)
        return NO_MCP;
    const [{ startMockMcpServers }, { connectMcpServers }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(5901), __webpack_require__.e(9733), __webpack_require__.e(2089)]).then(__webpack_require__.bind(__webpack_require__, 2089)),
        Promise.all(/* import() */[__webpack_require__.e(5901), __webpack_require__.e(5402), __webpack_require__.e(4549)]).then(__webpack_require__.bind(__webpack_require__, 4549)),
    ]);
    const mocks = await startMockMcpServers(config.mcpMocks);
    try {
        const mcp = await connectMcpServers([...config.mcpServers, ...mocks.specs], cwd, signal);
        return {
            tools: mcp.tools,
            close: async () => {
                await mcp.close();
                await mocks.close();
            },
        };
    }
    catch (error) {
        await mocks.close();
        throw error;
    }
}
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
    const prepare = context.prepareWorkspace ?? (async () => undefined);
    const files = fileTools(context.workspace, cwd, prepare).filter((tool) => !agent.tools || agent.tools.includes(tool.name));
    const system = await buildSystemPrompt(suite, task, skills, {
        fileTools: files.map((tool) => tool.name),
        hasMockTools: task.tools.length > 0,
    });
    // File tools and MCP servers work in the workspace; without them the agent is not told of it.
    // Its path is drawn here either way; the directory is made before an MCP server starts in it,
    // else on the first file-tool call (or for a grader that reads it): a run whose model never
    // touches a file makes none.
    const usesWorkspace = files.length > 0 || suite.config.mcpServers.length > 0;
    if (suite.config.mcpServers.length > 0)
        await prepare();
    const mcp = await mcpTools(suite.config, cwd, context.signal);
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
        onClose: () => mcp.close(),
    });
};


/***/ }),

/***/ 8146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $I: () => (/* binding */ toolDefinitions),
/* harmony export */   D6: () => (/* binding */ resultText),
/* harmony export */   Ke: () => (/* binding */ stringArg),
/* harmony export */   V2: () => (/* binding */ failure),
/* harmony export */   xg: () => (/* binding */ safeToolName)
/* harmony export */ });
/* unused harmony export MAX_TOOL_RESULT_CHARS */
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


/***/ })

};
;