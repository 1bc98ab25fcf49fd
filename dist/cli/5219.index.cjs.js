"use strict";
exports.id = 5219;
exports.ids = [5219];
exports.modules = {

/***/ 5219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  generateCommand: () => (/* binding */ generateCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/llm/structured.ts
var structured = __webpack_require__(7512);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/suites/load.ts + 1 modules
var load = __webpack_require__(2900);
// EXTERNAL MODULE: ./src/suites/yao/map-jsonl.ts + 2 modules
var map_jsonl = __webpack_require__(1746);
;// CONCATENATED MODULE: ./src/generate/check.ts
// Validates a drafted task the way `parley validate` does: the draft is written into a scratch
// suite and loaded by the suite loader (same zod schemas, same mapping, same warnings), so a
// draft that passes here loads when it is written. A warning counts as a problem: a draft the
// loader warns about (nothing checks it, ...) is not worth writing as it is. One warning is not a
// fault of the draft: a JSONL draft is a simulator test for Parley's responder, which Yao runs
// statically without checkpoints; validate announces that difference wherever the test is run.





function createDraftChecker() {
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'parley-generate-'));
    return {
        async check(text, format) {
            const file = `draft.${format}`;
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, file), text);
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, 'eval.yaml'), `name: generated-draft\nconfig:\n  executor: mock\ntasks:\n  - ${file}\n`);
            // The scratch folder is the working directory: the user's .parley.yaml plays no part.
            const { errors, warnings } = await (0,load/* loadSuites */._k)([dir], { cwd: dir });
            const faults = warnings.filter((w) => w.message !== map_jsonl/* SIMULATOR_WITHOUT_CHECKPOINTS */.Wh);
            return [...errors, ...faults].map((e) => {
                const where = e.path || (e.line > 0 ? `line ${e.line}` : '');
                return where ? `${where}: ${e.message}` : e.message;
            });
        },
        dispose: () => (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true }),
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
;// CONCATENATED MODULE: ./src/generate/draft.ts
// What the generator model answers for one drafted task (a strict JSON schema, so that every
// server's structured output can carry it), and how an answer becomes a waza task file or a Yao
// JSONL test. The answer is deliberately narrower than the task format: a prompt, a responder
// brief, a follow-up cap and deterministic graders (an LLM judge only where nothing else fits).

