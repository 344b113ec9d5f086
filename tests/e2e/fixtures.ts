import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type ViewportSize,
} from '@playwright/test';
import { type Locale, t } from '../../src/i18n/index.ts';

// The set-up every browser spec shares: import { test, expect } from './fixtures.ts'. A test asks
// for what it needs by name (`async ({ openPage, newCustomer, signIn, demo }) => …`); no spec keeps
// its own copy of these.

/** What Chromium writes to the console when a Content-Security-Policy refuses something. */
const CSP_MESSAGE = /Content[ -]Security[ -]Policy/i;

/** The screens the shop is checked on: a 360 px phone and a desktop. */
export const PHONE: ViewportSize = { width: 360, height: 740 };
export const DESKTOP: ViewportSize = { width: 1280, height: 900 };
/** The narrowest phones the shop serves, for the checks that nothing scrolls sideways. */
export const NARROW_PHONES = [320, 360, 414] as const;
/** The two screens a test runs on, each with its name for the test's title. */
export const SCREENS = [
  ['360 px', PHONE],
  ['desktop', DESKTOP],
] as const;

/** A T.C. Kimlik No that passes the checksum the demo shop checks (tcknVknKontrol is on). */
export const VALID_TCKN = '10000000146';

/** What a customer signs in with. */
export type Credentials = { email: string; password: string };

/** A customer registered by the test: the names it registered with, and its sign-in details. */
export type Customer = Credentials & { name: string; surname: string };

/** The saved address's form fields a test may choose; the rest are a valid Istanbul address. */
export interface AddressChoice {
  title?: string;
  name?: string;
  phone?: string;
}

/** Anything that talks to the shop's API with a browser context's cookies, or on its own. */
type Client = Page | APIRequestContext;

const apiOf = (client: Client): APIRequestContext => ('request' in client ? client.request : client);

interface SharedFixtures {
  /**
   * The Content-Security-Policy violations Chromium reported in the test's browser context so far
   * (any page, any frame; a refused frame-ancestors is not reported to the framing page): the test
   * fails at its end unless it is empty. A test that provokes one on purpose checks it and empties
   * it (`cspViolations.splice(0)`).
   */
  cspViolations: string[];
  /**
   * The demo shop's seeded customer (orders, saved addresses, reviews, favourites, an overdue
   * balance). Tests read its data; anything that changes data uses a new customer instead.
   */
  demo: Credentials;
  /**
   * A page in a browser context of its own, of this size and locale (default tr-TR); with
   * `acceptCookies` the cookie notice is answered first. The context is closed at the test's end.
   */
  openPage: (viewport: ViewportSize, options?: { locale?: string; acceptCookies?: boolean }) => Promise<Page>;
  /**
   * Registers a new customer through the API, apart from every page (which stays a guest): default
   * Zeynep Kaya, password Gizli.2026, a fresh e-mail address.
   */
  newCustomer: (names?: { name?: string; surname?: string }) => Promise<Customer>;
  /**
   * Signs a page's browser context (or an API client) in through the API; with `acceptCookies`
   * the signed-in session answers the cookie notice too.
   */
  signIn: (client: Client, who: Credentials, options?: { acceptCookies?: boolean }) => Promise<void>;
  /** Answers the cookie notice (all accepted, as closing it does) for a page's context or a client. */
  acceptCookies: (client: Client) => Promise<void>;
  /**
   * Saves an address for whoever the client is signed in as; its id. With `choose` it becomes the
   * delivery and invoice address of the session too.
   */
  saveAddress: (client: Client, fields?: AddressChoice, options?: { choose?: boolean }) => Promise<number>;
  /** Chooses a saved address (default: the first of the book) as the delivery and invoice address. */
  chooseAddress: (client: Client, id?: number) => Promise<void>;
  /**
   * Runs axe on the page as it is and expects no violation; `message` names the page in the failure,
   * `soft` lets the test go on after one.
   */
  noAxeViolations: (page: Page, options?: { message?: string; soft?: boolean }) => Promise<void>;
}

/** Playwright's test with the shared set-up, failing any test whose pages break the shop's Content-Security-Policy. */
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

  demo: { email: 'demo@anadoluticaret.com.tr', password: 'Demo.2026' },

  openPage: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (viewport, { locale = 'tr-TR', acceptCookies: accept = false } = {}) => {
      const context = await browser.newContext({ viewport, locale });
      opened.push(context);
      const page = await context.newPage();
      if (accept) await acceptCookies(page);
      return page;
    });
    for (const context of opened) await context.close();
  },

  newCustomer: async ({ request }, use) => {
    await use(async ({ name = 'Zeynep', surname = 'Kaya' } = {}) => {
      const email = `musteri.${Date.now()}.${Math.floor(Math.random() * 1e6)}@ornek.com.tr`;
      const password = 'Gizli.2026';
      const res = await request.post('/api/catalog/auth/register', {
        form: { name, surname, email, password, passwordVerify: password },
      });
      expect(res.status()).toBe(201);
      // The registration signed this API client in; the pages are other clients.
      await request.post('/api/catalog/auth/logout');
      return { name, surname, email, password };
    });
  },

  signIn: given(signIn),
  acceptCookies: given(acceptCookies),
  saveAddress: given(saveAddress),
  chooseAddress: given(chooseAddress),
  noAxeViolations: given(noAxeViolations),
});

