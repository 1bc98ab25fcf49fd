"use strict";
exports.id = 9224;
exports.ids = [9224,692,9886];
exports.modules = {

/***/ 2933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkCommand: () => (/* binding */ checkCommand)
});

// EXTERNAL MODULE: ./src/llm/client.ts + 3 modules
var client = __webpack_require__(5963);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/shared/shipped-file.ts
// A data file shipped next to the module that reads it. Written `shippedFile(new URL('./x',
// import.meta.url))`: under tsx that URL is the file in src/; ncc's bundle copies the file into
// dist/ (dist/cli/ for the CLI) and replaces the expression with the copy's path, a string.

/** The path of a shipped file, from its URL (sources) or the path the bundle put there. */
function shippedFile(at) {
    return typeof at === 'string' ? at : (0,external_node_url_.fileURLToPath)(at);
}

;// CONCATENATED MODULE: ./src/graders/check-judge-set.ts
// The labelled transcripts `parley check judge` ships with (generated, then reviewed) are
// check-judge-set.jsonl: one case a line, in the format of a user's `--cases` file
// (check-judge.ts's JudgeCase), read and validated as theirs are. Grading criteria, a
// conversation, and the right verdict. Each scenario has the right outcome, a wrong value, an
// incomplete one and the right outcome after a question, so that a judge that passes everything
// or fails everything scores half.

const BUILTIN_JUDGE_CASES_FILE = shippedFile(__webpack_require__.ab + "check-judge-set.jsonl");

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/suites/schema/helpers.ts
var helpers = __webpack_require__(9892);
// EXTERNAL MODULE: ./src/graders/judge.ts
var judge = __webpack_require__(219);
// EXTERNAL MODULE: ./src/graders/prompt.ts + 3 modules
var graders_prompt = __webpack_require__(5058);
// EXTERNAL MODULE: ./src/graders/types.ts
var types = __webpack_require__(82);
;// CONCATENATED MODULE: ./src/graders/check-judge.ts
// `parley check judge`: the LLM judge, on the user's own model and endpoint, measured on labelled
// transcripts (criteria, the conversation, the right verdict), as waza's `assure` checks its
// graders. Each case is judged exactly as the prompt grader judges a run (judgeRequest); the
// score is the agreement with the labels, overall and per label.





