// `parley history`: through the CLI process, a history of ten scheduled runs (one task flaky at
// about one half, one passing until a known commit and failing from there, one named with
// markup): what the console says, history.html (inert, the markup escaped), a results directory
// without a history, --from-cache, and the errors that exit 2.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderHistory } from '../../src/results/history.js';
import { CLI_ARGS } from '../cli-args.js';
import { DROP_COMMIT, HOSTILE, runSummary, tenRuns } from '../results/history-fixture.js';

function parley(args: string[], cwd?: string, env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    encoding: 'utf8',
    ...(cwd ? { cwd } : {}),
    env: { ...process.env, GITHUB_WORKSPACE: '', ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function withDir(fn: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'parley-history-'));
  try {
    fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('ten scheduled runs: the flaky task with its rate, the change at its commit, the page', () => {
  withDir((dir) => {
    writeFileSync(join(dir, 'history.jsonl'), renderHistory(tenRuns()));
    const r = parley(['history', dir]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stdout,
      /^parley history: 10 run\(s\) from 01c0ffe \(2026-11-01\) to 10c0ffe \(2026-11-10\), 4 task\(s\)$/m,
    );
    assert.match(r.stdout, /^flaky: agent \/ flaky \(53%\)$/m);
    assert.match(r.stdout, /^changed: agent \/ dropping at 07c0ffe$/m);
    assert.match(r.stdout, /^ {2}changed: 100% -> 0% from commit 07c0ffe \(2026-11-07, p = /m);
    assert.match(
      r.stdout,
      /agent \/ flaky\n {2}pass rate per run: 2\/4 3\/4 1\/4 2\/4 2\/4 3\/4 2\/4 1\/4 3\/4 2\/4\n/,
    );
    assert.match(
      r.stdout,
      /agent \/ dropping\n {2}pass rate per run: (4\/4 ){6}0\/4 0\/4 0\/4 0\/4\n {2}since the last change: 0% \(0\/16 over 4 run\(s\)\), Wilson 95 % 0%-19%/,
    );
    assert.match(r.stdout, /^ {2}flaky: 53% over 10 runs$/m);
    assert.match(r.stdout, /^ {2}tokens per run: /m);
    // The steady task: no change, not flaky.
    const steady = r.stdout.split('\n\n').find((b) => b.startsWith('agent / steady'))!;
    assert.doesNotMatch(steady, /changed:|flaky:/);

    const html = readFileSync(join(dir, 'history.html'), 'utf8');
    // Inert: no script at all (not even one allowed by hash), no element that fetches or links.
    assert.match(
      html,
      /Content-Security-Policy" content="default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;; base-uri &#39;none&#39;; form-action &#39;none&#39;">/,
    );
    const tags = new Set(
      [...html.matchAll(/<([a-z][a-z0-9]*)[\s>/]/gi)].map((m) => m[1]!.toLowerCase()),
    );
    const allowed =
      'html head meta title style body main h1 h2 p ul li b span code br table tr th td div svg line rect details summary';
    assert.deepEqual(
      [...tags].filter((t) => !allowed.split(' ').includes(t)),
      [],
    );
    for (const tag of html.matchAll(/<[a-z][^>]*>/gi))
      assert.doesNotMatch(tag[0], /\son\w+=|href=|src=/i);
    assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.ok(html.includes('&lt;img src=x onerror=alert(2)&gt;'));
    assert.match(
      html,
      /<h2>Flaky<\/h2><ul><li>agent \/ <b>flaky<\/b>: <span class="flaky">53%<\/span> of 40 verdict runs over 10 runs/,
    );
    assert.match(
      html,
      /<h2>Changed<\/h2><ul><li>agent \/ <b>dropping<\/b>: <span class="changed">100% → 0%<\/span> from <code>07c0ffe<\/code>/,
    );
    assert.equal(html.match(/<tr><td class="task">/g)?.length, 4);
    assert.equal(html.match(/class="change"/g)?.length, 1);
    assert.ok(DROP_COMMIT.startsWith('07c0ffe'));
  });
});

test('a hostile task name is escaped in the console too', () => {
  withDir((dir) => {
    const runs = tenRuns();
    runs[9]!.tasks[3]!.task_id = `${HOSTILE}\u001b[31mred`;
    writeFileSync(join(dir, 'h.jsonl'), renderHistory(runs));
    const r = parley(['history', join(dir, 'h.jsonl'), '--html', join(dir, 'page.html')]);
    assert.equal(r.code, 0, r.stderr);
    assert.ok(!r.stdout.includes('\u001b'));
    assert.match(r.stdout, /agent \/ <script>alert\(1\)<\/script>\?\[31mred/);
    assert.match(r.stdout, /history page: .*page\.html/);
    // The page drops the control character and escapes the rest.
    assert.ok(
      readFileSync(join(dir, 'page.html'), 'utf8').includes(
        '&lt;script&gt;alert(1)&lt;/script&gt;[31mred',
      ),
    );
  });
});

test('cost over time: per run in dollars, unknown as ?, and on the page', () => {
  withDir((dir) => {
    const runs = tenRuns();
    runs.forEach((run, i) => {
      run.tasks[0]!.cost_usd = i === 4 ? null : 0.01 * (i + 1);
    });
    writeFileSync(join(dir, 'history.jsonl'), renderHistory(runs));
    const r = parley(['history', dir]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stdout,
      /agent \/ steady\n(?:.*\n){2} {2}cost per run: \$0\.0100 \$0\.0200 \$0\.0300 \$0\.0400 \? \$0\.0600 \$0\.0700 \$0\.0800 \$0\.0900 \$0\.1000\n/,
    );
    const html = readFileSync(join(dir, 'history.html'), 'utf8');
    assert.match(html, /<title>01c0ffe: \$0\.01<\/title>/);
    assert.match(html, /<title>05c0ffe: cost unknown<\/title>/);
    assert.match(html, /last: \$0\.10/);
  });
});

test('a results directory without history.jsonl: its summary as a history of one run', () => {
  withDir((dir) => {
    writeFileSync(join(dir, 'summary.json'), JSON.stringify(runSummary(0)));
    const r = parley(['history', dir]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^parley history: 1 run\(s\)/m);
    assert.match(r.stdout, /^flaky: none$/m);
    assert.match(r.stdout, /^changed: none$/m);
  });
});

test('--from-cache reads the workspace history the action left, one suite set or the one named', () => {
  withDir((dir) => {
    mkdirSync(join(dir, '.parley-history'));
    writeFileSync(join(dir, '.parley-history', 'agent.jsonl'), renderHistory(tenRuns()));
    const one = parley(['history', '--from-cache', '--html', join(dir, 'h.html')], dir);
    assert.equal(one.code, 0, one.stderr);
    assert.match(one.stdout, /^flaky: agent \/ flaky \(53%\)$/m);
    writeFileSync(
      join(dir, '.parley-history', 'other.jsonl'),
      renderHistory(tenRuns().slice(0, 2)),
    );
    const two = parley(['history', '--from-cache'], dir);
    assert.equal(two.code, 2);
    assert.match(
      two.stderr,
      /holds the histories of 2 suite sets \(agent, other\): name one with --suite-set/,
    );
    const named = parley(
      ['history', '--from-cache', '--suite-set', 'other', '--html', join(dir, 'o.html')],
      dir,
    );
    assert.equal(named.code, 0, named.stderr);
    assert.match(named.stdout, /^parley history: 2 run\(s\)/m);
  });
});

test('an invalid history or a missing one exits 2 naming the file and line', () => {
  withDir((dir) => {
    writeFileSync(join(dir, 'history.jsonl'), renderHistory(tenRuns()) + '{"commit": 3}\n');
    const bad = parley(['history', dir]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /history\.jsonl:11: not a history line/);
    const none = parley(['history', join(dir, 'nothing')]);
    assert.equal(none.code, 2);
  });
});
