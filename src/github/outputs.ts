// The action's outputs (DESIGN.md "The action").
import * as core from '@actions/core';
import type { Summary } from '../results/schema.js';
import { countsOf } from '../results/counts.js';
import type { Verdict } from '../verdict/fail-on.js';

export interface OutputValues {
  summary: Summary;
  regressions: number;
  resultsDir: string;
  artifactId?: number;
  commentUrl?: string;
  baselineSha?: string;
  /** The gate's verdict (verdict/fail-on.ts). */
  verdict?: Verdict;
}

export function setOutputs(values: OutputValues): void {
  const c = countsOf(values.summary);
  core.setOutput('passed', c.passed);
  core.setOutput('failed', c.failed);
  core.setOutput('abstained', c.abstained);
  core.setOutput('cap-exhausted', c.capExhausted);
  core.setOutput('errors', c.errors);
  core.setOutput('pass-rate', Number(values.summary.pass_rate.toFixed(4)));
  core.setOutput('regressions', values.regressions);
  core.setOutput('verdict', values.verdict ?? '');
  // A skill-lift job: the suite's pooled claim (helps, hurts, no_evidence), or not_measured.
  const lift = values.summary.skill_lift;
  core.setOutput('skill-lift', lift ? (lift.skipped ? 'not_measured' : lift.pooled.claim) : '');
  core.setOutput('results-dir', values.resultsDir);
  core.setOutput('artifact-id', values.artifactId ?? '');
  core.setOutput('comment-url', values.commentUrl ?? '');
  core.setOutput('baseline-sha', values.baselineSha ?? '');
}
