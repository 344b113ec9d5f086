import { apiMessageTranslator } from '../../../i18n/api-message.ts';
import type { Locale } from '../../../i18n/index.ts';
import { checkoutTexts } from '../../../i18n/texts/checkout.ts';
import { checkoutPaymentTexts } from '../../../i18n/texts/checkout-payment.ts';
import { paymentTexts } from '../../../i18n/texts/payment.ts';
import { ApiError, errorMessage } from '../../../stores/api-client.ts';

/** The Turkish text the API answers when no delivery or invoice address is chosen. */
const ADDRESS_REQUIRED = checkoutTexts.tr['checkout.addressRequired'];

/** An API message of the checkout in the page's language (the API answers in Turkish). */
export const checkoutMessageIn = apiMessageTranslator([checkoutTexts, checkoutPaymentTexts, paymentTexts]);

/** What a failed checkout call means for the page. */
export interface CheckoutFailure {
  /** 'login' for a 401, 'address' when no address is chosen, 'changed' for a 409, else 'other'. */
  kind: 'login' | 'address' | 'changed' | 'other';
  /** The message to show, in the page's language (the technical error for a network failure). */
  message: string;
}

/** Reads a failed call: the spec's error.messages.type, else the technical-error message. */
export function checkoutFailure(err: unknown, locale: Locale): CheckoutFailure {
  const message = errorMessage(err, locale);
  const status = err instanceof ApiError ? err.statusCode : 0;
  const kind =
    status === 401
      ? 'login'
      : status === 409
        ? 'changed'
        : message === ADDRESS_REQUIRED
          ? 'address'
          : 'other';
  return { kind, message: checkoutMessageIn(locale, message) };
}
