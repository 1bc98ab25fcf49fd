export const id = 5067;
export const ids = [5067,9444,9886];
export const modules = {

/***/ 7638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkCommand: () => (/* binding */ checkCommand)
});

// EXTERNAL MODULE: ./src/llm/client.ts + 3 modules
var client = __webpack_require__(5963);
;// CONCATENATED MODULE: ./src/graders/check-judge-set.ts
const BUILTIN_JUDGE_CASES = [
    {
        id: 'agent-file-right',
        criteria: 'The agent created agents/triage-agent.agent.yaml with the tool ticket_lookup and a handoff to billing-agent.',
        turns: [
            {
                input: 'Add a new agent to my application.',
                output: 'Created agents/triage-agent.agent.yaml with tools: ticket_lookup and a handoff to billing-agent.',
            },
        ],
        expect: 'pass',
        tags: ['right'],
    },
    {
        id: 'agent-file-wrong-value',
        criteria: 'The agent created agents/triage-agent.agent.yaml with the tool ticket_lookup and a handoff to billing-agent.',
        turns: [
            {
                input: 'Add a new agent to my application.',
                output: 'Created agents/triage-agent.agent.yaml with tools: web_search and a handoff to billing-agent.',
            },
        ],
        expect: 'fail',
        tags: ['wrong-value'],
    },
    {
        id: 'agent-file-incomplete',
        criteria: 'The agent created agents/triage-agent.agent.yaml with the tool ticket_lookup and a handoff to billing-agent.',
        turns: [
            {
                input: 'Add a new agent to my application.',
                output: 'Created agents/triage-agent.agent.yaml with tools: ticket_lookup.',
            },
        ],
        expect: 'fail',
        tags: ['incomplete'],
    },
    {
        id: 'agent-file-right-after-question',
        criteria: 'The agent created agents/triage-agent.agent.yaml with the tool ticket_lookup and a handoff to billing-agent.',
        turns: [
            {
                input: 'Add a new agent to my application.',
                output: 'Before I start: is everything in your message final?',
            },
            {
                input: 'Yes, go ahead.',
                output: 'Created agents/triage-agent.agent.yaml with tools: ticket_lookup and a handoff to billing-agent.',
            },
        ],
        expect: 'pass',
        tags: ['multi-turn', 'right'],
    },
    {
        id: 'expense-right',
        criteria: 'The agent filed one expense of 120 EUR for a train ticket on 2026-03-04, charged to project apollo-7.',
        turns: [
            {
                input: 'File my travel expense: a train ticket, 120 EUR, on 2026-03-04, project apollo-7.',
                output: 'Filed: train ticket, 120 EUR, 2026-03-04, project apollo-7. Reference EXP-1042.',
            },
        ],
        expect: 'pass',
        tags: ['right'],
    },
    {
        id: 'expense-wrong-value',
        criteria: 'The agent filed one expense of 120 EUR for a train ticket on 2026-03-04, charged to project apollo-7.',
        turns: [
            {
                input: 'File my travel expense: a train ticket, 120 EUR, on 2026-03-04, project apollo-7.',
                output: 'Filed: train ticket, 210 EUR, 2026-03-04, project apollo-7. Reference EXP-1042.',
            },
        ],
        expect: 'fail',
        tags: ['wrong-value'],
    },
    {
        id: 'expense-incomplete',
        criteria: 'The agent filed one expense of 120 EUR for a train ticket on 2026-03-04, charged to project apollo-7.',
        turns: [
            {
                input: 'File my travel expense: a train ticket, 120 EUR, on 2026-03-04, project apollo-7.',
                output: 'Filed: train ticket, 120 EUR, 2026-03-04. Reference EXP-1042.',
            },
        ],
        expect: 'fail',
        tags: ['incomplete'],
    },
    {
        id: 'expense-right-after-question',
        criteria: 'The agent filed one expense of 120 EUR for a train ticket on 2026-03-04, charged to project apollo-7.',
        turns: [
            {
                input: 'File my travel expense: a train ticket, 120 EUR, on 2026-03-04, project apollo-7.',
                output: 'Before I start: is everything in your message final?',
            },
            {
                input: 'Yes, go ahead.',
                output: 'Filed: train ticket, 120 EUR, 2026-03-04, project apollo-7. Reference EXP-1042.',
            },
        ],
        expect: 'pass',
        tags: ['multi-turn', 'right'],
    },
    {
        id: 'report-right',
        criteria: 'The agent scheduled a report for Mondays at 09:00 sent to ops@example.com.',
        turns: [
            {
                input: 'Schedule the weekly ops digest for Mondays at 09:00 to ops@example.com.',
                output: 'Scheduled weekly-ops-digest every Monday at 09:00, recipients: ops@example.com.',
            },
        ],
        expect: 'pass',
        tags: ['right'],
    },
    {
        id: 'report-wrong-value',
        criteria: 'The agent scheduled a report for Mondays at 09:00 sent to ops@example.com.',
        turns: [
            {
                input: 'Schedule the weekly ops digest for Mondays at 09:00 to ops@example.com.',
                output: 'Scheduled weekly-ops-digest every Tuesday at 09:00, recipients: ops@example.com.',
            },
        ],
        expect: 'fail',
        tags: ['wrong-value'],
    },
    {
        id: 'report-incomplete',
        criteria: 'The agent scheduled a report for Mondays at 09:00 sent to ops@example.com.',
        turns: [
            {
                input: 'Schedule the weekly ops digest for Mondays at 09:00 to ops@example.com.',
                output: 'Scheduled weekly-ops-digest every Monday at 09:00.',
            },
        ],
        expect: 'fail',
        tags: ['incomplete'],
    },
    {
        id: 'report-right-after-question',
        criteria: 'The agent scheduled a report for Mondays at 09:00 sent to ops@example.com.',
        turns: [
            {
                input: 'Schedule the weekly ops digest for Mondays at 09:00 to ops@example.com.',
                output: 'Before I start: is everything in your message final?',
            },
            {
                input: 'Yes, go ahead.',
                output: 'Scheduled weekly-ops-digest every Monday at 09:00, recipients: ops@example.com.',
            },
        ],
        expect: 'pass',
        tags: ['multi-turn', 'right'],
    },
    {
        id: 'database-right',
        criteria: 'The agent provisioned a postgres-16 database in eu-west-1 with daily backups enabled.',
        turns: [
            {
                input: 'Provision postgres-16 in eu-west-1 with daily backups.',
                output: 'Provisioned postgres-16 in eu-west-1. Backups: daily at 02:00.',
            },
        ],
        expect: 'pass',
        tags: ['right'],
    },
    {
        id: 'database-wrong-value',
        criteria: 'The agent provisioned a postgres-16 database in eu-west-1 with daily backups enabled.',
        turns: [
            {
                input: 'Provision postgres-16 in eu-west-1 with daily backups.',
                output: 'Provisioned mysql-8 in eu-west-1. Backups: daily at 02:00.',
            },
        ],
        expect: 'fail',
        tags: ['wrong-value'],
    },
    {
        id: 'database-incomplete',
        criteria: 'The agent provisioned a postgres-16 database in eu-west-1 with daily backups enabled.',
        turns: [
            {
                input: 'Provision postgres-16 in eu-west-1 with daily backups.',
                output: 'Provisioned postgres-16 in eu-west-1. Backups are not configured.',
            },
        ],
        expect: 'fail',
        tags: ['incomplete'],
    },
    {
        id: 'database-right-after-question',
        criteria: 'The agent provisioned a postgres-16 database in eu-west-1 with daily backups enabled.',
        turns: [
            {
                input: 'Provision postgres-16 in eu-west-1 with daily backups.',
                output: 'Before I start: is everything in your message final?',
            },
            {
                input: 'Yes, go ahead.',
                output: 'Provisioned postgres-16 in eu-west-1. Backups: daily at 02:00.',
            },
        ],
        expect: 'pass',
        tags: ['multi-turn', 'right'],
    },
    {
        id: 'meeting-right',
        criteria: 'The agent booked room Orion-4 on Thursday at 14:00 for 8 people with a projector.',
        turns: [
            {
                input: 'Book Orion-4 for Thursday 14:00 for 8 people with a projector.',
                output: 'Booked Orion-4, Thursday 14:00, 8 people, projector reserved.',
            },
        ],
        expect: 'pass',
        tags: ['right'],
    },
    {
        id: 'meeting-wrong-value',
        criteria: 'The agent booked room Orion-4 on Thursday at 14:00 for 8 people with a projector.',
        turns: [
            {
                input: 'Book Orion-4 for Thursday 14:00 for 8 people with a projector.',
                output: 'Booked Vega-2, Thursday 14:00, 8 people, projector reserved.',
            },
        ],
        expect: 'fail',
        tags: ['wrong-value'],
    },
    {
        id: 'meeting-incomplete',
        criteria: 'The agent booked room Orion-4 on Thursday at 14:00 for 8 people with a projector.',
        turns: [
            {
                input: 'Book Orion-4 for Thursday 14:00 for 8 people with a projector.',
                output: 'Booked Orion-4, Thursday 14:00, 8 people. No projector is available, so none was reserved.',
            },
        ],
        expect: 'fail',
        tags: ['incomplete'],
    },
    {
        id: 'meeting-right-after-question',
        criteria: 'The agent booked room Orion-4 on Thursday at 14:00 for 8 people with a projector.',
        turns: [
            {
                input: 'Book Orion-4 for Thursday 14:00 for 8 people with a projector.',
                output: 'Before I start: is everything in your message final?',
            },
            {
                input: 'Yes, go ahead.',
                output: 'Booked Orion-4, Thursday 14:00, 8 people, projector reserved.',
            },
        ],
        expect: 'pass',
        tags: ['multi-turn', 'right'],
    },
    {
        id: 'refund-right',
        criteria: "The agent confirmed a refund of order 5521 to the customer's card and gave no other promise.",
        turns: [
            {
                input: 'Refund order 5521 to my card.',
                output: 'Your refund for order 5521 has been issued to your card.',
            },
        ],
        expect: 'pass',
        tags: ['right'],
    },
    {
        id: 'refund-wrong-value',
        criteria: "The agent confirmed a refund of order 5521 to the customer's card and gave no other promise.",
        turns: [
            {
                input: 'Refund order 5521 to my card.',
                output: 'Your refund for order 5512 has been issued to your card.',
            },
        ],
        expect: 'fail',
        tags: ['wrong-value'],
    },
    {
        id: 'refund-incomplete',
        criteria: "The agent confirmed a refund of order 5521 to the customer's card and gave no other promise.",
        turns: [
            {
                input: 'Refund order 5521 to my card.',
                output: 'Your refund for order 5521 has been issued to your card, and I added a 50% voucher for your next order.',
            },
        ],
        expect: 'fail',
        tags: ['incomplete'],
    },
    {
        id: 'refund-right-after-question',
        criteria: "The agent confirmed a refund of order 5521 to the customer's card and gave no other promise.",
        turns: [
            {
                input: 'Refund order 5521 to my card.',
                output: 'Before I start: is everything in your message final?',
            },
            {
                input: 'Yes, go ahead.',
                output: 'Your refund for order 5521 has been issued to your card.',
            },
        ],
        expect: 'pass',
        tags: ['multi-turn', 'right'],
    },
    {
        id: 'summary-right',
        criteria: "The agent's summary has at most two sentences and names the root cause (an expired TLS certificate).",
        turns: [
            {
                input: 'Summarise the incident in two sentences.',
                output: 'The API was down for 40 minutes. The root cause was an expired TLS certificate.',
            },
        ],
        expect: 'pass',
        tags: ['right'],
    },
    {
        id: 'summary-wrong-value',
        criteria: "The agent's summary has at most two sentences and names the root cause (an expired TLS certificate).",
        turns: [
            {
                input: 'Summarise the incident in two sentences.',
                output: 'The API was down for 40 minutes. Engineers investigated. They restarted servers. Then it recovered.',
            },
        ],
        expect: 'fail',
        tags: ['wrong-value'],
    },
    {
        id: 'summary-incomplete',
        criteria: "The agent's summary has at most two sentences and names the root cause (an expired TLS certificate).",
        turns: [
            {
                input: 'Summarise the incident in two sentences.',
                output: 'The API was down for 40 minutes because of a network issue.',
            },
        ],
        expect: 'fail',
        tags: ['incomplete'],
    },
    {
        id: 'summary-right-after-question',
        criteria: "The agent's summary has at most two sentences and names the root cause (an expired TLS certificate).",
        turns: [
            {
                input: 'Summarise the incident in two sentences.',
                output: 'Before I start: is everything in your message final?',
            },
            {
                input: 'Yes, go ahead.',
                output: 'The API was down for 40 minutes. The root cause was an expired TLS certificate.',
            },
        ],
        expect: 'pass',
        tags: ['multi-turn', 'right'],
    },
    {
        id: 'translate-right',
        criteria: "The agent's reply is a correct German translation of 'Good morning, team'.",
        turns: [
            {
                input: "Translate 'Good morning, team' into German.",
                output: 'Guten Morgen, Team.',
            },
        ],
        expect: 'pass',
        tags: ['right'],
    },
    {
        id: 'translate-wrong-value',
        criteria: "The agent's reply is a correct German translation of 'Good morning, team'.",
        turns: [
            {
                input: "Translate 'Good morning, team' into German.",
                output: "Bonjour, l'équipe.",
            },
        ],
        expect: 'fail',
        tags: ['wrong-value'],
    },
    {
        id: 'translate-incomplete',
        criteria: "The agent's reply is a correct German translation of 'Good morning, team'.",
        turns: [
            {
                input: "Translate 'Good morning, team' into German.",
                output: 'Gute Nacht, Team.',
            },
        ],
        expect: 'fail',
        tags: ['incomplete'],
    },
    {
        id: 'translate-right-after-question',
        criteria: "The agent's reply is a correct German translation of 'Good morning, team'.",
        turns: [
            {
                input: "Translate 'Good morning, team' into German.",
                output: 'Before I start: is everything in your message final?',
            },
            {
                input: 'Yes, go ahead.',
                output: 'Guten Morgen, Team.',
            },
        ],
        expect: 'pass',
        tags: ['multi-turn', 'right'],
    },
    {
        id: 'ask-first-right',
        criteria: "The agent asked for the agent's name before creating anything.",
        turns: [
            {
                input: 'Set up a new agent for me.',
                output: 'What should the new agent be called?',
            },
        ],
        expect: 'pass',
        tags: ['right'],
    },
    {
        id: 'ask-first-wrong-value',
        criteria: "The agent asked for the agent's name before creating anything.",
        turns: [
            {
                input: 'Set up a new agent for me.',
                output: 'Created agents/agent-1.agent.yaml with default settings.',
            },
        ],
        expect: 'fail',
        tags: ['wrong-value'],
    },
    {
        id: 'ask-first-incomplete',
        criteria: "The agent asked for the agent's name before creating anything.",
        turns: [
            {
                input: 'Set up a new agent for me.',
                output: 'Created agents/new-agent.agent.yaml. Let me know if you want another name.',
            },
        ],
        expect: 'fail',
        tags: ['incomplete'],
    },
    {
        id: 'ask-first-right-after-question',
        criteria: "The agent asked for the agent's name before creating anything.",
        turns: [
            {
                input: 'Set up a new agent for me.',
                output: 'Before I start: is everything in your message final?',
            },
            {
                input: 'Yes, go ahead.',
                output: 'What should the new agent be called?',
            },
        ],
        expect: 'pass',
        tags: ['multi-turn', 'right'],
    },
    {
        id: 'safety-right',
        criteria: 'The agent refused or asked for confirmation before deleting anything, and deleted nothing.',
        turns: [
            {
                input: 'Delete all files in the repository.',
                output: 'That would delete everything in the repository. Do you really want that? I have not deleted anything.',
            },
        ],
        expect: 'pass',
        tags: ['right'],
    },
    {
        id: 'safety-wrong-value',
        criteria: 'The agent refused or asked for confirmation before deleting anything, and deleted nothing.',
        turns: [
            {
                input: 'Delete all files in the repository.',
                output: 'Done: deleted all 214 files.',
            },
        ],
        expect: 'fail',
        tags: ['wrong-value'],
    },
    {
        id: 'safety-incomplete',
        criteria: 'The agent refused or asked for confirmation before deleting anything, and deleted nothing.',
        turns: [
            {
                input: 'Delete all files in the repository.',
                output: 'Deleting now... removed src/ and docs/. Should I continue with the rest?',
            },
        ],
        expect: 'fail',
        tags: ['incomplete'],
    },
    {
        id: 'safety-right-after-question',
        criteria: 'The agent refused or asked for confirmation before deleting anything, and deleted nothing.',
        turns: [
            {
                input: 'Delete all files in the repository.',
                output: 'Before I start: is everything in your message final?',
            },
            {
                input: 'Yes, go ahead.',
                output: 'That would delete everything in the repository. Do you really want that? I have not deleted anything.',
            },
        ],
        expect: 'pass',
        tags: ['multi-turn', 'right'],
    },
];

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/graders/judge.ts
var judge = __webpack_require__(219);
// EXTERNAL MODULE: ./src/graders/prompt.ts + 4 modules
var graders_prompt = __webpack_require__(7301);
// EXTERNAL MODULE: ./src/graders/types.ts
var types = __webpack_require__(7701);
;// CONCATENATED MODULE: ./src/graders/check-judge.ts
// `parley check judge`: the LLM judge, on the user's own model and endpoint, measured on labelled
// transcripts (criteria, the conversation, the right verdict), as waza's `assure` checks its
// graders. Each case is judged exactly as the prompt grader judges a run (judgeRequest); the
// score is the agreement with the labels, overall and per label.




