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

/** What a call sends: a form (URLSearchParams, FormData) as it is, any other object as JSON. */
export interface ApiInit {
  method?: string;
  body?: URLSearchParams | FormData | object;
  signal?: AbortSignal;
}

/**
 * The one HTTP client every island uses: the live /api/catalog API on the same origin, on the
 * platform's fetch. Resolves with the parsed JSON answer; a non-2xx answer rejects with ApiError,
 * a network failure or an abort with fetch's own error.
 */
export async function api<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
  const { body } = init;
  const form = body instanceof URLSearchParams || body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  const res = await fetch(`/api/catalog${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    signal: init.signal ?? null,
  });
  const text = await res.text();
  let data: unknown = text;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  if (!res.ok) throw new ApiError(res.status, data);
  return data as T;
}

/**
 * The API's own text of a failed call (error.messages.type: Turkish on every page), else the
 * technical error. The cart, the add button, the wishlist heart, the branch choice and the payment
 * frame show it so; anything new shows errorMessage (error-message.ts), in the page's language.
 */
export function serverErrorMessage(err: unknown, locale: Locale): string {
  if (err instanceof ApiError) {
    const type = (err.data as { error?: { messages?: { type?: unknown } } } | undefined)?.error?.messages
      ?.type;
    if (typeof type === 'string' && type) return type;
  }
  return t(locale, 'common.technicalError');
}
