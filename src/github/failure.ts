// How the action ends when it cannot report: the step fails with the message, and the job
// summary says what went wrong and what to do (README: the summary is always posted), whether
// the cause is a bad input, a path with no suites, an invalid suite or anything else.
import * as core from '@actions/core';
import { failureReport, type FailureInput } from '../report/failure.js';
import { SettingsError } from '../settings.js';
import { formatSpecError, type SpecError } from '../suites/diagnostics/diagnostics.js';
import { writeJobSummary } from './job-summary.js';

const INPUTS_DOC = 'the inputs table of docs/action.md in the Parley repository';

/** Suites that could not be loaded or run: the action reported nothing about them. */
export class SuiteConfigError extends Error {
  constructor(
    message: string,
    readonly errors: SpecError[],
    readonly workspace: string,
  ) {
    super(message);
    this.name = 'SuiteConfigError';
  }
}

/** Errors that only say a path holds no suite: the `evals` input (or the default) is wrong. */
const NOTHING_THERE =
  /^(no such file or directory|no eval suites found|no \S+ found in this directory|expected an eval\.yaml, a directory or a \.jsonl file)/;

function describe(error: unknown): FailureInput {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof SettingsError || /^input "[\w-]+"/.test(message)) {
    return {
      title: 'a bad input',
      message,
      todo: `fix this input in the \`with:\` block of the Parley step of the workflow file (every input and what it expects: ${INPUTS_DOC}).`,
    };
  }
  if (error instanceof SuiteConfigError) {
    const details = error.errors.map((e) => formatSpecError(e, error.workspace));
    if (error.errors.length && error.errors.every((e) => NOTHING_THERE.test(e.message))) {
      return {
        title: 'no eval suites found',
        message,
        details,
        todo: 'set the `evals` input to the folders or eval.yaml / JSONL files of your suites, relative to the repository root (or add `evals/<suite>/eval.yaml`, or a `.parley.yaml` with `evals` globs); check that the workflow checks the repository out first.',
      };
    }
    return {
      title: 'configuration errors in the suites',
      message,
      details,
      todo: 'fix the files and fields named above (they are also annotated on the files in the pull request); `npx parley validate` checks the suites locally before you push.',
    };
  }
  return {
    title: 'the action stopped before it could report',
    message,
    todo: "see this step's log for the details; if it looks like a bug in Parley, open an issue with that log.",
  };
}

/** Fails the step with the error's message and writes what went wrong to the job summary. */
export async function reportFailure(error: unknown): Promise<void> {
  core.setFailed(`parley: ${error instanceof Error ? error.message : String(error)}`);
  await writeJobSummary(failureReport(describe(error)));
}
