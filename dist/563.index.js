export const id = 563;
export const ids = [563];
export const modules = {

/***/ 44368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ readAcceptances),
/* harmony export */   hb: () => (/* binding */ recordAcceptance),
/* harmony export */   ix: () => (/* binding */ MAX_REASON)
/* harmony export */ });
/* unused harmony exports ACCEPTANCES_MARKER, MAX_ACCEPTANCES, MAX_TASKS, encodeAcceptances, decodeAcceptances */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41514);
/* harmony import */ var _report_acceptance_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76987);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47318);
// Where `/parley accept` records acceptances: the pull request's acceptances comment, written
// only by the action. Its hidden block (base64 JSON in an HTML comment, so no reason text can
// close it) is read back only from a comment the token's own identity wrote, validated and
// bounded; anything else — a forged block in someone's comment, a damaged one — reads as none.




const ACCEPTANCES_MARKER = '<!-- parley:acceptances -->';
const DATA = /<!-- parley:acceptances:data ([A-Za-z0-9+/=]{0,200000}) -->/;
/** Bounds of the record: the newest entries are kept. */
const MAX_ACCEPTANCES = 50;
const MAX_TASKS = 20;
const MAX_REASON = 500;
const AcceptanceSchema = zod__WEBPACK_IMPORTED_MODULE_2__.object({
    tasks: zod__WEBPACK_IMPORTED_MODULE_2__.array(zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1).max(100)).max(MAX_TASKS),
    all: zod__WEBPACK_IMPORTED_MODULE_2__.boolean(),
    by: zod__WEBPACK_IMPORTED_MODULE_2__.string().min(1).max(39),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__.string().max(MAX_REASON),
    head_sha: zod__WEBPACK_IMPORTED_MODULE_2__.string().regex(/^[0-9a-f]{4,64}$/i),
    at: zod__WEBPACK_IMPORTED_MODULE_2__.string().max(40),
    /** The `/parley accept` comment it came from (acceptance-verify.ts reads it again). */
    comment_id: zod__WEBPACK_IMPORTED_MODULE_2__.number().int().positive().optional(),
})
    .strict();
const RecordSchema = zod__WEBPACK_IMPORTED_MODULE_2__.object({ version: zod__WEBPACK_IMPORTED_MODULE_2__.literal(1), acceptances: zod__WEBPACK_IMPORTED_MODULE_2__.array(AcceptanceSchema).max(MAX_ACCEPTANCES) })
    .strict();
function encodeAcceptances(acceptances) {
    const record = { version: 1, acceptances: acceptances.slice(-MAX_ACCEPTANCES) };
    return `<!-- parley:acceptances:data ${Buffer.from(JSON.stringify(record)).toString('base64')} -->`;
}
/** The acceptances of a body we wrote; [] when it has none or they do not validate. */
function decodeAcceptances(body) {
    const match = DATA.exec(body);
    if (!match)
        return [];
    try {
        const parsed = RecordSchema.safeParse(JSON.parse(Buffer.from(match[1], 'base64').toString('utf8')));
        if (parsed.success)
            return parsed.data.acceptances;
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e('parley: the recorded acceptances do not validate: ignored');
    }
    catch {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e('parley: the recorded acceptances cannot be read: ignored');
    }
    return [];
}
async function readAcceptances(target) {
    const body = await (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .readOwnComment */ .E$)(target, ACCEPTANCES_MARKER);
    return body ? decodeAcceptances(body) : [];
}
/** Adds one acceptance and rewrites the comment; its URL. */
async function recordAcceptance(target, acceptance) {
    const all = [...(await readAcceptances(target)), acceptance].slice(-MAX_ACCEPTANCES);
    const body = [
        ACCEPTANCES_MARKER,
        (0,_report_acceptance_js__WEBPACK_IMPORTED_MODULE_3__/* .acceptancesBody */ .b)(all, acceptance.head_sha),
        encodeAcceptances(all),
        '',
    ].join('\n');
    return (await (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .upsertComment */ .lB)(target, ACCEPTANCES_MARKER, body)).url;
}


/***/ }),

