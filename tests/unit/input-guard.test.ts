import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { t } from '../../src/i18n/index.ts';
import { createApi } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import type { AppEnv } from '../../src/server/http/app-env.ts';
import { inputGuard } from '../../src/server/http/input-guard.ts';
import { MAX_BODY_BYTES, MAX_FIELDS, MAX_TEXT_LENGTH } from '../../src/server/http/input-rules.ts';

// The guard in front of a few routes of the real table (route-inputs.ts); each route answers what
// it was handed, so a test sees both the refusal and what a handler would read.
const BASE = '/api/catalog';
const app = new Hono<AppEnv>().basePath(BASE);
app.use(inputGuard(BASE));
const echo = (c: { var: AppEnv['Variables']; json: (v: unknown) => Response }) => c.json(c.var.input);
app.post('/auth/login', echo);
app.post('/comment', echo);
app.post('/address', echo);
app.patch('/cart/:productId', echo);
app.post('/payment', echo);
app.post('/cookies', echo);
app.post('/auth/logout', echo);
app.get('/products/*', echo);
app.get('/orders/:id', echo);

const INVALID = t('tr', 'api.invalidText');
const TOO_LARGE = t('tr', 'api.bodyTooLarge');
const UNSUPPORTED = t('tr', 'api.unsupportedMediaType');

async function call(path: string, init: RequestInit = {}) {
  const res = await app.request(`http://shop.test${BASE}${path}`, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}
const message = (body: Record<string, unknown>) =>
  (body as { error?: { messages?: { type?: string } } }).error?.messages?.type;

function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields) };
}
function multipart(fields: Record<string, string | Blob>): RequestInit {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return { method: 'POST', body: data };
}
function json(value: unknown, method = 'POST', type = 'application/json'): RequestInit {
  return { method, body: JSON.stringify(value), headers: { 'content-type': type } };
}
function raw(body: string | Uint8Array<ArrayBuffer>, type: string, method = 'POST'): RequestInit {
  return { method, body, headers: { 'content-type': type } };
}

describe('control characters and broken text are refused with 400, wherever they are', () => {
  test.each([
    ['a NUL in a path segment', '/orders/1%002'],
    ['a C1 control (NEL) in a path segment', '/orders/%C2%85'],
    ['a NUL in the search', '/products/search?q=%00'],
    ['a NUL in the brand', '/products/search?brand=a%00'],
    ['a tab in a query value', '/products/search?q=a%09b'],
    ['a DEL in a query name', '/products/search?a%7F=1'],
    ['an encoded lone surrogate', '/products/search?q=%ED%A0%80'],
    ['percent-encoding that is not UTF-8', '/products/search?q=%FF'],
    ['a stray percent sign', '/products/search?q=50%'],
  ])('%s', async (_, path) => {
    const res = await call(path);
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe(INVALID);
  });

  test('Turkish text, spaces and encoded slashes pass', async () => {
    expect((await call('/products/search?q=%C4%B0stanbul+%C3%A7anta&brand=a%2Fb')).status).toBe(200);
    expect((await call('/orders/SP260101000001')).status).toBe(200);
  });

  test.each([
    ['urlencoded', form({ email: 'a\u0000@ornek.com.tr' })],
    ['urlencoded, a control in a name', form({ 'e\u0001mail': 'a@ornek.com.tr' })],
    ['urlencoded, a line feed in a one-line field', form({ email: 'a@ornek.com.tr\n' })],
    ['multipart', multipart({ email: 'a\u001b@ornek.com.tr' })],
    [
      'urlencoded bytes that are not UTF-8',
      raw(new Uint8Array([0x65, 0x3d, 0xff]), 'application/x-www-form-urlencoded'),
    ],
  ])('in a form field: %s', async (_, init) => {
    const res = await call('/auth/login', init);
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe(INVALID);
  });

  test('a multi-line field takes tabs and line breaks, but no other control', async () => {
    const text = 'İlk satır\r\n\tikinci satır\n';
    const ok = await call('/comment', form({ comment_description: text, comment_title: 'Güzel' }));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ kind: 'form', fields: { comment_description: text, comment_title: 'Güzel' } });
    expect((await call('/comment', form({ comment_title: 'a\nb' }))).status).toBe(400);
    expect((await call('/comment', form({ comment_description: 'a\u0000b' }))).status).toBe(400);
    const address = multipart({ property_address: 'Moda Cad.\nNo: 12', property_name: 'Ali' });
    expect((await call('/address', address)).status).toBe(200);
  });

  test.each([
    ['a NUL at the top', { quantity: 'a\u0000' }],
    ['a control three levels down', { a: { b: [{ c: 'x\u0007' }] } }],
    ['a control in a name', { 'qu\u0000antity': 1 }],
    ['a lone surrogate', { unit: '\ud800' }],
    ['a line feed outside a multi-line field', { description: { text: 'a\nb' } }],
  ])('in JSON: %s', async (_, value) => {
    const res = await call('/cart/1', json(value, 'PATCH'));
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe(INVALID);
  });

  test('the payment note may hold line breaks in JSON and in a form', async () => {
    const asJson = await call('/payment', json({ description: 'Kapıya\nbırakın', amount: 12.5 }));
    expect(asJson.body).toEqual({ kind: 'json', value: { description: 'Kapıya\nbırakın', amount: 12.5 } });
    expect((await call('/payment', form({ description: 'Kapıya\nbırakın' }))).status).toBe(200);
  });

  test('a header value with a control character', async () => {
    const res = await call('/products/search', { headers: { cookie: 'sid=a\u0001b' } });
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe(INVALID);
  });
});

