import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../src/client/api-error.ts';
import { api } from '../../src/client/http.ts';
import { errorKey, errorMessage } from '../../src/stores/error-message.ts';

function answer(status: number, body: string) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the islands’ API client', () => {
  test('calls /api/catalog on the same origin and resolves with the JSON answer', async () => {
    const fetch = answer(200, '{"items":[1,2]}');
    await expect(api('/cart')).resolves.toEqual({ items: [1, 2] });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/catalog/cart');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
  });

  test('sends a form as it is and any other object as JSON', async () => {
    const fetch = answer(201, '{}');
    const form = new URLSearchParams({ quantity: '2' });
    await api('/cart/7', { method: 'POST', body: form });
    const [, formInit] = fetch.mock.calls[0] ?? [];
    expect(formInit).toMatchObject({ method: 'POST', body: form });
    expect(formInit?.headers).not.toHaveProperty('content-type');
    await api('/settings', { method: 'POST', body: { key: 'locale', value: 'en' } });
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({
      body: '{"key":"locale","value":"en"}',
      headers: { 'content-type': 'application/json' },
    });
  });

  test('an error answer rejects with its status and the spec’s message, shown to the shopper', async () => {
    answer(409, '{"error":{"messages":{"type":"Bu üründen 3 adet bulunmamaktadır!"}}}');
    const err = await api('/cart/7', { method: 'POST' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).statusCode).toBe(409);
    expect(errorMessage(err, 'tr')).toBe('Bu üründen 3 adet bulunmamaktadır!');
  });

  test("an error's key gives the page's own text; the API's text is there as it came", async () => {
    answer(
      409,
      '{"error":{"messages":{"type":"Bu üründen 3 adet bulunmamaktadır!"},"key":"stock.notEnough"}}',
    );
    const err = await api('/cart/7', { method: 'POST' }).catch((e: unknown) => e);
    expect(errorKey(err)).toBe('stock.notEnough');
    expect(errorMessage(err, 'en')).toBe('3 units of this product are not available!');
    expect(errorMessage(err, 'tr')).toBe('Bu üründen 3 adet bulunmamaktadır!');
  });

  test('a network failure or an answer without the error shape shows the technical error', async () => {
    answer(500, 'Internal Server Error');
    expect(errorMessage(await api('/cart').catch((e: unknown) => e), 'tr')).toBe(
      'Teknik bir hata yaşandı. Lütfen daha sonra tekrar deneyin.',
    );
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(errorMessage(await api('/cart').catch((e: unknown) => e), 'en')).toBe(
      'A technical error occurred. Please try again later.',
    );
  });
});
