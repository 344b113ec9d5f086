import type { ServerResponse } from 'node:http';
import { request } from 'node:http';
import { brotliCompressSync, createGunzip } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compressResponses } from '../../src/server/http/compress-responses.ts';
import { listen } from '../helpers/listen.ts';
import { decoded, rawRequest } from '../helpers/raw-http.ts';

// The API (Hono through its Node adapter) and a raw Node listener that writes like Astro's handler,
// both behind compressResponses as npm start mounts them.
const products = Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Kırmızı Çanta ${i}`, price: 12_990 }));
const big = JSON.stringify({ items: products });
const png = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251));
const brotliBody = brotliCompressSync(Buffer.from(big));
const streamed = Array.from({ length: 2000 }, (_, i) => `satır ${i}: ${'ş'.repeat(500)}\n`);

const app = new Hono();
app.get('/big', (c) => c.json({ items: products }));
app.get('/big-404', (c) => c.json({ items: products }, 404));
app.get('/small', (c) => c.json({ ok: true }));
app.get('/image', () => new Response(png, { headers: { 'content-type': 'image/png' } }));
app.get(
  '/encoded',
  () =>
    new Response(brotliBody, { headers: { 'content-type': 'application/json', 'content-encoding': 'br' } }),
);
app.get('/no-transform', (c) => {
  c.header('cache-control', 'no-transform');
  return c.json({ items: products });
});
app.get('/vary', (c) => {
  c.header('vary', 'Origin');
  return c.json({ items: products });
});
app.get('/empty', (c) => c.body(null, 204));
app.get('/stream', () => {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i === streamed.length) controller.close();
      else controller.enqueue(new TextEncoder().encode(streamed[i++]));
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
});

/** Released by the test once the client has read the first part of /paused. */
let release: () => void = () => {};
const astroLike = (req: { url?: string }, res: ServerResponse) => {
  if (req.url === '/paused') {
    // Astro writes a page's head, then the rest when its data is there.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.write(`<!doctype html><html><head><title>Önce baş</title></head>`);
    new Promise<void>((resolve) => {
      release = resolve;
    }).then(() => {
      res.write(`<body>${'<p>gövde</p>'.repeat(300)}</body>`);
      res.end('</html>');
    });
  } else if (req.url === '/known-length') {
    // The way a file is piped: headers set first, the length known.
    const body = Buffer.from('<p>sabit</p>'.repeat(500));
    res.setHeader('content-type', 'text/html');
    res.setHeader('content-length', body.length);
    res.write(body.subarray(0, 1000));
    res.end(body.subarray(1000));
  } else if (req.url === '/short-known') {
    res.setHeader('content-type', 'text/html');
    res.setHeader('content-length', 12);
    res.write('<p>kısa</p>');
    res.end();
  } else if (req.url === '/latin1') {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html; charset=iso-8859-1');
    res.end('Bulunamadi: '.repeat(200), 'latin1');
  }
};

let apiBase = '';
let siteBase = '';
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const api = await listen(compressResponses(getRequestListener(app.fetch)));
  const site = await listen(compressResponses(astroLike as Parameters<typeof compressResponses>[0]));
  apiBase = api.base;
  siteBase = site.base;
  closers.push(api.close, site.close);
});

afterAll(async () => {
  for (const close of closers) await close();
});

const GZIP = { 'accept-encoding': 'gzip' };
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('compressed API answers', () => {
  test('a JSON answer past 1 KB goes out gzip to a client that accepts it, with an exact length', async () => {
    for (const headers of [GZIP, BROWSER]) {
      const answer = await rawRequest(apiBase, '/big', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(answer.body.length).toBeLessThan(big.length / 4);
      expect(decoded(answer).toString()).toBe(big);
    }
    const notFound = await rawRequest(apiBase, '/big-404', GZIP);
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-encoding']).toBe('gzip');
    expect(decoded(notFound).toString()).toBe(big);
  });

  test('without Accept-Encoding, or with gzip refused, the answer is plain, and still says Vary', async () => {
    const clients: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip;q=0, br' },
    ];
    for (const headers of clients) {
      const answer = await rawRequest(apiBase, '/big', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(big)));
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.toString()).toBe(big);
    }
  });

  test('small bodies, images, encoded bodies, no-transform and empty answers are left alone', async () => {
    const small = await rawRequest(apiBase, '/small', GZIP);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');

    const image = await rawRequest(apiBase, '/image', GZIP);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body.equals(png)).toBe(true);

    const encoded = await rawRequest(apiBase, '/encoded', GZIP);
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.body.equals(brotliBody)).toBe(true);

    const noTransform = await rawRequest(apiBase, '/no-transform', GZIP);
    expect(noTransform.headers['content-encoding']).toBeUndefined();
    expect(noTransform.body.toString()).toBe(big);

    const empty = await rawRequest(apiBase, '/empty', GZIP);
    expect(empty.status).toBe(204);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.body.length).toBe(0);
  });

  test("keeps the answer's own Vary", async () => {
    const answer = await rawRequest(apiBase, '/vary', GZIP);
    expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
    expect(decoded(answer).toString()).toBe(big);
  });

  test('HEAD is answered without a body and without a coding', async () => {
    const answer = await rawRequest(apiBase, '/big', GZIP, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBe(0);
  });

  test('a long streamed body (past every buffer, so writes wait for drain) arrives whole', async () => {
    const answer = await rawRequest(apiBase, '/stream', GZIP);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(decoded(answer).toString()).toBe(streamed.join(''));
  }, 10_000);
});

describe('compressed page answers', () => {
  test('a streamed page reaches the client part by part, each part decodable on arrival', async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const req = request(`${siteBase}/paused`, { headers: GZIP, agent: false }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(res.headers.vary).toBe('Accept-Encoding');
        const gunzip = createGunzip();
        let out = '';
        gunzip.on('data', (c: Buffer) => {
          out += c.toString();
          // The head arrived while the server still waits: only then does it write the rest.
          if (out.includes('</head>')) release();
        });
        gunzip.on('end', () => resolve(out));
        gunzip.on('error', reject);
        res.pipe(gunzip);
      });
      req.on('error', reject);
      req.end();
    });
    expect(text).toBe(
      `<!doctype html><html><head><title>Önce baş</title></head><body>${'<p>gövde</p>'.repeat(300)}</body></html>`,
    );
  }, 10_000);

  test('a body of announced length is compressed and sent chunked; a short one goes as it is', async () => {
    const long = await rawRequest(siteBase, '/known-length', GZIP);
    expect(long.headers['content-encoding']).toBe('gzip');
    expect(long.headers['content-length']).toBeUndefined();
    expect(decoded(long).toString()).toBe('<p>sabit</p>'.repeat(500));

    const short = await rawRequest(siteBase, '/short-known', GZIP);
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.headers['content-length']).toBe('12');
    expect(short.body.toString()).toBe('<p>kısa</p>');
  });

  test('a 404 page written in one go keeps its status and its encoding of text', async () => {
    const answer = await rawRequest(siteBase, '/latin1', BROWSER);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer).toString('latin1')).toBe('Bulunamadi: '.repeat(200));
  });
});
