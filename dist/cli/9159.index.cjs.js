"use strict";
exports.id = 9159;
exports.ids = [9159];
exports.modules = {

/***/ 9159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createHttpAgent: () => (/* binding */ createHttpAgent),
  fillTemplate: () => (/* binding */ fillTemplate)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/results/usage.ts
var usage = __webpack_require__(8233);
// EXTERNAL MODULE: ./src/shared/bound.ts
var bound = __webpack_require__(1521);
// EXTERNAL MODULE: ./src/agents/env.ts
var env = __webpack_require__(8281);
;// CONCATENATED MODULE: ./src/agents/json-path.ts
// Dot paths into JSON values for adapter settings: `data.reply`, `choices.0.text`, `items[0].id`.
function getPath(value, path) {
    const keys = path
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
        .filter((key) => key !== '');
    let current = value;
    for (const key of keys) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}

// EXTERNAL MODULE: ./src/agents/types.ts
var types = __webpack_require__(8959);
;// CONCATENATED MODULE: ./src/agents/http/index.ts
// executor `http`: a deployed chat endpoint. Each turn sends one request built from a body
// template ("{{message}}", "{{session_id}}"), reads the reply at `response_path`, and carries a
// server-issued session id (`session_path`) to later turns.






const DEFAULT_BODY = { message: '{{message}}', session_id: '{{session_id}}' };
/** Where the reply usually is when no response_path is given. */
const REPLY_KEYS = ['output', 'response', 'reply', 'message', 'text', 'content', 'answer'];
const createHttpAgent = async (context) => {
    const settings = context.agent;
    let url;
    try {
        url = new URL((0,env/* expandEnv */.qO)(settings.url));
    }
    catch {
        throw new types/* AgentError */.Y('config.agent.url is not a valid URL', 'config_error');
    }
    const method = (settings.method ?? 'POST').toUpperCase();
    const headers = (0,env/* expandEnvValues */.Ug)(settings.headers);
    const template = settings.body ?? DEFAULT_BODY;
    // Named as written (placeholders unexpanded, no query): secrets never reach a message.
    const where = settings.url.split(/[?#]/)[0].replace(/\/\/[^/@]*@/, '//');
    // Without a session_path the client names the session; with one, the server does.
    let sessionId = settings.sessionPath ? null : (0,external_node_crypto_.randomUUID)();
    const session = {
        async sendTurn(input, { signal, onEvent, media }) {
            // Refused at validate already; never dropped if a task gets here some other way.
            if (media?.length) {
                throw new types/* AgentError */.Y(`${media[0].where}: the http executor sends text only, not an ${media[0].kind}`, 'config_error');
            }
            const values = { message: input, session_id: sessionId };
            const target = url.href.replace(/%7B%7Bsession_id%7D%7D|\{\{session_id\}\}/g, () => encodeURIComponent(sessionId ?? ''));
            const hasBody = method !== 'GET' && method !== 'HEAD';
            let response;
            try {
                response = await fetch(target, {
                    method,
                    headers: {
                        ...(hasBody ? { 'content-type': 'application/json' } : {}),
                        ...withSessionId(headers, sessionId),
                    },
                    ...(hasBody ? { body: JSON.stringify(fillTemplate(template, values)) } : {}),
                    signal,
                });
            }
            catch (error) {
                if (signal.aborted)
                    throw new types/* AgentError */.Y('the turn was cancelled');
                const cause = error.cause?.code ?? 'network error';
                throw new types/* AgentError */.Y(`HTTP agent ${where} could not be reached (${cause})`);
            }
            const text = await response.text().catch(() => '');
            if (!response.ok) {
                throw new types/* AgentError */.Y(`HTTP agent ${where} answered ${response.status} ${response.statusText}`);
            }
            // Untrusted: bounded in depth and size before it is read, stringified or recorded.
            const data = (0,bound/* boundValue */.O)(parseJson(text));
            const output = replyOf(data, text, settings.responsePath, where);
            if (settings.sessionPath) {
                const issued = getPath(data, settings.sessionPath);
                if (typeof issued === 'string' || typeof issued === 'number')
                    sessionId = String(issued);
            }
            const toolCalls = settings.toolCallsPath
                ? toolCallsOf(getPath(data, settings.toolCallsPath))
                : [];
            for (const call of toolCalls)
                onEvent({ type: 'tool_call', call });
            if (output)
                onEvent({ type: 'text', text: output });
            return {
                output,
                toolCalls,
                skillInvocations: [],
                usage: (0,usage/* emptyUsage */.ly)(),
                stopReason: 'end_turn',
            };
        },
        async close() { },
    };
    return session;
};
/** Replaces "{{message}}" / "{{session_id}}" in every string of the template. */
function fillTemplate(template, values) {
    if (typeof template === 'string') {
        const whole = /^\{\{(\w+)\}\}$/.exec(template);
        if (whole && whole[1] in values)
            return values[whole[1]];
        return template.replace(/\{\{(\w+)\}\}/g, (match, key) => key in values ? (values[key] ?? '') : match);
    }
    if (Array.isArray(template))
        return template.map((item) => fillTemplate(item, values));
    if (template && typeof template === 'object') {
        return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fillTemplate(value, values)]));
    }
    return template;
}
function withSessionId(headers, id) {
    return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replaceAll('{{session_id}}', id ?? '')]));
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function replyOf(data, text, path, where) {
    if (path) {
        const value = getPath(data, path);
        if (typeof value === 'string')
            return value;
        if (value !== undefined && value !== null)
            return JSON.stringify(value);
        throw new types/* AgentError */.Y(`HTTP agent ${where}: the response has no value at "${path}"`);
    }
    if (data === undefined)
        return text; // plain text reply
    if (typeof data === 'string')
        return data;
    for (const key of REPLY_KEYS) {
        const value = getPath(data, key);
        if (typeof value === 'string')
            return value;
    }
    throw new types/* AgentError */.Y(`HTTP agent ${where}: set config.agent.response_path (no reply found at ${REPLY_KEYS.join(', ')})`, 'config_error');
}
/** Tool calls the endpoint reports, in whatever shape is common: name/tool, arguments/args/input. */
function toolCallsOf(value) {
    if (!Array.isArray(value))
        return [];
    return value.flatMap((item) => {
        if (!item || typeof item !== 'object')
            return [];
        const call = item;
        const name = call.name ?? call.tool ?? getPath(call, 'function.name');
        if (typeof name !== 'string')
            return [];
        let args = call.arguments ?? call.args ?? call.input ?? getPath(call, 'function.arguments');
        if (typeof args === 'string')
            args = parseJson(args) ?? args;
        const result = call.result ?? call.output;
        return [
            {
                name,
                arguments: args ?? {},
                ...(result !== undefined ? { result } : {}),
                success: call.success !== false && call.error === undefined,
                duration_ms: typeof call.duration_ms === 'number' ? call.duration_ms : 0,
            },
        ];
    });
}


/***/ })

};
;