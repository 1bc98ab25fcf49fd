// report.html, the conversation viewer: written by `parley run` beside report.md, checked as a
// file (self-contained, strict CSP, agent text escaped) and in a real headless Chromium
// (rendered tasks, turns, decisions and marks; no element, script, dialog or request from
// agent or responder text). Without /usr/bin/chromium the browser test is skipped, unless
// PARLEY_REQUIRE_BROWSER=1 (CI), where it fails.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { runAnchor } from '../../src/report/html/anchors.js';
import { FILTER_SCRIPT } from '../../src/report/html/filters.js';
import { CONTENT_SECURITY_POLICY } from '../../src/report/html/page.js';
import { CHROMIUM, hasChromium, launchBrowser } from './browser.js';
import { HOSTILE, LONG_CHARS, makeResults, RESPONDER_REPLY } from './html-fixture.js';

const root = mkdtempSync(join(tmpdir(), 'parley-report-html-'));
after(() => rmSync(root, { recursive: true, force: true }));
let head: string;
before(() => {
  ({ head } = makeResults(root));
});

const required = process.env.PARLEY_REQUIRE_BROWSER === '1';
const skipBrowser =
  hasChromium() || required
    ? false
    : `no Chromium at ${CHROMIUM}: apt-get install chromium (PARLEY_REQUIRE_BROWSER=1 makes this a failure)`;

