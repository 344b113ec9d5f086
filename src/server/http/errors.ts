import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorKey } from '../../contract/errors.ts';
import { t } from '../../i18n/index.ts';

/**
 * The one error body of the API: the spec's shape { error: { messages: { type: '<Turkish text>' } } }
 * and the error's key beside its messages (src/contract/errors.ts).
 */
export function errorBody(key: ErrorKey, params?: object): ErrorBody {
  return { error: { messages: { type: t('tr', key, params) }, key } };
}

/** Answers an error: the status, and the body of the key's Turkish text with its {values}. */
export function apiError(c: Context, status: ContentfulStatusCode, key: ErrorKey, params?: object) {
  return c.json(errorBody(key, params), status);
}
