// `parley grade RESULTS_DIR [SUITE...]`: grades the recorded conversations of a results set again
// with the suites' current graders, running no agent and no responder (LLM judges do run), and
// writes a full results set marked as re-graded, comparable with `parley compare`. How a grader
// is developed against yesterday's conversations for free.
import { resolve } from 'node:path';
import { regradeResults } from '../engine/regrade.js';
import { readResultsDir, ResultsReadError, type ResultsDir } from '../results/files.js';
import { formatSpecError } from '../suites/load.js';
import { finishJob } from './finish.js';
import { displayPath } from './job-options.js';
import { KEY_HEADER_HELP, KEY_HEADER_OPTION, keyHeader } from './key-header-flag.js';
import { UsageError, type Command } from './types.js';

export const gradeCommand: Command = {
  name: 'grade',
  usage: 'grade RESULTS_DIR [SUITE...] [--output DIR] [options]',
  options: {
    output: { type: 'string', short: 'o' },
    'judge-model': { type: 'string' },
    'base-url': { type: 'string' },
    'api-key': { type: 'string' },
    ...KEY_HEADER_OPTION,
    'judge-base-url': { type: 'string' },
    'judge-api-key': { type: 'string' },
    quiet: { type: 'boolean', short: 'q' },
  },
  help: {
    output: 'DIR where the re-graded results go (default parley-regraded)',
    'judge-model': "M the LLM judges' model (else the suites')",
    'base-url': 'URL OpenAI-compatible endpoint for judges (else OPENAI_BASE_URL)',
    'api-key': 'KEY its key (else OPENAI_API_KEY)',
    ...KEY_HEADER_HELP,
    'judge-base-url': "URL the LLM judges' own endpoint (else --base-url)",
    'judge-api-key': 'KEY its key',
    quiet: 'no console report',
  },
  async run(values, positionals) {
    const [dir, ...suites] = positionals;
    if (!dir) throw new UsageError('expected a results directory (with results.jsonl)');
    const out = resolve((values.output as string | undefined) ?? 'parley-regraded');
    if (out === resolve(dir)) {
      throw new UsageError('--output: must not be the results directory being re-graded');
    }
    let original: ResultsDir;
    try {
      original = readResultsDir(dir);
    } catch (error) {
      if (error instanceof ResultsReadError) throw new UsageError(error.message);
      throw error;
    }
    const apiKey = values['api-key'] as string | undefined;
    const judgeKey = values['judge-api-key'] as string | undefined;
    const judgeUrl = values['judge-base-url'] as string | undefined;
    const result = await regradeResults(original, {
      paths: suites,
      judgeModel: values['judge-model'] as string | undefined,
      endpoint: {
        baseURL: values['base-url'] as string | undefined,
        apiKey,
        apiKeyHeader: keyHeader(values),
      },
      ...(judgeUrl || judgeKey ? { judgeEndpoint: { baseURL: judgeUrl, apiKey: judgeKey } } : {}),
      secrets: [apiKey ?? '', judgeKey ?? '', process.env.OPENAI_API_KEY ?? ''],
    });
    if (result.configErrors.length) {
      for (const error of result.configErrors) console.error(formatSpecError(error));
      console.error(
        `parley grade: ${result.configErrors.length} configuration error(s); nothing re-graded`,
      );
      return 2;
    }
    const quiet = values.quiet as boolean | undefined;
    for (const note of result.notes) console.error(`parley grade: ${note}`);
    if (result.records.length === 0) {
      console.error('parley grade: no recorded run matches a task of the suites');
      return 2;
    }
    const code = finishJob(
      {
        resultsDir: out,
        summary: result.summary,
        records: result.records,
        redact: result.redact,
      },
      {
        failOn: 'failures',
        quiet,
        writeRecords: true,
        preface:
          `> Re-graded by \`parley grade\` from the recorded conversations of a run of ` +
          `${ranAt(original.summary.created_at)}: no agent ran.`,
        where:
          `re-graded ${result.records.length} run(s) of ${displayPath(resolve(dir))}/ ` +
          `(${result.changed} verdict(s) changed): ${displayPath(out)}/`,
      },
    );
    return code;
  },
};

/** When the original run was, from its (untrusted) summary: only a well-formed time is shown. */
function ranAt(createdAt: string): string {
  const time = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)/.exec(createdAt);
  return time ? `${time[1]} ${time[2]} UTC` : 'unknown time';
}
