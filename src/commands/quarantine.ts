// `parley quarantine add TASK --reason TEXT [--days N | --until YYYY-MM-DD]`, `parley quarantine
// remove TASK`, `parley quarantine list`: the project file's `quarantine:` list (verdict/
// quarantine.ts) edited through the `yaml` package's Document API, so the file's comments and
// formatting stay as the team wrote them. `add` replaces an entry for the same task (a renewal)
// and creates .parley.yaml when the project has no project file. Exit 2 on bad input.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findProjectFile } from '../suites/project-file.js';
import { IsoDay, MAX_QUARANTINE } from '../suites/schema/project.js';
import { todayUtc } from '../suites/project.js';
import { loadYaml } from '../shared/yaml.js';
import { UsageError, type Command } from './types.js';

/** Short on purpose: a quarantine is a reminder to fix the task, not a place to keep it. */
export const DEFAULT_QUARANTINE_DAYS = 14;
const MAX_DAYS = 365;

type Yaml = Awaited<ReturnType<typeof loadYaml>>;

function expiryOf(values: Record<string, unknown>): string {
  const { days, until } = values as { days?: string; until?: string };
  if (days !== undefined && until !== undefined)
    throw new UsageError('--days and --until: give one of them');
  if (until !== undefined) {
    if (!IsoDay.safeParse(until).success)
      throw new UsageError(`--until: expected a date as YYYY-MM-DD, got "${until}"`);
    if (until < todayUtc()) throw new UsageError(`--until: ${until} is in the past`);
    return until;
  }
  const n = days === undefined ? DEFAULT_QUARANTINE_DAYS : Number(days);
  if (!/^\d+$/.test(days ?? '14') || n < 1 || n > MAX_DAYS)
    throw new UsageError(`--days: expected a whole number from 1 to ${MAX_DAYS}, got "${days}"`);
  return todayUtc(new Date(Date.now() + n * 86_400_000));
}

/** The project file's document, its `quarantine:` sequence (made when `create`), and its path. */
function openProject(yaml: Yaml, create: boolean) {
  const path = findProjectFile(process.cwd()) ?? join(process.cwd(), '.parley.yaml');
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const doc = yaml.parseDocument(text);
  if (doc.errors.length) throw new UsageError(`${path}: ${doc.errors[0]!.message}`);
  if (doc.contents === null) doc.contents = doc.createNode({}) as never;
  if (!yaml.isMap(doc.contents)) throw new UsageError(`${path}: expected a mapping at the top`);
  let list = doc.get('quarantine');
  if (list === undefined && create) {
    list = doc.createNode([]);
    doc.set('quarantine', list);
  }
  if (list !== undefined && !yaml.isSeq(list))
    throw new UsageError(`${path}: quarantine: expected a list`);
  return { path, doc, list: list as InstanceType<Yaml['YAMLSeq']> | undefined };
}

/** The index of the entry for `task` in the list, or -1. */
function indexOf(yaml: Yaml, list: InstanceType<Yaml['YAMLSeq']>, task: string): number {
  return list.items.findIndex(
    (item) => yaml.isMap(item) && String(item.get('task')).toLowerCase() === task.toLowerCase(),
  );
}

function add(yaml: Yaml, task: string, values: Record<string, unknown>): string {
  const reason = typeof values.reason === 'string' ? values.reason.trim() : '';
  if (!reason) throw new UsageError('--reason: a quarantine needs a reason (an issue link helps)');
  const expires = expiryOf(values);
  const { path, doc, list } = openProject(yaml, true);
  const at = indexOf(yaml, list!, task);
  if (at >= 0) {
    const entry = list!.items[at] as InstanceType<Yaml['YAMLMap']>;
    entry.set('reason', reason);
    entry.set('expires', expires);
  } else {
    if (list!.items.length >= MAX_QUARANTINE)
      throw new UsageError(`${path}: quarantine: at most ${MAX_QUARANTINE} entries`);
    list!.add(doc.createNode({ task, reason, expires }));
  }
  writeFileSync(path, doc.toString());
  return `parley quarantine: ${task} quarantined until ${expires} (${path})`;
}

function remove(yaml: Yaml, task: string): string {
  const { path, doc, list } = openProject(yaml, false);
  const at = list ? indexOf(yaml, list, task) : -1;
  if (at < 0) throw new UsageError(`${path}: no quarantine entry for "${task}"`);
  list!.delete(at);
  writeFileSync(path, doc.toString());
  return `parley quarantine: ${task} removed (${path})`;
}

function list(yaml: Yaml): string {
  const { path, list } = openProject(yaml, false);
  const today = todayUtc();
  const lines = (list?.items ?? []).filter(yaml.isMap).map((item) => {
    const expires = String(item.get('expires'));
    const state = expires < today ? 'EXPIRED' : `until ${expires}`;
    return `${String(item.get('task'))}  ${state}  ${String(item.get('reason'))}`;
  });
  return lines.length ? lines.join('\n') : `parley quarantine: no entries (${path})`;
}

export const quarantineCommand: Command = {
  name: 'quarantine',
  usage: 'quarantine add TASK --reason TEXT [--days N | --until YYYY-MM-DD] | remove TASK | list',
  options: {
    reason: { type: 'string' },
    days: { type: 'string' },
    until: { type: 'string' },
  },
  help: {
    reason: 'TEXT why the task is quarantined (required for add; an issue link helps)',
    days: `N the quarantine expires N days from today (default ${DEFAULT_QUARANTINE_DAYS})`,
    until: 'YYYY-MM-DD the last day of the quarantine',
  },
  async run(values, positionals) {
    const [action, task, ...extra] = positionals;
    const yaml = await loadYaml();
    const wants = action === 'list' ? 0 : 1;
    if (
      !['add', 'remove', 'list'].includes(action ?? '') ||
      (wants ? !task?.trim() : task) ||
      extra.length
    ) {
      throw new UsageError(
        `expected "quarantine add TASK --reason TEXT", "quarantine remove TASK" or "quarantine list", got "quarantine ${positionals.join(' ')}"`.trimEnd(),
      );
    }
    const name = task?.trim() ?? '';
    console.log(
      action === 'add'
        ? add(yaml, name, values)
        : action === 'remove'
          ? remove(yaml, name)
          : list(yaml),
    );
    return 0;
  },
};