/***/ 45132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ headSeenAt),
/* harmony export */   l: () => (/* binding */ verifiedAcceptances)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _command_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26900);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66417);
// An acceptance counts only when GitHub still backs it: the hidden record in the bot's comment
// can be edited by anyone who may edit comments, so each entry names the `/parley accept`
// comment it came from, and that comment is read again: it exists on this pull request, its
// author is the one recorded and may still write, it still says the same accept command, and it
// was written after the head commit was pushed (a push between the comment and the command's job
// must not be accepted unreviewed).



/**
 * When the head commit was first seen: the oldest pull_request run on it (GitHub makes them when
 * the commit is pushed). undefined when no run says.
 */
async function headSeenAt(octokit, repo, headSha) {
    const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({
        ...repo,
        head_sha: headSha,
        event: 'pull_request',
        per_page: 100,
    });
    const times = data.workflow_runs
        .map((r) => Date.parse(r.created_at))
        .filter((t) => Number.isFinite(t));
    return times.length ? Math.min(...times) : undefined;
}
const sameTasks = (a, b) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
/** Why the comment does not back the acceptance, or undefined when it does. */
async function unbacked(octokit, repo, prNumber, a, seen, mayWrite) {
    if (!a.comment_id)
        return 'it names no command comment';
    let comment;
    try {
        ({ data: comment } = await octokit.rest.issues.getComment({
            ...repo,
            comment_id: a.comment_id,
        }));
    }
    catch {
        return `its command comment ${a.comment_id} is gone`;
    }
    if (!comment.issue_url.endsWith(`/issues/${prNumber}`))
        return 'its comment is elsewhere';
    if (comment.user?.login.toLowerCase() !== a.by.toLowerCase()) {
        return `its comment is not by @${a.by}`;
    }
    const parsed = (0,_command_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommand */ .RM)(comment.body ?? '');
    const command = parsed && 'command' in parsed ? parsed.command : undefined;
    if (command?.verb !== 'accept' ||
        command.all !== a.all ||
        (!a.all && !sameTasks(command.tasks, a.tasks))) {
        return 'its comment no longer says this accept command';
    }
    if (seen !== undefined && Date.parse(comment.created_at) < seen) {
        return `its comment is older than the head commit ${a.head_sha.slice(0, 7)}`;
    }
    if (!(await mayWrite(a.by)))
        return `@${a.by} may no longer write to the repository`;
    return undefined;
}
/** The acceptances (all of one head commit) that their command comments still back. */
async function verifiedAcceptances(octokit, repo, prNumber, headSha, acceptances) {
    if (!acceptances.length)
        return [];
    const seen = await headSeenAt(octokit, repo, headSha);
    const permissions = new Map();
    const mayWrite = (login) => {
        let p = permissions.get(login.toLowerCase());
        if (!p) {
            p = (0,_rest_js__WEBPACK_IMPORTED_MODULE_2__/* .permissionOf */ .Fp)(octokit, repo, login).then(_rest_js__WEBPACK_IMPORTED_MODULE_2__/* .canWrite */ ._4);
            permissions.set(login.toLowerCase(), p);
        }
        return p;
    };
    const kept = [];
    for (const a of acceptances) {
        const why = await unbacked(octokit, repo, prNumber, a, seen, mayWrite);
        if (why)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`parley: an acceptance recorded for @${a.by} is ignored: ${why}`);
        else
            kept.push(a);
    }
    return kept;
}


/***/ }),

/***/ 26900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   u_: () => (/* binding */ USAGE)
/* harmony export */ });
/* unused harmony exports MAX_COMMAND_TASKS, MAX_RERUN_TRIALS */
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
// The `/parley` commands of a pull-request comment, parsed strictly from the comment's first
// line: `/parley rerun <task…> [--trials N]` and `/parley accept <task…|all> [-- reason]` (the
// reason may also be the lines below). Anything else that starts with `/parley` is a usage error;
// a comment that does not start with `/parley` is not a command at all. What an error quotes of
// the comment goes through inline() (escaped, mentions broken): the reply is the bot's comment.

