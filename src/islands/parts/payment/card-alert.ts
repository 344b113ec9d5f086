/**
 * What the card checks' messages name, as the payment pages and the payment frame show them, and
 * the locale those pages print amounts in.
 */
import { formatAmount } from '../../../domain/money.ts';
import { MAX_FREE_AMOUNT } from '../../../domain/payment/free-amount.ts';
import type { Locale } from '../../../i18n/index.ts';

/** The locale the payment pages print amounts in ('1.234,56' in Turkish, '1,234.56' in English). */
export const amountLocale = (locale: Locale) => (locale === 'tr' ? 'tr-TR' : 'en-GB');

/** The values a card check's message names: the free amount's maximum ({max}), as the page prints amounts. */
export const cardAlertValues = (locale: Locale) => ({
  max: formatAmount(MAX_FREE_AMOUNT, amountLocale(locale)),
});
