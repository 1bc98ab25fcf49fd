// Who saved a cache baseline. Any job on the default branch can write the Actions cache under
// the baseline prefix (an issue_comment job running a pull request's graders included, since
// the runtime token is readable to the code it runs), so a key proves nothing. The push or
// scheduled run that saves an entry also uploads an attestation: an artifact named after the
// entry's SHA-256. Artifacts belong to the run that uploads them and no other job can add one
// to it, so a restored entry is used only when a push or scheduled run of this repository, on
// its default branch, of the workflow running now, on the commit its key names, attests its
// exact bytes (anyone who can push a branch, or add a workflow in it, can mint an attestation
// in a run of their own).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { octokitFor, workflowOfRun, type RepoRef } from './rest.js';

/** The events whose runs may save (and so attest) a baseline. */
export const BASELINE_EVENTS = ['push', 'schedule'];

export function attestationName(bytes: Buffer | string): string {
  return `parley-baseline-sha256-${createHash('sha256').update(bytes).digest('hex')}`;
}

/** Uploads this run's attestation of the entry's bytes; the error's message when it fails. */
export async function attestBaseline(bytes: Buffer | string): Promise<string | undefined> {
  const name = attestationName(bytes);
  try {
    const dir = mkdtempSync(join(process.env.RUNNER_TEMP || tmpdir(), 'parley-attest-'));
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'baseline.sha256');
    writeFileSync(file, `${name.slice('parley-baseline-sha256-'.length)}\n`);
    const { DefaultArtifactClient } = await import('@actions/artifact');
    await new DefaultArtifactClient().uploadArtifact(name, [file], dir, { retentionDays: 90 });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Whose attestation counts: this repository, on the token, and the workflow running Parley now. */
export type AttestationOrigin = { token: string } & RepoRef & {
    /** The workflow file running now (GITHUB_WORKFLOW_REF), e.g. ci.yml. */
    workflowFile?: string;
    /** This run (GITHUB_RUN_ID): its workflow, when GITHUB_WORKFLOW_REF is not set. */
    runId?: string;
  };

/** A run as the runs list gives it (the fields the attestation is bound to). */
interface ListedRun {
  id: number;
  event: string;
  head_sha: string;
  head_branch: string | null;
  path: string;
  workflow_id: number;
}

/** The workflow file a run ran: its path without the `@ref` GitHub may append. */
const workflowPathOf = (run: { path: string }) => run.path.replace(/@.*$/, '');

/**
 * Why the entry saved for `sha` with these bytes is not to be trusted, or undefined when it is
 * attested: by a push or scheduled run of this repository on its default branch (the
 * repository's, as the API says), of the workflow running now, on that commit. A push of any
 * other branch, or another workflow (one a pull request can add), attests nothing.
 */
export async function unattested(
  origin: AttestationOrigin,
  sha: string,
  bytes: Buffer,
): Promise<string | undefined> {
  if (!origin.token) return 'the "github-token" input is empty, so its origin cannot be checked';
  if (!/^[0-9A-Za-z]{1,64}$/.test(sha)) return 'its key names no commit';
  const name = attestationName(bytes);
  const repo = { owner: origin.owner, repo: origin.repo };
  try {
    const octokit = octokitFor(origin.token);
    const { data: repository } = await octokit.rest.repos.get(repo);
    const branch = repository.default_branch;
    // This workflow: its file, else (no GITHUB_WORKFLOW_REF) the id of this run's workflow.
    const workflow = origin.workflowFile
      ? { path: `.github/workflows/${origin.workflowFile}` }
      : origin.runId && /^\d+$/.test(origin.runId)
        ? { id: await workflowOfRun(octokit, repo, Number(origin.runId)) }
        : undefined;
    if (!workflow) {
      return 'the workflow running Parley is not known (neither GITHUB_WORKFLOW_REF nor GITHUB_RUN_ID is set), so its origin cannot be checked';
    }
    const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({
      ...repo,
      head_sha: sha,
      per_page: 100,
    });
    const pushed = (data.workflow_runs as ListedRun[]).filter(
      (r) => BASELINE_EVENTS.includes(r.event) && r.head_sha === sha,
    );
    const onBranch = pushed.filter((r) => r.head_branch === branch);
    const savers = onBranch.filter((r) =>
      'path' in workflow ? workflowPathOf(r) === workflow.path : r.workflow_id === workflow.id,
    );
    for (const run of savers.slice(0, 10)) {
      const { data: artifacts } = await octokit.rest.actions.listWorkflowRunArtifacts({
        ...repo,
        run_id: run.id,
        name,
        per_page: 100,
      });
      if (artifacts.artifacts.some((a) => a.name === name && !a.expired)) return undefined;
    }
    const which = `push or scheduled run of commit ${sha.slice(0, 7)} on the default branch by this workflow`;
    if (savers.length) return `no ${which} attests it`;
    // What ran instead is said by count: branch and workflow names are anyone's to choose.
    const elsewhere = pushed.length - onBranch.length;
    const otherWorkflow = onBranch.length;
    const found = [
      elsewhere ? `${elsewhere} on another branch` : '',
      otherWorkflow ? `${otherWorkflow} of another workflow` : '',
    ].filter(Boolean);
    return `no ${which} saved it${found.length ? ` (runs of that commit that do not count: ${found.join(', ')})` : ''}`;
  } catch (error) {
    return `its origin could not be checked (${(error as Error).message}; the token needs \`actions: read\`)`;
  }
}