const JudgeCase = (0,helpers/* obj */.WL)({
    id: schemas.string().min(1),
    /** The grading instructions (a prompt grader's `prompt`). */
    criteria: schemas.string().min(1),
    /** The conversation: each turn the user's input and the agent's reply. */
    turns: schemas.array((0,helpers/* obj */.WL)({ input: schemas.string(), output: schemas.string() })).min(1),
    /** How the conversation ended (default completed). */
    outcome: schemas.string().optional(),
    /** The right verdict. */
    expect: schemas["enum"](['pass', 'fail']),
    tags: schemas.array(schemas.string()).optional(),
});
async function judgeOne(c, llm, model) {
    const turns = c.turns.map((t, index) => ({
        index,
        input: t.input,
        output: t.output,
        tool_calls: [],
        skill_invocations: [],
    }));
    const request = (0,graders_prompt/* judgeRequest */.L)(c.criteria, c.turns[0].input, c.outcome ?? 'completed', { turns });
    try {
        const verdict = await (0,judge/* askJudge */.N)({
            llm,
            model,
            ...request,
            signal: AbortSignal.timeout(120_000),
            who: `case ${c.id}`,
        });
        // A judge that lists criteria passes only when each passed (as the prompt grader scores).
        const passed = verdict.criteria.length
            ? verdict.criteria.every((k) => k.passed)
            : verdict.passed;
        return { id: c.id, expected: c.expect, got: passed ? 'pass' : 'fail', reason: verdict.reason };
    }
    catch (error) {
        if (!(error instanceof types/* GraderError */.I))
            throw error;
        return { id: c.id, expected: c.expect, got: 'error', reason: error.message };
    }
}
async function runJudgeCheck(cases, options) {
    const results = new Array(cases.length);
    let next = 0;
    const worker = async () => {
        while (next < cases.length) {
            const index = next++;
            results[index] = await judgeOne(cases[index], options.llm, options.model);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
    return results;
}
function scoreJudgeCheck(results) {
    const byLabel = {
        pass: { agreed: 0, total: 0 },
        fail: { agreed: 0, total: 0 },
    };
    let agreed = 0;
    for (const r of results) {
        byLabel[r.expected].total++;
        if (r.got === r.expected) {
            byLabel[r.expected].agreed++;
            agreed++;
        }
    }
    return {
        cases: results.length,
        agreed,
        agreement: results.length ? agreed / results.length : 0,
        byLabel,
    };
}

;// CONCATENATED MODULE: ./src/responder/check-cases.ts
// The labelled cases of `parley check responder`: a brief, the conversation so far (ending with
// the agent's message), the right decision, and what a reply must and must not contain. The
// shipped set is check-set.ts; a user's own cases are JSONL files of the same shape, one case a
// line, checked here with errors naming the file, line, field and what was expected.



const CheckCase = (0,helpers/* obj */.WL)({
    id: schemas.string().min(1),
    /** The responder's brief (`inputs.responder.instructions`). */
    brief: schemas.string().min(1),
    /** The conversation so far: the user's messages and the agent's; the last is the agent's. */
    conversation: schemas.array((0,helpers/* obj */.WL)({ role: schemas["enum"](['user', 'agent']), text: schemas.string() }))
        .min(1)
        .refine((messages) => messages.at(-1)?.role === 'agent', {
        message: "the last message must be the agent's (the one the responder decides on)",
    }),
    /** The right decision on the agent's last message. */
    expect: schemas["enum"](['reply', 'stop', 'abstain']),
    /** A reply must contain each (case-insensitive). */
    must_contain: schemas.array(schemas.string().min(1)).optional(),
    /** A reply must contain none (case-insensitive): facts the agent did not ask for. */
    must_not_contain: schemas.array(schemas.string().min(1)).optional(),
    tags: schemas.array(schemas.string()).optional(),
});
/** A JSONL file's cases, or the errors of its lines. */
function parseCaseLines(text, file) {
    const { values, errors } = parseJsonLines(text, file, CheckCase);
    return { cases: values, errors };
}

;// CONCATENATED MODULE: ./src/responder/check-set.ts
// The labelled set `parley check responder` ships with (generated, then reviewed) is
// check-set.jsonl: one case a line, in the format of a user's `--cases` file (check-cases.ts),
// read and validated as theirs are. A brief and the conversation so far, the right decision, and
// what a reply must and must not contain; it covers one question at a time, several in one
// message, questions in another order, statements that need no answer, a brief silent on a field,
// briefs that say how to answer what they do not cover, and German, Spanish, French and Japanese
// conversations.

const BUILTIN_CASES_FILE = shippedFile(__webpack_require__.ab + "check-set.jsonl");

// EXTERNAL MODULE: ./src/responder/audit.ts
var audit = __webpack_require__(8177);
// EXTERNAL MODULE: ./src/responder/llm.ts + 1 modules
var responder_llm = __webpack_require__(6272);
// EXTERNAL MODULE: ./src/responder/types.ts
var responder_types = __webpack_require__(8315);
;// CONCATENATED MODULE: ./src/responder/check.ts



const has = (text, part) => text.toLowerCase().includes(part.toLowerCase());
async function checkOne(c, llm, model) {
    const responder = (0,responder_llm/* createLlmResponder */.aR)({ instructions: c.brief }, llm, model);
    const messages = c.conversation.map((m) => ({ role: m.role, text: m.text }));
    let decision;
    try {
        decision = await responder.decide({
            messages,
            agentAsks: false,
            signal: AbortSignal.timeout(120_000),
        });
    }
    catch (error) {
        if (!(error instanceof responder_types/* ResponderError */.J))
            throw error;
        return {
            id: c.id,
            expected: c.expect,
            got: 'error',
            reply: '',
            problems: [error.message],
            overAnswered: false,
            ungrounded: false,
        };
    }
    const problems = [];
    if (decision.decision !== c.expect)
        problems.push(`decided ${decision.decision}`);
    const reply = decision.decision === 'reply' ? decision.reply : '';
    let overAnswered = false;
    let ungrounded = false;
    if (decision.decision === 'reply') {
        for (const part of c.must_contain ?? []) {
            if (!has(reply, part))
                problems.push(`reply lacks ${JSON.stringify(part)}`);
        }
        for (const part of c.must_not_contain ?? []) {
            if (has(reply, part))
                problems.push(`reply gives ${JSON.stringify(part)}, not asked for`);
        }
        const findings = (0,audit/* auditReply */.wf)({
            brief: c.brief,
            question: messages.at(-1).text,
            conversation: messages.map((m) => m.text).join('\n\n'),
            reply,
            ...(decision.uses ? { uses: decision.uses } : {}),
        });
        overAnswered = findings.some((f) => f.kind === 'over_answered');
        ungrounded = findings.some((f) => f.kind === 'ungrounded');
        for (const f of findings)
            problems.push(`${f.kind.replace('_', '-')}: ${f.detail}`);
    }
    return {
        id: c.id,
        expected: c.expect,
        got: decision.decision,
        reply,
        problems,
        overAnswered,
        ungrounded,
    };
}
/** Decides every case, `concurrency` at a time, in the cases' order. */
async function runResponderCheck(cases, options) {
    const results = new Array(cases.length);
    let next = 0;
    const worker = async () => {
        while (next < cases.length) {
            const index = next++;
            results[index] = await checkOne(cases[index], options.llm, options.model);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
    return results;
}
/**
 * The score: a case is correct when the decision is the expected one and, for a reply, it holds
 * what it must and nothing it must not (the audit's findings are rated apart).
 */
function scoreCheck(results) {
    const byDecision = {
        reply: { correct: 0, total: 0 },
        stop: { correct: 0, total: 0 },
        abstain: { correct: 0, total: 0 },
    };
    let correct = 0;
    for (const r of results) {
        const ok = r.got === r.expected &&
            !r.problems.some((p) => p.startsWith('reply ') || p.startsWith('decided'));
        byDecision[r.expected].total++;
        if (ok) {
            byDecision[r.expected].correct++;
            correct++;
        }
    }
    const replies = results.filter((r) => r.got === 'reply');
    return {
        cases: results.length,
        correct,
        accuracy: results.length ? correct / results.length : 0,
        byDecision,
        replies: replies.length,
        overAnswered: replies.filter((r) => r.overAnswered).length,
        ungrounded: replies.filter((r) => r.ungrounded).length,
    };
}

// EXTERNAL MODULE: ./src/shared/strings.ts
var strings = __webpack_require__(5839);
// EXTERNAL MODULE: ./src/suites/diagnostics/diagnostics.ts
var diagnostics_diagnostics = __webpack_require__(994);
// EXTERNAL MODULE: ./src/suites/project.ts
var suites_project = __webpack_require__(692);
// EXTERNAL MODULE: ./src/suites/project-file.ts
var project_file = __webpack_require__(1263);
// EXTERNAL MODULE: ./src/shared/yaml.ts
var yaml = __webpack_require__(4094);
// EXTERNAL MODULE: ./src/shared/json-lines.ts
var json_lines = __webpack_require__(5165);
// EXTERNAL MODULE: ./src/suites/diagnostics/positions.ts + 1 modules
var positions = __webpack_require__(5137);
// EXTERNAL MODULE: ./src/suites/diagnostics/zod-issues.ts
var zod_issues = __webpack_require__(3288);
// EXTERNAL MODULE: ./src/shared/read-file.ts
var read_file = __webpack_require__(9444);
// EXTERNAL MODULE: ./src/commands/types.ts
var commands_types = __webpack_require__(8619);
;// CONCATENATED MODULE: ./src/commands/check-case-files.ts





/** One case file at most: far above any labelled set (the shipped ones are tens of kilobytes). */
const MAX_CASE_FILE_BYTES = 16 * 1024 * 1024;
/** Issues in the words suites get ("unknown key 'expekt' (did you mean 'expect'?)"), located. */
const asSuitesSay = (issues, value, raw) => {
    const locate = (0,positions/* jsonLineLocator */.nD)(raw);
    return (0,zod_issues/* describeIssues */.w)(issues, value).map((issue) => ({
        ...issue,
        column: locate(issue.path).column,
    }));
};
/**
 * Every case of `files`, or a UsageError (exit 2) naming each bad file, line and field; `what`
 * names the files in an error that is not about a line.
 */
function readCaseFiles(files, schema, what = '--cases') {
    const cases = [];
    const errors = [];
    for (const file of files) {
        let text;
        try {
            text = (0,read_file/* readRegularFile */.X)(file, MAX_CASE_FILE_BYTES).toString('utf8');
        }
        catch (error) {
            if (error instanceof read_file/* FileReadError */.t)
                throw new commands_types/* UsageError */.e(`${what} ${error.message}`);
            throw error;
        }
        const parsed = (0,json_lines/* parseJsonLines */.L)(text, file, schema, asSuitesSay);
        cases.push(...parsed.values);
        for (const e of parsed.errors) {
            const at = `${e.file}:${e.line}${e.column !== undefined ? `:${e.column}` : ''}`;
            errors.push(`${at}${e.path ? ` ${e.path}` : ''}: ${e.message}`);
        }
    }
    if (errors.length)
        throw new commands_types/* UsageError */.e(errors.join('\n'));
    return cases;
}

;// CONCATENATED MODULE: ./src/commands/check-diagnosis.ts
// What `parley check` says when most cases went wrong the same way: once, with the likely cause
// and what to try, instead of the same line for every case. Errors are grouped by their message
// with the case-specific parts (numbers, quoted text) blanked; a group holding half the cases or
// more is what the run is about.

/** The message with what differs from case to case blanked, so that alike errors group. */
const shape = (message) => message
    .replace(/^case [^:\s]+: /, '')
    .replace(/"[^"]*"|'[^']*'/g, '"…"')
    .replace(/\d+(\.\d+)?/g, 'N')
    .trim();
const CAUSES = [
    [
        /\b40[13]\b|unauthori[sz]ed|invalid api key|incorrect api key|permission denied/i,
        'the endpoint refused the key: check --api-key (OPENAI_API_KEY) for this --base-url (docs/endpoints.md)',
    ],
    [
        /fetch failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|unknown scheme|timed out|socket hang up/i,
        'the endpoint could not be reached in time: check --base-url (OPENAI_BASE_URL), and that the server is up',
    ],
    [
        /\b429\b|rate.?limit|quota/i,
        'the endpoint rate-limited the requests: lower --workers, or check the key’s quota',
    ],
    [
        /\b404\b|unknown model|no such model|model \S+ (is )?(not found|does not exist)/i,
        'the endpoint does not serve this model (or the base URL lacks its /v1 part): check --model against the models it lists',
    ],
    [
        /no valid (decision|verdict)|not JSON|invalid JSON|no tool call|structured output/i,
        'the model does not answer in the JSON Parley asks for (a JSON schema, a forced tool call or JSON mode, tried in that order): use a model that supports structured outputs, or a larger one',
    ],
];
/** Lines to print before the per-case list, or none when no single failure dominates. */
function diagnosis(results) {
    const errored = results.filter((r) => r.got === 'error' && r.message);
    if (!errored.length || errored.length * 2 < results.length)
        return [];
    const groups = new Map();
    for (const r of errored) {
        const key = shape(r.message);
        groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    const [largest] = [...groups.values()].sort((a, b) => b.length - a.length);
    if (!largest || largest.length * 2 < results.length)
        return [];
    const example = largest[0].message;
    const cause = CAUSES.find(([re]) => re.test(example))?.[1];
    return [
        `most cases failed the same way: ${largest.length} of ${results.length} ended in this error`,
        `  ${(0,strings/* truncate */.xv)(example.replace(/\s+/g, ' '), 400)}`,
        ...(cause ? [`likely cause: ${cause}`] : []),
    ];
}
/** The cases' lines, the cases that share one error's shape on one line; at most `max`. */
function groupedCaseLines(wrong, max = 20) {
    const entries = [];
    const byShape = new Map();
    for (const w of wrong) {
        const key = w.message === undefined ? undefined : shape(w.message);
        const known = key === undefined ? undefined : byShape.get(key);
        if (known) {
            known.ids.push(w.id);
            continue;
        }
        const group = key === undefined ? undefined : { ids: [w.id], message: w.message };
        if (key !== undefined && group)
            byShape.set(key, group);
        entries.push({ line: w.line, ...(group ? { group } : {}) });
    }
    const lines = entries.slice(0, max).map(({ line, group }) => {
        if (!group || group.ids.length === 1)
            return line;
        const ids = group.ids.slice(0, 3).join(', ') + (group.ids.length > 3 ? ', …' : '');
        return `  ${group.ids.length} cases (${ids}): ${(0,strings/* truncate */.xv)(group.message, 240)}`;
    });
    if (entries.length > max)
        lines.push(`  … and ${entries.length - max} more (--json lists every case)`);
    return lines;
}

// EXTERNAL MODULE: ./src/commands/key-header-flag.ts
var key_header_flag = __webpack_require__(7182);
;// CONCATENATED MODULE: ./src/commands/check.ts
// `parley check responder` / `parley check judge`: the LLM responder and the LLM judge measured on
// the user's own model and endpoint against the labelled sets shipped with Parley (and the user's
// own cases): the responder's accuracy per decision and its over-answer and ungrounded rates, the
// judge's agreement with the labels. Exit 0 when every threshold holds, 1 when one does not, 2 on
// a usage or case-file error.















const percent = (n, of) => (of ? `${((n / of) * 100).toFixed(1)}%` : 'n/a');
function rate(values, name, fallback) {
    const raw = values[name];
    if (raw === undefined)
        return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0 || n > 1) {
        throw new commands_types/* UsageError */.e(`--${name}: expected a fraction from 0 to 1, got "${raw}"`);
    }
    return n;
}
const show = (text, max = 160) => (0,strings/* escapeTerminal */.en)((0,strings/* clip */.$Q)(text, max));
/** The shipped set (unless --no-builtin): its file read as a user's --cases file is. */
function shipped(values, file, schema) {
    return values['no-builtin'] ? [] : readCaseFiles([file], schema, 'the shipped set');
}
function failureLines(results, max = 20) {
    const wrong = results
        .filter((r) => r.problems.length > 0)
        .map((r) => ({
        id: r.id,
        line: `  ${show(r.id, 60)}: expected ${r.expected}, got ${r.got}` +
            (r.reply ? ` ${JSON.stringify(show(r.reply, 100))}` : '') +
            ` — ${show(r.problems.join('; '), 240)}`,
        ...(r.got === 'error' ? { message: show(r.problems.join('; '), 240) } : {}),
    }));
    return groupedCaseLines(wrong, max);
}
/** The model to measure: --model, else the environment's, else .parley.yaml's default. */
async function modelOf(values, what) {
    const fromEnv = what === 'judge' ? 'PARLEY_JUDGE_MODEL' : 'PARLEY_RESPONDER_MODEL';
    const given = values.model?.trim() || process.env[fromEnv]?.trim();
    if (given)
        return given;
    const file = (0,project_file/* findProjectFile */.f$)(process.cwd());
    if (!file)
        throw missingModel(what, fromEnv);
    await (0,yaml/* loadYaml */.y)();
    const diagnostics = new diagnostics_diagnostics/* Diagnostics */.rE();
    const project = (0,suites_project.loadProject)(process.cwd(), diagnostics, file);
    if (diagnostics.errors.length) {
        throw new commands_types/* UsageError */.e(diagnostics.errors.map((e) => (0,diagnostics_diagnostics/* formatSpecError */.rB)(e)).join('\n'));
    }
    const d = project.defaults;
    const fromProject = what === 'judge' ? d.judgeModel : (d.responderModel ?? d.model);
    if (fromProject)
        return fromProject;
    throw missingModel(what, fromEnv);
}
function missingModel(what, fromEnv) {
    const key = what === 'judge' ? 'judge_model' : 'responder_model';
    return new commands_types/* UsageError */.e(`--model: the ${what}'s model to measure is needed (or ${fromEnv}, or defaults.${key} in .parley.yaml)`);
}
const checkCommand = {
    name: 'check',
    usage: 'check responder|judge [--model M] [--cases FILE]... [options]',
    options: {
        model: { type: 'string' },
        'base-url': { type: 'string' },
        'api-key': { type: 'string' },
        ...key_header_flag/* KEY_HEADER_OPTION */.G8,
        cases: { type: 'string', multiple: true },
        'no-builtin': { type: 'boolean' },
        'min-accuracy': { type: 'string' },
        'max-over-answered': { type: 'string' },
        'max-ungrounded': { type: 'string' },
        'min-agreement': { type: 'string' },
        workers: { type: 'string' },
        json: { type: 'boolean' },
    },
    help: {
        model: 'M the model measured (else PARLEY_RESPONDER_MODEL / PARLEY_JUDGE_MODEL)',
        'base-url': 'URL OpenAI-compatible endpoint (else OPENAI_BASE_URL)',
        'api-key': 'KEY its key (else OPENAI_API_KEY)',
        ...key_header_flag/* KEY_HEADER_HELP */.q3,
        cases: 'FILE your own cases (JSONL, one case a line; repeatable)',
        'no-builtin': 'only your own cases, not the set shipped with Parley',
        'min-accuracy': 'F the least accuracy that passes (default 0.9)',
        'max-over-answered': 'F the most replies that may over-answer (default 0.05)',
        'max-ungrounded': 'F the most replies that may be ungrounded (default 0.05)',
        'min-agreement': 'F judge: the least agreement with the labels that passes (default 0.9)',
        workers: 'N cases decided at once (default 4)',
        json: 'print the score and every case as JSON',
    },
    async run(values, positionals) {
        const [what, ...rest] = positionals;
        if ((what !== 'responder' && what !== 'judge') || rest.length) {
            throw new commands_types/* UsageError */.e(`expected "check responder" or "check judge", got "check ${positionals.join(' ')}"`);
        }
        const model = await modelOf(values, what);
        if (what === 'judge')
            return checkJudge(values, model);
        const minAccuracy = rate(values, 'min-accuracy', 0.9);
        const maxOver = rate(values, 'max-over-answered', 0.05);
        const maxUngrounded = rate(values, 'max-ungrounded', 0.05);
        const workers = Number(values.workers ?? 4);
        if (!Number.isInteger(workers) || workers < 1) {
            throw new commands_types/* UsageError */.e(`--workers: expected a positive integer, got "${String(values.workers)}"`);
        }
        const own = readCaseFiles(values.cases ?? [], CheckCase);
        const builtin = shipped(values, BUILTIN_CASES_FILE, CheckCase);
        const cases = [...builtin, ...own];
        if (!cases.length)
            throw new commands_types/* UsageError */.e('no cases: --no-builtin needs --cases FILE');
        const endpoint = (0,client/* resolveEndpoint */.sO)({
            baseURL: values['base-url'],
            apiKey: values['api-key'],
            apiKeyHeader: (0,key_header_flag/* keyHeader */.LP)(values),
        });
        const missing = (0,client/* missingEndpointError */.UP)(endpoint);
        if (missing)
            throw new commands_types/* UsageError */.e(missing.message);
        const results = await runResponderCheck(cases, {
            llm: (0,client/* createLlm */.SE)(endpoint),
            model,
            concurrency: workers,
        });
        const score = scoreCheck(results);
        const passes = {
            accuracy: score.accuracy >= minAccuracy,
            overAnswered: score.overAnswered <= maxOver * score.replies,
            ungrounded: score.ungrounded <= maxUngrounded * score.replies,
        };
        const ok = passes.accuracy && passes.overAnswered && passes.ungrounded;
        if (values.json) {
            console.log(JSON.stringify({ model, passed: ok, score, results }, null, 2));
            return ok ? 0 : 1;
        }
        const mark = (pass) => (pass ? 'ok' : 'FAIL');
        const d = score.byDecision;
        console.log([
            `parley check responder: model ${show(model, 80)}, ${score.cases} cases (${builtin.length ? `${builtin.length} shipped` : 'none shipped'}, ${own.length} yours)`,
            `accuracy ${percent(score.correct, score.cases)} (${score.correct} of ${score.cases}; at least ${percent(minAccuracy, 1)}: ${mark(passes.accuracy)})`,
            `  reply   ${percent(d.reply.correct, d.reply.total)} (${d.reply.correct} of ${d.reply.total})`,
            `  stop    ${percent(d.stop.correct, d.stop.total)} (${d.stop.correct} of ${d.stop.total})`,
            `  abstain ${percent(d.abstain.correct, d.abstain.total)} (${d.abstain.correct} of ${d.abstain.total})`,
            `over-answered ${percent(score.overAnswered, score.replies)} of replies (${score.overAnswered} of ${score.replies}; at most ${percent(maxOver, 1)}: ${mark(passes.overAnswered)})`,
            `ungrounded ${percent(score.ungrounded, score.replies)} of replies (${score.ungrounded} of ${score.replies}; at most ${percent(maxUngrounded, 1)}: ${mark(passes.ungrounded)})`,
            ...diagnosis(results.map((r) => ({ id: r.id, got: r.got, message: r.problems[0] }))),
            ...(results.some((r) => r.problems.length)
                ? ['cases not right:', ...failureLines(results)]
                : []),
        ].join('\n'));
        return ok ? 0 : 1;
    },
};
/** `parley check judge`: the judge's agreement with labelled transcripts. */
async function checkJudge(values, model) {
    const minAgreement = rate(values, 'min-agreement', 0.9);
    const workers = Number(values.workers ?? 4);
    if (!Number.isInteger(workers) || workers < 1) {
        throw new commands_types/* UsageError */.e(`--workers: expected a positive integer, got "${String(values.workers)}"`);
    }
    const own = readCaseFiles(values.cases ?? [], JudgeCase);
    const builtin = shipped(values, BUILTIN_JUDGE_CASES_FILE, JudgeCase);
    const cases = [...builtin, ...own];
    if (!cases.length)
        throw new commands_types/* UsageError */.e('no cases: --no-builtin needs --cases FILE');
    const endpoint = (0,client/* resolveEndpoint */.sO)({
        baseURL: values['base-url'],
        apiKey: values['api-key'],
        apiKeyHeader: (0,key_header_flag/* keyHeader */.LP)(values),
    });
    const missing = (0,client/* missingEndpointError */.UP)(endpoint);
    if (missing)
        throw new commands_types/* UsageError */.e(missing.message);
    const results = await runJudgeCheck(cases, {
        llm: (0,client/* createLlm */.SE)(endpoint),
        model,
        concurrency: workers,
    });
    const score = scoreJudgeCheck(results);
    const ok = score.agreement >= minAgreement;
    if (values.json) {
        console.log(JSON.stringify({ model, passed: ok, score, results }, null, 2));
        return ok ? 0 : 1;
    }
    const l = score.byLabel;
    const wrong = results.filter((r) => r.got !== r.expected);
    console.log([
        `parley check judge: model ${show(model, 80)}, ${score.cases} cases (${builtin.length ? `${builtin.length} shipped` : 'none shipped'}, ${own.length} yours)`,
        `agreement ${percent(score.agreed, score.cases)} (${score.agreed} of ${score.cases}; at least ${percent(minAgreement, 1)}: ${ok ? 'ok' : 'FAIL'})`,
        `  pass ${percent(l.pass.agreed, l.pass.total)} (${l.pass.agreed} of ${l.pass.total})`,
        `  fail ${percent(l.fail.agreed, l.fail.total)} (${l.fail.agreed} of ${l.fail.total})`,
        ...diagnosis(results.map((r) => ({ id: r.id, got: r.got, message: r.reason }))),
        ...(wrong.length
            ? [
                'cases not right:',
                ...groupedCaseLines(wrong.map((r) => ({
                    id: r.id,
                    line: `  ${show(r.id, 60)}: expected ${r.expected}, got ${r.got} — ${show(r.reason, 200)}`,
                    ...(r.got === 'error' ? { message: show(r.reason, 200) } : {}),
                }))),
            ]
            : []),
    ].join('\n'));
    return ok ? 0 : 1;
}


/***/ }),

/***/ 3287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $S: () => (/* binding */ fromConversationChecks),
/* harmony export */   DU: () => (/* binding */ builtinSpec),
/* harmony export */   YZ: () => (/* binding */ fromChecks),
/* harmony export */   bQ: () => (/* binding */ fromAssertion),
/* harmony export */   bu: () => (/* binding */ outcome),
/* harmony export */   sp: () => (/* binding */ fromCount)
/* harmony export */ });
/** Score = share of checks that passed; passed = all of them. No checks = pass. */
function fromChecks(spec, checks, extra) {
    const failed = checks.filter((c) => !c.passed);
    const score = checks.length === 0 ? 1 : (checks.length - failed.length) / checks.length;
    const feedback = checks.length === 0
        ? 'nothing to check'
        : failed.length === 0
            ? `all ${checks.length} check${checks.length === 1 ? '' : 's'} passed`
            : failed.map((c) => (c.detail ? `${c.label}: ${c.detail}` : c.label)).join('; ');
    return {
        name: spec.name,
        type: spec.type,
        score,
        weight: spec.weight,
        passed: failed.length === 0,
        feedback,
        details: { checks, ...extra },
    };
}
function outcome(spec, passed, score, feedback, details) {
    return {
        name: spec.name,
        type: spec.type,
        score: Math.min(1, Math.max(0, Number.isFinite(score) ? score : 0)),
        weight: spec.weight,
        passed,
        feedback,
        ...(details ? { details } : {}),
    };
}
/** A Yao final assertion as a grader result: its own verdict, score and message. */
function fromAssertion(spec, assertion, result) {
    return outcome(spec, result.passed, result.score ?? (result.passed ? 1 : 0), result.message, {
        assertion: assertion.type,
        negate: assertion.negate,
    });
}
/** A count of things that held (per-turn assertions, checkpoints): score = share, passed = all. */
function fromCount(spec, held, total, feedback) {
    return outcome(spec, held === total, total ? held / total : 1, feedback);
}
/** A check the engine adds itself (weight 1, no config), e.g. per-turn assertions. */
function builtinSpec(name, type) {
    return { type, name, weight: 1, config: {} };
}
/**
 * What the conversation itself checked, as grader results so that scores and reports see them:
 * the per-turn assertions (one result) and the required checkpoints (one result).
 */
