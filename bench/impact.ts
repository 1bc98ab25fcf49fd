// Impact selection's savings (`npm run bench -- impact`): on the generated repository of 10
// skills x 5 tasks (test/fakes/impact-repo.ts; the built-in agent against the loopback model,
// 420 tokens a run), the runs and tokens a pull request spends with impact selection, against
// the full suite, for the cases of issue 33: one SKILL.md edited, the shared instruction file
// edited, README.md alone, another model. Printed, not asserted.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedFiles } from '../src/engine/changed-files.js';
import { baseTasksOf } from '../src/engine/impact.js';
import { runSuites, type RunOptions } from '../src/engine/run.js';
import type { Summary } from '../src/results/schema.js';
import { git } from '../test/fakes/git.js';
import { agentModel, writeSkillsRepo } from '../test/fakes/impact-repo.js';
import { startFakeOpenAI } from '../test/fakes/openai-server.js';

const tokensOf = (s: Summary) =>
  s.usage.agent.total_tokens + s.usage.responder.total_tokens + s.usage.judge.total_tokens;

export async function impactBench(): Promise<void> {
  const llm = await startFakeOpenAI(agentModel, { apiKey: 'k' });
  const repo = mkdtempSync(join(tmpdir(), 'parley-bench-impact-'));
  try {
    writeSkillsRepo(repo);
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    const base = git(repo, 'rev-parse', 'HEAD');
    const options = (out: string, more: Partial<RunOptions> = {}): RunOptions => ({
      paths: [],
      cwd: repo,
      endpoint: { baseURL: llm.url, apiKey: 'k' },
      workers: 8,
      outputDir: join(repo, '.results', out),
      ...more,
    });
    const full = await runSuites(options('full'));
    const fullRuns = full.summary.counts.runs;
    const fullTokens = tokensOf(full.summary);
    const cases: [string, () => void, Partial<RunOptions>][] = [
      [
        'one SKILL.md edited',
        () => appendFileSync(join(repo, 'skills/skill-3/SKILL.md'), '\nBe brief.\n'),
        {},
      ],
      [
        'shared instruction file edited (3 suites read it)',
        () => appendFileSync(join(repo, 'shared/instructions.md'), 'No emoji.\n'),
        {},
      ],
      ['README.md alone edited', () => appendFileSync(join(repo, 'README.md'), '\nMore.\n'), {}],
      ['another model (model input)', () => {}, { model: 'other-model' }],
    ];
    console.log('\nimpact selection: 10 skills x 5 tasks, 1 trial, built-in agent, loopback model');
    console.log(
      `  full suite (push, schedule, impact: off): ${fullRuns} runs, ${fullTokens.toLocaleString('en-US')} tokens`,
    );
    console.log(
      '  pull request                                        runs   share   tokens   not re-run',
    );
    for (const [name, edit, more] of cases) {
      git(repo, 'checkout', '-q', '-f', base);
      git(repo, 'clean', '-qfd', '-e', '.results');
      edit();
      const change = await changedFiles(repo, base, { head: 'worktree' });
      const result = await runSuites(
        options(name.replace(/\W+/g, '-'), {
          ...more,
          impact: { change, base: () => Promise.resolve(baseTasksOf(full.summary)) },
        }),
      );
      const runs = result.summary.counts.runs;
      const tokens = tokensOf(result.summary);
      console.log(
        `  ${name.padEnd(50)}${String(runs).padStart(6)}${`${((100 * runs) / fullRuns).toFixed(0)} %`.padStart(8)}${tokens.toLocaleString('en-US').padStart(9)}${String(result.impact?.notRerun.length ?? 0).padStart(13)}`,
      );
    }
  } finally {
    await llm.close();
    rmSync(repo, { recursive: true, force: true });
  }
}
