"use strict";
exports.id = 330;
exports.ids = [330,2606];
exports.modules = {

/***/ 7512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NH: () => (/* binding */ StructuredOutputError),
/* harmony export */   Nq: () => (/* binding */ askStructured),
/* harmony export */   Zg: () => (/* binding */ schemaProblem)
/* harmony export */ });
/* unused harmony export forgetOutputModes */
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5839);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9968);


const MODES = ['json_schema', 'tool', 'json_object'];
/** A server rejecting an output mode answers 400 (or 422) and names what it does not support. */
const UNSUPPORTED = /response_format|json_schema|json_object|structured|tool_choice|tools?\b|function|strict|unsupported|not supported|invalid.*(schema|format)/i;
/** The output mode that works, per endpoint base URL and model (learned on first use). */
const workingMode = new Map();
/**
 * The endpoint failed (`request`: the message is the request's error), or two answers in a row
 * were invalid (`invalid`: the message is what was wrong with the second).
 */
class StructuredOutputError extends Error {
    kind;
    constructor(kind, message) {
        super(message);
        this.kind = kind;
        this.name = 'StructuredOutputError';
    }
}
async function askStructured(request) {
    let problem;
    for (let attempt = 0; attempt < 2; attempt++) {
        const { mode, completion } = await call(request, problem);
        const answer = answerOf(completion, mode, request.name);
        if ('value' in answer) {
            const checked = request.parse(answer.value);
            if ('value' in checked)
                return checked.value;
            problem = checked.problem;
        }
        else {
            problem = answer.problem;
            // A strict schema's answer is JSON: prose means the server ignored response_format
            // without saying so (Anthropic's compatibility layer does); the retry forces a tool call.
            if (mode === 'json_schema' && isProse(completion)) {
                learn(request.llm.endpoint.baseURL ?? '', request.model, 'tool');
            }
        }
    }
    throw new StructuredOutputError('invalid', problem ?? 'no answer');
}
/** One call in the working mode, walking down the fallback chain when the server rejects it. */
async function call(request, problem) {
    // Two lookups of strings the endpoint and the task hold, not a key built for every request.
    const baseURL = request.llm.endpoint.baseURL ?? '';
    let index = MODES.indexOf(workingMode.get(baseURL)?.get(request.model) ?? 'json_schema');
    for (;;) {
        const mode = MODES[index];
        try {
            const completion = await request.llm.chat(paramsFor(request, mode, problem), {
                role: request.role,
                signal: request.signal,
            });
            learn(baseURL, request.model, mode);
            return { mode, completion };
        }
        catch (error) {
            const rejected = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LlmRequestError */ .bj &&
                (error.status === 400 || error.status === 422) &&
                UNSUPPORTED.test(error.serverMessage ?? '');
            if (rejected && index < MODES.length - 1) {
                index++;
                continue;
            }
            // A missing endpoint (LlmConfigError: the user's configuration) and an abort are the
            // caller's to classify; a failed request is this answer's failure.
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LlmRequestError */ .bj) {
                throw new StructuredOutputError('request', error.message);
            }
            throw error;
        }
    }
}
/** Records the mode that worked (looked up now: another model may have learned meanwhile). */
function learn(baseURL, model, mode) {
    let modes = workingMode.get(baseURL);
    if (!modes)
        workingMode.set(baseURL, (modes = new Map()));
    modes.set(model, mode);
}
function paramsFor(request, mode, problem) {
    const params = {
        ...request.params,
        model: request.model,
        messages: request.messages(mode, problem),
    };
    if (mode === 'json_schema') {
        params.response_format = {
            type: 'json_schema',
            json_schema: { name: request.name, strict: true, schema: request.jsonSchema },
        };
    }
    else if (mode === 'tool') {
        params.tools = [
            {
                type: 'function',
                function: {
                    name: request.name,
                    description: request.description,
                    parameters: request.jsonSchema,
                    strict: true,
                },
            },
        ];
        params.tool_choice = { type: 'function', function: { name: request.name } };
    }
    else {
        params.response_format = { type: 'json_object' };
    }
    return params;
}
/** Text that does not even begin as JSON (a cut-off JSON answer is not prose). */
function isProse(completion) {
    const message = completion.choices[0]?.message;
    const text = message?.content?.replace(/^\s*```(?:json)?\s*/, '').trim();
    return !message?.refusal && !!text && !/^[{[]/.test(text);
}
/** The JSON the model answered with in `mode`, or why there is none. */
function answerOf(completion, mode, name) {
    const message = completion.choices[0]?.message;
    if (!message)
        return { problem: 'the response has no message' };
    if (message.refusal)
        return { problem: `the model refused: ${(0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(message.refusal, 200)}` };
    let raw;
    if (mode === 'tool') {
        const call = message.tool_calls?.find((c) => c.type === 'function' && c.function.name === name);
        if (!call || call.type !== 'function')
            return { problem: `no call of the ${name} function` };
        raw = call.function.arguments;
    }
    else {
        // JSON answers sometimes come wrapped in a markdown fence.
        raw = message.content?.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
    }
    if (!raw?.trim())
        return { problem: 'the answer is empty' };
    try {
        return { value: JSON.parse(raw) };
    }
    catch {
        return { problem: `the answer is not JSON: ${JSON.stringify((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(raw, 120))}` };
    }
}
/** "the answer does not match the schema: path: message", from a failed zod parse. */
function schemaProblem(issue) {
    return `the answer does not match the schema: ${issue?.path.map(String).join('.') || '(root)'}: ${issue?.message}`;
}
/** Forgets the learned output modes (tests that reuse a model name across servers' behaviours). */
function forgetOutputModes() {
    workingMode.clear();
}


/***/ }),

/***/ 8177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   wf: () => (/* binding */ auditReply)
/* harmony export */ });
/* unused harmony exports briefFacts, valuesIn */
// The reply audit: every reply of the LLM responder checked against its brief, deterministically
// (no model), on every run. Findings are about the test, not verdicts on the agent:
//
// - over-answered: the reply discloses more brief facts than the agent asked for. A brief fact
//   is disclosed when its value is in the reply (or the responder says it used it); it is asked
//   for when its key is named in the agent's message; each further question ("?") may be
//   answered by one fact whose key the agent did not name ("What should it be called?" → name).
//   A responder that answers "what's its name?" with the name, the tools and the handoffs turns a
//   multi-turn skill into the one-shot the responder exists to avoid.
// - ungrounded: the reply claims a brief fact the brief lacks (`uses` names a key it has not),
//   says it uses a fact without stating the brief's value for it (a contradicted value), or
//   states a value (a number, an identifier, a quoted string, an address) found neither in the
//   brief nor in the conversation so far.
//
// A brief written as `- key: value` lines is audited on both; a free-form brief on values alone
// (no keys: nothing tells what a fact answers). What it cannot catch: a paraphrased value, a
// plain-word invention ("make it friendly"), a fact given under another key's words.
/** The brief's `- key: value` (or `* key: value`) lines, in order. */
function briefFacts(brief) {
    const facts = new Map();
    for (const line of brief.split('\n')) {
        const m = /^\s*[-*]\s+([^:\n]{1,60}?)\s*:\s*(\S.*)$/.exec(line);
        if (m)
            facts.set(m[1].trim(), m[2].trim());
    }
    return facts;
}
const norm = (text) => text.toLowerCase().replace(/\s+/g, ' ');
/** A word character for value boundaries: `3` is not stated by `staging-3`. */
const WORDISH = /[\p{L}\p{N}_-]/u;
/** `part` occurs in `text` as a whole: not inside a longer name or number. */
function occurs(text, part) {
    for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
        const before = text[at - 1];
        const after = text[at + part.length];
        const edge = (c, inner) => c === undefined || !WORDISH.test(c) || !WORDISH.test(inner ?? '');
        if (edge(before, part[0]) && edge(after, part.at(-1)))
            return true;
    }
    return false;
}
/** The value is stated in the text: the whole value, or every item of a list value. */
function states(text, value) {
    const t = norm(text);
    const v = norm(value).replace(/^["'`]|["'`.]$/g, '');
    if (v && occurs(t, v))
        return true;
    const items = v
        .split(/,|;|\band\b/)
        .map((s) => s.trim())
        .filter(Boolean);
    return items.length > 1 && items.every((item) => occurs(t, item));
}
/** A key named in a message: the key, or any word of it of three letters or more. */
function names(message, key) {
    const m = norm(message);
    if (m.includes(norm(key)))
        return true;
    return key
        .toLowerCase()
        .split(/[\s_\-/]+/)
        .some((word) => word.length >= 3 && new RegExp(`\\b${escapeRe(word)}`).test(m));
}
function escapeRe(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** Questions in a message: sentences ending in "?", at least one (it was answered). */
function questionCount(message) {
    return Math.max(1, (message.match(/\?+/g) ?? []).length);
}
/**
 * Values a reply states that need a source: numbers, identifiers (a digit, `_`, `@` or `/`
 * inside a word, or a `.` between letters: ticket_lookup, a@b.io, agents/x.yaml), and strings in
 * double quotes or backticks. Plain words are never values here, nor hyphenated ones
 * (`follow-up` is as common as `triage-agent`).
 */
function valuesIn(text) {
    const found = new Set();
    for (const m of text.matchAll(/["“`]([^"”`\n]{2,80})["”`]/g))
        found.add(m[1].trim());
    for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}._@/+:-]*[\p{L}\p{N}]|\p{N}/gu)) {
        const token = m[0];
        const identifier = /[\p{L}\p{N}][_@/][\p{L}\p{N}]/u.test(token) ||
            (token.length >= 4 && /\p{L}\.\p{L}/u.test(token));
        if (/\p{N}/u.test(token) || identifier)
            found.add(token);
    }
    return [...found];
}
const list = (keys) => keys.join(', ');
/** A value given exactly rather than paraphrased: at most three words per list item. */
function isShort(value) {
    return value.split(/,|;/).every((item) => item.trim().split(/\s+/).length <= 3);
}
/** Characters of a reply audited: the value scan is linear per token, kept well bounded. */
const MAX_REPLY = 4_000;
function auditReply(input) {
    const findings = [];
    input = { ...input, reply: input.reply.slice(0, MAX_REPLY) };
    const facts = briefFacts(input.brief);
    const uses = [...new Set(input.uses ?? [])];
    if (facts.size > 0) {
        const known = uses.filter((k) => facts.has(k));
        const disclosed = [...facts.keys()].filter((k) => known.includes(k) || states(input.reply, facts.get(k)));
        const named = disclosed.filter((k) => names(input.question, k));
        const unnamed = disclosed.filter((k) => !named.includes(k));
        const slots = Math.max(0, questionCount(input.question) - named.length);
        if (unnamed.length > slots) {
            const asked = questionCount(input.question);
            findings.push({
                kind: 'over_answered',
                keys: unnamed,
                detail: `gave ${disclosed.length} brief facts (${list(disclosed)}) to ${asked} question${asked === 1 ? '' : 's'}${named.length ? ` about ${list(named)}` : ''}`,
            });
        }
        const unknown = uses.filter((k) => !facts.has(k));
        if (unknown.length) {
            findings.push({
                kind: 'ungrounded',
                keys: unknown,
                detail: `uses ${list(unknown)}, which the brief does not have`,
            });
        }
        // A short value (a name, a number, a list of tools) is given exactly; a sentence may be
        // put in the user's own words, so only short values can be found missing.
        const contradicted = known.filter((k) => isShort(facts.get(k)) && !states(input.reply, facts.get(k)));
        if (contradicted.length) {
            findings.push({
                kind: 'ungrounded',
                keys: contradicted,
                detail: `says it uses ${list(contradicted)} but does not state the brief's value (${contradicted.map((k) => JSON.stringify(facts.get(k))).join(', ')})`,
            });
        }
    }
    const sources = norm(`${input.brief}\n${input.conversation}`);
    const invented = valuesIn(input.reply).filter((v) => !sources.includes(norm(v)));
    if (invented.length) {
        findings.push({
            kind: 'ungrounded',
            keys: [],
            detail: `states ${invented
                .slice(0, 5)
                .map((v) => JSON.stringify(v))
                .join(', ')}, found neither in the brief nor in the conversation`,
        });
    }
    return findings;
}