function fromConversationChecks(run) {
    const results = [];
    const assertions = run.turns.flatMap((t) => t.assertions.map((a) => ({ turn: t.index, a })));
    if (assertions.length) {
        const failing = assertions.filter(({ a }) => !a.passed);
        results.push(fromCount(builtinSpec('turn assertions', 'turn_assertions'), assertions.length - failing.length, assertions.length, failing.length
            ? failing.map(({ turn, a }) => `turn ${turn + 1} ${a.type}: ${a.message}`).join('; ')
            : `${assertions.length} assertion(s) passed`));
    }
    const required = run.checkpoints.filter((c) => c.required);
    if (required.length) {
        const missing = required.filter((c) => !c.reached);
        results.push(fromCount(builtinSpec('checkpoints', 'checkpoints'), required.length - missing.length, required.length, missing.length
            ? `not reached: ${missing.map((c) => `${c.id} (${c.message})`).join('; ')}`
            : `all ${required.length} required checkpoint(s) reached`));
    }
    return results;
}


/***/ }),

/***/ 82:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ GraderError)
/* harmony export */ });
/** A grader could not reach a verdict (bad judge response, crashed program): grader_error. */
class GraderError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GraderError';
    }
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

/***/ 8315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ ResponderError)
/* harmony export */ });
// The responder: the surrogate user that answers the agent's follow-up questions.
/** The responder malfunctioned (no valid decision after a retry, endpoint failure): never a guess. */
class ResponderError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ResponderError';
    }
}


