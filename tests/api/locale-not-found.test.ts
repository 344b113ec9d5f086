import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { englishNotFound, isEnglishPage } from '../../src/server/http/locale-not-found.ts';
import { listen } from '../helpers/listen.ts';
import { rawRequest } from '../helpers/raw-http.ts';

const scratch = mkdtempSync(join(tmpdir(), 'shop-en-404-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const astro = (_req: IncomingMessage, res: ServerResponse) =>
  res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Sayfa bulunamadı</h1>');

async function serve(root: string, path: string, method = 'GET') {
  const { base, close } = await listen(englishNotFound(root, astro));
  try {
    return await rawRequest(base, path, {}, method);
  } finally {
    await close();
  }
}

describe('the English 404 page', () => {
  test('only GET and HEAD of paths under /en are English pages', () => {
    const req = (method: string, url: string) => ({ method, url }) as IncomingMessage;
    expect(isEnglishPage(req('GET', '/en/no-such-page'))).toBe(true);
    expect(isEnglishPage(req('HEAD', '/en/a/b?q=1'))).toBe(true);
    expect(isEnglishPage(req('GET', '/en'))).toBe(true);
    expect(isEnglishPage(req('GET', '/no-such-page'))).toBe(false);
    expect(isEnglishPage(req('GET', '/english-tea'))).toBe(false);
    expect(isEnglishPage(req('POST', '/en/no-such-page'))).toBe(false);
  });

  test('answers the built English page with status 404, and Astro’s when the build has none', async () => {
    const missing = await serve(scratch, '/en/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Sayfa bulunamadı');
    mkdirSync(join(scratch, 'en/404'), { recursive: true });
    writeFileSync(join(scratch, 'en/404/index.html'), '<html lang="en"><h1>Page not found</h1></html>');
    const answer = await serve(scratch, '/en/no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body.toString()).toContain('Page not found');
    const head = await serve(scratch, '/en/no-such-page', 'HEAD');
    expect([head.status, head.body.length]).toEqual([404, 0]);
  });
});