/***/ }),

/***/ 330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ResponderError: () => (/* reexport safe */ _types_js__WEBPACK_IMPORTED_MODULE_2__.J),
/* harmony export */   auditReply: () => (/* reexport safe */ _audit_js__WEBPACK_IMPORTED_MODULE_3__.wf),
/* harmony export */   createResponder: () => (/* binding */ createResponder)
/* harmony export */ });
/* harmony import */ var _llm_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6272);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7689);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8315);
/* harmony import */ var _audit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8177);




// With the responder, for the engine to audit its replies (engine/next-input.ts).

function createResponder(spec, options) {
    if (spec.rules)
        return (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .createRuleResponder */ .T)(spec.rules);
    const model = spec.model?.trim() || options.model?.trim();
    if (!model) {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ResponderError */ .J('the LLM responder needs a model: set inputs.responder.model, --responder-model or config.model');
    }
    return (0,_llm_js__WEBPACK_IMPORTED_MODULE_0__/* .createLlmResponder */ .aR)(spec, options.llm, model);
}


/***/ }),

/***/ 6272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aR: () => (/* binding */ createLlmResponder)
});

// UNUSED EXPORTS: DECISION_JSON_SCHEMA, DecisionSchema, parseDecision

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
// EXTERNAL MODULE: ./src/llm/structured.ts
var structured = __webpack_require__(7512);
;// CONCATENATED MODULE: ./src/responder/system-prompt.ts
const DECISION_SHAPE = '{"decision": "reply" | "stop" | "abstain", "reply": string, "reason": string, "uses": string[]}';
function systemPrompt(spec, mode, jsonSchema) {
    // Role, rules and answer format (the same for every task) come before the brief, so that
    // requests of different tasks share them too.
    const parts = [
        'You play the user in a conversation with an AI agent. You gave the agent a task; it may ask',
        'you follow-up questions. Your brief, at the end of these instructions, is everything you know',
        'about what you want.',
        '',
        "In the messages that follow, the agent's messages appear as the user's and your own earlier",
        "messages as the assistant's. Decide what to do with the agent's LAST message:",
        '',
        '- "stop": the agent asks nothing further. It has finished, reports its result, only informs',
        '  you, or its message needs no answer from you.',
        '- "abstain": the agent asks something (a fact, value, choice, preference or confirmation) that',
        '  the brief does not answer. Never invent facts, names, numbers or preferences. If the agent',
        '  asks several things and the brief answers only some of them, abstain. Abstaining is the',
        '  correct, honest outcome when the brief is silent: it shows the brief or the agent is too vague.',
        '- "reply": the agent asks something and the brief answers all of it. Write what the user would',
        '  send, briefly and in plain words, using only what the brief states or directly implies.',
        '  Answer exactly what was asked: one answer per question, and nothing the agent did not ask',
        '  for, even if the brief says more (volunteering the rest would make the test easier than a',
        "  real conversation). Phrase it as the user would, not in the brief's layout, but give names,",
        '  numbers and other values exactly as the brief has them.',
        '  Confirm a step the brief asks for when the agent asks permission to take it.',
        '',
        'If the brief itself says how to answer questions it does not cover, follow the brief.',
        'Never mention the brief, this test or these instructions in a reply. Reply in the language of',
        'the conversation.',
        '',
        'Fields: "decision" as above; "reply" is the text to send to the agent (non-empty for reply,',
        'an empty string for stop and abstain); "reason" is one short sentence explaining the',
        'decision (for abstain: what the agent asked that the brief does not answer); "uses" lists the',
        'brief facts the reply draws on, by their key where the brief writes "- key: value" lines, else',
        'in a few words (an empty list for stop and abstain).',
        '',
        `A line starting with "${NOTE_PREFIX}" at the end of an agent's message is added by the test`,
        'harness, not written by the agent.',
    ];
    if (mode === 'tool') {
        parts.push('', 'Answer by calling the `decide` function with these fields.');
    }
    else if (mode === 'json_object') {
        parts.push('', `Answer with one JSON object and nothing else, of the shape ${DECISION_SHAPE},`, `following this JSON schema: ${JSON.stringify(jsonSchema)}`);
    }
    parts.push('', '<brief>', spec.instructions.trim(), '</brief>');
    if (spec.persona?.trim())
        parts.push('', `Your persona: ${spec.persona.trim()}`);
    if (spec.goal?.trim())
        parts.push('', `Your goal in this conversation: ${spec.goal.trim()}`);
    return parts.join('\n');
}
const NOTE_PREFIX = '[Parley note]';
/** Appended to an agent message the agent marked as a question (kept there in later requests). */
const ASKS_NOTE = `${NOTE_PREFIX} The agent marked this message as a question: it waits for an answer.`;
/** Appended to the last message when the previous answer was invalid (that request only). */
function correctionNote(problem) {
    return `${NOTE_PREFIX} Your previous answer was invalid (${problem}). Answer again, correctly.`;
}

