// Headless Chromium for the report.html tests and scripts/screenshots.ts: Debian's chromium
// driven by playwright-core, offline (no background networking, updates or sync), in a fresh
// profile that is removed on close.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.PARLEY_CHROMIUM || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function hasChromium(): boolean {
  return existsSync(CHROMIUM);
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A browser with a fresh --user-data-dir (playwright's persistent context takes it as a path). */
export async function launchBrowser(width = 900): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'parley-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width, height: 800 },
    offline: false,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
