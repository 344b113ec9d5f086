import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { pageScripts } from '../../scripts/lib/page-scripts.ts';

/** A build's client folder with the files of a small shop page's scripts, as Rolldown writes them. */
function clientFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-scripts-'));
  mkdirSync(join(dir, '_astro'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, '_astro', name), body);
  return dir;
}

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

describe('the scripts a built page loads', () => {
  const files = {
    'layout.A1.js': 'export function jsx(){}const s=()=>import(`./MiniCartPanel.B2.js`);export{s}',
    'MiniCart.C3.js': 'import{s as e}from"./layout.A1.js";export{e as default}',
    'client.D4.js': 'import"./layout.A1.js";export{}',
    'ProductCard.E5.js': 'import{jsx as e}from"./layout.A1.js";import"./money.F6.js";export{e}',
    'CampaignCarousel.G7.js': 'import{e as t}from"./ProductCard.E5.js";export{t as default}',
    'money.F6.js': 'export const money=(n)=>n.toFixed(2)+" TL";',
    'MiniCartPanel.B2.js': 'import"./money.F6.js";export default function(){}',
  };
  const dir = clientFolder(files);
  const html = `<astro-island component-url="/_astro/CampaignCarousel.G7.js" renderer-url="/_astro/client.D4.js"></astro-island>
    <astro-island component-url="/_astro/MiniCart.C3.js" renderer-url="/_astro/client.D4.js"></astro-island>`;

  test('every file its islands import, each once, largest first, gzipped at level 9', () => {
    const { scripts } = pageScripts(dir, html);
    expect(scripts.map((s) => s.url).sort()).toEqual(
      [
        '/_astro/CampaignCarousel.G7.js',
        '/_astro/MiniCart.C3.js',
        '/_astro/ProductCard.E5.js',
        '/_astro/client.D4.js',
        '/_astro/layout.A1.js',
        '/_astro/money.F6.js',
      ].sort(),
    );
    expect(scripts.map((s) => s.gzip)).toEqual([...scripts.map((s) => s.gzip)].sort((a, b) => b - a));
    expect(scripts.find((s) => s.url === '/_astro/money.F6.js')?.gzip).toBe(gz(files['money.F6.js']));
  });

  test('the files the page names apart from those they import', () => {
    const named = pageScripts(dir, html)
      .scripts.filter((s) => s.entry)
      .map((s) => s.url);
    expect(named.sort()).toEqual([
      '/_astro/CampaignCarousel.G7.js',
      '/_astro/MiniCart.C3.js',
      '/_astro/client.D4.js',
    ]);
  });

  test('a panel loaded by import() counts as later, not as what the page loads', () => {
    const { scripts, later } = pageScripts(dir, html);
    expect(later.map((s) => s.url)).toEqual(['/_astro/MiniCartPanel.B2.js']);
    expect(scripts.some((s) => s.url.includes('MiniCartPanel'))).toBe(false);
  });
});