/***/ }),

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


/***/ }),

/***/ 5165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ parseJsonLines)
/* harmony export */ });
const pathText = (path) => path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
const zodWords = (issues) => issues.map((issue) => ({ path: issue.path, message: issue.message }));
function parseJsonLines(text, file, schema, describe = zodWords) {
    const values = [];
    const errors = [];
    text.split('\n').forEach((raw, index) => {
        const line = index + 1;
        if (!raw.trim())
            return;
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch (error) {
            errors.push({ file, line, path: '', message: `not JSON: ${error.message}` });
            return;
        }
        const parsed = schema.safeParse(value);
        if (parsed.success) {
            values.push(parsed.data);
            return;
        }
        for (const issue of describe(parsed.error.issues, value, raw).slice(0, 5)) {
            errors.push({
                file,
                line,
                ...(issue.column !== undefined ? { column: issue.column } : {}),
                path: pathText(issue.path),
                message: issue.message,
            });
        }
    });
    return { values, errors };
}


/***/ }),

/***/ 9444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ readRegularFile),
/* harmony export */   t: () => (/* binding */ FileReadError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// Reading a file that someone else may have made (a cache entry, an artifact, a path given on the
// command line): a regular file only, opened without blocking (a FIFO never hangs the reader),
// and bounded as it is read, never by trusting stat() (/dev/zero reports size 0).

class FileReadError extends Error {
    file;
    reason;
    constructor(file, reason) {
        super(`${file}: ${reason}`);
        this.file = file;
        this.reason = reason;
        this.name = 'FileReadError';
    }
}
const CHUNK = 1024 * 1024;
/** The bytes of a regular file of at most `max` bytes; a FileReadError says why not. */
function readRegularFile(file, max) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0));
    }
    catch (error) {
        const code = error.code;
        throw new FileReadError(file, code === 'ENOENT' ? 'missing' : `cannot be read (${code})`);
    }
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (stat.isDirectory())
            throw new FileReadError(file, 'a directory, not a file');
        if (!stat.isFile())
            throw new FileReadError(file, 'not a regular file');
        if (stat.size > max) {
            throw new FileReadError(file, `${stat.size} bytes, more than the ${max} allowed`);
        }
        const chunks = [];
        let total = 0;
        // The size may change while it is read: the limit holds for what is read, not what stat said.
        for (;;) {
            const buffer = Buffer.allocUnsafe(Math.min(CHUNK, max + 1 - total));
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, null);
            if (read === 0)
                break;
            total += read;
            if (total > max)
                throw new FileReadError(file, `more than the ${max} bytes allowed`);
            chunks.push(buffer.subarray(0, read));
        }
        return Buffer.concat(chunks, total);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 5839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   U_: () => (/* binding */ headAndTail),