export { expect };

/** A fixture that hands every test the same ready function. */
function given<T>(value: T) {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  return async ({}, use: (value: T) => Promise<void>) => use(value);
}

async function signIn(client: Client, who: Credentials, { acceptCookies: accept = false } = {}) {
  const res = await apiOf(client).post('/api/catalog/auth/login', {
    form: { email: who.email, password: who.password },
  });
  expect(res.status(), `${who.email} signs in`).toBe(200);
  if (accept) await acceptCookies(client);
}

async function acceptCookies(client: Client) {
  await apiOf(client).post('/api/catalog/cookies');
}

/**
 * Fills the open address dialog as a shopper does, in the page's language: a valid Ankara address
 * (Çankaya, picked once the city's districts have arrived) with a phone and a T.C. Kimlik No. The
 * test saves it itself.
 */
export async function fillAddressDialog(
  dialog: Locator,
  locale: Locale,
  { title = 'Ev', name = 'Zeynep Kaya' }: AddressChoice = {},
): Promise<void> {
  const label = (key: Parameters<typeof t>[1]) => t(locale, key);
  await dialog.getByLabel(label('addressBook.field.addressTitle')).fill(title);
  await dialog.getByLabel(label('addressBook.field.name')).fill(name);
  await dialog.getByLabel(label('addressBook.field.city'), { exact: true }).selectOption({ label: 'ANKARA' });
  const town = dialog.getByLabel(label('addressBook.field.town'));
  await expect(town.getByRole('option', { name: 'Çankaya' })).toHaveCount(1);
  await town.selectOption({ label: 'Çankaya' });
  await dialog
    .getByLabel(label('addressBook.field.address'), { exact: true })
    .fill('Atatürk Bulvarı No: 101 Kızılay');
  await dialog.getByLabel(label('addressBook.field.number')).fill('5321234567');
  await dialog.getByLabel(label('addressBook.field.idNumber')).fill(VALID_TCKN);
}

/** The address form's fields (multipart) for a valid Istanbul address, with the choices made. */
export function addressForm({
  title = 'Ev',
  name = 'Zeynep Kaya',
  phone = '+90 (532) 123 45 67',
}: AddressChoice = {}): Record<string, string> {
  return {
    property_address_title: title,
    property_name: name,
    property_country: 'TR',
    property_city: '34',
    property_town: '3423',
    property_address: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
    property_number: phone,
    // A T.C. Kimlik No that passes the checksum the demo shop checks (tcknVknKontrol).
    property_id_number: '12345678950',
    property_company_name: '',
    property_tax_number: '',
    property_tax_office: '',
  };
}

async function saveAddress(
  client: Client,
  choice: AddressChoice = {},
  { choose = false } = {},
): Promise<number> {
  const res = await apiOf(client).post('/api/catalog/address', { multipart: addressForm(choice) });
  expect(res.status()).toBeLessThan(300);
  const { id } = ((await res.json()) as { address: { id: number } }).address;
  if (choose) await chooseAddress(client, id);
  return id;
}

async function chooseAddress(client: Client, id?: number): Promise<void> {
  const api = apiOf(client);
  const chosen = id ?? ((await (await api.get('/api/catalog/address')).json()) as { id: number }[])[0]?.id;
  if (chosen === undefined) throw new Error('no saved address to choose');
  const res = await api.post('/api/catalog/post_address', {
    form: { teslimat_address_id: String(chosen), fatura_address_id: String(chosen) },
  });
  expect(res.status()).toBe(200);
}

async function noAxeViolations(
  page: Page,
  { message, soft = false }: { message?: string; soft?: boolean } = {},
) {
  // axe.run in the page itself (legacy mode), not the default runPartial and finishRun, which opens a
  // blank page and injects axe a second time for every check; and only the violations collected, which
  // is all the test reads. Together a check of the home page went from 4.6 s to 1.4 s. Legacy mode
  // leaves out frames of other origins: the shop frames only its own payment page.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  if (soft) expect.soft(violations, message).toEqual([]);
  else expect(violations, message).toEqual([]);
}

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

/**
 * The site's sitemap as a search engine reads it: each sitemap `/sitemap-index.xml` lists (the build
 * writes one per build process), read in turn and returned together.
 */
export async function readSitemap(request: APIRequestContext): Promise<{ index: string; xml: string }> {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const files = [...index.matchAll(/<loc>[^<]*?(\/sitemap-[^<]*\.xml)<\/loc>/g)].map((m) => m[1] ?? '');
  expect(files.length).toBeGreaterThan(0);
  const parts = await Promise.all(files.map(async (f) => (await request.get(f)).text()));
  return { index, xml: parts.join('\n') };
}
