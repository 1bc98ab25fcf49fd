// Screenshots for the docs: each markdown file rendered as GitHub renders a pull-request
// comment (GFM through `marked`, styled with the `github-markdown-css` package, inlined), and
// each HTML file (report.html) as it is, to full-page PNGs ~900 px wide, in headless Chromium.
// Offline: the pages load nothing (the same Content-Security-Policy as report.html).
// Usage: tsx scripts/screenshots.ts [--out DIR] [--width PX] [--open] FILE.md|FILE.html ...
//   --open   unfold every <details> first (a folded comment shows only its summaries)
import { mkdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { marked } from 'marked';
import { CONTENT_SECURITY_POLICY } from '../src/report/html/page.js';
import { hasChromium, launchBrowser, CHROMIUM } from '../test/report/browser.js';

const require = createRequire(import.meta.url);

function usage(message: string): never {
  console.error(
    `${message}\nusage: tsx scripts/screenshots.ts [--out DIR] [--width PX] [--open] FILE...`,
  );
  process.exit(2);
}

/** A markdown comment as a page: GitHub's markdown styles around marked's GFM output. */
function commentPage(markdown: string, title: string): string {
  const css = readFileSync(
    require.resolve('github-markdown-css/github-markdown-light.css'),
    'utf8',
  );
  const body = marked.parse(markdown, { gfm: true, async: false });
  return (
    `<!doctype html><html><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">` +
    `<title>${title.replace(/[<&]/g, '')}</title><style>${css}\n` +
    'body { margin: 0; background: #fff; } .markdown-body { box-sizing: border-box; max-width: 880px;' +
    ' margin: 0 auto; padding: 16px 20px; border: 1px solid #d1d9e0; border-radius: 6px; }</style>' +
    `</head><body><article class="markdown-body">${body}</article></body></html>`
  );
}

async function main(args: string[]): Promise<void> {
  let out = 'screenshots';
  let width = 900;
  let open = false;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--out') out = args[++i] ?? usage('--out needs a directory');
    else if (arg === '--width') width = Number(args[++i]) || usage('--width needs a number');
    else if (arg === '--open') open = true;
    else if (arg.startsWith('-')) usage(`unknown option ${arg}`);
    else files.push(arg);
  }
  if (!files.length) usage('no file given');
  if (!hasChromium())
    usage(`no Chromium at ${CHROMIUM} (apt-get install chromium, or set PARLEY_CHROMIUM)`);
  mkdirSync(out, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'parley-shots-'));
  const browser = await launchBrowser(width);
  try {
    const page = await browser.context.newPage();
    // Nothing but the file itself may load.
    await page.route(/^(?!file:)/, (route) => route.abort());
    for (const [n, file] of files.entries()) {
      const ext = extname(file).toLowerCase();
      let target = resolve(file);
      if (ext === '.md') {
        target = join(scratch, `${n}.html`);
        writeFileSync(target, commentPage(readFileSync(file, 'utf8'), basename(file)));
      } else if (ext !== '.html') usage(`${file}: not .md or .html`);
      await page.goto(pathToFileURL(target).href);
      if (open) {
        await page.evaluate("document.querySelectorAll('details').forEach((d) => (d.open = true))");
      }
      const png = join(out, `${basename(file, extname(file))}${ext === '.md' ? '-md' : ''}.png`);
      await page.screenshot({ path: png, fullPage: true });
      console.log(png);
    }
  } finally {
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main(process.argv.slice(2));