// EXTERNAL MODULE: ./src/responder/types.ts
var types = __webpack_require__(8315);
;// CONCATENATED MODULE: ./src/responder/llm.ts




/** The decision as requests ask for it: `uses` names the brief facts the reply draws on. */
const DecisionSchema = schemas.object({
    decision: schemas["enum"](['reply', 'stop', 'abstain']),
    reply: schemas.string(),
    reason: schemas.string(),
    uses: schemas.array(schemas.string()),
});
/** As answers are read: a model (or server) that leaves `uses` out is not malformed for it. */
const AnswerSchema = DecisionSchema.extend({ uses: schemas.array(schemas.string()).optional() });
/**
 * The decision's JSON schema as requests carry it (strict mode): zod's own draft-7 rendering, the
 * very JSON openai's zodResponseFormat makes (test/responder/decision-schema.test.ts), without
 * loading that helper's vendored converter and zod v3 (270 KB of every run's start-up).
 */
const DECISION_JSON_SCHEMA = json_schema_processors/* toJSONSchema */.bl(DecisionSchema, {
    target: 'draft-7',
});
/**
 * The system prompt depends on the brief and the output mode only: built once per brief (every
 * trial and run of a task shares its spec) and mode, not once per run or turn. Only the briefs
 * of the latest RECENT_BRIEFS specs are kept: each prompt holds its brief and the decision
 * schema, and a job of many single-trial tasks would otherwise keep one for every task it ran
 * until it ends. Runs of one task are started together, so a task's trials still share one.
 */
