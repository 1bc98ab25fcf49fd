export const id = 31;
export const ids = [31];
export const modules = {

/***/ 29031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commandMode: () => (/* binding */ commandMode),
  pullRequestOfComment: () => (/* binding */ pullRequestOfComment)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/shared/strings.ts
var strings = __webpack_require__(65839);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/shared/git.ts
// Asks the git checkout at `cwd` one question; undefined when there is no git, no checkout or no
// answer within 5 s (a CLI run outside a repository, a workspace that is not a clone).

function git(cwd, args) {
    try {
        const out = (0,external_node_child_process_.execFileSync)('git', args, {
            cwd,
            stdio: ['ignore', 'pipe', 'ignore'],
            timeout: 5000,
        });
        return out.toString().trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/** The commit checked out at `cwd`. */
function checkedOutCommit(cwd) {
    return git(cwd, ['rev-parse', 'HEAD']);
}

// EXTERNAL MODULE: ./src/github/acceptance-store.ts
var acceptance_store = __webpack_require__(44368);
// EXTERNAL MODULE: ./src/github/acceptance-verify.ts
var acceptance_verify = __webpack_require__(45132);
// EXTERNAL MODULE: ./src/github/command-parse.ts
var command_parse = __webpack_require__(26900);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/github/rest.ts
var rest = __webpack_require__(66417);
;// CONCATENATED MODULE: ./src/github/command-mode.ts
// mode: command — a `/parley` command in a pull-request comment (an issue_comment workflow).
// Who is obeyed comes from the API (the event's comment author's permission on the repository),
// never from the comment's text: admin, maintain and write; anyone else gets a reply and the
// step stays green. Comments by bots (Parley's own included), edits, and comments on issues are
// ignored quietly, so Parley never answers itself.
// - accept: refused when the head was pushed after the comment (the commenter did not see it);
//   else records {tasks, by, reason, head_sha, at, comment_id} in the pull request's acceptances comment
//   (acceptance-store.ts), then re-runs the failed jobs of the newest run of the `pr-workflow`
//   on the head commit: that job reads the acceptances and passes when only accepted tasks regressed.
// - rerun: only says what to run (outputs `command`, `tasks`, `trials`, `head-sha`): the workflow's
//   next steps check out the head commit — after this permission check — and run `mode: run`
//   with those tasks; run mode on an issue_comment event reports to the comment's pull request.








const shortSha = (sha) => sha.slice(0, 7);
async function commandMode(settings, context) {
    const comment = context.comment;
    if (!comment) {
        throw new Error(`mode: command runs on issue_comment events (this is a "${context.eventName || 'unknown'}" event)`);
    }
    core/* setOutput */.uH('command', '');
    if (comment.action !== 'created' || !comment.onPullRequest) {
        core/* info */.pq('parley: not a new comment on a pull request: nothing to do');
        return;
    }
    if (comment.userType === 'Bot' || comment.login.endsWith('[bot]')) {
        core/* info */.pq(`parley: a comment by ${comment.login} (a bot): ignored`);
        return;
    }
    const parsed = (0,command_parse/* parseCommand */.RM)(comment.body);
    if (!parsed) {
        core/* info */.pq('parley: the comment is not a /parley command');
        return;
    }
    if (!settings.githubToken)
        throw new Error('mode: command needs the "github-token" input');
    const octokit = (0,rest/* octokitFor */.d_)(settings.githubToken);
    const repo = { owner: context.owner, repo: context.repo };
    const number = comment.issueNumber;
    const who = comment.login.replace(/[^A-Za-z0-9-[\]]/g, '');
    const permission = await (0,rest/* permissionOf */.Fp)(octokit, repo, comment.login);
    if (!(0,rest/* canWrite */._4)(permission)) {
        core/* notice */.lm(`parley: ${who} has "${permission.role || permission.permission}" permission: the command is not obeyed`);
        await (0,rest/* reply */.Tm)(octokit, repo, number, `@${who}: only collaborators with write access to this repository can run \`/parley\` commands; nothing was done.`);
        return;
    }
    await (0,rest/* react */.wv)(octokit, repo, comment.id, 'eyes');
    if ('error' in parsed) {
        await (0,rest/* reply */.Tm)(octokit, repo, number, `@${who}: ${parsed.error}. Usage:\n\n${command_parse/* USAGE */.u_}`);
        await (0,rest/* react */.wv)(octokit, repo, comment.id, 'confused');
        return;
    }
    const pr = await (0,rest/* getPullRequest */.T9)(octokit, repo, number);
    if (pr.state !== 'open') {
        await (0,rest/* reply */.Tm)(octokit, repo, number, `@${who}: pull request #${number} is not open.`);
        return;
    }
    const { command } = parsed;
    core/* setOutput */.uH('pr-number', String(number));
    core/* setOutput */.uH('head-sha', pr.headSha);
    if (command.verb === 'rerun') {
        core/* setOutput */.uH('command', 'rerun');
        core/* setOutput */.uH('tasks', command.tasks.join(','));
        core/* setOutput */.uH('trials', command.trials ? String(command.trials) : '');
        core/* info */.pq(`parley: ${who} asked to re-run ${command.tasks.join(', ')} on ${shortSha(pr.headSha)}`);
        await (0,rest/* react */.wv)(octokit, repo, comment.id, 'rocket');
        return;
    }
    // The head the commenter saw: a commit pushed after the comment is not accepted unreviewed.
    const { data: asked } = await octokit.rest.issues.getComment({ ...repo, comment_id: comment.id });
    const seen = await (0,acceptance_verify/* headSeenAt */.F)(octokit, repo, pr.headSha);
    if (seen !== undefined && Date.parse(asked.created_at) < seen) {
        core/* notice */.lm(`parley: the head moved to ${shortSha(pr.headSha)} after the comment: nothing accepted`);
        await (0,rest/* reply */.Tm)(octokit, repo, number, `@${who}: the pull request's head moved to \`${shortSha(pr.headSha)}\` after your comment, so nothing was accepted; read its report and comment again.`);
        await (0,rest/* react */.wv)(octokit, repo, comment.id, 'confused');
        return;
    }
    core/* setOutput */.uH('command', 'accept');
    core/* setOutput */.uH('tasks', command.all ? 'all' : command.tasks.join(','));
    const target = { token: settings.githubToken, ...repo, issueNumber: number };
    const url = await (0,acceptance_store/* recordAcceptance */.hb)(target, {
        tasks: command.tasks,
        all: command.all,
        by: comment.login,
        reason: (0,strings/* truncate */.xv)(command.reason, acceptance_store/* MAX_REASON */.ix),
        head_sha: pr.headSha,
        at: new Date().toISOString(),
        comment_id: comment.id,
    });
    core/* info */.pq(`parley: recorded the acceptance of ${who} for ${shortSha(pr.headSha)}: ${url}`);
    await (0,rest/* react */.wv)(octokit, repo, comment.id, '+1');
    await rerunCheck(settings, octokit, repo, pr.headSha, number, who, context);
}
/** The check reflects the acceptance: its failed jobs run again and read the acceptances. */
async function rerunCheck(settings, octokit, repo, headSha, number, who, context) {
    if (!settings.prWorkflow) {
        core/* notice */.lm('parley: the "pr-workflow" input is empty: re-run the failed Parley job of the pull request for the acceptance to apply');
        return;
    }
    try {
        const run = await (0,rest/* rerunFailedCheck */.MT)(octokit, repo, settings.prWorkflow, headSha);
        if (run === undefined) {
            core/* info */.pq(`parley: no failed run of ${settings.prWorkflow} on ${shortSha(headSha)}: the next run reads the acceptance`);
        }
        else {
            core/* info */.pq(`parley: re-running the failed jobs of run ${run} (${settings.prWorkflow})`);
        }
    }
    catch (error) {
        const message = error.message;
        core/* warning */.$e(`parley: could not re-run the failed check: ${message} (needs \`actions: write\`)`);
        const link = (0,github_context/* runUrl */.Vp)(context);
        await (0,rest/* reply */.Tm)(octokit, repo, number, `@${who}: the acceptance is recorded, but the failed check could not be re-run (${(0,strings/* truncate */.xv)(message, 200)}); re-run it by hand.${link ? ` ${link}` : ''}`).catch(() => undefined);
    }
}
/**
 * Run mode on an issue_comment event (the `rerun` command's run step): the pull request the
 * comment is on, read from the API (the event carries no head or base commit).
 */
async function pullRequestOfComment(settings, context) {
    if (context.pullRequest || !context.comment?.onPullRequest || !settings.githubToken) {
        return context;
    }
    const repo = { owner: context.owner, repo: context.repo };
    const pr = await (0,rest/* getPullRequest */.T9)((0,rest/* octokitFor */.d_)(settings.githubToken), repo, context.comment.issueNumber);
    const { state: _state, ...pullRequest } = pr;
    // The results are of the code that ran: the commit checked out, when the head moved on since
    // the command (a push between the command step and this one) or another ref was checked out.
    const ran = context.workspace ? checkedOutCommit(context.workspace) : undefined;
    if (ran && ran !== pr.headSha) {
        core/* warning */.$e(`parley: pull request #${pr.number}'s head is ${shortSha(pr.headSha)} but the checkout is ${shortSha(ran)}: the results are of the checked-out commit`);
        pullRequest.headSha = ran;
    }
    return { ...context, pullRequest };
}


/***/ })

};