const MAX_COMMAND_TASKS = 20;
const MAX_RERUN_TRIALS = 20;
/** A task id or name as a command names it; never starts with `-` (that is an option). */
const TASK = /^[A-Za-z0-9._*/:][A-Za-z0-9._*/:-]{0,99}$/;
/** Untrusted text quoted in a reply: one escaped line in code-free markdown. */
const quote = (text, max) => `"${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(text, max)}"`;
const USAGE = [
    '`/parley rerun <task…> [--trials N]`: re-run these tasks on the head commit and update the report (N from 1 to ' +
        `${MAX_RERUN_TRIALS}).`,
    '`/parley accept <task…|all> [-- reason]`: accept the regressions of these tasks as intended for the head commit; the check passes for them until the next push. The reason may also follow on the next lines.',
    `Tasks are task ids or names (\`*\` matches any characters, \`suite/task\` picks one suite's), at most ${MAX_COMMAND_TASKS}.`,
].join('\n');
/** null: not a command; { error }: a command we cannot obey (say why, with the usage). */
function parseCommand(body) {
    const [first = '', ...rest] = body.replace(/\r\n?/g, '\n').split('\n');
    const words = first.trim().split(/\s+/);
    if (words[0]?.toLowerCase() !== '/parley')
        return null;
    const verb = (words[1] ?? '').toLowerCase();
    const args = words.slice(2);
    if (verb === 'rerun')
        return rerun(args);
    if (verb === 'accept')
        return accept(args, rest.join('\n'));
    return { error: verb ? `unknown command ${quote(verb, 40)}` : 'no command given' };
}
function checkTasks(tasks) {
    if (!tasks.length)
        return 'name at least one task';
    if (tasks.length > MAX_COMMAND_TASKS)
        return `at most ${MAX_COMMAND_TASKS} tasks`;
    const bad = tasks.find((t) => !TASK.test(t));
    return bad ? `${quote(bad, 100)} is not a task id or name` : null;
}
function rerun(args) {
    const tasks = [];
    let trials;
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--trials' || arg.startsWith('--trials=')) {
            const value = arg === '--trials' ? args[++i] : arg.slice('--trials='.length);
            if (!value || !/^\d+$/.test(value) || +value < 1 || +value > MAX_RERUN_TRIALS) {
                return { error: `--trials expects a whole number from 1 to ${MAX_RERUN_TRIALS}` };
            }
            trials = Number(value);
        }
        else if (arg.startsWith('--')) {
            return { error: `unknown option ${quote(arg, 40)}` };
        }
        else
            tasks.push(arg);
    }
    const problem = checkTasks(tasks);
    if (problem)
        return { error: `rerun: ${problem}` };
    return { command: { verb: 'rerun', tasks, ...(trials ? { trials } : {}) } };
}
function accept(args, below) {
    const dash = args.indexOf('--');
    const tasks = dash === -1 ? args : args.slice(0, dash);
    const sameLine = dash === -1 ? '' : args.slice(dash + 1).join(' ');
    const reason = [sameLine, below.trim()].filter(Boolean).join('\n').trim();
    const option = tasks.find((t) => t.startsWith('-'));
    if (option) {
        return {
            error: `accept: ${quote(option, 40)} is not an option of accept (a reason goes after \`--\`)`,
        };
    }
    const all = tasks.length === 1 && tasks[0].toLowerCase() === 'all';
    if (!all) {
        if (tasks.some((t) => t.toLowerCase() === 'all')) {
            return { error: 'accept: `all` stands alone' };
        }
        const problem = checkTasks(tasks);
        if (problem)
            return { error: `accept: ${problem}` };
    }
    return { command: { verb: 'accept', tasks: all ? [] : tasks, all, reason } };
}


/***/ }),

/***/ 47318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ readOwnComment),
/* harmony export */   JN: () => (/* binding */ CommentForbiddenError),
/* harmony export */   lB: () => (/* binding */ upsertComment),
/* harmony export */   nu: () => (/* binding */ tokenLogin)
/* harmony export */ });
/* unused harmony export ACTIONS_BOT */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
// The sticky pull-request comment: found among the PR's comments by its hidden marker AND its
// author — the identity behind the token (paginating) — updated in place, created once. A comment
// anyone else wrote is never edited, whatever it starts with. Uses @actions/github's Octokit, which honours
// GITHUB_API_URL (GitHub Enterprise, and the tests' fake).

