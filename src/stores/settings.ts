import { atom, onMount } from 'nanostores';
import { postCookieAnswer, postSetting, readSettings } from '../client/settings.ts';
import type { ShopperSettings } from '../contract/settings.ts';
import { BROWSER_STORAGE, type CookieConsent, consentAllows } from '../domain/cookie-consent.ts';
import type { Locale } from '../i18n/index.ts';

/** The shopper's settings (null until the API has answered). */
export const $settings = atom<ShopperSettings | null>(null);

/** Loads the settings; failures are silent (the islands then show the built prices). */
export async function loadSettings(): Promise<void> {
  try {
    $settings.set(await readSettings());
  } catch {
    // keep the built page as it is
  }
}

/** Stores one of the shopper's choices on the server (POST /settings {key, value}). */
export async function saveSetting(
  key: 'defaultCurrency' | 'branch' | 'locale',
  value: number | string,
): Promise<void> {
  await postSetting({ key, value });
}

/** Chooses the currency prices show in, then re-reads the settings so every price island follows. */
export async function chooseCurrency(currencyId: number): Promise<void> {
  await saveSetting('defaultCurrency', currencyId);
  await loadSettings();
}

/**
 * Changes the language (SPEC §4): stores it on the server, then loads the page at url (the same
 * page in that locale). Choosing the current language does nothing. The page still changes when
 * storing fails: the URL carries the language.
 */
export async function chooseLocale(current: Locale, target: Locale, url: string): Promise<void> {
  if (target === current) return;
  try {
    await saveSetting('locale', target);
  } catch {
    // the URL is enough to show the page in that language
  }
  window.location.assign(url);
}

/** Removes what the browser kept of the categories an answer does not allow ('Reddet' after an earlier 'Kabul Et'). */
function forgetRefused(consent: CookieConsent): void {
  for (const item of BROWSER_STORAGE) {
    if (item.kind === 'cookie' || consentAllows(consent, item.category)) continue;
    try {
      for (const name of item.names) window[item.kind].removeItem(name);
    } catch {
      // no storage: nothing was kept
    }
  }
}

/**
 * Answers the cookie notice for good (SPEC §4, KVKK Çerez Rehberi): hidden at once, the answer
 * ('all' for Kabul Et, 'necessary' for Reddet) recorded by POST /cookies for the session.
 */
export async function answerCookies(consent: CookieConsent): Promise<void> {
  const current = $settings.get();
  if (current) $settings.set({ ...current, cookiesAccepted: true, cookieConsent: consent });
  forgetRefused(consent);
  try {
    await postCookieAnswer({ consent });
  } catch {
    // the notice stays closed on this page; it shows again on the next one
  }
}

onMount($settings, () => {
  if ($settings.get() === null) void loadSettings();
});
