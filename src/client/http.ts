/**
 * The raw HTTP client under the typed clients of this folder (cart.ts, orders.ts, …): only
 * src/client imports it (npm run lint:layers). An island or a store calls the API through the
 * typed function of its resource, which names the path, builds the body from the contract's form
 * fields (`new URLSearchParams(Object.entries(fields))`) and answers the contract's type.
 */
import { ApiError } from './api-error.ts';

/** What a call sends: a form (URLSearchParams, FormData) as it is, any other object as JSON. */
export interface ApiInit {
  method?: string;
  body?: URLSearchParams | FormData | object;
  signal?: AbortSignal;
}

/**
 * The live /api/catalog API on the same origin, on the platform's fetch. Resolves with the parsed
 * JSON answer; a non-2xx answer rejects with ApiError, a network failure or an abort with fetch's
 * own error.
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