/** The token may not write to the pull request (fork PRs, a read-only token). */
class CommentForbiddenError extends Error {
    constructor(message) {
        super(message);
        this.name = 'CommentForbiddenError';
    }
}
function status(error) {
    return error.status;
}
/** The bot that GITHUB_TOKEN (and so the default `github-token`) posts as. */
const ACTIONS_BOT = 'github-actions[bot]';
/**
 * Who the token posts as. A personal access token: GET /user. An installation token may not read
 * /user: GraphQL's `viewer` names its bot (a GitHub App's `<slug>[bot]`); when that is refused
 * too, the token is taken for GITHUB_TOKEN, whose comments are github-actions[bot]'s.
 */
async function tokenLogin(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        if (data.login)
            return data.login;
    }
    catch {
        // an installation token: ask GraphQL
    }
    try {
        const data = await octokit.graphql('query { viewer { login } }');
        if (data.viewer?.login)
            return data.viewer.login;
    }
    catch {
        // neither answers: GITHUB_TOKEN's bot
    }
    return ACTIONS_BOT;
}
async function findComment(octokit, target, marker) {
    const login = (await tokenLogin(octokit)).toLowerCase();
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100,
    });
    for await (const page of pages) {
        // Our body starts with the marker and we wrote it; a comment that quotes the marker, or
        // starts with it but was written by someone else, is not ours.
        const found = page.data.find((c) => (c.body ?? '').startsWith(marker) && c.user?.login.toLowerCase() === login);
        if (found)
            return { id: found.id, body: found.body ?? '' };
    }
    return undefined;
}
/**
 * The body of the token's own comment that starts with the marker, if any: hidden data is read
 * back only from comments we wrote (a forged block in anyone else's comment is ignored).
 */
async function readOwnComment(target, marker) {
    const baseUrl = process.env.GITHUB_API_URL || 'https://api.github.com';
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(target.token, { baseUrl });
    return (await findComment(octokit, target, marker))?.body;
}
async function upsertComment(target, marker, body) {
    if (!body.startsWith(marker))
        throw new Error('the comment body must start with its marker');
    // Read per call: @actions/github reads GITHUB_API_URL once, at import.
    const baseUrl = process.env.GITHUB_API_URL || 'https://api.github.com';
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(target.token, { baseUrl });
    try {
        const existing = await findComment(octokit, target, marker);
        if (existing !== undefined) {
            const { data } = await octokit.rest.issues.updateComment({
                owner: target.owner,
                repo: target.repo,
                comment_id: existing.id,
                body,
            });
            return { id: data.id, url: data.html_url, action: 'updated' };
        }
        const { data } = await octokit.rest.issues.createComment({
            owner: target.owner,
            repo: target.repo,
            issue_number: target.issueNumber,
            body,
        });
        return { id: data.id, url: data.html_url, action: 'created' };
    }
    catch (error) {
        const code = status(error);
        // GitHub answers 404 for a pull request that does not exist and for one the token may not
        // see: both are said, not read as a read-only token.
        if (code === 404) {
            throw new CommentForbiddenError(`pull request #${target.issueNumber} was not found, or the token may not see it (HTTP 404)`);
        }
        if (code === 403) {
            throw new CommentForbiddenError(`the token cannot write to pull request #${target.issueNumber} (HTTP ${code}): ` +
                'fork pull requests get a read-only token; grant `pull-requests: write` to same-repository runs');
        }
        throw error;
    }
}


/***/ }),

/***/ 66417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ permissionOf),
/* harmony export */   MT: () => (/* binding */ rerunFailedCheck),
/* harmony export */   T9: () => (/* binding */ getPullRequest),
/* harmony export */   Tm: () => (/* binding */ reply),
/* harmony export */   ZM: () => (/* binding */ successfulRuns),
/* harmony export */   _4: () => (/* binding */ canWrite),
/* harmony export */   d_: () => (/* binding */ octokitFor),
/* harmony export */   qW: () => (/* binding */ pullRequestForHead),
/* harmony export */   u1: () => (/* binding */ workflowOfRun),
/* harmony export */   wv: () => (/* binding */ react)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
// The REST lookups of report mode and the artifact baseline: workflow runs, their pull
// request. Uses @actions/github's Octokit with GITHUB_API_URL read per call (GitHub Enterprise,
// and the tests' fake).

