import { atom, onMount } from 'nanostores';
import type { Locale } from '../i18n/index.ts';
import { api } from './api-client.ts';

/** GET /api/catalog/settings: currencies, the shopper's currency and language, branches, cookie choice. */
export interface ShopperSettings {
  defaultCurrency: { id: number; code: string } | null;
  userCurrency: { id: number; code: string } | null;
  currencies: { id: number; code: string; name: string; exchangeRate: number }[];
  activeLocale: Locale;
  languages: readonly Locale[];
  branch: number | null;
  branches: { id: number; name: string }[];
  cookiesAccepted: boolean;
}

/** The shopper's settings (null until the API has answered). */
export const $settings = atom<ShopperSettings | null>(null);

/** Loads the settings; failures are silent (the islands then show the built prices). */
export async function loadSettings(): Promise<void> {
  try {
    $settings.set(await api<ShopperSettings>('/settings'));
  } catch {
    // keep the built page as it is
  }
}

/** Stores one of the shopper's choices on the server (POST /settings {key, value}). */
export async function saveSetting(
  key: 'defaultCurrency' | 'branch' | 'locale',
  value: number | string,
): Promise<void> {
  await api('/settings', { method: 'POST', body: { key, value } });
}

onMount($settings, () => {
  if ($settings.get() === null) void loadSettings();
});