const FOCUSES = ['happy-path', 'edge-cases', 'vague-briefs'];
const FORMATS = ['yaml', 'jsonl'];
const strings = schemas.array(schemas.string()).default([]);
const TextGrader = schemas.object({
    type: schemas.literal('text'),
    name: schemas.string(),
    contains: strings,
    not_contains: strings,
    regex_match: strings,
});
const FileGrader = schemas.object({
    type: schemas.literal('file'),
    name: schemas.string(),
    must_exist: strings,
    must_not_exist: strings,
    content_patterns: schemas.array(schemas.object({ path: schemas.string(), must_match: strings })).default([]),
});
const ToolGrader = schemas.object({
    type: schemas.literal('tool_calls'),
    name: schemas.string(),
    required_tools: strings,
    forbidden_tools: strings,
});
const JudgeGrader = schemas.object({
    type: schemas.literal('prompt'),
    name: schemas.string(),
    prompt: schemas.string(),
});
const DraftGrader = schemas.discriminatedUnion('type', [TextGrader, FileGrader, ToolGrader, JudgeGrader]);
/** The answer, checked (lenient about empty lists a JSON-mode model left out). */
const DraftAnswer = schemas.object({
    id: schemas.string(),
    name: schemas.string(),
    tags: strings,
    prompt: schemas.string(),
    brief: schemas.string(),
    omitted: schemas.string().default(''),
    max_followups: schemas.number().int(),
    graders: schemas.array(DraftGrader).default([]),
});
/** The grader kinds each format can express (Yao JSONL has assertions: no files, no judge). */
const GRADER_KINDS = {
    yaml: ['text', 'file', 'tool_calls', 'prompt'],
    jsonl: ['text', 'tool_calls'],
};
const list = { type: 'array', items: { type: 'string' } };
function object(properties) {
    return {
        type: 'object',
        additionalProperties: false,
        required: Object.keys(properties),
        properties,
    };
}
const GRADER_SCHEMAS = {
    text: object({
        type: { type: 'string', enum: ['text'] },
        name: { type: 'string' },
        contains: list,
        not_contains: list,
        regex_match: list,
    }),
    file: object({
        type: { type: 'string', enum: ['file'] },
        name: { type: 'string' },
        must_exist: list,
        must_not_exist: list,
        content_patterns: {
            type: 'array',
            items: object({ path: { type: 'string' }, must_match: list }),
        },
    }),
    tool_calls: object({
        type: { type: 'string', enum: ['tool_calls'] },
        name: { type: 'string' },
        required_tools: list,
        forbidden_tools: list,
    }),
    prompt: object({
        type: { type: 'string', enum: ['prompt'] },
        name: { type: 'string' },
        prompt: { type: 'string' },
    }),
};
/** The strict JSON schema of one answer, with the graders `format` can express. */
function draftJsonSchema(format) {
    return object({
        id: { type: 'string', description: 'kebab-case, unique in the suite' },
        name: { type: 'string', description: 'one line: the situation and the expected result' },
        tags: list,
        prompt: { type: 'string', description: "the user's first message to the agent" },
        brief: {
            type: 'string',
            description: 'what the simulated user knows: one concrete target configuration',
        },
        omitted: {
            type: 'string',
            description: 'vague-briefs only: what the brief leaves out on purpose; else empty',
        },
        max_followups: { type: 'integer', description: 'replies the simulated user may send' },
        graders: {
            type: 'array',
            items: { anyOf: GRADER_KINDS[format].map((kind) => GRADER_SCHEMAS[kind]) },
        },
    });
}
/** Drops the empty lists a strict answer must carry: the task format has them optional. */
function present(fields) {
    return Object.fromEntries(Object.entries(fields).filter(([, v]) => !(Array.isArray(v) && v.length === 0) && v !== ''));
}
function graderConfig(g) {
    const { type: _type, name: _name, ...config } = g;
    if (g.type === 'file') {
        return present({
            ...config,
            content_patterns: g.content_patterns.map((p) => present({ ...p })),
        });
    }
    return present(config);
}
/** The waza task file (as a plain object, key order as people write it). */
function toTaskFile(answer, focus) {
    const description = focus === 'vague-briefs' && answer.omitted.trim()
        ? `The brief leaves out on purpose: ${answer.omitted.trim()}. The agent should ask for it; the responder then abstains.`
        : undefined;
    return {
        id: answer.id,
        name: answer.name,
        ...(description ? { description } : {}),
        tags: tagsOf(answer, focus),
        inputs: {
            prompt: answer.prompt,
            responder: { instructions: answer.brief, max_followups: answer.max_followups },
        },
        // An agent that asks for what the brief omits makes the responder abstain; one that guesses
        // completes, and then this expectation fails the run.
        ...(focus === 'vague-briefs' ? { expected: { outcomes: ['abstained'] } } : {}),
        ...(answer.graders.length
            ? {
                graders: answer.graders.map((g) => ({
                    type: g.type,
                    name: g.name,
                    config: graderConfig(g),
                })),
            }
            : {}),
    };
}
/** The Yao JSONL test: a dynamic test whose simulator's goal is the brief. */
function toJsonlTest(answer, focus) {
    const assertions = answer.graders.flatMap((g) => {
        if (g.type === 'text') {
            return [
                ...g.contains.map((value) => ({ type: 'contains', value })),
                ...g.not_contains.map((value) => ({ type: 'not_contains', value })),
                ...g.regex_match.map((value) => ({ type: 'regex', value })),
            ];
        }
        if (g.type === 'tool_calls') {
            return [
                ...g.required_tools.map((value) => ({ type: 'tool_called', value })),
                ...g.forbidden_tools.map((value) => ({ type: 'tool_called', value, negate: true })),
            ];
        }
        return [];
    });
    return {
        id: answer.id,
        name: answer.name,
        tags: tagsOf(answer, focus),
        mode: 'dynamic',
        input: answer.prompt,
        simulator: { options: { metadata: { goal: answer.brief } } },
        // Yao counts agent turns, the first included.
        max_turns: answer.max_followups + 1,
        ...(assertions.length ? { assertions } : {}),
    };
}
/** The model's tags, then `generated` and the focus (JSONL has no expected outcome: the tag says it). */
function tagsOf(answer, focus) {
    const extra = ['generated', focus, ...(focus === 'vague-briefs' ? ['expects-abstain'] : [])];
    return [...new Set([...answer.tags.map((t) => t.trim()).filter(Boolean), ...extra])];
}
/** Lowercase letters, digits and dashes: a task id that is also a safe file name. */
function slug(text, fallback) {
    const s = text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60)
        .replace(/-+$/, '');
    return s || fallback;
}

// EXTERNAL MODULE: ./src/shared/strings.ts
var shared_strings = __webpack_require__(5839);
;// CONCATENATED MODULE: ./src/generate/prompt.ts


