import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

// The set-up every browser spec shares: import { test, expect } from './fixtures.ts'.

/** What Chromium writes to the console when a Content-Security-Policy refuses something. */
const CSP_MESSAGE = /Content[ -]Security[ -]Policy/i;

interface SharedFixtures {
  /**
   * The Content-Security-Policy violations Chromium reported in the test's browser context so far
   * (any page, any frame; a refused frame-ancestors is not reported to the framing page): the test
   * fails at its end unless it is empty. A test that provokes one on purpose checks it and empties
   * it (`cspViolations.splice(0)`).
   */
  cspViolations: string[];
}

/** Playwright's test, failing any test whose pages break the shop's Content-Security-Policy. */
export const test = base.extend<SharedFixtures>({
  cspViolations: [
    async ({ context, browser }, use, testInfo) => {
      const seen: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (CSP_MESSAGE.test(message.text()))
            seen.push(`${message.page()?.url() ?? message.location().url}: ${message.text()}`);
        });
      watch(context);
      // The contexts a test opens itself (browser.newContext, browser.newPage) are watched too.
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        watch(opened);
        return opened;
      };
      try {
        await use(seen);
      } finally {
        browser.newContext = newContext;
      }
      if (testInfo.status === testInfo.expectedStatus)
        expect(seen, 'no page broke the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The address of a made-up other site, served by the test itself (never the shop's policy). */
export const FOREIGN_SITE = 'http://another-site.test/';

/** Opens a blank page of another site in the tab: a stranger that tries to frame or message the shop. */
export async function openForeignSite(page: Page): Promise<void> {
  await page.route(FOREIGN_SITE, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Another site</title><body></body>',
    }),
  );
  await page.goto(FOREIGN_SITE);
}

/** The frame a page puts in its body for a URL, to see whether the browser lets it load. */
export async function frameIn(page: Page, url: string, title = 'Framed'): Promise<void> {
  await page.evaluate(
    ([src, name]) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = name;
      document.body.append(frame);
    },
    [url, title] as const,
  );
}

/** Whether Chromium refused to show the page's frame: it shows its error page instead. */
export async function frameRefused(page: Page): Promise<boolean> {
  await page.waitForLoadState('load');
  return page.frames().some((f) => f.url().startsWith('chrome-error://'));
}

/** Drops the frame-ancestors refusals a test provoked on purpose; any other violation stays reported. */
export function forgetFramingRefusals(violations: string[]): void {
  const rest = violations.filter((v) => !v.includes('frame-ancestors'));
  violations.splice(0, violations.length, ...rest);
}
