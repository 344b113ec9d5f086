/**
 * How the two documents write what they are filled with: texts in the document's language, numbers,
 * percents and money in its locale, and a dash for a field left empty (never a blank a reader could
 * take for a missing line).
 */
import type { Locale } from '../locale.ts';
import type { AgreementTextKey, AgreementTranslator } from './agreement-text-keys.ts';

/** A document's text function: a dictionary text in the document's language. */
export type Text = (key: AgreementTextKey, params?: object) => string;

/** The text function of a document in this locale, from the translator the caller hands in. */
export function documentText(locale: Locale, translate: AgreementTranslator): Text {
  return (key, params) => translate(locale, key, params);
}

/** The number locale a document in this language writes amounts in. */
export function numberLocale(locale: Locale): string {
  return locale === 'tr' ? 'tr-TR' : 'en-GB';
}

/** A decimal percent as the locale writes it: '10.00' → '10', '2.25' → '2,25' in Turkish. */
export function percentNumber(rate: string, locale: Locale): string {
  const n = Number(rate);
  const text = Number.isFinite(n) ? String(n) : rate.trim();
  return locale === 'tr' ? text.replace('.', ',') : text;
}

/** A field's value, or the dash of an empty field. */
export function orEmpty(text: Text, value: string): string {
  const v = value.trim();
  return v === '' ? text('agreements.empty') : v;
}
