import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { precompress } from '../../scripts/lib/precompress.ts';
import { staticFiles } from '../../src/server/http/static-files.ts';
import { listen } from '../helpers/listen.ts';
import { decoded, rawRequest } from '../helpers/raw-http.ts';

// A small built site in a scratch folder, precompressed as the build does it, served by staticFiles
// in front of a stand-in for Astro that answers 404 'fell through'.
const scratch = mkdtempSync(join(tmpdir(), 'shop-static-'));
const client = join(scratch, 'client');
const page = (title: string) =>
  `<!doctype html><html lang="tr"><head><title>${title}</title></head><body>${'<p>Kırmızı çanta, şık ve dayanıklı.</p>'.repeat(200)}</body></html>`;
const files: Record<string, string | Buffer> = {
  'index.html': page('Anasayfa'),
  'magaza/index.html': page('Mağaza'),
  'çanta/index.html': page('Çanta'),
  '_astro/client.Ab12.js': `export const x = ${JSON.stringify('abc'.repeat(3000))};`,
  '_texts/tr.0123456789ab.json': JSON.stringify({ 'layout.cart': 'Sepetim'.repeat(300) }),
  'logo.png': Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251)),
  'tiny.txt': 'ok',
  'stale/index.html': page('Eski'),
  '.env': 'SECRET=1',
};
let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(client, path, '..'), { recursive: true });
    writeFileSync(join(client, path), body);
  }
  writeFileSync(join(scratch, 'secret.txt'), 'TOP SECRET');
  await precompress(client);
  // A sibling left from an earlier build: older than its page.
  const past = new Date(Date.now() - 60_000);
  utimesSync(join(client, 'stale/index.html.br'), past, past);
  utimesSync(join(client, 'stale/index.html.gz'), past, past);
  const serve = staticFiles(client);
  ({ base, close } = await listen((req, res) => {
    void serve(req, res).then((served) => {
      if (!served) res.writeHead(404, { 'content-type': 'text/plain' }).end('fell through');
    });
  }));
});

afterAll(async () => {
  await close();
  rmSync(scratch, { recursive: true, force: true });
});

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('precompress', () => {
  test('writes .br and .gz siblings that decode to the file, for text only', () => {
    for (const path of ['index.html', 'magaza/index.html', '_astro/client.Ab12.js']) {
      const original = readFileSync(join(client, path));
      const br = readFileSync(join(client, `${path}.br`));
      const gz = readFileSync(join(client, `${path}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(original.length / 3);
    }
    // Images are left alone; a file compression would not shrink gets no sibling.
    for (const path of ['logo.png.br', 'logo.png.gz', 'tiny.txt.br', 'tiny.txt.gz'])
      expect(existsSync(join(client, path)), path).toBe(false);
  });
});

describe('static files', () => {
  test('a page goes out as brotli to a browser, gzip to a gzip-only client, plain to others', async () => {
    const original = readFileSync(join(client, 'index.html'));
    const br = await rawRequest(base, '/', BROWSER);
    const gz = await rawRequest(base, '/', { 'accept-encoding': 'gzip' });
    const plain = await rawRequest(base, '/');
    expect([br.status, gz.status, plain.status]).toEqual([200, 200, 200]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const answer of [br, gz, plain]) {
      expect(decoded(answer).equals(original)).toBe(true);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
    expect(br.body.length).toBeLessThan(gz.body.length);
    // Each coding is its own representation, with its own validator.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  test("respects the client's q-values, q=0 included", async () => {
    const gzipFirst = await rawRequest(base, '/', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(gzipFirst.headers['content-encoding']).toBe('gzip');
    const noBrotli = await rawRequest(base, '/', { 'accept-encoding': 'br;q=0, gzip;q=0.1' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const none = await rawRequest(base, '/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    const identity = await rawRequest(base, '/', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(decoded(none).equals(readFileSync(join(client, 'index.html')))).toBe(true);
  });

  test('/path, /path/ and /path/index.html are the same page, percent-encoded names too', async () => {
    const original = readFileSync(join(client, 'magaza/index.html'));
    for (const path of ['/magaza', '/magaza/', '/magaza/index.html', '/magaza?sort=price']) {
      const answer = await rawRequest(base, path, BROWSER);
      expect(answer.status, path).toBe(200);
      expect(decoded(answer).equals(original), path).toBe(true);
    }
    const turkish = await rawRequest(base, '/%C3%A7anta', BROWSER);
    expect(decoded(turkish).toString()).toContain('<title>Çanta</title>');
  });

  test('hashed assets are cached for a year; images go out as they are, without Vary', async () => {
    const js = await rawRequest(base, '/_astro/client.Ab12.js', BROWSER);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['content-encoding']).toBe('br');
    expect(decoded(js).equals(readFileSync(join(client, '_astro/client.Ab12.js')))).toBe(true);
    // The islands' texts file has its content's hash in its name too (src/i18n/texts-file.ts).
    const texts = await rawRequest(base, '/_texts/tr.0123456789ab.json', BROWSER);
    expect(texts.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(texts.headers['content-type']).toBe('application/json; charset=utf-8');

    const png = await rawRequest(base, '/logo.png', BROWSER);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.body.equals(readFileSync(join(client, 'logo.png')))).toBe(true);

    const tiny = await rawRequest(base, '/tiny.txt', BROWSER);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('ok');
  });

  test('a sibling older than its page is never sent', async () => {
    const answer = await rawRequest(base, '/stale/', BROWSER);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(decoded(answer).equals(readFileSync(join(client, 'stale/index.html')))).toBe(true);
  });

  test('If-None-Match with the current ETag gives 304 without a body', async () => {
    const first = await rawRequest(base, '/magaza/', BROWSER);
    const etag = String(first.headers.etag);
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await rawRequest(base, '/magaza/', { ...BROWSER, 'if-none-match': inm });
      expect(again.status, inm).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe('Accept-Encoding');
    }
    // The gzip representation has another validator: the br one does not match it.
    const gzip = await rawRequest(base, '/magaza/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  test('HEAD gives the headers of GET and no body', async () => {
    const get = await rawRequest(base, '/', BROWSER);
    const head = await rawRequest(base, '/', BROWSER, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-length', 'content-encoding', 'content-type', 'etag', 'vary'])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });

  test('nothing outside the folder, nor a hidden file, is ever served', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/magaza/%2e%2e/%2e%2e/secret.txt',
      '/magaza/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/index.html%00.png',
      '/%00',
      '/.env',
      '//secret.txt',
      '/%E0%A4%A',
    ]) {
      const answer = await rawRequest(base, path, BROWSER);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe('fell through');
    }
  });

  test('paths that are no file, and other methods, go on to the next handler', async () => {
    for (const path of ['/no-such-page', '/magaza/yok', '/_astro/missing.js', '/tiny.txt/'])
      expect((await rawRequest(base, path, BROWSER)).body.toString(), path).toBe('fell through');
    expect((await rawRequest(base, '/', BROWSER, 'POST')).body.toString()).toBe('fell through');
  });
});