/** Bounds of the list of tasks the model must not repeat. */
const MAX_SUMMARIES = 60;
const SUMMARY_CHARS = 300;
const FOCUS_TEXT = {
    'happy-path': 'Focus: happy paths. The brief answers everything the skill needs, and the agent should ' +
        'finish the job. Vary the target configuration from task to task (different names, ' +
        'purposes, tools, options), the way different real users would.',
    'edge-cases': 'Focus: edge cases. The brief is complete, but the configuration is unusual: empty or ' +
        'maximal lists, a value with special characters, a request the skill must decline or ' +
        'limit, a user who changes their mind, an answer given before it is asked. The graders ' +
        'check that the agent handled that case correctly.',
    'vague-briefs': 'Focus: vague briefs. The brief deliberately leaves out exactly ONE thing the skill needs ' +
        '(say which in `omitted`), and nothing in it lets anyone guess that thing. A good agent ' +
        'asks for it; the simulated user cannot answer and abstains, which is the expected outcome ' +
        'of these tasks: an agent that guesses instead of asking fails on it. The conversation then ' +
        "ends at the agent's question, before anything is written, so graders check that question " +
        '(the final message): text graders that it asks for the omitted thing. No file graders and ' +
        'no required tools.',
};
function systemPrompt(focus, format, jsonSchema) {
    const kinds = GRADER_KINDS[format];
    return [
        'You write test cases for an AI agent that uses a skill. Each test is a multi-turn ' +
            'conversation: the agent receives `prompt`, asks follow-up questions, and a simulated ' +
            'user answers them from `brief` only. The simulated user never invents anything the ' +
            'brief does not say.',
        'Write the brief as the facts one concrete target configuration needs, in the second ' +
            'person ("You are configuring ..."), with every value spelled out. `prompt` is what a ' +
            'real user would type first: short, and it does not repeat the brief. `max_followups` ' +
            'is the number of answers the user may send: the questions the skill asks, plus two.',
        `Graders check the result of that configuration deterministically, of these kinds: ${kinds.join(', ')}. ` +
            'text: substrings (case-insensitive) or RE2 regexes over the final message; ' +
            (kinds.includes('file')
                ? 'file: files the agent must have written in its workspace and regexes over their content; '
                : '') +
            'tool_calls: tools that must or must not be called' +
            (kinds.includes('prompt')
                ? '; prompt: an LLM judge with grading instructions, ONLY for a quality no deterministic check can see. '
                : '. ') +
            'Every grader checks something specific to this configuration (its name, a value), not ' +
            'generic politeness. Leave the lists of a grader that it does not use empty.',
        FOCUS_TEXT[focus],
        'Do not repeat a test that exists: cover a configuration, situation or failure that the ' +
            'listed tests do not. Answer with exactly one test as one JSON object matching this ' +
            `schema:\n${JSON.stringify(jsonSchema)}`,
    ].join('\n\n');
}
/** The skill, the tests that exist, and which draft of how many this is. */
function userMessage(skill, existing, index, count) {
    const parts = [
        `Skill "${skill.name}": ${skill.description}`,
        `SKILL.md:\n${skill.body}`,
        ...skill.references.map((r) => `Referenced file ${r.path}:\n${r.text}`),
    ];
    const listed = existing.slice(-MAX_SUMMARIES);
    if (listed.length) {
        const lines = listed.map((t) => `- ${t.id}: prompt ${JSON.stringify((0,shared_strings/* truncate */.xv)(t.prompt, SUMMARY_CHARS))}; brief ${JSON.stringify((0,shared_strings/* truncate */.xv)(t.brief, SUMMARY_CHARS))}`);
        const more = existing.length - listed.length;
        parts.push(`Tests that already exist (do not repeat them)${more > 0 ? `, the last ${listed.length} of ${existing.length}` : ''}:\n${lines.join('\n')}`);
    }
    parts.push(`Write test ${index} of ${count}.`);
    return parts.join('\n\n');
}
/** The conversation asking to fix a draft that did not validate. */
function fixMessages(previous, problems) {
    return [
        { role: 'assistant', content: previous },
        {
            role: 'user',
            content: 'This test does not validate. Paths name fields of the task file written from your ' +
                'answer (graders[i].config.X is your graders[i].X; inputs.responder.instructions is ' +
                `brief):\n${problems.map((p) => `- ${p}`).join('\n')}\n\nAnswer the corrected test, ` +
                'the whole JSON object.',
        },
    ];
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/generate/render.ts
// The text of what `parley generate` writes: a task file with a header saying it was drafted,
// by which model and that a person reviews it; a JSONL line (JSON has no comments: the console
// says it); and the eval.yaml of a new suite.



const toPosix = (path) => path.split('\\').join('/');
function header(p, what) {
    const skillFile = toPosix((0,external_node_path_.relative)(p.dir, p.skill.file)) || (0,external_node_path_.basename)(p.skill.file);
    return [
        `# ${what} drafted by \`parley generate\` (model ${(0,shared_strings/* oneLine */.TN)(p.model)}, focus ${p.focus}) from`,
        `# ${(0,shared_strings/* oneLine */.TN)(skillFile)}.`,
        '# Review it before relying on it: is the brief one concrete configuration, and does each',
        '# grader check that configuration?',
    ].join('\n');
}
function renderDraft(data, format, provenance) {
    if (format === 'jsonl')
        return `${JSON.stringify(data)}\n`;
    const body = (0,dist.stringify)(data, { lineWidth: 100 });
    return provenance ? `${header(provenance, 'A task')}\n${body}` : body;
}
/** The eval.yaml of a suite that did not exist: the skill, its folder, the drafted task files. */
function renderEvalFile(p, tasksGlob) {
    const skillsDir = toPosix((0,external_node_path_.relative)(p.dir, (0,external_node_path_.dirname)(p.skill.dir))) || '.';
    const body = (0,dist.stringify)({
        name: p.skill.name,
        description: `Drafted tasks for the ${p.skill.name} skill.`,
        skill: p.skill.name,
        config: {
            trials_per_task: 1,
            timeout_seconds: 300,
            skill_directories: [skillsDir],
            required_skills: [p.skill.name],
        },
        tasks: [tasksGlob],
    }, { lineWidth: 100 });
    return `${header(p, 'This suite was')}\n# Set config.executor and config.model for the agent under test (see docs/agents.md).\n${body}`;
}

// EXTERNAL MODULE: ./src/generate/skill.ts
var generate_skill = __webpack_require__(5694);
;// CONCATENATED MODULE: ./src/generate/index.ts







async function generateDrafts(options) {
    const checker = createDraftChecker();
    const results = [];
    const seen = [...options.existing];
    try {
        for (let index = 1; index <= options.count; index++) {
            const result = await draftOne(options, checker, seen, index);
            results.push(result);
            options.onDraft?.(result);
            if (result.kind === 'failed')
                break;
            if (result.kind === 'valid') {
                const inputs = result.data.inputs;
                seen.push({
                    id: result.id,
                    prompt: String(inputs?.prompt ?? result.data.input ?? ''),
                    brief: String(inputs?.responder?.instructions ??
                        result.data.simulator?.options
                            ?.metadata?.goal ??
                        ''),
                });
            }
        }
    }
    finally {
        checker.dispose();
    }
    return results;
}
async function draftOne(options, checker, seen, index) {
    const jsonSchema = draftJsonSchema(options.format);
    const base = [
        { role: 'system', content: systemPrompt(options.focus, options.format, jsonSchema) },
        { role: 'user', content: userMessage(options.skill, seen, index, options.count) },
    ];
    let reshaped = false;
    const ask = (extra) => (0,structured/* askStructured */.Nq)({
        llm: options.llm,
        model: options.model,
        // Not a run: its tokens are counted under the agent role and printed by the command.
        role: 'agent',
        name: 'draft_task',
        description: 'Record one drafted test.',
        jsonSchema,
        messages: (_mode, problem) => {
            if (problem)
                reshaped = true;
            const correction = problem
                ? [
                    {
                        role: 'user',
                        content: `Your previous answer was unusable: ${problem}. Answer again.`,
                    },
                ]
                : [];
            return [...base, ...extra, ...correction];
        },
        parse: (value) => parseAnswer(value, options),
        signal: options.signal,
    });
    let answer;
    try {
        answer = await ask([]);
    }
    catch (error) {
        return unanswered(error, index);
    }
    const firstProblems = await problemsOf(answer, options, checker, seen, index);
    if (!firstProblems.length) {
        return valid(answer, options, index, !reshaped, []);
    }
    try {
        answer = await ask(fixMessages(JSON.stringify(answer), firstProblems));
    }
    catch (error) {
        return unanswered(error, index);
    }
    const problems = await problemsOf(answer, options, checker, seen, index);
    if (problems.length) {
        return {
            index,
            kind: 'dropped',
            reason: `still invalid after one fix: ${problems.join('; ')}`,
        };
    }
    return valid(answer, options, index, false, firstProblems);
}
function valid(answer, options, index, firstTime, fixed) {
    return { index, kind: 'valid', data: dataOf(answer, options), id: answer.id, firstTime, fixed };
}
function dataOf(answer, options) {
    return options.format === 'jsonl'
        ? toJsonlTest(answer, options.focus)
        : toTaskFile(answer, options.focus);
}
/** A request that failed stops the drafting; an unusable answer drops this draft. */
function unanswered(error, index) {
    if (!(error instanceof structured/* StructuredOutputError */.NH))
        throw error;
    return error.kind === 'request'
        ? { index, kind: 'failed', reason: error.message }
        : { index, kind: 'dropped', reason: `no usable answer after a retry: ${error.message}` };
}
/** The answer's shape (what a JSON-mode model may get wrong), checked before validation. */
function parseAnswer(value, options) {
    const result = DraftAnswer.safeParse(value);
    if (!result.success)
        return { problem: (0,structured/* schemaProblem */.Zg)(result.error.issues[0]) };
    const answer = result.data;
    const kinds = GRADER_KINDS[options.format];
    const bad = answer.graders.findIndex((g) => !kinds.includes(g.type));
    if (bad >= 0) {
        return { problem: `graders.${bad}.type: expected one of ${kinds.join(', ')}` };
    }
    return { value: { ...answer, id: slug(answer.id || answer.name, 'generated-task') } };
}
/** Why the draft cannot be written: what the loader says, and what it repeats. */
async function problemsOf(answer, options, checker, seen, index) {
    const problems = await checker.check(renderDraft(dataOf(answer, options), options.format), options.format);
    if (options.focus === 'vague-briefs' && !answer.omitted.trim()) {
        problems.push('omitted: say what the brief leaves out on purpose');
    }
    if (!answer.graders.length && options.focus !== 'vague-briefs') {
        problems.push('graders: give at least one grader that checks this configuration');
    }
    if (options.focus === 'vague-briefs')
        problems.push(...productGraders(answer));
    const key = (t) => `${norm(t.prompt)}\u0000${norm(t.brief)}`;
    const twin = seen.find((t) => key(t) === key(answer));
    if (twin) {
        problems.push(`prompt and brief repeat the test ${twin.id}: write a different configuration (draft ${index})`);
    }
    return problems;
}
/**
 * A vague-brief run that abstains as expected ends at the agent's question: a grader of the
 * product (a file, a tool that must be called) cannot pass on it, so the draft would fail as
 * designed. The suite's own product graders do not apply to such a run (graders/applicability.ts);
 * the task's own graders do.
 */
function productGraders(answer) {
    return answer.graders.flatMap((g, i) => {
        if (g.type === 'file')
            return [
                `graders[${i}] (file): a vague-brief run ends at the agent's question, before any file is written: check that question with a text grader instead`,
            ];
        if (g.type === 'tool_calls' && g.required_tools.length)
            return [
                `graders[${i}].required_tools: a vague-brief run ends at the agent's question, before the tools are called: leave required_tools empty`,
            ];
        return [];
    });
}
const norm = (text) => text.toLowerCase().replace(/\s+/g, ' ').trim();

;// CONCATENATED MODULE: ./src/generate/write.ts
// Where the drafts go, never over an existing file: YAML drafts as tasks/<id>.yaml (an id or
// file name already taken gets -2, -3, ...), JSONL drafts as one new <skill>-generated.jsonl,
// and an eval.yaml when the folder has none (YAML only: a JSONL file is a suite on its own).
// Files are created exclusively ('wx'), so even a file that appears meanwhile is not replaced.



/** `base`, else `base-2`, `base-3`, ...: the first one `free` accepts. */
function uniqueName(base, free) {
    if (free(base))
        return base;
    for (let k = 2;; k++)
        if (free(`${base}-${k}`))
            return `${base}-${k}`;
}
/** The files for these drafts; `takenIds`: the suite's ids (drafts' ids are added to it). */
function planOutput(drafts, options) {
    const { dir, format, provenance, takenIds } = options;
    const withIds = drafts.map((d) => {
        const id = uniqueName(d.id, (name) => !takenIds.has(name) &&
            (format === 'jsonl' || !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'tasks', `${name}.yaml`))));
        takenIds.add(id);
        return { index: d.index, id, data: { ...d.data, id } };
    });
    if (format === 'jsonl') {
        if (!withIds.length)
            return { files: [] };
        const name = uniqueName(`${provenance.skill.name}-generated`, (n) => !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, `${n}.jsonl`)));
        return {
            files: [
                {
                    file: (0,external_node_path_.join)(dir, `${name}.jsonl`),
                    text: withIds.map((d) => renderDraft(d.data, 'jsonl')).join(''),
                    drafts: withIds.map(({ index, id }) => ({ index, id })),
                },
            ],
        };
    }
    return {
        ...(options.hasEvalFile || !withIds.length
            ? {}
            : {
                evalFile: {
                    file: (0,external_node_path_.join)(dir, 'eval.yaml'),
                    text: renderEvalFile(provenance, 'tasks/*.yaml'),
                    drafts: [],
                },
            }),
        files: withIds.map((d) => ({
            file: (0,external_node_path_.join)(dir, 'tasks', `${d.id}.yaml`),
            text: renderDraft(d.data, 'yaml', { ...provenance, dir: (0,external_node_path_.join)(dir, 'tasks') }),
            drafts: [{ index: d.index, id: d.id }],
        })),
    };
}
/** Writes the plan; a file that exists by now is an error (EEXIST), never overwritten. */
function writePlan(plan) {
    for (const planned of [...(plan.evalFile ? [plan.evalFile] : []), ...plan.files]) {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.join)(planned.file, '..'), { recursive: true });
        (0,external_node_fs_.writeFileSync)(planned.file, planned.text, { flag: 'wx' });
    }
}

