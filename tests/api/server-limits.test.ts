import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { t } from '../../src/i18n/index.ts';
import { createApi } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { compressResponses } from '../../src/server/http/compress-responses.ts';
import { MAX_BODY_BYTES } from '../../src/server/http/input-rules.ts';
import { applyServerLimits, MAX_HEADER_BYTES, SERVER_OPTIONS } from '../../src/server/http/server-limits.ts';

// The API behind a Node server made as npm start makes it (scripts/start.ts), over real sockets:
// what a client notices of the limits before any database is read (none is opened here).
let server: Server;
let port = 0;

beforeAll(async () => {
  const api = compressResponses(getRequestListener(createApi({} as Database).fetch));
  server = applyServerLimits(createServer(SERVER_OPTIONS, api));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/**
 * Writes a request head and then body chunks while the server reads; resolves with what came back
 * and how many body bytes were written before the answer (or the close) arrived.
 */
function send(head: string, chunk: Buffer | null, maxBody: number) {
  return new Promise<{ answer: string; written: number; closed: boolean }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let written = 0;
    let closed = false;
    const pump = () => {
      while (chunk && written < maxBody && answer === '' && !socket.destroyed) {
        written += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
    socket.on('data', (data) => {
      answer += data.toString('latin1');
    });
    socket.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNRESET' || err.code === 'EPIPE' ? undefined : reject(err),
    );
    socket.on('close', () => {
      closed = true;
      resolve({ answer, written, closed });
    });
    setTimeout(() => {
      socket.destroy();
    }, 5_000).unref();
  });
}

function head(lines: string[]): string {
  return `${lines.join('\r\n')}\r\n\r\n`;
}

describe('npm start server limits', () => {
  test('a body declared over 64 KB is refused with 413 at once, unread, and the connection closed', async () => {
    const declared = 500 * 1024 * 1024;
    const { answer, written, closed } = await send(
      head([
        'POST /api/catalog/auth/login HTTP/1.1',
        'Host: shop.test',
        'Content-Type: application/x-www-form-urlencoded',
        `Content-Length: ${declared}`,
      ]),
      Buffer.alloc(64 * 1024, 'a'),
      declared,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(Buffer.from(answer, 'latin1').toString('utf8')).toContain(t('tr', 'api.bodyTooLarge'));
    expect(closed).toBe(true);
    // Nowhere near the 500 MB announced: the answer came before the body.
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  test('a chunked body is refused with 413 once it passes the limit, not after it ends', async () => {
    const chunk = Buffer.from(`4000\r\n${'a'.repeat(0x4000)}\r\n`);
    const { answer, written } = await send(
      head([
        'POST /api/catalog/auth/login HTTP/1.1',
        'Host: shop.test',
        'Content-Type: application/x-www-form-urlencoded',
        'Transfer-Encoding: chunked',
      ]),
      chunk,
      100 * 1024 * 1024,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(written).toBeGreaterThan(MAX_BODY_BYTES);
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  test('headers over the limit are refused with 431 before the API sees them', async () => {
    const { answer } = await send(
      head([
        'GET /api/catalog/health HTTP/1.1',
        'Host: shop.test',
        `Cookie: a=${'x'.repeat(MAX_HEADER_BYTES)}`,
      ]),
      null,
      0,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
  });

  test('a request within the limits is answered', async () => {
    const { answer } = await send(
      head(['GET /api/catalog/health HTTP/1.1', 'Host: shop.test', 'Connection: close']),
      null,
      0,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
