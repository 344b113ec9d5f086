/** The shopper's settings (GET/POST /settings, POST /cookies), answering src/contract/settings.ts's types. */
import type { CookiesBody, SettingChange, ShopperSettings } from '../contract/settings.ts';
import { api } from './http.ts';

/** GET /settings: currencies, the shopper's currency and language, branches, cookie choice. */
export function readSettings(): Promise<ShopperSettings> {
  return api<ShopperSettings>('/settings');
}

/** POST /settings {key, value}: stores one of the shopper's choices on the server. */
export async function postSetting(change: SettingChange): Promise<void> {
  await api('/settings', { method: 'POST', body: change });
}

/** POST /cookies {consent}: records the cookie notice's answer for the session. */
export async function postCookieAnswer(body: CookiesBody): Promise<void> {
  await api('/cookies', { method: 'POST', body });
}