// EXTERNAL MODULE: ./src/llm/client.ts + 3 modules
var client = __webpack_require__(5963);
// EXTERNAL MODULE: ./src/commands/key-header-flag.ts
var key_header_flag = __webpack_require__(7182);
// EXTERNAL MODULE: ./src/commands/types.ts
var types = __webpack_require__(8619);
;// CONCATENATED MODULE: ./src/commands/generate.ts
// `parley generate SKILL_DIR|SKILL.md`: an LLM drafts task files (or Yao JSONL tests) for a
// skill, each validated by loading it before it is written; nothing is overwritten. Prints a
// line per draft (where it was written, or why it was dropped). Exit 0 when at least one draft
// validated, 1 when none did (or the endpoint failed), 2 on a usage or configuration error.









const MAX_COUNT = 50;
/** Model text on a terminal: one line, no escape sequences, bounded. */
const show = (text, max = 400) => (0,shared_strings/* truncate */.xv)((0,shared_strings/* escapeTerminal */.en)((0,shared_strings/* oneLine */.TN)(text)), max);
function choice(name, value, allowed, fallback) {
    if (value === undefined)
        return fallback;
    if (!allowed.includes(value)) {
        throw new types/* UsageError */.e(`--${name}: expected one of ${allowed.join(', ')}, got "${String(value)}"`);
    }
    return value;
}
function countOf(value) {
    if (value === undefined)
        return 5;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT) {
        throw new types/* UsageError */.e(`--count: expected an integer from 1 to ${MAX_COUNT}, got "${String(value)}"`);
    }
    return n;
}
/** The suite whose tasks the drafts must not repeat, loaded; its errors stop the command. */
async function existingSuite(path) {
    if (!path)
        return { tasks: [], ids: new Set(), model: undefined };
    const { suites, errors, project } = await (0,load/* loadSuites */._k)([path]);
    if (errors.length) {
        for (const error of errors)
            console.error((0,load/* formatSpecError */.rB)(error));
        throw new types/* UsageError */.e(`${path}: the suite has ${errors.length} error(s); fix them first (parley validate ${path})`);
    }
    const tasks = suites.flatMap((s) => s.tasks.map((t) => ({
        id: t.id,
        prompt: t.prompt,
        brief: t.plan.kind === 'responder' ? t.plan.responder.instructions : '',
    })));
    return {
        tasks,
        ids: new Set(tasks.map((t) => t.id)),
        model: suites.find((s) => s.config.model)?.config.model ?? project.defaults.model,
    };
}
/** Relative inside the working directory, absolute outside it. */
function display(file) {
    const rel = (0,external_node_path_.relative)(process.cwd(), file);
    return rel && !rel.startsWith('..') ? rel : file;
}
function draftLine(result, plan, written) {
    const head = `  draft ${result.index}:`;
    if (result.kind === 'failed')
        return `${head} the endpoint failed: ${show(result.reason)}`;
    if (result.kind === 'dropped')
        return `${head} dropped, ${show(result.reason, 600)}`;
    const file = plan.files.find((f) => f.drafts.some((d) => d.index === result.index));
    const id = file?.drafts.find((d) => d.index === result.index)?.id ?? result.id;
    const how = result.firstTime
        ? 'valid first time'
        : result.fixed.length
            ? `valid after one fix of: ${show(result.fixed.join('; '), 300)}`
            : 'valid after a retry of its shape';
    const where = file ? `${written ? 'wrote' : 'would write'} ${display(file.file)}` : '';
    return `${head} ${id} ${where ? `(${where}) ` : ''}${how}`;
}
const generateCommand = {
    name: 'generate',
    usage: 'generate SKILL_DIR|SKILL.md [options]',
    options: {
        count: { type: 'string', short: 'n' },
        focus: { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string', short: 'o' },
        suite: { type: 'string' },
        'dry-run': { type: 'boolean' },
        model: { type: 'string' },
        'base-url': { type: 'string' },
        'api-key': { type: 'string' },
        ...key_header_flag/* KEY_HEADER_OPTION */.G8,
    },
    help: {
        count: `N drafts to make (default 5, at most ${MAX_COUNT})`,
        focus: 'F happy-path (default), edge-cases or vague-briefs (briefs that omit one thing; expect abstained)',
        format: 'F yaml task files (default) or jsonl (Yao tests, one file)',
        out: 'DIR where to write (default: --suite, else evals/<skill name>)',
        suite: 'PATH the suite whose tasks not to repeat (default: --out when it holds an eval.yaml)',
        'dry-run': 'print the drafts instead of writing them',
        model: "M the generator's model (else the suite's config.model)",
        'base-url': 'URL OpenAI-compatible endpoint (else OPENAI_BASE_URL)',
        'api-key': 'KEY its key (else OPENAI_API_KEY)',
        ...key_header_flag/* KEY_HEADER_HELP */.q3,
    },
    async run(values, positionals) {
        if (positionals.length !== 1) {
            throw new types/* UsageError */.e('expected one skill: a skill folder or its SKILL.md');
        }
        const count = countOf(values.count);
        const focus = choice('focus', values.focus, FOCUSES, 'happy-path');
        const format = choice('format', values.format, FORMATS, 'yaml');
        let skill;
        try {
            skill = (0,generate_skill/* readSkill */.G7)(positionals[0]);
        }
        catch (error) {
            if (error instanceof generate_skill/* SkillError */.c1)
                throw new types/* UsageError */.e(error.message);
            throw error;
        }
        const suitePath = values.suite;
        const out = (0,external_node_path_.resolve)(values.out ?? suitePath ?? (0,external_node_path_.join)('evals', skill.name));
        if ((0,external_node_fs_.existsSync)(out) && !(0,external_node_fs_.statSync)(out).isDirectory()) {
            throw new types/* UsageError */.e(`--out: expected a directory, got the file ${display(out)}`);
        }
        const hasEvalFile = (0,external_node_fs_.existsSync)((0,external_node_path_.join)(out, 'eval.yaml'));
        const existing = await existingSuite(suitePath ?? (hasEvalFile ? out : undefined));
        const model = values.model ?? existing.model;
        if (!model) {
            throw new types/* UsageError */.e("--model: the generator's model is needed (or config.model in the suite)");
        }
        const endpoint = (0,client/* resolveEndpoint */.sO)({
            baseURL: values['base-url'],
            apiKey: values['api-key'],
            apiKeyHeader: (0,key_header_flag/* keyHeader */.LP)(values),
        });
        const missing = (0,client/* missingEndpointError */.UP)(endpoint);
        if (missing)
            throw new types/* UsageError */.e(missing.message);
        const dryRun = values['dry-run'] === true;
        // With --dry-run stdout carries the drafts; the lines about them go to stderr.
        const say = dryRun ? console.error : console.log;
        say(`parley generate: drafting ${count} ${format === 'jsonl' ? 'JSONL test' : 'task'}(s) for skill ${show(skill.name, 80)} (focus ${focus}, model ${show(model, 80)})` +
            (existing.tasks.length ? `, avoiding the suite's ${existing.tasks.length} task(s)` : ''));
        const llm = (0,client/* createLlm */.SE)(endpoint);
        const results = await generateDrafts({
            skill,
            llm,
            model,
            count,
            focus,
            format,
            existing: existing.tasks,
        });
        const validDrafts = results.filter((r) => r.kind === 'valid');
        const provenance = { model, focus, skill, dir: out };
        const plan = planOutput(validDrafts, {
            dir: out,
            format,
            provenance,
            takenIds: existing.ids,
            hasEvalFile,
        });
        if (dryRun) {
            const texts = plan.files.map((f) => f.text);
            process.stdout.write(format === 'jsonl' ? texts.join('') : texts.join('---\n'));
        }
        else {
            try {
                writePlan(plan);
            }
            catch (error) {
                throw new types/* UsageError */.e(`cannot write the drafts: ${error.message}`);
            }
        }
        for (const result of results)
            say(draftLine(result, plan, !dryRun));
        const skipped = count - results.length;
        const firstTime = validDrafts.filter((r) => r.kind === 'valid' && r.firstTime).length;
        const usage = llm.usage('agent');
        say(`${results.length} draft(s): ${validDrafts.length} valid (${firstTime} first time), ${results.length - validDrafts.length} not` +
            (skipped ? `, ${skipped} not attempted` : '') +
            `; ${usage.requests} request(s), ${usage.input_tokens} input and ${usage.output_tokens} output tokens`);
        if (plan.evalFile && !dryRun)
            say(`wrote ${display(plan.evalFile.file)} (a new suite: set its executor and model)`);
        if (!dryRun && plan.files.length) {
            const target = format === 'jsonl' && !hasEvalFile ? plan.files[0].file : out;
            const problem = await checkWritten(target, plan);
            if (problem)
                say(problem);
            say(`review the drafts, then: parley validate ${display(target)} && parley run ${display(target)}` +
                (format === 'jsonl'
                    ? ' (JSON has no comments: nothing in the file says it was drafted)'
                    : ''));
        }
        return validDrafts.length ? 0 : 1;
    },
};
/** The written drafts load as part of their suite (a suite whose globs miss them is said). */
async function checkWritten(target, plan) {
    const { suites, errors } = await (0,load/* loadSuites */._k)([target]);
    if (errors.length) {
        return `the suite does not load now (${errors.length} error(s)): ${errors
            .slice(0, 3)
            .map((e) => show((0,load/* formatSpecError */.rB)(e), 200))
            .join('; ')}`;
    }
    const loaded = new Set(suites.flatMap((s) => s.tasks.map((t) => t.id)));
    const missing = plan.files.filter((f) => f.drafts.some((d) => !loaded.has(d.id)));
    if (missing.length) {
        return `note: the suite's tasks: globs do not include ${missing.map((f) => display(f.file)).join(', ')}; add them to tasks: in its eval.yaml`;
    }
    return undefined;
}


/***/ }),

