import { FetchError, ofetch } from 'ofetch';
import { type Locale, t } from '../i18n/index.ts';

/** The one HTTP client every island uses: the live /api/catalog API on the same origin. */
export const api = ofetch.create({ baseURL: '/api/catalog', credentials: 'same-origin', retry: 0 });

/** The shopper-facing message of a failed call: the spec's error.messages.type, else the technical error. */
export function errorMessage(err: unknown, locale: Locale): string {
  if (err instanceof FetchError) {
    const type = (err.data as { error?: { messages?: { type?: unknown } } } | undefined)?.error?.messages
      ?.type;
    if (typeof type === 'string' && type) return type;
  }
  return t(locale, 'common.technicalError');
}