describe('bodies over the limit are refused with 413 before they are read', () => {
  test('a declared length over the limit, with nothing read', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const res = await call('/auth/login', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(500 * 1024 * 1024),
      },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(message(res.body)).toBe(TOO_LARGE);
    expect(res.headers.get('connection')).toBe('close');
    // The stream may be primed once by the platform, never drained.
    expect(pulled).toBeLessThanOrEqual(2);
  });

  test('a streamed body stops being read one chunk past the limit', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
      },
    });
    const res = await call('/auth/login', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThanOrEqual(MAX_BODY_BYTES + 3 * 16 * 1024);
  });

  test('a JSON body of exactly the limit is read, one byte more is not', async () => {
    const value = JSON.stringify({ quantity: 2 });
    const exact = value + ' '.repeat(MAX_BODY_BYTES - value.length);
    expect((await call('/cart/1', raw(exact, 'application/json', 'PATCH'))).status).toBe(200);
    const over = await call('/cart/1', raw(`${exact} `, 'application/json', 'PATCH'));
    expect(over.status).toBe(413);
  });
});

describe('a body of a type the call does not take is refused with 415', () => {
  test.each([
    ['JSON to a form call', '/auth/login', json({ email: 'a@ornek.com.tr' })],
    ['a form to a JSON call', '/cart/1', { ...form({ quantity: '2' }), method: 'PATCH' }],
    ['text to a form call', '/auth/login', raw('email=a', 'text/plain')],
    ['XML to a JSON call', '/cart/1', raw('<quantity>2</quantity>', 'application/xml', 'PATCH')],
    [
      'JSON in another charset',
      '/cart/1',
      json({ quantity: 2 }, 'PATCH', 'application/json; charset=latin1'),
    ],
    ['a body to a call that takes none', '/auth/logout', json({ accepted: true })],
    ['a form to a call that takes none', '/auth/logout', form({ accepted: '1' })],
    ['a form to the cookie answer, which takes JSON', '/cookies', form({ consent: 'necessary' })],
  ])('%s', async (_, path, init) => {
    const res = await call(path, init);
    expect(res.status).toBe(415);
    expect(message(res.body)).toBe(UNSUPPORTED);
  });

  test('a body with no type at all', async () => {
    const body = new TextEncoder().encode('email=a');
    const res = await call('/auth/login', { method: 'POST', body });
    expect(res.status).toBe(415);
  });

  test('an empty body passes whatever its type: the spec posts some calls without fields', async () => {
    expect((await call('/cookies', { method: 'POST' })).body).toEqual({ kind: 'empty' });
    expect((await call('/cookies', raw('', 'text/plain'))).status).toBe(200);
    expect((await call('/auth/login', raw('', 'application/json'))).body).toEqual({ kind: 'empty' });
  });

  test('each call takes its own kinds, charset utf-8 included', async () => {
    expect((await call('/auth/login', form({ email: 'a@ornek.com.tr' }))).body).toEqual({
      kind: 'form',
      fields: { email: 'a@ornek.com.tr' },
    });
    expect((await call('/address', multipart({ property_name: 'Ayşe' }))).body).toEqual({
      kind: 'form',
      fields: { property_name: 'Ayşe' },
    });
    const patch = json({ quantity: 2 }, 'PATCH', 'Application/JSON; charset=UTF-8');
    expect((await call('/cart/1', patch)).body).toEqual({ kind: 'json', value: { quantity: 2 } });
  });
});

