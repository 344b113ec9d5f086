import { ApiError } from '../client/api-error.ts';
import type { ErrorKey } from '../contract/errors.ts';
import { errorText } from '../i18n/error-text.ts';
import { type Locale, t } from '../i18n/index.ts';

/** The spec's error of an answer (its Turkish text and its key), or undefined when it has none. */
function errorOf(data: unknown): { type: string; key: string | undefined } | undefined {
  const error = (data as { error?: { messages?: { type?: unknown }; key?: unknown } } | undefined)?.error;
  const type = error?.messages?.type;
  if (typeof type !== 'string' || !type) return undefined;
  return { type, key: typeof error?.key === 'string' ? error.key : undefined };
}

/**
 * The error key of a failed call (src/contract/errors.ts), what a page decides by, never the text;
 * undefined for a network failure or an answer without one. A key this build does not know (a newer
 * server) is passed on as it came.
 */
export function errorKey(err: unknown): ErrorKey | undefined {
  return err instanceof ApiError ? (errorOf(err.data)?.key as ErrorKey | undefined) : undefined;
}

/** The message of an answer's error in the page's language, by its key; undefined when it is not an error. */
export function answerErrorMessage(data: unknown, locale: Locale): string | undefined {
  const error = errorOf(data);
  return error && errorText(locale, error.key, error.type);
}

/** The shopper-facing message of a failed call in the page's language (by its key), else the technical error. */
export function errorMessage(err: unknown, locale: Locale): string {
  return (
    (err instanceof ApiError && answerErrorMessage(err.data, locale)) || t(locale, 'common.technicalError')
  );
}
