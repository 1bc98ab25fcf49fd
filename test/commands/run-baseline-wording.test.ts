// `parley run --baseline` without `--confirm` makes no runs of the base commit: what its
// regressed tasks rest on is said as it happened (the baseline alone), in the console and in
// report.md, never "confirmed against runs of the base commit made beside the head".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSuite, parleyIn } from './git-repo.js';

test('parley run --baseline without --confirm: regressed against the baseline alone, said so', () => {
  const repo = mkdtempSync(join(tmpdir(), 'parley-wording-'));
  try {
    dropSuite(repo, 'done');
    assert.equal(parleyIn(repo, ['run', 'evals', '--trials', '6', '-o', 'b', '-q']).code, 0);
    dropSuite(repo, 'gave up');
    const run = parleyIn(repo, ['run', 'evals', '--trials', '6', '--baseline', 'b', '-o', 'out']);
    assert.equal(run.code, 1, run.out);
    const said =
      'significant against the baseline alone, after Holm correction across the tasks compared (no runs of the base commit were made beside the head in this job): fails the check';
    const report = readFileSync(join(repo, 'out/report.md'), 'utf8');
    assert.match(report, /### Regressed \(1\)/);
    assert.ok(report.includes(`_${said}._`), report);
    assert.ok(run.stdout.includes(`regressed (1): ${said}`), run.stdout);
    for (const text of [report, run.stdout, readFileSync(join(repo, 'out/report.html'), 'utf8')]) {
      assert.doesNotMatch(text, /confirmed against runs of the base commit/);
    }
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