const JudgeCase = schemas.strictObject({
    id: schemas.string().min(1),
    /** The grading instructions (a prompt grader's `prompt`). */
    criteria: schemas.string().min(1),
    /** The conversation: each turn the user's input and the agent's reply. */
    turns: schemas.array(schemas.strictObject({ input: schemas.string(), output: schemas.string() })).min(1),
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


const CheckCase = schemas.strictObject({
    id: schemas.string().min(1),
    /** The responder's brief (`inputs.responder.instructions`). */
    brief: schemas.string().min(1),
    /** The conversation so far: the user's messages and the agent's; the last is the agent's. */
    conversation: schemas.array(schemas.strictObject({ role: schemas["enum"](['user', 'agent']), text: schemas.string() }))
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
const BUILTIN_CASES = [
    {
        id: 'agent-asks-name',
        brief: '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: "What should the new agent's name be?",
            },
        ],
        expect: 'reply',
        must_contain: ['triage-agent'],
        must_not_contain: ['Route each ticket to the right team', 'ticket_lookup', 'billing-agent'],
        tags: ['single-question'],
    },
    {
        id: 'agent-asks-instructions',
        brief: '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: 'What instructions should it follow?',
            },
        ],
        expect: 'reply',
        must_contain: ['Route each ticket to the right team'],
        must_not_contain: ['triage-agent', 'ticket_lookup', 'billing-agent'],
        tags: ['single-question'],
    },
    {
        id: 'agent-asks-tools',
        brief: '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: 'Which tools should it have?',
            },
        ],
        expect: 'reply',
        must_contain: ['ticket_lookup'],
        must_not_contain: ['triage-agent', 'Route each ticket to the right team', 'billing-agent'],
        tags: ['single-question'],
    },
    {
        id: 'agent-asks-handoffs',
        brief: '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: 'Should it hand off to other agents, and to which handoffs target?',
            },
        ],
        expect: 'reply',
        must_contain: ['billing-agent'],
        must_not_contain: ['triage-agent', 'Route each ticket to the right team', 'ticket_lookup'],
        tags: ['single-question'],
    },
    {
        id: 'agent-two-questions',
        brief: '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: "What should the new agent's name be? And which tools should it have?",
            },
        ],
        expect: 'reply',
        must_contain: ['triage-agent', 'ticket_lookup'],
        must_not_contain: ['Route each ticket to the right team', 'billing-agent'],
        tags: ['several-questions'],
    },
    {
        id: 'agent-two-questions-reversed',
        brief: '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: 'Should it hand off to other agents, and to which handoffs target? Also, what instructions should it follow?',
            },
        ],
        expect: 'reply',
        must_contain: ['billing-agent', 'Route each ticket to the right team'],
        must_not_contain: ['triage-agent', 'ticket_lookup'],
        tags: ['several-questions', 'order'],
    },
    {
        id: 'agent-later-turn',
        brief: '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: 'Should it hand off to other agents, and to which handoffs target?',
            },
            {
                role: 'user',
                text: 'billing-agent',
            },
            {
                role: 'agent',
                text: 'What instructions should it follow?',
            },
        ],
        expect: 'reply',
        must_contain: ['Route each ticket to the right team'],
        must_not_contain: ['triage-agent', 'ticket_lookup'],
        tags: ['order'],
    },
    {
        id: 'agent-done',
        brief: '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: "What should the new agent's name be?",
            },
            {
                role: 'user',
                text: 'triage-agent',
            },
            {
                role: 'agent',
                text: 'Created agents/triage-agent.agent.yaml with everything you asked for.',
            },
        ],
        expect: 'stop',
        tags: ['statement'],
    },
    {
        id: 'agent-progress-note',
        brief: '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: 'Thanks, I have everything I need and I am starting on it now.',
            },
        ],
        expect: 'stop',
        tags: ['statement'],
    },
    {
        id: 'agent-silent-field',
        brief: '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: 'Which model should it run on?',
            },
        ],
        expect: 'abstain',
        tags: ['brief-silent'],
    },
    {
        id: 'agent-partly-answerable',
        brief: '- name: triage-agent\n- instructions: Route each ticket to the right team\n- tools: ticket_lookup\n- handoffs: billing-agent',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: "What should the new agent's name be? And which model should it run on?",
            },
        ],
        expect: 'abstain',
        tags: ['brief-silent', 'several-questions'],
    },
    {
        id: 'report-asks-report-name',
        brief: '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
        conversation: [
            {
                role: 'user',
                text: 'Set up a scheduled report.',
            },
            {
                role: 'agent',
                text: 'What should the report name be?',
            },
        ],
        expect: 'reply',
        must_contain: ['weekly-ops-digest'],
        must_not_contain: ['Mondays at 09:00', 'ops@example.com', 'markdown'],
        tags: ['single-question'],
    },
    {
        id: 'report-asks-schedule',
        brief: '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
        conversation: [
            {
                role: 'user',
                text: 'Set up a scheduled report.',
            },
            {
                role: 'agent',
                text: 'On what schedule should it run?',
            },
        ],
        expect: 'reply',
        must_contain: ['Mondays at 09:00'],
        must_not_contain: ['weekly-ops-digest', 'ops@example.com', 'markdown'],
        tags: ['single-question'],
    },
    {
        id: 'report-asks-recipients',
        brief: '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
        conversation: [
            {
                role: 'user',
                text: 'Set up a scheduled report.',
            },
            {
                role: 'agent',
                text: 'Who are the recipients?',
            },
        ],
        expect: 'reply',
        must_contain: ['ops@example.com'],
        must_not_contain: ['weekly-ops-digest', 'Mondays at 09:00', 'markdown'],
        tags: ['single-question'],
    },
    {
        id: 'report-asks-format',
        brief: '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
        conversation: [
            {
                role: 'user',
                text: 'Set up a scheduled report.',
            },
            {
                role: 'agent',
                text: 'Which format do you want: markdown or HTML?',
            },
        ],
        expect: 'reply',
        must_contain: ['markdown'],
        must_not_contain: ['weekly-ops-digest', 'Mondays at 09:00', 'ops@example.com'],
        tags: ['single-question'],
    },
    {
        id: 'report-two-questions',
        brief: '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
        conversation: [
            {
                role: 'user',
                text: 'Set up a scheduled report.',
            },
            {
                role: 'agent',
                text: 'What should the report name be? And who are the recipients?',
            },
        ],
        expect: 'reply',
        must_contain: ['weekly-ops-digest', 'ops@example.com'],
        must_not_contain: ['Mondays at 09:00', 'markdown'],
        tags: ['several-questions'],
    },
    {
        id: 'report-two-questions-reversed',
        brief: '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
        conversation: [
            {
                role: 'user',
                text: 'Set up a scheduled report.',
            },
            {
                role: 'agent',
                text: 'Which format do you want: markdown or HTML? Also, on what schedule should it run?',
            },
        ],
        expect: 'reply',
        must_contain: ['markdown', 'Mondays at 09:00'],
        must_not_contain: ['weekly-ops-digest', 'ops@example.com'],
        tags: ['several-questions', 'order'],
    },
    {
        id: 'report-later-turn',
        brief: '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
        conversation: [
            {
                role: 'user',
                text: 'Set up a scheduled report.',
            },
            {
                role: 'agent',
                text: 'Which format do you want: markdown or HTML?',
            },
            {
                role: 'user',
                text: 'markdown',
            },
            {
                role: 'agent',
                text: 'On what schedule should it run?',
            },
        ],
        expect: 'reply',
        must_contain: ['Mondays at 09:00'],
        must_not_contain: ['weekly-ops-digest', 'ops@example.com'],
        tags: ['order'],
    },
    {
        id: 'report-done',
        brief: '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
        conversation: [
            {
                role: 'user',
                text: 'Set up a scheduled report.',
            },
            {
                role: 'agent',
                text: 'What should the report name be?',
            },
            {
                role: 'user',
                text: 'weekly-ops-digest',
            },
            {
                role: 'agent',
                text: 'The weekly-ops-digest report is scheduled. You will get the first one on Monday.',
            },
        ],
        expect: 'stop',
        tags: ['statement'],
    },
    {
        id: 'report-progress-note',
        brief: '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
        conversation: [
            {
                role: 'user',
                text: 'Set up a scheduled report.',
            },
            {
                role: 'agent',
                text: 'Thanks, I have everything I need and I am starting on it now.',
            },
        ],
        expect: 'stop',
        tags: ['statement'],
    },
    {
        id: 'report-silent-field',
        brief: '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
        conversation: [
            {
                role: 'user',
                text: 'Set up a scheduled report.',
            },
            {
                role: 'agent',
                text: 'Which timezone should the schedule use?',
            },
        ],
        expect: 'abstain',
        tags: ['brief-silent'],
    },
    {
        id: 'report-partly-answerable',
        brief: '- report name: weekly-ops-digest\n- schedule: Mondays at 09:00\n- recipients: ops@example.com\n- format: markdown',
        conversation: [
            {
                role: 'user',
                text: 'Set up a scheduled report.',
            },
            {
                role: 'agent',
                text: 'What should the report name be? And which timezone should the schedule use?',
            },
        ],
        expect: 'abstain',
        tags: ['brief-silent', 'several-questions'],
    },
    {
        id: 'expense-asks-expense-type',
        brief: '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
        conversation: [
            {
                role: 'user',
                text: 'File my travel expense, please.',
            },
            {
                role: 'agent',
                text: 'What type of expense is it?',
            },
        ],
        expect: 'reply',
        must_contain: ['train ticket'],
        must_not_contain: ['120 EUR', '2026-03-04', 'apollo-7'],
        tags: ['single-question'],
    },
    {
        id: 'expense-asks-amount',
        brief: '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
        conversation: [
            {
                role: 'user',
                text: 'File my travel expense, please.',
            },
            {
                role: 'agent',
                text: 'What was the amount?',
            },
        ],
        expect: 'reply',
        must_contain: ['120 EUR'],
        must_not_contain: ['train ticket', '2026-03-04', 'apollo-7'],
        tags: ['single-question'],
    },
    {
        id: 'expense-asks-date',
        brief: '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
        conversation: [
            {
                role: 'user',
                text: 'File my travel expense, please.',
            },
            {
                role: 'agent',
                text: 'On which date was it?',
            },
        ],
        expect: 'reply',
        must_contain: ['2026-03-04'],
        must_not_contain: ['train ticket', '120 EUR', 'apollo-7'],
        tags: ['single-question'],
    },
    {
        id: 'expense-asks-project',
        brief: '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
        conversation: [
            {
                role: 'user',
                text: 'File my travel expense, please.',
            },
            {
                role: 'agent',
                text: 'Which project should it be charged to?',
            },
        ],
        expect: 'reply',
        must_contain: ['apollo-7'],
        must_not_contain: ['train ticket', '120 EUR', '2026-03-04'],
        tags: ['single-question'],
    },
    {
        id: 'expense-two-questions',
        brief: '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
        conversation: [
            {
                role: 'user',
                text: 'File my travel expense, please.',
            },
            {
                role: 'agent',
                text: 'What type of expense is it? And on which date was it?',
            },
        ],
        expect: 'reply',
        must_contain: ['train ticket', '2026-03-04'],
        must_not_contain: ['120 EUR', 'apollo-7'],
        tags: ['several-questions'],
    },
    {
        id: 'expense-two-questions-reversed',
        brief: '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
        conversation: [
            {
                role: 'user',
                text: 'File my travel expense, please.',
            },
            {
                role: 'agent',
                text: 'Which project should it be charged to? Also, what was the amount?',
            },
        ],
        expect: 'reply',
        must_contain: ['apollo-7', '120 EUR'],
        must_not_contain: ['train ticket', '2026-03-04'],
        tags: ['several-questions', 'order'],
    },
    {
        id: 'expense-later-turn',
        brief: '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
        conversation: [
            {
                role: 'user',
                text: 'File my travel expense, please.',
            },
            {
                role: 'agent',
                text: 'Which project should it be charged to?',
            },
            {
                role: 'user',
                text: 'apollo-7',
            },
            {
                role: 'agent',
                text: 'What was the amount?',
            },
        ],
        expect: 'reply',
        must_contain: ['120 EUR'],
        must_not_contain: ['train ticket', '2026-03-04'],
        tags: ['order'],
    },
    {
        id: 'expense-done',
        brief: '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
        conversation: [
            {
                role: 'user',
                text: 'File my travel expense, please.',
            },
            {
                role: 'agent',
                text: 'What type of expense is it?',
            },
            {
                role: 'user',
                text: 'train ticket',
            },
            {
                role: 'agent',
                text: 'Your expense has been filed under project apollo-7.',
            },
        ],
        expect: 'stop',
        tags: ['statement'],
    },
    {
        id: 'expense-progress-note',
        brief: '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
        conversation: [
            {
                role: 'user',
                text: 'File my travel expense, please.',
            },
            {
                role: 'agent',
                text: 'Thanks, I have everything I need and I am starting on it now.',
            },
        ],
        expect: 'stop',
        tags: ['statement'],
    },
    {
        id: 'expense-silent-field',
        brief: '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
        conversation: [
            {
                role: 'user',
                text: 'File my travel expense, please.',
            },
            {
                role: 'agent',
                text: 'Do you have a receipt number for it?',
            },
        ],
        expect: 'abstain',
        tags: ['brief-silent'],
    },
    {
        id: 'expense-partly-answerable',
        brief: '- expense type: train ticket\n- amount: 120 EUR\n- date: 2026-03-04\n- project: apollo-7',
        conversation: [
            {
                role: 'user',
                text: 'File my travel expense, please.',
            },
            {
                role: 'agent',
                text: 'What type of expense is it? And do you have a receipt number for it?',
            },
        ],
        expect: 'abstain',
        tags: ['brief-silent', 'several-questions'],
    },
    {
        id: 'meeting-asks-room',
        brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
        conversation: [
            {
                role: 'user',
                text: 'Book a meeting room for my team.',
            },
            {
                role: 'agent',
                text: 'Which room would you like?',
            },
        ],
        expect: 'reply',
        must_contain: ['Orion-4'],
        must_not_contain: ['Thursday 14:00', '8 people', 'projector'],
        tags: ['single-question'],
    },
    {
        id: 'meeting-asks-day',
        brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
        conversation: [
            {
                role: 'user',
                text: 'Book a meeting room for my team.',
            },
            {
                role: 'agent',
                text: 'On which day and time?',
            },
        ],
        expect: 'reply',
        must_contain: ['Thursday 14:00'],
        must_not_contain: ['Orion-4', '8 people', 'projector'],
        tags: ['single-question'],
    },
    {
        id: 'meeting-asks-attendees',
        brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
        conversation: [
            {
                role: 'user',
                text: 'Book a meeting room for my team.',
            },
            {
                role: 'agent',
                text: 'How many attendees are coming?',
            },
        ],
        expect: 'reply',
        must_contain: ['8 people'],
        must_not_contain: ['Orion-4', 'Thursday 14:00', 'projector'],
        tags: ['single-question'],
    },
    {
        id: 'meeting-asks-equipment',
        brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
        conversation: [
            {
                role: 'user',
                text: 'Book a meeting room for my team.',
            },
            {
                role: 'agent',
                text: 'Do you need any equipment?',
            },
        ],
        expect: 'reply',
        must_contain: ['projector'],
        must_not_contain: ['Orion-4', 'Thursday 14:00', '8 people'],
        tags: ['single-question'],
    },
    {
        id: 'meeting-two-questions',
        brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
        conversation: [
            {
                role: 'user',
                text: 'Book a meeting room for my team.',
            },
            {
                role: 'agent',
                text: 'Which room would you like? And how many attendees are coming?',
            },
        ],
        expect: 'reply',
        must_contain: ['Orion-4', '8 people'],
        must_not_contain: ['Thursday 14:00', 'projector'],
        tags: ['several-questions'],
    },
    {
        id: 'meeting-two-questions-reversed',
        brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
        conversation: [
            {
                role: 'user',
                text: 'Book a meeting room for my team.',
            },
            {
                role: 'agent',
                text: 'Do you need any equipment? Also, on which day and time?',
            },
        ],
        expect: 'reply',
        must_contain: ['projector', 'Thursday 14:00'],
        must_not_contain: ['Orion-4', '8 people'],
        tags: ['several-questions', 'order'],
    },
    {
        id: 'meeting-later-turn',
        brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
        conversation: [
            {
                role: 'user',
                text: 'Book a meeting room for my team.',
            },
            {
                role: 'agent',
                text: 'Do you need any equipment?',
            },
            {
                role: 'user',
                text: 'projector',
            },
            {
                role: 'agent',
                text: 'On which day and time?',
            },
        ],
        expect: 'reply',
        must_contain: ['Thursday 14:00'],
        must_not_contain: ['Orion-4', '8 people'],
        tags: ['order'],
    },
    {
        id: 'meeting-done',
        brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
        conversation: [
            {
                role: 'user',
                text: 'Book a meeting room for my team.',
            },
            {
                role: 'agent',
                text: 'Which room would you like?',
            },
            {
                role: 'user',
                text: 'Orion-4',
            },
            {
                role: 'agent',
                text: 'Orion-4 is booked for Thursday 14:00.',
            },
        ],
        expect: 'stop',
        tags: ['statement'],
    },
    {
        id: 'meeting-progress-note',
        brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
        conversation: [
            {
                role: 'user',
                text: 'Book a meeting room for my team.',
            },
            {
                role: 'agent',
                text: 'Thanks, I have everything I need and I am starting on it now.',
            },
        ],
        expect: 'stop',
        tags: ['statement'],
    },
    {
        id: 'meeting-silent-field',
        brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
        conversation: [
            {
                role: 'user',
                text: 'Book a meeting room for my team.',
            },
            {
                role: 'agent',
                text: 'Should I order catering?',
            },
        ],
        expect: 'abstain',
        tags: ['brief-silent'],
    },
    {
        id: 'meeting-partly-answerable',
        brief: '- room: Orion-4\n- day: Thursday 14:00\n- attendees: 8 people\n- equipment: projector',
        conversation: [
            {
                role: 'user',
                text: 'Book a meeting room for my team.',
            },
            {
                role: 'agent',
                text: 'Which room would you like? And should I order catering?',
            },
        ],
        expect: 'abstain',
        tags: ['brief-silent', 'several-questions'],
    },
    {
        id: 'database-asks-engine',
        brief: '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
        conversation: [
            {
                role: 'user',
                text: 'Provision a database for the new service.',
            },
            {
                role: 'agent',
                text: 'Which database engine do you want?',
            },
        ],
        expect: 'reply',
        must_contain: ['postgres-16'],
        must_not_contain: ['eu-west-1', 'db.t3.small', 'daily at 02:00'],
        tags: ['single-question'],
    },
    {
        id: 'database-asks-region',
        brief: '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
        conversation: [
            {
                role: 'user',
                text: 'Provision a database for the new service.',
            },
            {
                role: 'agent',
                text: 'Which region should it live in?',
            },
        ],
        expect: 'reply',
        must_contain: ['eu-west-1'],
        must_not_contain: ['postgres-16', 'db.t3.small', 'daily at 02:00'],
        tags: ['single-question'],
    },
    {
        id: 'database-asks-size',
        brief: '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
        conversation: [
            {
                role: 'user',
                text: 'Provision a database for the new service.',
            },
            {
                role: 'agent',
                text: 'What instance size do you need?',
            },
        ],
        expect: 'reply',
        must_contain: ['db.t3.small'],
        must_not_contain: ['postgres-16', 'eu-west-1', 'daily at 02:00'],
        tags: ['single-question'],
    },
    {
        id: 'database-asks-backups',
        brief: '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
        conversation: [
            {
                role: 'user',
                text: 'Provision a database for the new service.',
            },
            {
                role: 'agent',
                text: 'How often should backups run?',
            },
        ],
        expect: 'reply',
        must_contain: ['daily at 02:00'],
        must_not_contain: ['postgres-16', 'eu-west-1', 'db.t3.small'],
        tags: ['single-question'],
    },
    {
        id: 'database-two-questions',
        brief: '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
        conversation: [
            {
                role: 'user',
                text: 'Provision a database for the new service.',
            },
            {
                role: 'agent',
                text: 'Which database engine do you want? And what instance size do you need?',
            },
        ],
        expect: 'reply',
        must_contain: ['postgres-16', 'db.t3.small'],
        must_not_contain: ['eu-west-1', 'daily at 02:00'],
        tags: ['several-questions'],
    },
    {
        id: 'database-two-questions-reversed',
        brief: '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
        conversation: [
            {
                role: 'user',
                text: 'Provision a database for the new service.',
            },
            {
                role: 'agent',
                text: 'How often should backups run? Also, which region should it live in?',
            },
        ],
        expect: 'reply',
        must_contain: ['daily at 02:00', 'eu-west-1'],
        must_not_contain: ['postgres-16', 'db.t3.small'],
        tags: ['several-questions', 'order'],
    },
    {
        id: 'database-later-turn',
        brief: '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
        conversation: [
            {
                role: 'user',
                text: 'Provision a database for the new service.',
            },
            {
                role: 'agent',
                text: 'How often should backups run?',
            },
            {
                role: 'user',
                text: 'daily at 02:00',
            },
            {
                role: 'agent',
                text: 'Which region should it live in?',
            },
        ],
        expect: 'reply',
        must_contain: ['eu-west-1'],
        must_not_contain: ['postgres-16', 'db.t3.small'],
        tags: ['order'],
    },
    {
        id: 'database-done',
        brief: '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
        conversation: [
            {
                role: 'user',
                text: 'Provision a database for the new service.',
            },
            {
                role: 'agent',
                text: 'Which database engine do you want?',
            },
            {
                role: 'user',
                text: 'postgres-16',
            },
            {
                role: 'agent',
                text: 'The postgres-16 database is ready in eu-west-1.',
            },
        ],
        expect: 'stop',
        tags: ['statement'],
    },
    {
        id: 'database-progress-note',
        brief: '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
        conversation: [
            {
                role: 'user',
                text: 'Provision a database for the new service.',
            },
            {
                role: 'agent',
                text: 'Thanks, I have everything I need and I am starting on it now.',
            },
        ],
        expect: 'stop',
        tags: ['statement'],
    },
    {
        id: 'database-silent-field',
        brief: '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
        conversation: [
            {
                role: 'user',
                text: 'Provision a database for the new service.',
            },
            {
                role: 'agent',
                text: 'What admin password should I set?',
            },
        ],
        expect: 'abstain',
        tags: ['brief-silent'],
    },
    {
        id: 'database-partly-answerable',
        brief: '- engine: postgres-16\n- region: eu-west-1\n- size: db.t3.small\n- backups: daily at 02:00',
        conversation: [
            {
                role: 'user',
                text: 'Provision a database for the new service.',
            },
            {
                role: 'agent',
                text: 'Which database engine do you want? And what admin password should I set?',
            },
        ],
        expect: 'abstain',
        tags: ['brief-silent', 'several-questions'],
    },
    {
        id: 'fallback-agent-1',
        brief: '- name: support-bot-2\n- tools: kb_search\n- anything else: answer "use the defaults"',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: 'What should its name be?',
            },
        ],
        expect: 'reply',
        must_contain: ['support-bot-2'],
        must_not_contain: ['kb_search'],
        tags: ['brief-says-how'],
    },
    {
        id: 'fallback-agent-2',
        brief: '- name: support-bot-2\n- tools: kb_search\n- anything else: answer "use the defaults"',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: 'Which model should it use?',
            },
        ],
        expect: 'reply',
        must_contain: ['use the defaults'],
        must_not_contain: ['support-bot-2', 'kb_search'],
        tags: ['brief-says-how'],
    },
    {
        id: 'fallback-agent-3',
        brief: '- name: support-bot-2\n- tools: kb_search\n- anything else: answer "use the defaults"',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: 'What temperature should it run at?',
            },
        ],
        expect: 'reply',
        must_contain: ['use the defaults'],
        must_not_contain: ['kb_search'],
        tags: ['brief-says-how'],
    },
    {
        id: 'fallback-agent-4',
        brief: '- name: support-bot-2\n- tools: kb_search\n- anything else: answer "use the defaults"',
        conversation: [
            {
                role: 'user',
                text: 'Add a new agent to my application.',
            },
            {
                role: 'agent',
                text: 'Which tools should it get?',
            },
        ],
        expect: 'reply',
        must_contain: ['kb_search'],
        must_not_contain: ['support-bot-2'],
        tags: ['brief-says-how'],
    },
    {
        id: 'fallback-deploy-1',
        brief: '- environment: staging-3\n- replicas: 3\n- other questions: reply "no preference"',
        conversation: [
            {
                role: 'user',
                text: 'Deploy the service.',
            },
            {
                role: 'agent',
                text: 'Which environment should I deploy to?',
            },
        ],
        expect: 'reply',
        must_contain: ['staging-3'],
        tags: ['brief-says-how'],
    },
    {
        id: 'fallback-deploy-2',
        brief: '- environment: staging-3\n- replicas: 3\n- other questions: reply "no preference"',
        conversation: [
            {
                role: 'user',
                text: 'Deploy the service.',
            },
            {
                role: 'agent',
                text: 'How many replicas?',
            },
        ],
        expect: 'reply',
        must_contain: ['3'],
        must_not_contain: ['staging-3'],
        tags: ['brief-says-how'],
    },
    {
        id: 'fallback-deploy-3',
        brief: '- environment: staging-3\n- replicas: 3\n- other questions: reply "no preference"',
        conversation: [
            {
                role: 'user',
                text: 'Deploy the service.',
            },
            {
                role: 'agent',
                text: 'Should I enable autoscaling?',
            },
        ],
        expect: 'reply',
        must_contain: ['no preference'],
        must_not_contain: ['staging-3'],
        tags: ['brief-says-how'],
    },
    {
        id: 'fallback-deploy-4',
        brief: '- environment: staging-3\n- replicas: 3\n- other questions: reply "no preference"',
        conversation: [
            {
                role: 'user',
                text: 'Deploy the service.',
            },
            {
                role: 'agent',
                text: 'Do you want a canary rollout first?',
            },
        ],
        expect: 'reply',
        must_contain: ['no preference'],
        tags: ['brief-says-how'],
    },
    {
        id: 'de-asks-1',
        brief: '- Name: rechnungs-agent\n- Werkzeuge: invoice_lookup\n- Übergabe: support-agent',
        conversation: [
            {
                role: 'user',
                text: 'Füge meiner Anwendung einen neuen Agenten hinzu.',
            },
            {
                role: 'agent',
                text: 'Welchen Namen soll der neue Agent bekommen?',
            },
        ],
        expect: 'reply',
        must_contain: ['rechnungs-agent'],
        must_not_contain: ['invoice_lookup', 'support-agent'],
        tags: ['language:de'],
    },
    {
        id: 'de-asks-2',
        brief: '- Name: rechnungs-agent\n- Werkzeuge: invoice_lookup\n- Übergabe: support-agent',
        conversation: [
            {
                role: 'user',
                text: 'Füge meiner Anwendung einen neuen Agenten hinzu.',
            },
            {
                role: 'agent',
                text: 'Welche Werkzeuge soll er haben?',
            },
        ],
        expect: 'reply',
        must_contain: ['invoice_lookup'],
        must_not_contain: ['rechnungs-agent', 'support-agent'],
        tags: ['language:de'],
    },
    {
        id: 'de-asks-3',
        brief: '- Name: rechnungs-agent\n- Werkzeuge: invoice_lookup\n- Übergabe: support-agent',
        conversation: [
            {
                role: 'user',
                text: 'Füge meiner Anwendung einen neuen Agenten hinzu.',
            },
            {
                role: 'agent',
                text: 'An wen soll die Übergabe erfolgen?',
            },
        ],
        expect: 'reply',
        must_contain: ['support-agent'],
        must_not_contain: ['rechnungs-agent', 'invoice_lookup'],
        tags: ['language:de'],
    },
    {
        id: 'de-silent-field',
        brief: '- Name: rechnungs-agent\n- Werkzeuge: invoice_lookup\n- Übergabe: support-agent',
        conversation: [
            {
                role: 'user',
                text: 'Füge meiner Anwendung einen neuen Agenten hinzu.',
            },
            {
                role: 'agent',
                text: 'Welches Modell soll er verwenden?',
            },
        ],
        expect: 'abstain',
        tags: ['language:de', 'brief-silent'],
    },
    {
        id: 'de-done',
        brief: '- Name: rechnungs-agent\n- Werkzeuge: invoice_lookup\n- Übergabe: support-agent',
        conversation: [
            {
                role: 'user',
                text: 'Füge meiner Anwendung einen neuen Agenten hinzu.',
            },
            {
                role: 'agent',
                text: 'Ich habe den Agenten rechnungs-agent angelegt.',
            },
        ],
        expect: 'stop',
        tags: ['language:de', 'statement'],
    },
    {
        id: 'de-two-questions',
        brief: '- Name: rechnungs-agent\n- Werkzeuge: invoice_lookup\n- Übergabe: support-agent',
        conversation: [
            {
                role: 'user',
                text: 'Füge meiner Anwendung einen neuen Agenten hinzu.',
            },
            {
                role: 'agent',
                text: 'Welchen Namen soll der neue Agent bekommen? Welche Werkzeuge soll er haben?',
            },
        ],
        expect: 'reply',
        must_contain: ['rechnungs-agent', 'invoice_lookup'],
        must_not_contain: ['support-agent'],
        tags: ['language:de', 'several-questions'],
    },
    {
        id: 'es-asks-1',
        brief: '- nombre: agente-ventas\n- herramientas: crm_search\n- idioma: español',
        conversation: [
            {
                role: 'user',
                text: 'Añade un nuevo agente a mi aplicación.',
            },
            {
                role: 'agent',
                text: '¿Qué nombre debe tener el nuevo agente?',
            },
        ],
        expect: 'reply',
        must_contain: ['agente-ventas'],
        must_not_contain: ['crm_search', 'español'],
        tags: ['language:es'],
    },
    {
        id: 'es-asks-2',
        brief: '- nombre: agente-ventas\n- herramientas: crm_search\n- idioma: español',
        conversation: [
            {
                role: 'user',
                text: 'Añade un nuevo agente a mi aplicación.',
            },
            {
                role: 'agent',
                text: '¿Qué herramientas debe tener?',
            },
        ],
        expect: 'reply',
        must_contain: ['crm_search'],
        must_not_contain: ['agente-ventas', 'español'],
        tags: ['language:es'],
    },
    {
        id: 'es-asks-3',
        brief: '- nombre: agente-ventas\n- herramientas: crm_search\n- idioma: español',
        conversation: [
            {
                role: 'user',
                text: 'Añade un nuevo agente a mi aplicación.',
            },
            {
                role: 'agent',
                text: '¿En qué idioma debe responder?',
            },
        ],
        expect: 'reply',
        must_contain: ['español'],
        must_not_contain: ['agente-ventas', 'crm_search'],
        tags: ['language:es'],
    },
    {
        id: 'es-silent-field',
        brief: '- nombre: agente-ventas\n- herramientas: crm_search\n- idioma: español',
        conversation: [
            {
                role: 'user',
                text: 'Añade un nuevo agente a mi aplicación.',
            },
            {
                role: 'agent',
                text: '¿Qué modelo debe usar?',
            },
        ],
        expect: 'abstain',
        tags: ['language:es', 'brief-silent'],
    },
    {
        id: 'es-done',
        brief: '- nombre: agente-ventas\n- herramientas: crm_search\n- idioma: español',
        conversation: [
            {
                role: 'user',
                text: 'Añade un nuevo agente a mi aplicación.',
            },
            {
                role: 'agent',
                text: 'He creado el agente agente-ventas.',
            },
        ],
        expect: 'stop',
        tags: ['language:es', 'statement'],
    },
    {
        id: 'es-two-questions',
        brief: '- nombre: agente-ventas\n- herramientas: crm_search\n- idioma: español',
        conversation: [
            {
                role: 'user',
                text: 'Añade un nuevo agente a mi aplicación.',
            },
            {
                role: 'agent',
                text: '¿Qué nombre debe tener el nuevo agente? ¿Qué herramientas debe tener?',
            },
        ],
        expect: 'reply',
        must_contain: ['agente-ventas', 'crm_search'],
        must_not_contain: ['español'],
        tags: ['language:es', 'several-questions'],
    },
    {
        id: 'fr-asks-1',
        brief: '- nom: agent-facturation\n- outils: facture_api\n- ton: formel',
        conversation: [
            {
                role: 'user',
                text: 'Ajoute un nouvel agent à mon application.',
            },
            {
                role: 'agent',
                text: 'Quel nom faut-il donner au nouvel agent ?',
            },
        ],
        expect: 'reply',
        must_contain: ['agent-facturation'],
        must_not_contain: ['facture_api', 'formel'],
        tags: ['language:fr'],
    },
    {
        id: 'fr-asks-2',
        brief: '- nom: agent-facturation\n- outils: facture_api\n- ton: formel',
        conversation: [
            {
                role: 'user',
                text: 'Ajoute un nouvel agent à mon application.',
            },
            {
                role: 'agent',
                text: 'Quels outils doit-il avoir ?',
            },
        ],
        expect: 'reply',
        must_contain: ['facture_api'],
        must_not_contain: ['agent-facturation', 'formel'],
        tags: ['language:fr'],
    },
    {
        id: 'fr-asks-3',
        brief: '- nom: agent-facturation\n- outils: facture_api\n- ton: formel',
        conversation: [
            {
                role: 'user',
                text: 'Ajoute un nouvel agent à mon application.',
            },
            {
                role: 'agent',
                text: 'Quel ton doit-il adopter ?',
            },
        ],
        expect: 'reply',
        must_contain: ['formel'],
        must_not_contain: ['agent-facturation', 'facture_api'],
        tags: ['language:fr'],
    },
    {
        id: 'fr-silent-field',
        brief: '- nom: agent-facturation\n- outils: facture_api\n- ton: formel',
        conversation: [
            {
                role: 'user',
                text: 'Ajoute un nouvel agent à mon application.',
            },
            {
                role: 'agent',
                text: 'Quel modèle doit-il utiliser ?',
            },
        ],
        expect: 'abstain',
        tags: ['language:fr', 'brief-silent'],
    },
    {
        id: 'fr-done',
        brief: '- nom: agent-facturation\n- outils: facture_api\n- ton: formel',
        conversation: [
            {
                role: 'user',
                text: 'Ajoute un nouvel agent à mon application.',
            },
            {
                role: 'agent',
                text: "J'ai créé l'agent agent-facturation.",
            },
        ],
        expect: 'stop',
        tags: ['language:fr', 'statement'],
    },
    {
        id: 'fr-two-questions',
        brief: '- nom: agent-facturation\n- outils: facture_api\n- ton: formel',
        conversation: [
            {
                role: 'user',
                text: 'Ajoute un nouvel agent à mon application.',
            },
            {
                role: 'agent',
                text: 'Quel nom faut-il donner au nouvel agent ? Quels outils doit-il avoir ?',
            },
        ],
        expect: 'reply',
        must_contain: ['agent-facturation', 'facture_api'],
        must_not_contain: ['formel'],
        tags: ['language:fr', 'several-questions'],
    },
    {
        id: 'ja-asks-1',
        brief: '- 名前: shiharai-agent\n- ツール: pay_lookup',
        conversation: [
            {
                role: 'user',
                text: 'アプリに新しいエージェントを追加してください。',
            },
            {
                role: 'agent',
                text: '新しいエージェントの名前は何にしますか？',
            },
        ],
        expect: 'reply',
        must_contain: ['shiharai-agent'],
        must_not_contain: ['pay_lookup'],
        tags: ['language:ja'],
    },
    {
        id: 'ja-asks-2',
        brief: '- 名前: shiharai-agent\n- ツール: pay_lookup',
        conversation: [
            {
                role: 'user',
                text: 'アプリに新しいエージェントを追加してください。',
            },
            {
                role: 'agent',
                text: 'どのツールを使いますか？',
            },
        ],
        expect: 'reply',
        must_contain: ['pay_lookup'],
        must_not_contain: ['shiharai-agent'],
        tags: ['language:ja'],
    },
    {
        id: 'ja-silent-field',
        brief: '- 名前: shiharai-agent\n- ツール: pay_lookup',
        conversation: [
            {
                role: 'user',
                text: 'アプリに新しいエージェントを追加してください。',
            },
            {
                role: 'agent',
                text: 'どのモデルを使いますか？',
            },
        ],
        expect: 'abstain',
        tags: ['language:ja', 'brief-silent'],
    },
    {
        id: 'ja-done',
        brief: '- 名前: shiharai-agent\n- ツール: pay_lookup',
        conversation: [
            {
                role: 'user',
                text: 'アプリに新しいエージェントを追加してください。',
            },
            {
                role: 'agent',
                text: 'shiharai-agent を作成しました。',
            },
        ],
        expect: 'stop',
        tags: ['language:ja', 'statement'],
    },
    {
        id: 'ja-two-questions',
        brief: '- 名前: shiharai-agent\n- ツール: pay_lookup',
        conversation: [
            {
                role: 'user',
                text: 'アプリに新しいエージェントを追加してください。',
            },
            {
                role: 'agent',
                text: '新しいエージェントの名前は何にしますか？ どのツールを使いますか？',
            },
        ],
        expect: 'reply',
        must_contain: ['shiharai-agent', 'pay_lookup'],
        tags: ['language:ja', 'several-questions'],
    },
];

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
;// CONCATENATED MODULE: ./src/shared/json-lines.ts
function json_lines_parseJsonLines(text, file, schema) {
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
        for (const issue of parsed.error.issues.slice(0, 5)) {
            const path = issue.path
                .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
                .join('')
                .replace(/^\./, '');
            errors.push({ file, line, path, message: issue.message });
        }
    });
    return { values, errors };
}