describe('report.html', () => {
  it('is written beside report.md: one self-contained page, strict CSP, agent text escaped', () => {
    const html = readFileSync(join(head, 'report.html'), 'utf8');
    assert.ok(html.startsWith('<!doctype html>'));
    assert.ok(
      html.includes(
        `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY.replace(/'/g, '&#39;')}">`,
      ),
    );
    assert.match(CONTENT_SECURITY_POLICY, /^default-src 'none'; style-src 'unsafe-inline'/);
    // One script, ours (the filters, allowed by its hash); not one tag from agent or responder
    // text: they are all shown as text.
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    assert.deepEqual(scripts, [FILTER_SCRIPT]);
    assert.doesNotMatch(
      html.replace(`<script>${FILTER_SCRIPT}</script>`, ''),
      /<(script|img|svg|iframe|h1 id|meta http-equiv="refresh")/i,
    );
    assert.equal(html.match(/<style>/g)?.length, 1, 'one style element, ours');
    assert.ok(html.includes('&lt;script&gt;window.__pwned = &quot;script&quot;&lt;/script&gt;'));
    assert.ok(html.includes('research-agent &lt;img src=x onerror=alert(1)&gt;'));
    // Nothing to load: no src attribute at all, and links only within the page.
    assert.ok(!/<[a-z][^>]*\ssrc=/i.test(html), 'no element with a src');
    assert.deepEqual(
      [...html.matchAll(/href="([^"]*)"/g)].filter((m) => !m[1]!.startsWith('#')),
      [],
    );
    // The 60,000-character message is cut, and the page says how much is left out.
    assert.match(html, /cut: 40,006 more characters in results\.jsonl/);
    assert.ok(!html.includes('A'.repeat(LONG_CHARS)));
    const md = readFileSync(join(head, 'report.md'), 'utf8');
    assert.match(md, /Conversations: report\.html in the results directory, beside this report\./);
  });

  it(
    'renders in headless Chromium with no element, script, dialog or request from agent text',
    { skip: skipBrowser },
    async () => {
      assert.ok(hasChromium(), `PARLEY_REQUIRE_BROWSER=1 but there is no Chromium at ${CHROMIUM}`);
      const browser = await launchBrowser();
      try {
        const page = await browser.context.newPage();
        const requests: string[] = [];
        const dialogs: string[] = [];
        page.on('request', (r) => requests.push(r.url()));
        page.on('dialog', (d) => {
          dialogs.push(d.message());
          void d.dismiss();
        });
        const url = pathToFileURL(join(head, 'report.html')).href;
        await page.goto(url, { waitUntil: 'load' });
        // Requests and dialogs are checked again at the end, after every interaction below,
        // instead of after a fixed wait that a late request could miss.
        assert.deepEqual(requests, [url], 'the page itself, nothing else');
        assert.deepEqual(dialogs, []);
        assert.equal(await page.evaluate('typeof window.__pwned'), 'undefined');
        const count = (selector: string) =>
          page.evaluate(`document.querySelectorAll(${JSON.stringify(selector)}).length`);
        assert.equal(await count('img, svg, iframe, object, embed, #injected'), 0);
        assert.equal(await count('script'), 1, 'ours: the filters');
        assert.equal(await count('style'), 1);
        assert.equal(await count('meta[http-equiv="refresh"]'), 0);
        assert.equal(await count('a[href^="javascript"]'), 0);
        assert.ok(await page.locator('h1').isVisible(), 'a style in agent text hides nothing');

        // The scorecard: base vs head, the hostile task a possible regression, links to its run.
        assert.equal(await page.locator('h1').textContent(), 'Parley report');
        const scorecard = await page.locator('table').first().innerText();
        assert.match(scorecard, /hostile-suite \/ hostile\s+1\/1\s+0\/1\s+Possible regression/);
        assert.match(scorecard, /hostile-suite \/ passes\s+1\/1\s+1\/1\s+Unchanged/);
        const dangling = await page.evaluate(
          `[...document.querySelectorAll('a[href^="#"]')].filter((a) => !document.getElementById(a.getAttribute('href').slice(1))).length`,
        );
        assert.equal(dangling, 0, 'every task link leads to a run');

        // Three runs; the passing one folded, the others open.
        const runs = page.locator('details.run');
        assert.equal(await runs.count(), 3);
        const hostile = page.locator(`#${runAnchor('hostile-suite', 'hostile', 1)}`);
        const passes = page.locator(`#${runAnchor('hostile-suite', 'passes', 1)}`);
        const abstains = page.locator(`#${runAnchor('hostile-suite', 'abstains', 1)}`);
        assert.equal(await hostile.getAttribute('open'), '');
        assert.equal(await abstains.getAttribute('open'), '');
        assert.equal(await passes.getAttribute('open'), null);

        // The hostile conversation, turn by turn, as text: the agent's HTML is shown, not applied.
        const messages = await hostile.locator('.msg:not(.card)').allInnerTexts();
        // Each responder decision has its card after the message it classified.
        const cards = await hostile.locator('.msg.card').allInnerTexts();
        assert.deepEqual(
          cards.map((c) => c.split('\n')[0]),
          ['Responder (rules) · decision: reply', 'Responder (rules) · decision: stop'],
        );
        assert.match(messages[0]!, /^User · prompt\nConfigure the agent\.$/);
        assert.match(messages[1]!, /^Agent · turn 1 · [\d.]+ s · 1 tool call\(s\)/);
        for (const line of HOSTILE.split('\n')) assert.ok(messages[1]!.includes(line), line);
        assert.match(messages[1]!, /✓ checkpoint asked-name: output contains "called"/);
        assert.equal(messages[2], `Responder · reply\n${RESPONDER_REPLY}`);
        assert.match(messages[3]!, /^Agent · turn 2 /);
        assert.match(messages[3]!, /cut: 40,006 more characters in results\.jsonl/);
        assert.match(
          messages[4]!,
          /Conversation ended: stopped \(responder rules\) · 1 follow-up\(s\) sent/,
        );
        assert.equal(messages.length, 5);
        // The tool call, folded, with its hostile arguments as text.
        const tool = hostile.locator('details.tool').first();
        assert.match(await tool.locator('summary').innerText(), /✓ tool read_file \(completed/);
        assert.match(
          (await tool.textContent()) ?? '',
          /"path": "<\/details><script>window\.__pwned = \\"args\\"<\/script>"/,
        );
        // A </details> in agent text closed nothing: the graders are still inside the run.
        const graders = await hostile.locator('table').innerText();
        assert.match(
          graders,
          /✗ expected\.output_contains\s+text\s+0\.00\s+1\s+failed\s+contains "never-there": not found/,
        );
        assert.match(
          await hostile.locator('summary').first().innerText(),
          /failed\s*hostile-suite \/ Hostile <b>agent<\/b> <\/details>/,
        );

        // The abstain: the responder's decision and its reason, on the card of the message it
        // classified; the ending says how the conversation ended, without repeating the reason.
        assert.match(
          await abstains.locator('.msg.decision').innerText(),
          /^Conversation ended: abstained \(responder rules\) · 0 follow-up\(s\) sent\non: Which tools should it have\?$/,
        );
        assert.match(
          await abstains.locator('.msg.card').last().innerText(),
          /decision: abstain\nreason: the agent message matches abstain_when "\(\?i\)tools"/,
        );

        // Opening every folded run and tool call loads nothing and runs nothing either.
        const folded = page.locator('details:not([open]) > summary');
        for (let n = await folded.count(); n > 0; n--) await folded.first().click();
        assert.equal(await page.locator('details:not([open])').count(), 0);
        assert.deepEqual(requests, [url], 'the page itself, nothing else');
        assert.deepEqual(dialogs, []);
        assert.equal(await page.evaluate('typeof window.__pwned'), 'undefined');
      } finally {
        await browser.close();
      }
    },
  );
});
