// The conversations' filters (status, task, text): controls rendered hidden, and one small
// inline script, allowed by its hash in the page's Content-Security-Policy (no other script can
// run). The script only reads the page (classes, ids, textContent) and sets `hidden`: it never
// writes markup, so agent text stays text. Without the script the controls stay hidden and every
// run is shown, as before.
import { createHash } from 'node:crypto';
import type { Summary } from '../../results/schema.js';
import { runAnchor } from './anchors.js';
import { escapeHtml, escapeLine } from './escape.js';

/** Runs match a task by their anchor (run-<task hash>-<trial>): no task text in the script. */
export const FILTER_SCRIPT = `(() => {
  const $ = (id) => document.getElementById(id);
  const status = $('f-status'), task = $('f-task'), text = $('f-text'), shown = $('f-shown');
  const runs = Array.from(document.querySelectorAll('details.run'));
  const apply = () => {
    const s = status.value, t = task.value, q = text.value.trim().toLowerCase();
    let n = 0;
    for (const run of runs) {
      const ok = (!s || (s === 'not-passed' ? !run.classList.contains('r-passed') : run.classList.contains('r-' + s)))
        && (!t || run.id.startsWith(t + '-'))
        && (!q || run.textContent.toLowerCase().includes(q));
      run.hidden = !ok;
      if (ok) n++;
    }
    shown.textContent = n + ' of ' + runs.length + ' runs shown';
  };
  for (const control of [status, task]) control.addEventListener('change', apply);
  text.addEventListener('input', apply);
  $('filters').hidden = false;
  apply();
})();`;

/** The CSP source that allows FILTER_SCRIPT and nothing else. */
export const FILTER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FILTER_SCRIPT).digest('base64')}'`;

const STATUSES = ['not-passed', 'passed', 'failed', 'abstained', 'error', 'skipped'];

/** Every task of the summary once, as an option whose value is its runs' anchor prefix. */
export function renderFilters(summary: Summary): string {
  const options = summary.suites.flatMap((s) =>
    s.tasks.map((t) => {
      const prefix = runAnchor(s.name, t.task_id, 0).slice(0, -2);
      return `<option value="${prefix}">${escapeLine(s.name, 60)} / ${escapeLine(t.task_name || t.task_id, 100)}</option>`;
    }),
  );
  return (
    '<div class="filters" id="filters" hidden>' +
    '<label>status <select id="f-status"><option value="">any</option>' +
    STATUSES.map((s) => `<option value="${s}">${escapeHtml(s.replace('-', ' '))}</option>`).join(
      '',
    ) +
    '</select></label> ' +
    `<label>task <select id="f-task"><option value="">any</option>${options.join('')}</select></label> ` +
    '<label>text <input id="f-text" type="search" placeholder="in the conversation"></label> ' +
    '<span id="f-shown" class="muted"></span></div>\n'
  );
}

export function filterScript(): string {
  return `<script>${FILTER_SCRIPT}</script>`;
}
