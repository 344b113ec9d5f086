import { decoded, rawRequest } from '../helpers/raw-http.ts';
import { expect, test } from './fixtures.ts';

// What a client of the production server (npm start) notices: precompressed pages and assets,
// compressed API answers, validators, the 404 page's status, and nothing outside the build.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

test('pages and hashed assets go out precompressed, the same bytes as plain', async ({ baseURL }) => {
  const base = baseURL ?? '';
  const plain = await rawRequest(base, '/');
  const br = await rawRequest(base, '/', BROWSER);
  const gzip = await rawRequest(base, '/', { 'accept-encoding': 'gzip' });
  expect([plain.status, br.status, gzip.status]).toEqual([200, 200, 200]);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  for (const answer of [br, gzip]) {
    expect(decoded(answer).equals(plain.body)).toBe(true);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  }

  const again = await rawRequest(base, '/', { ...BROWSER, 'if-none-match': String(br.headers.etag) });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);

  // The page's scripts: an island's entry may be a few bytes that only import its chunk; compressed,
  // such a file would grow, so it goes out as it is. Every script is cached for good.
  const scripts = [...new Set(plain.body.toString().match(/\/_astro\/[\w.-]+\.js/g) ?? [])];
  expect(scripts.length).toBeGreaterThan(0);
  const answers = await Promise.all(scripts.map((path) => rawRequest(base, path, BROWSER)));
  for (const js of answers) {
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
  }
  const big = answers.filter((js) => decoded(js).length >= 1024);
  expect(big.length).toBeGreaterThan(0);
  for (const js of big) expect(js.headers['content-encoding']).toBe('br');
});

test('an unknown path answers the 404 page with status 404, compressed when it is big enough', async ({
  baseURL,
}) => {
  const plain = await rawRequest(baseURL ?? '', '/bu-sayfa-yok');
  const gzip = await rawRequest(baseURL ?? '', '/bu-sayfa-yok', BROWSER);
  expect(plain.status).toBe(404);
  expect(gzip.status).toBe(404);
  expect(plain.body.toString()).toMatch(/<html/i);
  expect(gzip.headers['content-encoding']).toBe(plain.body.length >= 1024 ? 'gzip' : undefined);
  expect(decoded(gzip).equals(plain.body)).toBe(true);
});

test('no path reaches a file outside the build', async ({ baseURL }) => {
  for (const path of [
    '/%2e%2e/package.json',
    '/%2e%2e/%2e%2e/wt-serve/package.json',
    '/_astro/..%2f..%2f..%2fpackage.json',
    '/..%5c..%5cpackage.json',
    '/index.html%00.js',
  ]) {
    const answer = await rawRequest(baseURL ?? '', path, BROWSER);
    expect([400, 404], path).toContain(answer.status);
    expect(decoded(answer).toString(), path).not.toContain('turkish-storefront');
  }
});

test('API answers are gzip for clients that accept it, plain for the others, with Vary', async ({
  baseURL,
}) => {
  const gzip = await rawRequest(baseURL ?? '', '/api/catalog/products', BROWSER);
  const plain = await rawRequest(baseURL ?? '', '/api/catalog/products');
  expect(gzip.status).toBe(200);
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(plain.headers['content-encoding']).toBeUndefined();
  for (const answer of [gzip, plain]) expect(answer.headers.vary).toBe('Accept-Encoding');
  const list = JSON.parse(decoded(gzip).toString()) as { items: unknown[] };
  expect(list.items.length).toBeGreaterThan(0);
});
