import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  BROWSER_STORAGE,
  categoriesInUse,
  consentAllows,
  consentOfAnswer,
  consentOfRecord,
  namesAllowed,
  type StorageItem,
} from '../../src/domain/cookie-consent.ts';

describe('reading the cookie answer', () => {
  test('an unanswered notice is no consent; Kabul Et is all; Reddet is the strictly necessary only', () => {
    expect(consentOfRecord(null)).toBeNull();
    expect(consentOfRecord({ cookiesAccepted: false, cookieConsent: null })).toBeNull();
    expect(consentOfRecord({ cookiesAccepted: true, cookieConsent: 'all' })).toBe('all');
    expect(consentOfRecord({ cookiesAccepted: true, cookieConsent: 'necessary' })).toBe('necessary');
  });

  test('a record from before the choice existed was an acceptance', () => {
    expect(consentOfRecord({ cookiesAccepted: true, cookieConsent: null })).toBe('all');
  });

  test('POST /cookies: no body accepts (SPEC §7), { consent } answers, anything else is refused', () => {
    expect(consentOfAnswer(undefined)).toBe('all');
    expect(consentOfAnswer({ consent: 'all' })).toBe('all');
    expect(consentOfAnswer({ consent: 'necessary' })).toBe('necessary');
    for (const bad of [null, 'necessary', [], {}, { consent: 'analytics' }, { consent: 'all', x: 1 }])
      expect(consentOfAnswer(bad)).toBeNull();
  });

  test('the strictly necessary is always allowed; any other category only after Kabul Et', () => {
    for (const consent of [null, 'necessary', 'all'] as const)
      expect(consentAllows(consent, 'necessary')).toBe(true);
    for (const category of ['functional', 'analytics', 'marketing'] as const) {
      expect(consentAllows(null, category)).toBe(false);
      expect(consentAllows('necessary', category)).toBe(false);
      expect(consentAllows('all', category)).toBe(true);
    }
  });

  test('a rejected category’s names are not among those the shop may write', () => {
    const items: StorageItem[] = [
      ...BROWSER_STORAGE,
      {
        name: 'shop.recent',
        names: ['shop.recent'],
        kind: 'localStorage',
        category: 'functional',
        purpose: 'orderNote',
        lifetime: 'tab',
      },
    ];
    expect(namesAllowed('necessary', items)).not.toContain('shop.recent');
    expect(namesAllowed(null, items)).not.toContain('shop.recent');
    expect(namesAllowed('all', items)).toContain('shop.recent');
    expect(categoriesInUse(items)).toEqual(['necessary', 'functional']);
  });
});

// The cookie policy prints BROWSER_STORAGE: every key the code writes must be in it, with its category.
const SRC = join(import.meta.dirname, '../../src');
function sourceFiles(): [string, string][] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(?:ts|tsx|astro)$/.test(f))
    .map((f) => [f, readFileSync(join(SRC, f), 'utf8')]);
}

describe('the shop’s browser storage', () => {
  test('the policy lists the categories in use; Reddet leaves out the list view choice', () => {
    expect(categoriesInUse()).toEqual(['necessary', 'functional']);
    expect(namesAllowed('necessary').sort()).toEqual(['__Host-sid', 'shop.orderDescription', 'sid']);
    expect(namesAllowed(null).sort()).toEqual(namesAllowed('necessary').sort());
    expect(namesAllowed('all')).toContain('shop.listView');
  });

  test('every module that writes a cookie or browser storage is one the list knows of', () => {
    const writers = sourceFiles()
      .filter(([, text]) =>
        /\b(?:(?:localStorage|sessionStorage)\.setItem|document\.cookie\s*=[^=]|setCookie\s*\(|indexedDB\.open)/.test(
          text,
        ),
      )
      .map(([file]) => file.replaceAll('\\', '/'))
      .sort();
    // session.ts writes the session cookie, order-note.ts the order note, list-view.ts the list view
    // (only where the consent allows it); nothing else stores anything in a shopper's browser.
    // staff-sessions.ts writes the staff session cookie, only in the browser of a staff member who
    // signs in to the back office: not a shopper's, so not in the shoppers' cookie policy.
    expect(writers).toEqual([
      'server/admin/staff-sessions.ts',
      'server/auth/session.ts',
      'stores/list-view.ts',
      'stores/order-note.ts',
    ]);
    expect(readFileSync(join(SRC, 'server/admin/staff-sessions.ts'), 'utf8')).toContain(
      "STAFF_COOKIE = 'staff'",
    );
    const listView = readFileSync(join(SRC, 'stores/list-view.ts'), 'utf8');
    expect(listView).toContain("STORAGE_KEY = 'shop.listView'");
    expect(listView).toContain("'functional')) return;");
    expect(readFileSync(join(SRC, 'server/auth/session.ts'), 'utf8')).toContain("SESSION_COOKIE = 'sid'");
    const note = readFileSync(join(SRC, 'stores/order-note.ts'), 'utf8');
    expect(note).toContain("STORAGE_KEY = 'shop.orderDescription'");
    const names = BROWSER_STORAGE.flatMap((i) => i.names);
    expect(names).toEqual(expect.arrayContaining(['sid', '__Host-sid', 'shop.orderDescription']));
  });
});
