// A task's identity for pooled baselines (results/pool.ts): a hash of what decides how its runs
// can go — the task as resolved at load (prompt, brief, conversation plan, files, expected,
// graders and the suite's graders, agent settings, models); buildSummary (results/summary.ts)
// adds the Parley version. Base runs pool only while it stays the same; an edited task, another model or a new Parley starts a
// new pool. Where the task sits in its file (line numbers) and where the checkout is (absolute
// paths) do not count: the same task on another runner is the same task.
import { createHash } from 'node:crypto';
import type { Suite, Task } from '../suites/model.js';

/** JSON with sorted keys, regexes as their source, absolute paths under `root` made relative. */
function canonical(value: unknown, root: string): unknown {
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
  if (typeof value === 'string') {
    return root && value.startsWith(root) ? `.${value.slice(root.length)}` : value;
  }
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (Array.isArray(value)) return value.map((v) => canonical(v, root));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k], root)]),
    );
  }
  return value;
}

export function taskIdentity(suite: Suite, task: Task): string {
  const { source: _where, ...definition } = task;
  const text = JSON.stringify(
    canonical({ suiteGraders: suite.graders, task: definition }, suite.dir),
  );
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}