/* harmony export */   _n: () => (/* binding */ truncateAtWord),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
// Text helpers shared by every layer: cutting untrusted text to a size (never splitting a
// character), flattening it to one line, and making it safe for a terminal. Markdown (report/
// escape.ts) and XML (results/junit.ts) have their own escaping on top of these.
/** Cuts a text to at most max characters (by code point), marking the cut. */
function truncate(text, max) {
    // No more characters than UTF-16 units: a text within max units is kept whole.
    if (text.length <= max)
        return text;
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}
/**
 * Like truncate, but at a word boundary when there is one in the last fifth of the room: a
 * reader sees "…(action inputs …", never "base-u…".
 */
function truncateAtWord(text, max) {
    if (text.length <= max)
        return text;
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    const kept = chars.slice(0, Math.max(0, max - 1)).join('');
    const space = kept.lastIndexOf(' ');
    return space >= kept.length * 0.8 ? `${kept.slice(0, space).trimEnd()} …` : `${kept}…`;
}
/** One line: whitespace runs (newlines included) become single spaces. */
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}
// CSI, OSC (ended by BEL or ST), and other two-character ESC sequences.
const ESCAPE_SEQUENCE = 
// eslint-disable-next-line no-control-regex
/\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]/g;
// The remaining C0 and C1 control characters, newline and tab excepted.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// Bidirectional overrides can disguise text.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;
/**
 * Makes untrusted text safe for a terminal: ANSI/VT escape sequences are removed and other
 * control characters shown as \xNN (newlines and tabs are kept).
 */
