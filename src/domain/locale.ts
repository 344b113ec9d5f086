/**
 * The shop's locales (SPEC §4 "Locale"): Turkish first, with no URL prefix, and English under /en.
 * The domain owns them, so its rules can speak of a locale without depending on the dictionaries;
 * src/i18n re-exports them for the rest of the code.
 */

/** The shop's locales: Turkish first (no URL prefix), English under /en. */
export const locales = ['tr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'tr';
