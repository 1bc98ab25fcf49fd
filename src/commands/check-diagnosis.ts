// What `parley check` says when most cases went wrong the same way: once, with the likely cause
// and what to try, instead of the same line for every case. Errors are grouped by their message
// with the case-specific parts (numbers, quoted text) blanked; a group holding half the cases or
// more is what the run is about.
import { truncate } from '../shared/strings.js';

export interface CheckOutcome {
  id: string;
  got: string;
  /** The error's message, for a case that ended in an error. */
  message?: string;
}

/** The message with what differs from case to case blanked, so that alike errors group. */
const shape = (message: string) =>
  message
    .replace(/^case [^:\s]+: /, '')
    .replace(/"[^"]*"|'[^']*'/g, '"…"')
    .replace(/\d+(\.\d+)?/g, 'N')
    .trim();

const CAUSES: [RegExp, string][] = [
  [
    /\b40[13]\b|unauthori[sz]ed|invalid api key|incorrect api key|permission denied/i,
    'the endpoint refused the key: check --api-key (OPENAI_API_KEY) for this --base-url (docs/endpoints.md)',
  ],
  [
    /fetch failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|unknown scheme|timed out|socket hang up/i,
    'the endpoint could not be reached in time: check --base-url (OPENAI_BASE_URL), and that the server is up',
  ],
  [
    /\b429\b|rate.?limit|quota/i,
    'the endpoint rate-limited the requests: lower --workers, or check the key’s quota',
  ],
  [
    /\b404\b|unknown model|no such model|model \S+ (is )?(not found|does not exist)/i,
    'the endpoint does not serve this model (or the base URL lacks its /v1 part): check --model against the models it lists',
  ],
  [
    /no valid (decision|verdict)|not JSON|invalid JSON|no tool call|structured output/i,
    'the model does not answer in the JSON Parley asks for (a JSON schema, a forced tool call or JSON mode, tried in that order): use a model that supports structured outputs, or a larger one',
  ],
];

/** Lines to print before the per-case list, or none when no single failure dominates. */
export function diagnosis(results: readonly CheckOutcome[]): string[] {
  const errored = results.filter((r) => r.got === 'error' && r.message);
  if (!errored.length || errored.length * 2 < results.length) return [];
  const groups = new Map<string, CheckOutcome[]>();
  for (const r of errored) {
    const key = shape(r.message!);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const [largest] = [...groups.values()].sort((a, b) => b.length - a.length);
  if (!largest || largest.length * 2 < results.length) return [];
  const example = largest[0]!.message!;
  const cause = CAUSES.find(([re]) => re.test(example))?.[1];
  return [
    `most cases failed the same way: ${largest.length} of ${results.length} ended in this error`,
    `  ${truncate(example.replace(/\s+/g, ' '), 400)}`,
    ...(cause ? [`likely cause: ${cause}`] : []),
  ];
}

interface Entry {
  line: string;
  /** The cases whose error has this entry's shape (the first one's message is shown). */
  group?: { ids: string[]; message: string };
}

/** The cases' lines, the cases that share one error's shape on one line; at most `max`. */
export function groupedCaseLines(
  wrong: readonly { id: string; line: string; message?: string }[],
  max = 20,
): string[] {
  const entries: Entry[] = [];
  const byShape = new Map<string, NonNullable<Entry['group']>>();
  for (const w of wrong) {
    const key = w.message === undefined ? undefined : shape(w.message);
    const known = key === undefined ? undefined : byShape.get(key);
    if (known) {
      known.ids.push(w.id);
      continue;
    }
    const group = key === undefined ? undefined : { ids: [w.id], message: w.message! };
    if (key !== undefined && group) byShape.set(key, group);
    entries.push({ line: w.line, ...(group ? { group } : {}) });
  }
  const lines = entries.slice(0, max).map(({ line, group }) => {
    if (!group || group.ids.length === 1) return line;
    const ids = group.ids.slice(0, 3).join(', ') + (group.ids.length > 3 ? ', …' : '');
    return `  ${group.ids.length} cases (${ids}): ${truncate(group.message, 240)}`;
  });
  if (entries.length > max)
    lines.push(`  … and ${entries.length - max} more (--json lists every case)`);
  return lines;
}
