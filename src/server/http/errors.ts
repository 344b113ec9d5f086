import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type TextKey, t } from '../../i18n/index.ts';

/** The spec's error shape: { error: { messages: { type: '<Turkish message>' } } }. */
export interface ApiError {
  error: { messages: { type: string } };
}

/** The error body for a message text. */
export function errorBody(text: string): ApiError {
  return { error: { messages: { type: text } } };
}

/** Answers with the spec's error shape and the Turkish text of a dictionary key. */
export function apiError(c: Context, status: ContentfulStatusCode, key: TextKey, params?: object) {
  return c.json(errorBody(t('tr', key, params)), status);
}
