/**
 * The card checks' messages as the payment pages and the payment frame show them, and the locale
 * those pages print amounts in.
 */
import { formatAmount } from '../../../domain/money.ts';
import type { CardFormErrorKey } from '../../../domain/payment/card-validation.ts';
import { MAX_FREE_AMOUNT } from '../../../domain/payment/free-amount.ts';
import { type Locale, t } from '../../../i18n/index.ts';

/** The locale the payment pages print amounts in ('1.234,56' in Turkish, '1,234.56' in English). */
export const amountLocale = (locale: Locale) => (locale === 'tr' ? 'tr-TR' : 'en-GB');

/** A card check's message in the page's language (the free amount's maximum named in it). */
export function cardAlertText(locale: Locale, key: CardFormErrorKey): string {
  return t(locale, key, { max: formatAmount(MAX_FREE_AMOUNT, amountLocale(locale)) });
}