const RECENT_BRIEFS = 64;
const systemPrompts = new Map();
function systemPromptOf(spec, mode) {
    let prompts = systemPrompts.get(spec);
    if (!prompts) {
        prompts = new Map();
        systemPrompts.set(spec, prompts);
        // A Map iterates in insertion order: the first key is the oldest brief.
        if (systemPrompts.size > RECENT_BRIEFS)
            systemPrompts.delete(systemPrompts.keys().next().value);
    }
    let prompt = prompts.get(mode);
    if (prompt === undefined) {
        prompt = systemPrompt(spec, mode, DECISION_JSON_SCHEMA);
        prompts.set(mode, prompt);
    }
    return prompt;
}
function createLlmResponder(spec, llm, model) {
    return {
        kind: 'llm',
        model,
        async decide(input) {
            try {
                return await (0,structured/* askStructured */.Nq)({
                    llm,
                    model,
                    role: 'responder',
                    name: 'decide',
                    description: 'Record your decision about the agent message.',
                    jsonSchema: DECISION_JSON_SCHEMA,
                    messages: (mode, problem) => [
                        { role: 'system', content: systemPromptOf(spec, mode) },
                        ...conversation(input.messages, input.agentAsks, problem),
                    ],
                    parse: parseDecision,
                    signal: input.signal,
                });
            }
            catch (error) {
                if (!(error instanceof structured/* StructuredOutputError */.NH))
                    throw error;
                throw new types/* ResponderError */.J(error.kind === 'invalid'
                    ? `responder model ${model} gave no valid decision after a retry: ${error.message}`
                    : `responder model ${model}: ${error.message}`);
            }
        },
    };
}
/**
 * The agent speaks as the user of the responder's conversation; its own turns are assistant's.
 * Per-turn hints are notes at the end of a message, never in the system prompt: a question mark
 * note stays on its message in every later request (the same text each time, so each request
 * extends the previous one), a correction is added to the last message of the retry only.
 */
