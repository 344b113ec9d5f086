import { describe, expect, it } from 'vitest';
import { isCompressible, mediaTypeOf } from '../../src/server/http/media-types.ts';

describe('mediaTypeOf', () => {
  it('gives the type of each kind of built file, with UTF-8 for text', () => {
    expect(mediaTypeOf('/x/index.html')).toBe('text/html; charset=utf-8');
    expect(mediaTypeOf('client.AbC.js')).toBe('text/javascript; charset=utf-8');
    expect(mediaTypeOf('global.css')).toBe('text/css; charset=utf-8');
    expect(mediaTypeOf('sitemap-0.xml')).toBe('application/xml; charset=utf-8');
    expect(mediaTypeOf('site.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(mediaTypeOf('LOGO.PNG')).toBe('image/png');
    expect(mediaTypeOf('font.woff2')).toBe('font/woff2');
    expect(mediaTypeOf('README')).toBe('application/octet-stream');
  });
});

describe('isCompressible', () => {
  it('compresses text, JSON, JavaScript, XML and SVG', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css',
      'text/javascript',
      'application/javascript',
      'application/json',
      'application/problem+json',
      'application/manifest+json; charset=utf-8',
      'application/xml',
      'application/rss+xml',
      'image/svg+xml',
      'TEXT/PLAIN',
    ])
      expect(isCompressible(type), type).toBe(true);
  });

  it('leaves images, compressed fonts, binaries and event streams alone', () => {
    for (const type of [
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/avif',
      'font/woff2',
      'application/octet-stream',
      'application/pdf',
      'text/event-stream',
      '',
      undefined,
    ])
      expect(isCompressible(type), String(type)).toBe(false);
  });
});
