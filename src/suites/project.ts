// The project config at the working directory: .parley.yaml, else .waza.yaml.
import { readFileSync } from 'node:fs';
import type { Diagnostics } from './diagnostics/diagnostics.js';
import type { ExecutorChoice, ProjectConfig, QuarantineRule } from './model.js';
import { parseYaml } from './diagnostics/positions.js';
import { ProjectFile, type RawProject } from './schema/project.js';
import { findProjectFile, noProject } from './project-file.js';

/** The project at `cwd`; `file` when the caller has looked for it already (findProjectFile). */
export function loadProject(
  cwd: string,
  diagnostics: Diagnostics,
  file = findProjectFile(cwd),
): ProjectConfig {
  if (!file) return noProject();
  const empty: ProjectConfig = { file, evals: [], defaults: {}, raw: {} };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    diagnostics.fileError(file, `cannot read: ${(error as Error).message}`);
    return empty;
  }
  const parsed = parseYaml(text);
  const scope = diagnostics.scope(file, parsed.locate);
  for (const e of parsed.errors)
    diagnostics.errors.push({ file, ...e.position, path: '', message: e.message });
  if (parsed.errors.length) return empty;
  const data = parsed.data ?? {};
  const result = ProjectFile.safeParse(data);
  if (!result.success) {
    scope.issues(result.error.issues, data);
    return empty;
  }
  const raw = result.data;
  if (raw.storage !== undefined) {
    scope.warn(
      ['storage'],
      'remote result storage is not supported by Parley; results stay in the results directory',
    );
  }
  const project = mapProject(file, raw, data as Record<string, unknown>);
  const quarantine = activeQuarantine(raw.quarantine ?? [], scope);
  return quarantine.length ? { ...project, quarantine } : project;
}

/** Today as YYYY-MM-DD in UTC: an entry expires at the end of its day, the same day everywhere. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The entries still in force, each with where it is written; an expired one is a warning. */
function activeQuarantine(
  entries: NonNullable<RawProject['quarantine']>,
  scope: ReturnType<Diagnostics['scope']>,
): QuarantineRule[] {
  const today = todayUtc();
  const active: QuarantineRule[] = [];
  entries.forEach((entry, i) => {
    if (entry.expires < today) {
      scope.warn(
        ['quarantine', i, 'expires'],
        `the quarantine of '${entry.task}' expired on ${entry.expires}: the task counts in the verdict again (renew it with \`parley quarantine add\` or remove the entry)`,
      );
      return;
    }
    active.push({ ...entry, where: scope.locate(['quarantine', i, 'task']) });
  });
  return active;
}

function mapProject(file: string, raw: RawProject, data: Record<string, unknown>): ProjectConfig {
  const d = raw.defaults ?? {};
  const evalFile = raw.files?.evalFile ?? 'eval.yaml';
  const evals = raw.evals
    ? [raw.evals].flat()
    : raw.paths?.evals
      ? [`${raw.paths.evals.replace(/[\\/]+$/, '')}/**/${evalFile}`]
      : raw.files?.evalFile
        ? [`evals/**/${evalFile}`]
        : [];
  const executor = d.executor ?? d.engine;
  const defaults: ProjectConfig['defaults'] = {
    model: d.model,
    judgeModel: d.judge_model ?? d.judgeModel,
    executor: executor as ExecutorChoice | undefined,
    trialsPerTask: d.trials,
    workers: d.workers,
    timeoutSeconds: d.timeout_seconds ?? d.timeout,
    responderModel: d.responder_model,
  };
  for (const key of Object.keys(defaults) as (keyof typeof defaults)[]) {
    if (defaults[key] === undefined) delete defaults[key];
  }
  const resultsDir = raw.results_dir ?? raw.paths?.results;
  return {
    file,
    evals,
    ...(resultsDir ? { resultsDir } : {}),
    defaults,
    ...(raw.tokens ? { tokens: raw.tokens } : {}),
    ...(raw.prices ? { prices: raw.prices } : {}),
    ...(raw.paths?.skills ? { skillsDir: raw.paths.skills } : {}),
    ...(raw.impact?.always ? { impactAlways: raw.impact.always } : {}),
    raw: data,
  };
}