function conversation(messages, lastAsks, problem) {
    const out = [];
    messages.forEach((m, index) => {
        const role = m.role === 'agent' ? 'user' : 'assistant';
        const asks = index === messages.length - 1 ? lastAsks : m.asks;
        const text = m.role === 'agent' && asks ? `${m.text}\n\n${ASKS_NOTE}` : m.text;
        const last = out[out.length - 1];
        // Consecutive messages of one side are joined: some chat templates require alternation.
        if (last && last.role === role)
            last.content += `\n\n${text}`;
        else
            out.push({ role, content: text });
    });
    const last = out[out.length - 1];
    if (problem && last)
        last.content += `\n\n${correctionNote(problem)}`;
    return out;
}
/** A decision as the model gave it: checked against the schema, a reply never empty. */
function parseDecision(value) {
    const result = AnswerSchema.safeParse(value);
    if (!result.success)
        return { problem: (0,structured/* schemaProblem */.Zg)(result.error.issues[0]) };
    const d = result.data;
    if (d.decision === 'reply') {
        if (!d.reply.trim())
            return { problem: 'decision "reply" with an empty reply' };
        // Bounded: a key is a short name; a model that lists pages of them is cut, not trusted.
        const uses = d.uses?.slice(0, 20).map((k) => k.slice(0, 80));
        return {
            value: { decision: 'reply', reply: d.reply, reason: d.reason, ...(uses ? { uses } : {}) },
        };
    }
    return { value: { decision: d.decision, reason: d.reason } };
}


