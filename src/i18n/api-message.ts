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

// The {name} values of a message made from a template with placeholders, or undefined when it is not.
function templateValues(template: string, message: string): Record<string, string> | undefined {
  if (!template.includes('{')) return undefined;
  const names: string[] = [];
  const pattern = template
    .split(/\{(\w+)\}/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return '(.+?)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(message);
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) : undefined;
}

/**
 * A translator of API messages from the given sections: the API answers in Turkish, so on an English
 * page the Turkish text is looked up (a text with {placeholders} by its pattern, the values carried
 * over) and its English twin shown; an unknown text is shown as it came.
 */
export function apiMessageTranslator(sections: readonly Section[]) {
  return (locale: Locale, message: string): string => {
    if (locale === 'tr') return message;
    for (const section of sections) {
      const tr = section.tr as Readonly<Record<string, string>>;
      const en = section.en as Readonly<Record<string, string>>;
      for (const key of Object.keys(tr)) {
        const template = tr[key] ?? '';
        if (template === message) return en[key] ?? message;
        const values = templateValues(template, message);
        if (values && en[key]) return en[key].replace(/\{(\w+)\}/g, (m, name: string) => values[name] ?? m);
      }
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
