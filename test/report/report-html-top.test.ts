// The top of report.html and each run's line, as a newcomer reads them (issue 50.6): the
// verdict first, in the words of the comment's heading (report.md's `## Parley:` line); no
// grader score that reads as nearly passing on a failed run, none on a run the graders did not
// decide; the decision that ended a conversation shown once; a task that only abstained not
// painted red. `parley run` (a process) on a mock-agent suite, then the page as a file and in
// headless Chromium (skipped without it, unless PARLEY_REQUIRE_BROWSER=1).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { runAnchor } from '../../src/report/html/anchors.js';
import { CLI_ARGS } from '../cli-args.js';
import { CHROMIUM, hasChromium, launchBrowser } from './browser.js';

const root = mkdtempSync(join(tmpdir(), 'parley-html-top-'));
after(() => rmSync(root, { recursive: true, force: true }));

const TASKS: Record<string, object> = {
  // Two graders, one fails: a mean score of 0.50 on a failed run.
  'half-right': {
    inputs: { prompt: 'Write the plan.', mock: ['The plan: step one.'] },
    graders: [
      { type: 'text', name: 'mentions-plan', config: { contains: ['plan'] } },
      { type: 'text', name: 'mentions-budget', config: { contains: ['budget'] } },
    ],
  },
  // Asks what the brief does not say: the rule responder abstains.
  'asks-the-unknown': {
    inputs: {
      prompt: 'Book the room.',
      mock: ['Which floor should the room be on?'],
      responder: {
        instructions: 'Book a room for four.',
        max_followups: 2,
        rules: [{ when: '(?i)how many', reply: 'Four people.' }],
      },
    },
    graders: [{ type: 'text', name: 'booked', config: { contains: ['Booked'] } }],
  },
  passes: {
    inputs: { prompt: 'Say hello.', mock: ['hello'] },
    graders: [{ type: 'text', name: 'greets', config: { contains: ['hello'] } }],
  },
};

let results: string;
let md: string;
let html: string;
before(() => {
  const suite = join(root, 'suite');
  mkdirSync(join(suite, 'tasks'), { recursive: true });
  writeFileSync(
    join(suite, 'eval.yaml'),
    'name: top\nconfig:\n  executor: mock\n  timeout_seconds: 30\ntasks:\n  - tasks/*.yaml\n',
  );
  for (const [id, body] of Object.entries(TASKS))
    writeFileSync(join(suite, 'tasks', `${id}.yaml`), JSON.stringify({ id, ...body }));
  results = join(root, 'results');
  const run = spawnSync(process.execPath, [...CLI_ARGS, 'run', suite, '--output', results], {
    encoding: 'utf8',
    env: Object.fromEntries(
      Object.entries(process.env).filter(([k]) => k !== 'NO_COLOR' && k !== 'FORCE_COLOR'),
    ),
  });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  md = readFileSync(join(results, 'report.md'), 'utf8');
  html = readFileSync(join(results, 'report.html'), 'utf8');
});

/** The run's line in its <summary>, as text. */
function runLine(task: string): string {
  const id = runAnchor('top', task, 1);
  const start = html.indexOf(`id="${id}"`);
  assert.ok(start > 0, `no run ${id}`);
  return html.slice(start, html.indexOf('</summary>', start)).replace(/<[^>]+>/g, '');
}

describe('report.html: the top and the run lines', () => {
  it("opens with the comment's verdict, then the facts", () => {
    const heading = /^## Parley: (.+)$/m.exec(md)?.[1];
    assert.equal(heading, '⚠️ some runs did not pass');
    const top =
      /<h1>Parley report<\/h1><p class="verdict (s-[a-z]+)">([^<]*)<\/p><p class="meta">/.exec(
        html,
      );
    assert.ok(top, 'the verdict right under the title');
    assert.deepEqual([top[1], top[2]], ['s-abstained', heading]);
  });

  it('a score only where it means something: passed runs; a failed run names its failed graders', () => {
    assert.match(runLine('passes'), /· grader score 1\.00 ·/);
    assert.match(runLine('half-right'), /· 1 of 2 grader\(s\) failed ·/);
    assert.doesNotMatch(runLine('half-right'), /score/);
    assert.doesNotMatch(runLine('asks-the-unknown'), /score|grader/);
  });

  it('the decision that ended the conversation is shown once', () => {
    const id = runAnchor('top', 'asks-the-unknown', 1);
    const run = html.slice(
      html.indexOf(`id="${id}"`),
      html.indexOf('</details>', html.indexOf(`id="${id}"`)),
    );
    const reasons = run.match(/reason: /g) ?? [];
    assert.equal(reasons.length, 1, run);
    assert.match(
      run,
      /Conversation ended: <b>abstained<\/b> \(responder rules\) · 0 follow-up\(s\) sent/,
    );
  });

  it('a task whose runs abstained is amber, a failed one red', () => {
    const cell = (task: string) =>
      new RegExp(
        `top / ${task}</td><td class="num"><span class="badge (s-[a-z]+)">0/1</span>`,
      ).exec(html)?.[1];
    assert.equal(cell('asks-the-unknown'), 's-abstained');
    assert.equal(cell('half-right'), 's-failed');
    // Its mean score: none, the graders decided none of its runs.
    const score = (task: string) =>
      new RegExp(`top / ${task}</td>(?:<td[^>]*>.*?</td>){2}<td class="num">([^<]*)</td>`).exec(
        html,
      )?.[1];
    assert.equal(score('asks-the-unknown'), '—');
    assert.equal(score('half-right'), '0.50');
  });

  it(
    'in headless Chromium: the verdict is the first line under the title, coloured',
    {
      skip:
        hasChromium() || process.env.PARLEY_REQUIRE_BROWSER === '1'
          ? false
          : `no Chromium at ${CHROMIUM}`,
    },
    async () => {
      const browser = await launchBrowser();
      try {
        const page = await browser.context.newPage();
        await page.goto(pathToFileURL(join(results, 'report.html')).href);
        const verdict = page.locator('p.verdict');
        assert.equal(await verdict.innerText(), '⚠️ some runs did not pass');
        const [title, line] = await Promise.all([
          page.locator('h1').boundingBox(),
          verdict.boundingBox(),
        ]);
        assert.ok(title && line && line.y > title.y, 'under the title');
        const meta = await page.locator('p.meta').first().boundingBox();
        assert.ok(meta && line.y < meta.y, 'above the facts');
        const colour = await page.evaluate(
          "getComputedStyle(document.querySelector('p.verdict')).backgroundColor",
        );
        assert.notEqual(colour, 'rgba(0, 0, 0, 0)', 'a coloured band');
        if (process.env.PARLEY_SCREENSHOTS)
          await page.screenshot({ path: join(process.env.PARLEY_SCREENSHOTS, 'report-top.png') });
      } finally {
        await browser.close();
      }
    },
  );
});
