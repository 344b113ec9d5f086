import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import { TEXTS_PATH_PREFIX } from '../../src/i18n/texts-file.ts';

/**
 * What one page costs a visitor: its HTML, every script it loads and its islands' texts file, as
 * bytes and gzipped (level 9).
 */
export interface PageWeight {
  status: number;
  htmlBytes: number;
  htmlGzip: number;
  scripts: number;
  jsBytes: number;
  jsGzip: number;
  /**
   * The islands' texts file (src/i18n/texts-file.ts), 0 when the page names none: once part of
   * every page's HTML, now fetched once per visit and cached.
   */
  textsBytes: number;
  textsGzip: number;
}

/**
 * Loads a page in Chromium as a phone does (signed in when a session id is given), scrolls to its
 * bottom so that `client:visible` islands load too, waits for the network to rest, and weighs the
 * HTML, every JavaScript response and the texts file.
 */
export async function pageWeight(browser: Browser, url: string, sid?: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  if (sid) await context.addCookies([{ name: 'sid', value: sid, url: new URL(url).origin }]);
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer>>();
  let texts: Promise<Buffer> | undefined;
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!response.ok()) return;
    if (new URL(response.url()).pathname.startsWith(TEXTS_PATH_PREFIX)) {
      texts ??= response.body();
      return;
    }
    const isScript = response.request().resourceType() === 'script' || /javascript/.test(type);
    if (isScript && !scripts.has(response.url())) scripts.set(response.url(), response.body());
  });
  try {
    const main = await page.goto(url, { waitUntil: 'load' });
    if (!main) throw new Error(`no answer for ${url}`);
    const html = await main.body();
    if (main.ok()) {
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await page.waitForLoadState('networkidle');
    }
    const bodies = await Promise.all(scripts.values());
    const textsBody = (await texts) ?? Buffer.alloc(0);
    return {
      status: main.status(),
      htmlBytes: html.length,
      htmlGzip: gzipSync(html, { level: 9 }).length,
      scripts: bodies.length,
      jsBytes: bodies.reduce((sum, b) => sum + b.length, 0),
      jsGzip: bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
      textsBytes: textsBody.length,
      textsGzip: textsBody.length === 0 ? 0 : gzipSync(textsBody, { level: 9 }).length,
    };
  } finally {
    await context.close();
  }
}