/***/ 5694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G7: () => (/* binding */ readSkill),
/* harmony export */   c1: () => (/* binding */ SkillError)
/* harmony export */ });
/* unused harmony exports MAX_BODY_CHARS, MAX_REFERENCE_CHARS, MAX_REFERENCES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
/* harmony import */ var _shared_confine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8653);
/* harmony import */ var _shared_read_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9444);
/* harmony import */ var _shared_strings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5839);
// Reads the skill `parley generate` drafts tasks for: SKILL.md's frontmatter (name, description),
// its body, and the files it links to inside the skill folder. Everything is bounded: a skill's
// text goes into a prompt, and a large reference must not crowd out the instructions.






const MAX_BODY_CHARS = 20_000;
const MAX_REFERENCE_CHARS = 4_000;
const MAX_REFERENCES = 8;
/** SKILL.md and each reference are read only up to this size (a larger reference is left out). */
const MAX_SKILL_BYTES = 4 * 1024 * 1024;
const MAX_REFERENCE_BYTES = 4 * 1024 * 1024;
/** A skill that cannot be read: the message says which file and why. */
class SkillError extends Error {
    constructor(message) {
        super(message);
        this.name = 'SkillError';
    }
}
const SKILL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const TEXT_EXTENSIONS = new Set(['', '.md', '.txt', '.yaml', '.yml', '.json', '.toml', '.py']);
/** SKILL_DIR or SKILL.md, as given on the command line. */
function readSkill(path, cwd = process.cwd()) {
    const given = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(given))
        throw new SkillError(`${path}: no such file or directory`);
    const file = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(given).isDirectory() ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(given, 'SKILL.md') : given;
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file)) {
        throw new SkillError(`${path}: no SKILL.md in this directory (expected a skill folder)`);
    }
    let text;
    try {
        text = (0,_shared_read_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularFile */ .X)(file, MAX_SKILL_BYTES).toString('utf8');
    }
    catch (error) {
        if (error instanceof _shared_read_file_js__WEBPACK_IMPORTED_MODULE_4__/* .FileReadError */ .t)
            throw new SkillError(`${path}: ${error.reason}`);
        throw error;
    }
    const { frontmatter, body } = splitFrontmatter(text, path);
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file);
    const name = stringField(frontmatter, 'name') ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(dir);
    // The name becomes a folder (evals/<name>) and a file (<name>-generated.jsonl): never a path.
    if (!SKILL_NAME.test(name)) {
        throw new SkillError(`${path}: the skill name ${JSON.stringify((0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(name, 100))} is not a name (expected letters, digits, '.', '_' and '-', starting with a letter or digit)`);
    }
    return {
        name,
        description: stringField(frontmatter, 'description') ?? '',
        file,
        dir,
        body: (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(body.trim(), MAX_BODY_CHARS),
        references: references(body, dir),
    };
}
function splitFrontmatter(text, path) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
    if (!match)
        return { frontmatter: {}, body: text };
    let frontmatter;
    try {
        frontmatter = (0,yaml__WEBPACK_IMPORTED_MODULE_2__.parse)(match[1]);
    }
    catch (error) {
        throw new SkillError(`${path}: the SKILL.md frontmatter is not valid YAML: ${error.message.split('\n')[0]}`);
    }
    const fields = frontmatter && typeof frontmatter === 'object' ? frontmatter : {};
    return { frontmatter: fields, body: text.slice(match[0].length) };
}
function stringField(fields, key) {
    const value = fields[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
/** Markdown links to text files inside the skill folder (never outside it), in order, bounded. */
function references(body, dir) {
    const out = [];
    const seen = new Set();
    for (const [, target] of body.matchAll(/\]\(\s*<?([^)\s>#?]+)[^)]*\)/g)) {
        if (out.length >= MAX_REFERENCES)
            break;
        if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/'))
            continue;
        try {
            const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir, decodeURIComponent(target));
            const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(dir, full);
            if (!rel || rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).includes('..') || seen.has(rel))
                continue;
            if (!TEXT_EXTENSIONS.has((0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(full).toLowerCase()))
                continue;
            // By real path: a link inside the folder to a file outside it is not the skill's.
            const real = (0,_shared_confine_js__WEBPACK_IMPORTED_MODULE_3__/* .confineReal */ .z6)(dir, dir, rel);
            const text = (0,_shared_read_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readRegularFile */ .X)(real, MAX_REFERENCE_BYTES).toString('utf8');
            seen.add(rel);
            out.push({ path: rel, text: (0,_shared_strings_js__WEBPACK_IMPORTED_MODULE_5__/* .truncate */ .xv)(text, MAX_REFERENCE_CHARS) });
        }
        catch {
            continue;
        }
    }
    return out;
}


/***/ }),

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

/***/ 8653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ ConfinementError),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   he: () => (/* binding */ realInside),
/* harmony export */   z6: () => (/* binding */ confineReal)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// The one confinement check for every path an agent, a model or a grader names (the built-in
// agent's file tools, the ACP client's fs/* requests, ACP permission requests, the file and diff
// graders): the path that is actually
// opened is checked by its real location, so no symlink — a fixture's, one committed in a
// `repos:` checkout, or one the agent made — leads out of the workspace. A dangling symlink is
// refused (writing through it would create its target, wherever that is).