/***/ }),

/***/ 7689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ lastAgentText),
/* harmony export */   T: () => (/* binding */ createRuleResponder)
/* harmony export */ });
/* harmony import */ var _suites_regex_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2606);
/* harmony import */ var _shared_asking_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5854);


function createRuleResponder(rules) {
    const abstainWhen = rules.abstainWhen ? (0,_suites_regex_js__WEBPACK_IMPORTED_MODULE_0__.compileRe2)(rules.abstainWhen) : undefined;
    const stopWhen = rules.stopWhen ? (0,_suites_regex_js__WEBPACK_IMPORTED_MODULE_0__.compileRe2)(rules.stopWhen) : undefined;
    const compiled = rules.rules.map((rule, index) => ({
        index,
        re: (0,_suites_regex_js__WEBPACK_IMPORTED_MODULE_0__.compileRe2)(rule.when),
        when: rule.when,
        reply: rule.reply,
        statements: rule.statements ?? false,
    }));
    const matches = (re, text) => re.test(text);
    return {
        kind: 'rules',
        async decide(input) {
            const text = lastAgentText(input);
            if (abstainWhen && matches(abstainWhen, text)) {
                return {
                    decision: 'abstain',
                    reason: `the agent message matches abstain_when ${JSON.stringify(rules.abstainWhen)}`,
                };
            }
            if (stopWhen && matches(stopWhen, text)) {
                return {
                    decision: 'stop',
                    reason: `the agent message matches stop_when ${JSON.stringify(rules.stopWhen)}`,
                };
            }
            const asks = input.agentAsks || (0,_shared_asking_js__WEBPACK_IMPORTED_MODULE_1__/* .asksSomething */ .j)(text);
            for (const rule of compiled) {
                if ((asks || rule.statements) && matches(rule.re, text)) {
                    return {
                        decision: 'reply',
                        reply: rule.reply,
                        reason: `rule ${rule.index + 1} matched (when ${JSON.stringify(rule.when)})`,
                    };
                }
            }
            if (asks) {
                return {
                    decision: 'abstain',
                    reason: `no rule matches the agent's question: ${JSON.stringify((0,_shared_asking_js__WEBPACK_IMPORTED_MODULE_1__/* .questionOf */ .Y)(text))}`,
                };
            }
            return { decision: 'stop', reason: 'the agent asks nothing further and no rule matched' };
        },
    };
}
/** The agent message to classify: the conversation's last agent message. */
function lastAgentText(input) {
    for (let i = input.messages.length - 1; i >= 0; i--) {
        const message = input.messages[i];
        if (message?.role === 'agent')
            return message.text;
    }
    return '';
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