function octokitFor(token) {
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, { baseUrl: process.env.GITHUB_API_URL || 'https://api.github.com' });
}
/** The workflow (file name or id) of a run, for runs of "the same workflow". */
async function workflowOfRun(octokit, repo, runId) {
    const { data } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: runId });
    return data.workflow_id;
}
/**
 * Runs that may run a pull request's code: a pull request's own, and `/parley rerun` jobs
 * (issue_comment), which run the pull request's suites on the base branch's ref.
 */
function untrustedEvent(event) {
    return event.startsWith('pull_request') || event === 'issue_comment';
}
/**
 * The newest successful runs of a workflow on a branch of this repository, newest first. The
 * branch filter matches head branches of fork pull requests too (a fork's `main`), so runs from
 * pull requests, `/parley` commands or other repositories are left out: they must never become
 * a baseline.
 */
async function successfulRuns(octokit, repo, workflow, branch, limit = 5) {
    const { data } = await octokit.rest.actions.listWorkflowRuns({
        ...repo,
        workflow_id: workflow,
        branch,
        status: 'success',
        per_page: limit * 4,
    });
    const self = `${repo.owner}/${repo.repo}`.toLowerCase();
    const runs = data.workflow_runs
        .map((r) => ({
        id: r.id,
        headSha: r.head_sha,
        headBranch: r.head_branch ?? '',
        event: r.event,
        headRepository: r.head_repository?.full_name ?? '',
    }))
        .filter((r) => !untrustedEvent(r.event) && r.headRepository.toLowerCase() === self);
    return runs.slice(0, limit);
}
/**
 * The open pull request whose head is `headSha`. workflow_run events list no pull request
 * for fork heads, so the open pull requests are searched (paginating) for the head commit.
 */
async function pullRequestForHead(octokit, repo, headSha) {
    const pages = octokit.paginate.iterator(octokit.rest.pulls.list, {
        ...repo,
        state: 'open',
        per_page: 100,
    });
    for await (const page of pages) {
        const pr = page.data.find((p) => p.head.sha === headSha);
        if (pr) {
            const base = `${repo.owner}/${repo.repo}`.toLowerCase();
            return {
                number: pr.number,
                baseSha: pr.base.sha,
                baseRef: pr.base.ref,
                headSha,
                fromFork: (pr.head.repo?.full_name ?? '').toLowerCase() !== base,
            };
        }
    }
    return undefined;
}
/** What a user may do in the repository, from the API (never from anything the user wrote). */
async function permissionOf(octokit, repo, username) {
    try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
            ...repo,
            username,
        });
        return { permission: data.permission, role: data.role_name ?? '' };
    }
    catch (error) {
        // Not a collaborator: GitHub answers 404.
        if (error.status === 404)
            return { permission: 'none', role: '' };
        throw error;
    }
}
/** admin, maintain and write may command Parley; triage, read and none may not. */
function canWrite(p) {
    return (['admin', 'write'].includes(p.permission) || ['admin', 'maintain', 'write'].includes(p.role));
}
async function getPullRequest(octokit, repo, number) {
    const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: number });
    const base = `${repo.owner}/${repo.repo}`.toLowerCase();
    return {
        number,
        baseSha: data.base.sha,
        baseRef: data.base.ref,
        headSha: data.head.sha,
        fromFork: (data.head.repo?.full_name ?? '').toLowerCase() !== base,
        state: data.state,
    };
}
/**
 * Re-runs the failed jobs of the newest pull_request run of `workflow` (a file name) on the
 * head commit, if it failed; the run's id, or undefined when there is none to re-run.
 */
