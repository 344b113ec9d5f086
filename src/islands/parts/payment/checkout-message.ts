import { ApiError } from '../../../client/api-error.ts';
import type { FrameReply } from '../../../contract/payment-frame.ts';
import { errorText } from '../../../i18n/error-text.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { errorKey, errorMessage } from '../../../stores/error-message.ts';

/** What a failed checkout call means for the page. */
export interface CheckoutFailure {
  /** 'login' for a 401, 'address' when no address is chosen, 'changed' for a 409, else 'other'. */
  kind: 'login' | 'address' | 'changed' | 'other';
  /** The message to show, in the page's language (the technical error for a network failure). */
  message: string;
}

/** Reads a failed call by its status and error key; its message in the page's language, else the technical error. */
export function checkoutFailure(err: unknown, locale: Locale): CheckoutFailure {
  const status = err instanceof ApiError ? err.statusCode : 0;
  const kind =
    status === 401
      ? 'login'
      : status === 409
        ? 'changed'
        : errorKey(err) === 'checkout.addressRequired'
          ? 'address'
          : 'other';
  return { kind, message: errorMessage(err, locale) };
}

/** The message of the payment frame's failure in the page's language: by its error key, else its text. */
export function frameFailureMessage(reply: FrameReply, locale: Locale): string {
  return reply.error ? errorText(locale, reply.errorKey, reply.error) : t(locale, 'common.technicalError');
}