class ConfinementError extends Error {
    constructor(path, why = 'is outside the workspace') {
        super(`path "${path}" ${why}: refused`);
        this.name = 'ConfinementError';
    }
}
/** True when `path` is `root` itself or below it (both absolute); `..foo` is a name, not a climb. */
function isInside(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path));
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/**
 * The real path to open for `path` (relative to `cwd`, or absolute), which must be inside `root`
 * once every symlink is resolved. A path that does not exist yet resolves through its nearest
 * existing parent; a dangling symlink anywhere on the way is refused. Throws ConfinementError.
 */
function confineReal(root, cwd, path) {
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    if (!isInside(root, full))
        throw new ConfinementError(path);
    const realRoot = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
    const missing = [];
    let probe = full;
    for (;;) {
        let real;
        try {
            real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(probe);
        }
        catch (error) {
            if (error.code !== 'ENOENT')
                throw error;
            if (isLink(probe))
                throw new ConfinementError(path, 'is a dangling symlink');
        }
        if (real !== undefined) {
            if (!isInside(realRoot, real))
                throw new ConfinementError(path);
            return missing.length ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(real, ...missing.reverse()) : real;
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(probe);
        if (parent === probe)
            throw new ConfinementError(path);
        missing.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(probe));
        probe = parent;
    }
}
/** The real path of an existing entry (say, one met in a directory walk) when it is inside. */
function realInside(root, path) {
    try {
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
        return isInside((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root), real) ? real : undefined;
    }
    catch {
        return undefined;
    }
}
function isLink(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink();
    }
    catch {
        return false;
    }
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


/***/ })

};
;