function escapeTerminal(text) {
    return text
        .replace(ESCAPE_SEQUENCE, '')
        .replace(CONTROL, (c) => c === '\r' ? '' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .replace(BIDI, '');
}
/** One line of at most max characters: for feedback and messages that quote untrusted text. */
function clip(text, max = 200) {
    return truncate(oneLine(text), max);
}
/**
 * At most about max characters: the first quarter and the last three quarters, with a line
 * saying how much was left out between them (a process's stderr: its cause is often the first
 * line, its last words the last).
 */
function headAndTail(text, max) {
    if (text.length <= max)
        return text;
    // Never between the two halves of a surrogate pair.
    const low = (i) => /[\udc00-\udfff]/.test(text[i] ?? '');
    let head = Math.floor(max / 4);
    if (low(head))
        head--;
    let from = text.length - (max - head);
    if (low(from))
        from++;
    const left = from - head;
    return `${text.slice(0, head)}\n… [${left} characters left out] …\n${text.slice(from)}`;
}


/***/ }),

/***/ 994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _F: () => (/* binding */ warningLines),
/* harmony export */   rB: () => (/* binding */ formatSpecError),
/* harmony export */   rE: () => (/* binding */ Diagnostics)
/* harmony export */ });
/* unused harmony exports formatPath, Scope */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _zod_issues_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3288);
// Errors and warnings about the user's files, each pinned to file, line, column and field path.


/** "file:line:col path: message", the file relative to cwd; line 0 = about the file as a whole. */
function formatSpecError(e, cwd = process.cwd()) {
    // Relative inside the working directory; outside it, the path as an absolute one.
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(cwd, e.file);
    const file = rel.startsWith('..') ? e.file : rel;
    if (!file && e.line === 0)
        return e.message;
    const where = e.line > 0 ? `${file || '.'}:${e.line}:${e.column}` : `${file}:`;
    return `${where} ${e.path ? `${e.path}: ` : ''}${e.message}`;
}
/** `inputs.responder.rules[0].when` */
function formatPath(path) {
    return path
        .map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : `${i ? '.' : ''}${String(seg)}`))
        .join('');
}
class Diagnostics {
    errors = [];
    warnings = [];
    /** Reports against a file as a whole (missing, unreadable, no match). */
    fileError(file, message) {
        this.errors.push({ file, line: 0, column: 0, path: '', message });
    }
    scope(file, locate, prefix = []) {
        return new Scope(this, file, locate, prefix);
    }
}
class Scope {
    diagnostics;
    file;
    locateIn;
    prefix;
    constructor(diagnostics, file, locateIn, prefix) {
        this.diagnostics = diagnostics;
        this.file = file;
        this.locateIn = locateIn;
        this.prefix = prefix;
    }
    locate(path) {
        return { file: this.file, ...this.locateIn([...this.prefix, ...path]) };
    }
    child(path) {
        return new Scope(this.diagnostics, this.file, this.locateIn, [...this.prefix, ...path]);
    }
    error(path, message) {
        this.diagnostics.errors.push(this.entry(path, message));
    }
    warn(path, message) {
        this.diagnostics.warnings.push(this.entry(path, message));
    }
    /** Every issue of a failed zod parse, one error each. */
    issues(issues, data) {
        for (const issue of (0,_zod_issues_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssues */ .w)(issues, data))
            this.error(issue.path, issue.message);
    }
    get errorCount() {
        return this.diagnostics.errors.length;
    }
    entry(path, message) {
        const full = [...this.prefix, ...path];
        return { ...this.locate(path), path: formatPath(full), message };
    }
}
/**
 * Warning lines for a person: each as `warning: file:line:col path: message`, but at most
 * `perMessage` of one kind (the same message), then how many more there are.
 */
function warningLines(warnings, cwd, perMessage = 5) {
    const shown = new Map();
    const lines = [];
    for (const w of warnings) {
        const n = (shown.get(w.message) ?? 0) + 1;
        shown.set(w.message, n);
        if (n <= perMessage)
            lines.push(`warning: ${formatSpecError(w, cwd)}`);
    }
    for (const [message, n] of shown) {
        if (n > perMessage)
            lines.push(`warning: ... and ${n - perMessage} more: ${message}`);
    }
    return lines;
}


/***/ }),

/***/ 3288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ describeIssues)
/* harmony export */ });
/* unused harmony export valueAt */
/* harmony import */ var _schema_helpers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9892);

