// Who saved a cache baseline. Any job on the default branch can write the Actions cache under
// the baseline prefix (an issue_comment job running a pull request's graders included, since
// the runtime token is readable to the code it runs), so a key proves nothing. The push or
// scheduled run that saves an entry also uploads an attestation: an artifact named after the
// entry's SHA-256. Artifacts belong to the run that uploads them and no other job can add one
// to it, so a restored entry is used only when a push or scheduled run of this repository, on
// the commit its key names, attests its exact bytes.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { octokitFor, type RepoRef } from './rest.js';

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

/**
 * Why the entry saved for `sha` with these bytes is not to be trusted, or undefined when a push
 * or scheduled run of this repository on that commit attests it.
 */
export async function unattested(
  origin: { token: string } & RepoRef,
  sha: string,
  bytes: Buffer,
): Promise<string | undefined> {
  if (!origin.token) return 'the "github-token" input is empty, so its origin cannot be checked';
  if (!/^[0-9A-Za-z]{1,64}$/.test(sha)) return 'its key names no commit';
  const name = attestationName(bytes);
  const repo = { owner: origin.owner, repo: origin.repo };
  try {
    const octokit = octokitFor(origin.token);
    const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({
      ...repo,
      head_sha: sha,
      per_page: 100,
    });
    const savers = data.workflow_runs.filter(
      (r) => BASELINE_EVENTS.includes(r.event) && r.head_sha === sha,
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
    return savers.length
      ? `no push or scheduled run of commit ${sha.slice(0, 7)} attests it`
      : `no push or scheduled run of commit ${sha.slice(0, 7)} saved it`;
  } catch (error) {
    return `its origin could not be checked (${(error as Error).message}; the token needs \`actions: read\`)`;
  }
}