// EXTERNAL MODULE: ./src/shared/read-file.ts
var read_file = __webpack_require__(9444);
// EXTERNAL MODULE: ./src/commands/types.ts
var commands_types = __webpack_require__(8619);
;// CONCATENATED MODULE: ./src/commands/check-case-files.ts



/** One case file at most: far above any labelled set (the shipped ones are tens of kilobytes). */
const MAX_CASE_FILE_BYTES = 16 * 1024 * 1024;
/** Every case of `files`, or a UsageError (exit 2) naming each bad file, line and field. */
function readCaseFiles(files, schema) {
    const cases = [];
    const errors = [];
    for (const file of files) {
        let text;
        try {
            text = (0,read_file/* readRegularFile */.X)(file, MAX_CASE_FILE_BYTES).toString('utf8');
        }
        catch (error) {
            if (error instanceof read_file/* FileReadError */.t)
                throw new commands_types/* UsageError */.e(`--cases ${error.message}`);
            throw error;
        }
        const parsed = json_lines_parseJsonLines(text, file, schema);
        cases.push(...parsed.values);
        for (const e of parsed.errors) {
            errors.push(`${e.file}:${e.line}${e.path ? ` ${e.path}` : ''}: ${e.message}`);
        }
    }
    if (errors.length)
        throw new commands_types/* UsageError */.e(errors.join('\n'));
    return cases;
}

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
function failureLines(results, max = 20) {
    const wrong = results.filter((r) => r.problems.length > 0);
    const lines = wrong
        .slice(0, max)
        .map((r) => `  ${show(r.id, 60)}: expected ${r.expected}, got ${r.got}` +
        (r.reply ? ` ${JSON.stringify(show(r.reply, 100))}` : '') +
        ` — ${show(r.problems.join('; '), 240)}`);
    if (wrong.length > max)
        lines.push(`  … and ${wrong.length - max} more`);
    return lines;
}
const checkCommand = {
    name: 'check',
    usage: 'check responder|judge [--model M] [--cases FILE]... [options]',
    options: {
        model: { type: 'string' },
        'base-url': { type: 'string' },
        'api-key': { type: 'string' },
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
        const fromEnv = what === 'judge' ? 'PARLEY_JUDGE_MODEL' : 'PARLEY_RESPONDER_MODEL';
        const model = values.model?.trim() || process.env[fromEnv]?.trim();
        if (!model)
            throw new commands_types/* UsageError */.e(`--model: the ${what}'s model to measure is needed`);
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
        const cases = [...(values['no-builtin'] ? [] : BUILTIN_CASES), ...own];
        if (!cases.length)
            throw new commands_types/* UsageError */.e('no cases: --no-builtin needs --cases FILE');
        const endpoint = (0,client/* resolveEndpoint */.sO)({
            baseURL: values['base-url'],
            apiKey: values['api-key'],
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
            `parley check responder: model ${show(model, 80)}, ${score.cases} cases (${BUILTIN_CASES.length && !values['no-builtin'] ? `${BUILTIN_CASES.length} shipped` : 'none shipped'}, ${own.length} yours)`,
            `accuracy ${percent(score.correct, score.cases)} (${score.correct} of ${score.cases}; at least ${percent(minAccuracy, 1)}: ${mark(passes.accuracy)})`,
            `  reply   ${percent(d.reply.correct, d.reply.total)} (${d.reply.correct} of ${d.reply.total})`,
            `  stop    ${percent(d.stop.correct, d.stop.total)} (${d.stop.correct} of ${d.stop.total})`,
            `  abstain ${percent(d.abstain.correct, d.abstain.total)} (${d.abstain.correct} of ${d.abstain.total})`,
            `over-answered ${percent(score.overAnswered, score.replies)} of replies (${score.overAnswered} of ${score.replies}; at most ${percent(maxOver, 1)}: ${mark(passes.overAnswered)})`,
            `ungrounded ${percent(score.ungrounded, score.replies)} of replies (${score.ungrounded} of ${score.replies}; at most ${percent(maxUngrounded, 1)}: ${mark(passes.ungrounded)})`,
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
    const cases = [...(values['no-builtin'] ? [] : BUILTIN_JUDGE_CASES), ...own];
    if (!cases.length)
        throw new commands_types/* UsageError */.e('no cases: --no-builtin needs --cases FILE');
    const endpoint = (0,client/* resolveEndpoint */.sO)({
        baseURL: values['base-url'],
        apiKey: values['api-key'],
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
    const shipped = values['no-builtin'] ? 0 : BUILTIN_JUDGE_CASES.length;
    const l = score.byLabel;
    const wrong = results.filter((r) => r.got !== r.expected);
    console.log([
        `parley check judge: model ${show(model, 80)}, ${score.cases} cases (${shipped ? `${shipped} shipped` : 'none shipped'}, ${own.length} yours)`,
        `agreement ${percent(score.agreed, score.cases)} (${score.agreed} of ${score.cases}; at least ${percent(minAgreement, 1)}: ${ok ? 'ok' : 'FAIL'})`,
        `  pass ${percent(l.pass.agreed, l.pass.total)} (${l.pass.agreed} of ${l.pass.total})`,
        `  fail ${percent(l.fail.agreed, l.fail.total)} (${l.fail.agreed} of ${l.fail.total})`,
        ...(wrong.length
            ? [
                'cases not right:',
                ...wrong
                    .slice(0, 20)
                    .map((r) => `  ${show(r.id, 60)}: expected ${r.expected}, got ${r.got} — ${show(r.reason, 200)}`),
                ...(wrong.length > 20 ? [`  … and ${wrong.length - 20} more`] : []),
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

/***/ 7701:
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
 * trial and run of a task shares its spec) and mode, not once per run or turn.
 */
const systemPrompts = new WeakMap();
function systemPromptOf(spec, mode) {
    let prompts = systemPrompts.get(spec);
    if (!prompts) {
        prompts = new Map();
        systemPrompts.set(spec, prompts);
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

/***/ 4465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l_: () => (/* binding */ parseChecked),
/* harmony export */   rg: () => (/* binding */ checkPattern),
/* harmony export */   ws: () => (/* binding */ usePatternCheck)
/* harmony export */ });
let check;
let deferring = false;
let noted = false;
/** Called by regex.ts when it loads: from then on patterns are checked as they are parsed. */
function usePatternCheck(fn) {
    check = fn;
}
/** The refinements' check: the problem with `pattern`, or undefined (also while deferring). */
function checkPattern(pattern) {
    if (check)
        return check(pattern);
    // A parse that cannot be repeated would accept a bad pattern: a bug, so said loudly.
    if (!deferring)
        throw new Error('internal: an RE2 pattern was parsed before regex.ts loaded');
    noted = true;
    return undefined;
}
/** schema.safeParse(data) with its RE2 patterns checked; re2js loads at the first pattern. */
async function parseChecked(schema, data) {
    if (!check) {
        deferring = true;
        noted = false;
        let first;
        try {
            first = schema.safeParse(data);
        }
        finally {
            deferring = false;
        }
        if (!noted)
            return first;
        usePatternCheck((await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(2606)]).then(__webpack_require__.bind(__webpack_require__, 2606))).checkRe2);
    }
    return schema.safeParse(data);
}


/***/ })

};