function describeIssues(issues, data) {
    return issues.flatMap((issue) => describe(issue, [], data));
}
function describe(issue, base, data) {
    const path = [...base, ...issue.path];
    const value = valueAt(data, path);
    const one = (message) => [{ path, message }];
    switch (issue.code) {
        case 'invalid_type':
            if (value === undefined)
                return one('is required');
            return one(`expected ${article(issue.expected)}, got ${kindOf(value)}`);
        case 'too_small':
            // A schema's own sentence (zod's defaults start "Too small") says more than the bound.
            if (!issue.message.startsWith('Too small'))
                return one(issue.message);
            return one(bound(issue.origin, issue.minimum, issue.inclusive, '>'));
        case 'too_big':
            return one(bound(issue.origin, issue.maximum, issue.inclusive, '<'));
        case 'unrecognized_keys':
            return issue.keys.map((key) => ({
                path: [...path, key],
                message: unknownKey(key, issue.message),
            }));
        case 'invalid_value':
            if (value === undefined)
                return one('is required');
            if (!issue.message.startsWith('Invalid'))
                return one(issue.message);
            return one(`expected one of: ${issue.values.map(String).join(', ')} (got ${show(value)})`);
        case 'invalid_union': {
            const matching = issue.errors.find((branch) => !branch.every(isRootTypeMismatch));
            if (matching)
                return matching.flatMap((inner) => describe(inner, path, data));
            if (value === undefined)
                return one('is required');
            const kinds = [
                ...new Set(issue.errors.map((b) => b[0]?.expected)),
            ];
            return one(`expected ${kinds
                .filter(Boolean)
                .map((k) => article(k))
                .join(' or ')}, got ${kindOf(value)}`);
        }
        case 'invalid_format':
            return one(issue.message.startsWith('Invalid') ? `invalid ${issue.format}` : issue.message);
        default:
            return one(issue.message);
    }
}
function isRootTypeMismatch(issue) {
    return issue.code === 'invalid_type' && issue.path.length === 0;
}
function bound(origin, limit, inclusive, dir) {
    const n = Number(limit);
    if (origin === 'string') {
        if (dir === '>' && n === 1)
            return 'must not be empty';
        return `must be ${dir === '>' ? 'at least' : 'at most'} ${n} characters`;
    }
    if (origin === 'array' || origin === 'set') {
        return `must have ${dir === '>' ? 'at least' : 'at most'} ${n} item${n === 1 ? '' : 's'}`;
    }
    return `must be ${dir}${inclusive ? '=' : ''} ${String(limit)}`;
}
/** Old waza names: the migration hint instead of a bare "unknown key". */
const RENAMED = {
    max_workers: "renamed to 'workers' (waza's old name; 0 = auto)",
};
function unknownKey(key, message) {
    if (RENAMED[key])
        return `unknown key '${key}': ${RENAMED[key]}`;
    if (!message.startsWith(_schema_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .KEYS_PREFIX */ .E4))
        return `unknown key '${key}'`;
    const allowed = message.slice(_schema_helpers_js__WEBPACK_IMPORTED_MODULE_0__/* .KEYS_PREFIX */ .E4.length).split(', ');
    const close = allowed
        .map((k) => ({ k, d: distance(k.toLowerCase(), key.toLowerCase()) }))
        .filter(({ k, d }) => d <= Math.max(1, Math.floor(k.length / 4)))
        .sort((a, b) => a.d - b.d)[0];
    // A key's first words (`trials` for `trials_per_task`, `timeout` for `timeout_seconds`) are
    // what people type from memory: the shortest allowed key they begin.
    const stem = allowed
        .filter((k) => k.toLowerCase().startsWith(`${key.toLowerCase()}_`))
        .sort((a, b) => a.length - b.length)[0];
    if (!close && stem)
        return `unknown key '${key}' (did you mean '${stem}'?)`;
    // An allowed key with an ending added (`expected` for `expect`, `graders_list`).
    const longer = allowed.find((k) => key.toLowerCase().startsWith(k.toLowerCase()) && key.length - k.length <= 3);
    if (!close && longer)
        return `unknown key '${key}' (did you mean '${longer}'?)`;
    return close
        ? `unknown key '${key}' (did you mean '${close.k}'?)`
        : `unknown key '${key}' (expected one of: ${allowed.join(', ')})`;
}
function distance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        prev = row;
    }
    return prev[b.length];
}
const NAMES = {
    int: 'an integer',
    number: 'a number',
    string: 'a string',
    boolean: 'a boolean (true or false)',
    array: 'a list',
    object: 'a mapping',
    record: 'a mapping',
    tuple: 'a list',
    null: 'null',
};
const article = (expected) => NAMES[expected] ?? expected;
function kindOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    if (typeof value === 'string')
        return `a string (${show(value)})`;
    if (typeof value === 'number')
        return Number.isInteger(value) ? `${value}` : `${value}`;
    return `${typeof value} ${String(value)}`;
}
function show(value) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
function valueAt(data, path) {
    let node = data;
    for (const segment of path) {
        if (node === null || typeof node !== 'object')
            return undefined;
        node = node[segment];
    }
    return node;
}


/***/ }),

/***/ 692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadProject: () => (/* binding */ loadProject),
/* harmony export */   todayUtc: () => (/* binding */ todayUtc)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _diagnostics_positions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5137);
/* harmony import */ var _schema_project_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6712);
/* harmony import */ var _project_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1263);
// The project config at the working directory: .parley.yaml, else .waza.yaml.




/** The project at `cwd`; `file` when the caller has looked for it already (findProjectFile). */
function loadProject(cwd, diagnostics, file = (0,_project_file_js__WEBPACK_IMPORTED_MODULE_2__/* .findProjectFile */ .f$)(cwd)) {
    if (!file)
        return (0,_project_file_js__WEBPACK_IMPORTED_MODULE_2__/* .noProject */ .Zv)();
    const empty = { file, evals: [], defaults: {}, raw: {} };
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch (error) {
        diagnostics.fileError(file, `cannot read: ${error.message}`);
        return empty;
    }
    const parsed = (0,_diagnostics_positions_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYaml */ .hN)(text);
    const scope = diagnostics.scope(file, parsed.locate);
    for (const e of parsed.errors)
        diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
    if (parsed.errors.length)
        return empty;
    const data = parsed.data ?? {};
    const result = _schema_project_js__WEBPACK_IMPORTED_MODULE_1__/* .ProjectFile */ .Q1.safeParse(data);
    if (!result.success) {
        scope.issues(result.error.issues, data);
        return empty;
    }
    const raw = result.data;
    if (raw.storage !== undefined) {
        scope.warn(['storage'], 'remote result storage is not supported by Parley; results stay in the results directory');
    }
    const project = mapProject(file, raw, data);
    const quarantine = activeQuarantine(raw.quarantine ?? [], scope);
    return quarantine.length ? { ...project, quarantine } : project;
}
/** Today as YYYY-MM-DD in UTC: an entry expires at the end of its day, the same day everywhere. */
function todayUtc(now = new Date()) {
    return now.toISOString().slice(0, 10);
}
/** The entries still in force, each with where it is written; an expired one is a warning. */
function activeQuarantine(entries, scope) {
    const today = todayUtc();
    const active = [];
    entries.forEach((entry, i) => {
        if (entry.expires < today) {
            scope.warn(['quarantine', i, 'expires'], `the quarantine of '${entry.task}' expired on ${entry.expires}: the task counts in the verdict again (renew it with \`parley quarantine add\` or remove the entry)`);
            return;
        }
        active.push({ ...entry, where: scope.locate(['quarantine', i, 'task']) });
    });
    return active;
}
function mapProject(file, raw, data) {
    const d = raw.defaults ?? {};
    const evalFile = raw.files?.evalFile ?? 'eval.yaml';
    const evals = raw.evals
        ? [raw.evals].flat()
        : raw.paths?.evals
            ? [`${raw.paths.evals.replace(/[\\/]+$/, '')}/**/${evalFile}`]
            : raw.files?.evalFile
                ? [`evals/**/${evalFile}`]
                : [];
    const executor = d.executor ?? d.engine;
    const defaults = {
        model: d.model,
        judgeModel: d.judge_model ?? d.judgeModel,
        executor: executor,
        trialsPerTask: d.trials,
        workers: d.workers,
        timeoutSeconds: d.timeout_seconds ?? d.timeout,
        responderModel: d.responder_model,
    };
    for (const key of Object.keys(defaults)) {
        if (defaults[key] === undefined)
            delete defaults[key];
    }
    const resultsDir = raw.results_dir ?? raw.paths?.results;
    return {
        file,
        evals,
        ...(resultsDir ? { resultsDir } : {}),
        defaults,
        ...(raw.tokens ? { tokens: raw.tokens } : {}),
        ...(raw.prices ? { prices: raw.prices } : {}),
        ...(raw.paths?.skills ? { skillsDir: raw.paths.skills } : {}),
        ...(raw.impact?.always ? { impactAlways: raw.impact.always } : {}),
        raw: data,
    };
}


