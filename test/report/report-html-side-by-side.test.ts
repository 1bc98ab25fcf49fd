// report.html's base and head side by side and its filters, as a user gets them: `parley run`
// (a process) on a base suite and on a head suite whose agent changed its second answer to
// hostile markup, the head with --baseline. Checked as a file (one script, ours, allowed by its
// hash) and in headless Chromium: the first diverging turn marked in both columns, the filters
// (status, task, text) showing and hiding runs, and agent text still inert (no element, script,
// dialog or request from it, even typed into the text filter). Without /usr/bin/chromium the
// browser test is skipped, unless PARLEY_REQUIRE_BROWSER=1 (CI), where it fails.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { runAnchor } from '../../src/report/html/anchors.js';
import { FILTER_SCRIPT } from '../../src/report/html/filters.js';
import { CONTENT_SECURITY_POLICY } from '../../src/report/html/page.js';
import { CHROMIUM, hasChromium, launchBrowser } from './browser.js';
import { CLI_ARGS } from '../cli-args.js';

const HOSTILE =
  '<script>window.__pwned = "vs"</script><img src=x onerror="window.__pwned = \'img\'"> I give up.';

const root = mkdtempSync(join(tmpdir(), 'parley-side-by-side-'));
after(() => rmSync(root, { recursive: true, force: true }));

function suite(name: string, secondAnswer: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    'name: vs-suite\nconfig:\n  executor: mock\n  timeout_seconds: 60\ntasks:\n  - tasks/*.yaml\n',
  );
  const task = (id: string, body: object) =>
    writeFileSync(join(dir, 'tasks', `${id}.yaml`), JSON.stringify({ id, name: id, ...body }));
  task('drops', {
    inputs: {
      prompt: 'Add an agent.',
      mock: ['What should it be called?', secondAnswer],
      responder: {
        instructions: 'Call it research-agent.',
        max_followups: 2,
        rules: [{ when: '(?i)called', reply: 'research-agent' }],
      },
    },
    expected: { output_contains: ['Created'] },
  });
  task('steady', {
    inputs: { prompt: 'Say done.', mock: ['done'] },
    expected: { output_contains: ['done'] },
  });
  return dir;
}

function parley(args: string[]) {
  const r = spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    encoding: 'utf8',
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

let head: string;
let console_: string;
before(() => {
  const base = join(root, 'base');
  head = join(root, 'head');
  const b = parley(['run', suite('suite-base', 'Created agents/research-agent.yaml.'), '-o', base]);
  assert.equal(b.code, 0, b.out + b.err);
  const h = parley([
    'run',
    suite('suite-head', HOSTILE),
    '-o',
    head,
    '--baseline',
    join(base, 'summary.json'),
  ]);
  assert.equal(h.code, 0, h.out + h.err); // one trial: a possible regression, not a failed gate
  console_ = h.out;
});

const required = process.env.PARLEY_REQUIRE_BROWSER === '1';
const skipBrowser =
  hasChromium() || required
    ? false
    : `no Chromium at ${CHROMIUM}: apt-get install chromium (PARLEY_REQUIRE_BROWSER=1 makes this a failure)`;

describe('report.html: base and head side by side, filters', () => {
  it('the console links the page; the page has one script, ours, allowed by its hash', () => {
    const page = pathToFileURL(join(head, 'report.html')).href;
    assert.ok(
      console_.includes(`conversations: ${page} (base and head side by side: 1 task(s))`),
      console_,
    );
    const html = readFileSync(join(head, 'report.html'), 'utf8');
    const hash = createHash('sha256').update(FILTER_SCRIPT).digest('base64');
    assert.match(
      CONTENT_SECURITY_POLICY,
      new RegExp(`script-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`),
    );
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    assert.deepEqual(scripts, [FILTER_SCRIPT]);
    assert.ok(html.includes('&lt;script&gt;window.__pwned = &quot;vs&quot;&lt;/script&gt;'));
    assert.match(html, /they diverge at turn 2/);
  });

  it(
    'in headless Chromium: the first divergence marked, filters work, agent text inert',
    { skip: skipBrowser },
    async () => {
      assert.ok(hasChromium(), `PARLEY_REQUIRE_BROWSER=1 but there is no Chromium at ${CHROMIUM}`);
      const browser = await launchBrowser(1200);
      try {
        const page = await browser.context.newPage();
        const requests: string[] = [];
        const dialogs: string[] = [];
        const errors: string[] = [];
        page.on('request', (r) => requests.push(r.url()));
        page.on('dialog', (d) => {
          dialogs.push(d.message());
          void d.dismiss();
        });
        page.on('console', (m) => {
          if (m.type() === 'error') errors.push(m.text());
        });
        const url = pathToFileURL(join(head, 'report.html')).href;
        await page.goto(url, { waitUntil: 'load' });
        const count = (selector: string) =>
          page.evaluate(`document.querySelectorAll(${JSON.stringify(selector)}).length`);
        const pwned = () => page.evaluate('typeof window.__pwned');

        // Side by side: base and head columns, turn 2 marked in both; links to the two runs.
        const pair = page.locator('section.pair');
        assert.equal(await pair.count(), 1);
        assert.match(
          await pair.locator('h3').innerText(),
          /vs-suite \/ drops\s+possible regression/,
        );
        const marked = pair.locator('.side-turn.diverge');
        assert.equal(await marked.count(), 2);
        for (const text of await marked.allInnerTexts()) {
          assert.match(text, /^first divergence\nturn 2 · responder/);
        }
        assert.ok((await pair.locator('.side-head .diverge').innerText()).includes(HOSTILE));
        assert.match(await pair.locator('.side-base .diverge').innerText(), /Created agents/);
        assert.equal(
          await pair.locator('.side-head a').getAttribute('href'),
          `#${runAnchor('vs-suite', 'drops', 1)}`,
        );

        // The filters: shown (the script ran), every run at first.
        assert.ok(await page.locator('#filters').isVisible());
        const visible = () =>
          page.evaluate(
            `[...document.querySelectorAll('details.run')].filter((r) => !r.hidden).map((r) => r.id)`,
          );
        const drops = runAnchor('vs-suite', 'drops', 1);
        const steady = runAnchor('vs-suite', 'steady', 1);
        assert.deepEqual((await visible()) as string[], [drops, steady]);
        assert.equal(await page.locator('#f-shown').innerText(), '2 of 2 runs shown');
        await page.selectOption('#f-status', 'failed');
        assert.deepEqual(await visible(), [drops]);
        await page.selectOption('#f-status', 'passed');
        assert.deepEqual(await visible(), [steady]);
        await page.selectOption('#f-status', '');
        await page.selectOption('#f-task', runAnchor('vs-suite', 'steady', 0).slice(0, -2));
        assert.deepEqual(await visible(), [steady]);
        await page.selectOption('#f-task', '');
        // Text: the agent's markup is searched as text, and typing it runs nothing.
        await page.fill('#f-text', '<script>window.__pwned');
        assert.deepEqual(await visible(), [drops]);
        await page.fill('#f-text', 'nothing says this');
        assert.deepEqual(await visible(), []);
        assert.equal(await page.locator('#f-shown').innerText(), '0 of 2 runs shown');

        // Inert: the page itself and nothing else, no dialog, no element from agent text.
        assert.deepEqual(requests, [url]);
        assert.deepEqual(dialogs, []);
        assert.deepEqual(errors, []);
        assert.equal(await pwned(), 'undefined');
        assert.equal(await count('img, svg, iframe, object, embed'), 0);
        assert.equal(await count('script'), 1);
      } finally {
        await browser.close();
      }
    },
  );
});