async function rerunFailedCheck(octokit, repo, workflow, headSha) {
    const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({
        ...repo,
        head_sha: headSha,
        event: 'pull_request',
        per_page: 100,
    });
    const run = data.workflow_runs
        .filter((r) => r.path === `.github/workflows/${workflow}` || r.path.endsWith(`/${workflow}`))
        .sort((a, b) => b.id - a.id)[0];
    if (!run || run.conclusion !== 'failure')
        return undefined;
    await octokit.rest.actions.reRunWorkflowFailedJobs({ ...repo, run_id: run.id });
    return run.id;
}
/** Reacts to a comment; soft (a reaction is a courtesy, never a failure). */
async function react(octokit, repo, commentId, content) {
    try {
        await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: commentId, content });
    }
    catch {
        // a missing reaction says nothing worth a warning
    }
}
async function reply(octokit, repo, issueNumber, body) {
    const { data } = await octokit.rest.issues.createComment({
        ...repo,
        issue_number: issueNumber,
        body,
    });
    return data.html_url;
}


/***/ }),

/***/ 76987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H_: () => (/* binding */ onlyTasksNote),
/* harmony export */   b: () => (/* binding */ acceptancesBody),
/* harmony export */   xq: () => (/* binding */ acceptanceSection)
/* harmony export */ });
/* unused harmony export acceptedBy */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);

const short = (sha) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(sha.slice(0, 7), 7);
/** "accepted by @x for abc1234: reason" (the login is a GitHub login: a mention is intended). */
function acceptedBy(a) {
    const login = a.by.replace(/[^A-Za-z0-9-[\]]/g, '');
    const reason = a.reason ? `: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(a.reason, 300)}` : '';
    return `accepted by @${login} for \`${short(a.head_sha)}\`${reason}`;
}
/** The report's block: which regressions do not fail the check, and who accepted them. */
function acceptanceSection(accepted) {
    if (!accepted || (!accepted.accepted.length && !accepted.suiteAccepted))
        return null;
    const lines = [`### Accepted changes (${accepted.accepted.length})`, ''];
    lines.push('These regressions were accepted as intended changes for this commit: they do not fail the check. A new push clears the acceptance.', '');
    for (const { task, acceptance } of accepted.accepted) {
        lines.push(`- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(task.suite, 100)} / ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(task.task_id, 100)}: ${acceptedBy(acceptance)}`);
    }
    if (accepted.suiteAccepted) {
        lines.push(`- the suite-level drop: ${acceptedBy(accepted.suiteAccepted)}`);
    }
    return lines.join('\n');
}
/** The visible part of the acceptances comment: every acceptance, the current commit's marked. */
function acceptancesBody(acceptances, headSha) {
    const lines = ['## Parley: accepted changes', ''];
    if (!acceptances.length)
        lines.push('_No acceptance recorded._');
    else {
        lines.push('| Tasks | Commit | Accepted by | Reason | When |', '| --- | --- | --- | --- | --- |');
        for (const a of acceptances) {
            const tasks = a.all ? '**all**' : a.tasks.map((t) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(t, 100)).join(', ');
            const commit = a.head_sha === headSha ? `\`${short(a.head_sha)}\` (head)` : `~~\`${short(a.head_sha)}\`~~`;
            const login = a.by.replace(/[^A-Za-z0-9-[\]]/g, '');
            lines.push(`| ${tasks} | ${commit} | @${login} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(a.reason, 300)} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(a.at, 40)} |`);
        }
    }
    lines.push('', '_An acceptance holds for its commit only: a new push clears it. Commands: `/parley accept <task…|all> [reason]`, `/parley rerun <task…> [--trials N]` (collaborators with write access)._');
    return lines.join('\n');
}
/** Under the headline of a partial run: which tasks it covers (empty for a whole run). */
function onlyTasksNote(only) {
    if (!only?.tasks.length)
        return '';
    const names = (list) => list.map((t) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .m)(t, 100)).join(', ');
    const none = only.unmatched.length ? ` No task matched: ${names(only.unmatched)}.` : '';
    return `\n\n_This report covers only the re-run tasks (${names(only.tasks)}), compared with the same tasks of the baseline; the other tasks' results are in the pull request's last full run.${none}_`;
}


/***/ })

};
