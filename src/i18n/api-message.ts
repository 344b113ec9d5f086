import type { Locale } from './index.ts';
import { apiTexts } from './texts/api.ts';
import { authTexts } from './texts/auth.ts';
import { commonTexts } from './texts/common.ts';
import { validationTexts } from './texts/validation.ts';

// The sections the API's messages come from: error.messages.type is always their Turkish text.
const sections = [authTexts, apiTexts, validationTexts, commonTexts] as const;

/**
 * An API message in the page's language: the API answers in Turkish, so on an English page the
 * Turkish text is looked up and its English twin shown; an unknown text is shown as it came.
 */
export function apiMessageIn(locale: Locale, message: string): string {
  if (locale === 'tr') return message;
  for (const section of sections) {
    const tr = section.tr as Readonly<Record<string, string>>;
    const en = section.en as Readonly<Record<string, string>>;
    for (const key of Object.keys(tr)) if (tr[key] === message) return en[key] ?? message;
  }
  return message;
}
