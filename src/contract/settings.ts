/**
 * The shopper's settings and the store as the API answers them: GET /settings (currencies, language,
 * branches, cookie choice) and GET /store (the store's identity and the shop settings).
 */
import type { CookieConsent } from '../domain/cookie-consent.ts';
import type { Locale } from '../domain/locale.ts';
import type { ShopSettings } from '../domain/settings.ts';

/** GET /settings: currencies, the shopper's currency and language, branches, cookie choice. */
export interface ShopperSettings {
  defaultCurrency: { id: number; code: string } | null;
  userCurrency: { id: number; code: string } | null;
  currencies: { id: number; code: string; name: string; exchangeRate: number }[];
  activeLocale: Locale;
  languages: readonly Locale[];
  branch: number | null;
  branches: { id: number; name: string }[];
  cookiesAccepted: boolean;
  /** The cookie notice's answer: 'all' (Kabul Et), 'necessary' (Reddet), null while unanswered. */
  cookieConsent: CookieConsent | null;
}

/** GET /store: the store's identity with the seller's legal data, and the shop settings (nothing secret). */
export interface ShopInfo {
  store: {
    name: string;
    url: string;
    whatsapp: string;
    whatsappControl: boolean;
    socialMedia: string;
    /** The seller as the agreements name it. */
    seller: Seller;
  } | null;
  settings: ShopSettings;
}

/** The merchant's legal details, as the agreements and the legal pages name them; '' for what the store settings leave empty. */
export interface Seller {
  legalName: string;
  address: string;
  phone: string;
  email: string;
  mersisNo: string;
  taxOffice: string;
  taxNumber: string;
}

/** POST /settings (SPEC §7): one choice as JSON, the currency's id, the branch's id or the language. */
export interface SettingChange {
  key: 'defaultCurrency' | 'branch' | 'locale';
  value: number | string;
}

/** POST /cookies: the notice's answer as JSON ('all' for Kabul Et, 'necessary' for Reddet); no body accepts. */
export interface CookiesBody {
  consent: CookieConsent;
}