/***/ }),

/***/ 6712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Gg: () => (/* binding */ IsoDay),
  AO: () => (/* binding */ MAX_QUARANTINE),
  Q1: () => (/* binding */ ProjectFile)
});

// UNUSED EXPORTS: QuarantineEntry

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/suites/schema/helpers.ts
var helpers = __webpack_require__(9892);
;// CONCATENATED MODULE: ./src/suites/schema/prices.ts
// The `prices` table (.parley.yaml, the action's `prices` input): what a model's tokens cost,
// in dollars per million tokens. Cached input is priced apart (providers discount it); unset,
// it costs what input costs, so a cost is never under-stated.


const perMillion = schemas.number().nonnegative().finite();
const ModelPrice = (0,helpers/* obj */.WL)({
    input: perMillion,
    cached_input: perMillion.optional(),
    output: perMillion,
});
/**
 * Model name -> its price. A model not listed is priced "unknown", never $0. A `__proto__` key
 * is refused, not dropped: zod's records leave it out, so its price would silently not apply
 * (the other names of Object.prototype, `constructor` and the like, are priced as any name).
 */
const PriceTable = schemas.preprocess((value, ctx) => {
    if (value && typeof value === 'object' && Object.hasOwn(value, '__proto__')) {
        ctx.addIssue({
            code: 'custom',
            input: value,
            path: ['__proto__'],
            message: 'a model cannot be named __proto__ (it is not a key a table can hold)',
        });
    }
    return value;
}, schemas.record(helpers/* nonEmpty */.hq, ModelPrice));

;// CONCATENATED MODULE: ./src/suites/schema/project.ts
// .parley.yaml / .waza.yaml at the project root: waza's config.schema.json keys (camelCase, as
// waza writes them) plus Parley's evals globs, results_dir and snake_case defaults.



const intMap = schemas.record(schemas.string(), helpers/* nonNegInt */.jy);
/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const IsoDay = schemas.string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
    .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'not a calendar date');
/** At most this many quarantine entries: a list longer than this quarantines the suite, not tasks. */
const MAX_QUARANTINE = 200;
/**
 * `quarantine:` a task that keeps running and being reported but cannot fail the check
 * (verdict/quarantine.ts), until `expires` (that day included).
 */
const QuarantineEntry = (0,helpers/* obj */.WL)({
    /** `suite/task id`, a task id or name; `*` = any characters (shared/task-filter.ts). */
    task: schemas.string().trim().min(1).max(500),
    reason: schemas.string().trim().min(1, 'a quarantine needs a reason').max(500),
    expires: IsoDay,
});
const ProjectFile = (0,helpers/* obj */.WL)({
    evals: schemas.union([helpers/* nonEmpty */.hq, helpers/* strs */.TD]).optional(),
    results_dir: helpers/* nonEmpty */.hq.optional(),
    /** Dollars per million tokens, per model (the report's cost). */
    prices: PriceTable.optional(),
    defaults: (0,helpers/* obj */.WL)({
        model: helpers/* nonEmpty */.hq.optional(),
        judge_model: helpers/* nonEmpty */.hq.optional(),
        judgeModel: helpers/* nonEmpty */.hq.optional(),
        responder_model: helpers/* nonEmpty */.hq.optional(),
        executor: helpers/* Executor */.Qx.optional(),
        engine: helpers/* Executor */.Qx.optional(),
        trials: helpers/* posInt */.Ik.optional(),
        workers: helpers/* nonNegInt */.jy.optional(),
        timeout_seconds: helpers/* posInt */.Ik.optional(),
        timeout: helpers/* posInt */.Ik.optional(),
        parallel: schemas.boolean().optional(),
        verbose: schemas.boolean().optional(),
        sessionLog: schemas.boolean().optional(),
    }).optional(),
    paths: (0,helpers/* obj */.WL)({ skills: helpers/* str */.gx.optional(), evals: helpers/* str */.gx.optional(), results: helpers/* str */.gx.optional() }).optional(),
    files: (0,helpers/* obj */.WL)({
        evalFile: schemas.string()
            .regex(/^[^/\\]+$/, 'expected a file name')
            .optional(),
        taskGlob: helpers/* nonEmpty */.hq.optional(),
        taskFileSuffix: helpers/* str */.gx.optional(),
    }).optional(),
    cache: (0,helpers/* obj */.WL)({ enabled: schemas.boolean().optional(), dir: helpers/* str */.gx.optional() }).optional(),
    server: (0,helpers/* obj */.WL)({ port: helpers/* posInt */.Ik.optional(), resultsDir: helpers/* str */.gx.optional() }).optional(),
    dev: (0,helpers/* obj */.WL)({
        model: helpers/* str */.gx.optional(),
        target: helpers/* str */.gx.optional(),
        maxIterations: helpers/* posInt */.Ik.optional(),
    }).optional(),
    tokens: (0,helpers/* obj */.WL)({
        warningThreshold: helpers/* nonNegInt */.jy.optional(),
        fallbackLimit: helpers/* nonNegInt */.jy.optional(),
        limits: (0,helpers/* obj */.WL)({ defaults: intMap.optional(), overrides: intMap.optional() }).optional(),
    }).optional(),
    graders: (0,helpers/* obj */.WL)({ programTimeout: helpers/* posInt */.Ik.optional() }).optional(),
    storage: (0,helpers/* obj */.WL)({
        provider: helpers/* str */.gx.optional(),
        accountName: helpers/* str */.gx.optional(),
        containerName: helpers/* str */.gx.optional(),
        enabled: schemas.boolean().optional(),
    }).optional(),
    registries: schemas.array(schemas.unknown()).optional(),
    /** Parley: tasks kept out of the verdict for a while (verdict/quarantine.ts). */
    quarantine: schemas.array(QuarantineEntry).max(MAX_QUARANTINE).optional(),
    /** Parley: impact selection on pull requests (engine/impact.ts). */
    impact: (0,helpers/* obj */.WL)({
        /** Globs (relative to the project root) whose change re-runs every task. */
        always: schemas.array(helpers/* nonEmpty */.hq).optional(),
    }).optional(),
});


/***/ })

};
;