describe('other bodies no handler should read', () => {
  test('a file part in a form', async () => {
    const res = await call('/address', multipart({ property_name: 'Ali', file: new File(['x'], 'a.txt') }));
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe(t('tr', 'api.fileNotAccepted'));
  });

  test.each([
    ['broken JSON', raw('{"quantity":', 'application/json', 'PATCH')],
    ['a number too large to read (1e10000000)', raw('{"quantity":1e10000000}', 'application/json', 'PATCH')],
    ['JSON nested too deep', raw(`${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json', 'PATCH')],
    [
      'too many JSON fields',
      json(Object.fromEntries(Array.from({ length: MAX_FIELDS + 1 }, (_, i) => [`f${i}`, i])), 'PATCH'),
    ],
  ])('%s', async (_, init) => {
    const res = await call('/cart/1', init);
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe(t('tr', 'api.badRequest'));
  });

  test('too many form fields, and a multipart body without its boundary', async () => {
    const many = Object.fromEntries(Array.from({ length: MAX_FIELDS + 1 }, (_, i) => [`f${i}`, 'x']));
    expect((await call('/auth/login', form(many))).status).toBe(400);
    expect((await call('/address', raw('x', 'multipart/form-data'))).status).toBe(400);
  });

  test('a text longer than any field takes, with its own message; the longest allowed passes', async () => {
    const res = await call('/auth/login', form({ email: 'a'.repeat(MAX_TEXT_LENGTH + 1) }));
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe(t('tr', 'api.fieldTooLong'));
    expect((await call('/auth/login', form({ email: 'a'.repeat(MAX_TEXT_LENGTH) }))).status).toBe(200);
  });
});

describe('the API refuses before anything else runs', () => {
  // An API on no database at all: reading a session or running a handler would answer 500.
  const api = createApi({} as Database);
  const send = (path: string, init: RequestInit = {}) =>
    api.request(`http://shop.test${BASE}${path}`, {
      ...init,
      headers: { origin: 'http://shop.test', host: 'shop.test', cookie: 'sid=abc', ...init.headers },
    });

  test.each([
    ['a NUL in the search', '/products/search?q=%00', {}, 400],
    ['a control in a signed-in form', '/address', form({ property_name: 'A\u0001' }), 400],
    [
      'a body too large',
      '/address',
      raw('a'.repeat(MAX_BODY_BYTES + 1), 'application/x-www-form-urlencoded'),
      413,
    ],
    ['a body of the wrong type', '/cart/1', json({ quantity: 2 }), 415],
  ] as const)('%s: %i', async (_, path, init, status) => {
    const res = await send(path, init as RequestInit);
    expect(res.status).toBe(status);
  });
});
