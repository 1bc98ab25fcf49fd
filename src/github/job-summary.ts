// The job summary (GITHUB_STEP_SUMMARY), written on every event. Soft failure: a warning.
import * as core from '@actions/core';

/** GitHub's limit for one step's summary is 1 MiB; stay well below it. */
export const SUMMARY_MAX_LENGTH = 512 * 1024;

export async function writeJobSummary(markdown: string, notes: string[] = []): Promise<boolean> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info('parley: no GITHUB_STEP_SUMMARY (not on a runner): job summary skipped');
    return false;
  }
  try {
    const text = notes.length
      ? `${notes.map((n) => `> ${n}`).join('\n>\n')}\n\n${markdown}`
      : markdown;
    await core.summary.addRaw(text.slice(0, SUMMARY_MAX_LENGTH), true).write();
    return true;
  } catch (error) {
    core.warning(`parley: could not write the job summary: ${(error as Error).message}`);
    return false;
  }
}
