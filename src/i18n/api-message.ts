import type { Locale } from './index.ts';
import { apiTexts } from './texts/api.ts';
import { authTexts } from './texts/auth.ts';
import { commonTexts } from './texts/common.ts';
import { orderTexts } from './texts/orders.ts';
import { reviewTexts } from './texts/reviews.ts';
import { validationTexts } from './texts/validation.ts';

/** A dictionary section as defineTexts makes it: the same keys in Turkish and English. */
interface Section {
  readonly tr: object;
  readonly en: object;
}

/**
 * A translator of API messages from the given sections: the API answers in Turkish, so on an English
 * page the Turkish text is looked up and its English twin shown; an unknown text is shown as it came.
 */
export function apiMessageTranslator(sections: readonly Section[]) {
  return (locale: Locale, message: string): string => {
    if (locale === 'tr') return message;
    for (const section of sections) {
      const tr = section.tr as Readonly<Record<string, string>>;
      const en = section.en as Readonly<Record<string, string>>;
      for (const key of Object.keys(tr)) if (tr[key] === message) return en[key] ?? message;
    }
    return message;
  };
}

/** An API message of the sign-in, validation, order, review and common sections in the page's language. */
export const apiMessageIn = apiMessageTranslator([
  authTexts,
  apiTexts,
  validationTexts,
  orderTexts,
  reviewTexts,
  commonTexts,
]);
