import { type Locale, t } from '../i18n/index.ts';

/** A failed API call: its HTTP status and the parsed answer (the spec's error shape, usually). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly data: unknown;
  constructor(statusCode: number, data: unknown) {
    super(`API answered ${statusCode}`);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.data = data;
  }
}

/**
 * The API's own text of a failed call (error.messages.type: Turkish on every page), else the
 * technical error. The cart, the add button, the wishlist heart, the branch choice and the payment
 * frame show it so; anything new shows errorMessage (src/stores/error-message.ts), in the page's
 * language.
 */
export function serverErrorMessage(err: unknown, locale: Locale): string {
  if (err instanceof ApiError) {
    const type = (err.data as { error?: { messages?: { type?: unknown } } } | undefined)?.error?.messages
      ?.type;
    if (typeof type === 'string' && type) return type;
  }
  return t(locale, 'common.technicalError');
}
