import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import { splitLocale } from '../../domain/site-paths.ts';
import type { Listener } from './compress-responses.ts';

/** Where the build writes the English 404 page (src/pages/en/404.astro), in either build format. */
const ENGLISH_404 = ['en/404/index.html', 'en/404.html'];

/** Whether a request asks (GET or HEAD) for a page under /en: when no file answers it, it is unknown. */
export function isEnglishPage(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const target = req.url ?? '/';
  const end = target.search(/[?#]/);
  return splitLocale(end === -1 ? target : target.slice(0, end)).locale === 'en';
}

/**
 * Answers an unknown page under /en with the built English 404 page and status 404. Astro's handler
 * knows only the root 404.html, which is Turkish (walkthrough M8). When the build has no English
 * 404 page, `fallback` (Astro) answers.
 */
export function englishNotFound(root: string, fallback: Listener): Listener {
  const base = resolve(root);
  return (req, res) => {
    void (async () => {
      for (const file of ENGLISH_404) {
        const body = await readFile(join(base, file)).catch(() => undefined);
        if (!body) continue;
        // Read from disk per request: a rebuild of the site shows at once, as it does for the pages.
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      fallback(req, res);
    })();
  };
}
