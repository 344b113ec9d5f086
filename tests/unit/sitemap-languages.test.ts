import { expect, test } from 'vitest';
import { sitemapLanguages } from '../../scripts/lib/sitemap-languages.ts';

const base = 'https://magaza.example/';

test("each page's sitemap links name its Turkish and English addresses, and only where both exist", () => {
  const languages = sitemapLanguages(base, 'tr', { tr: 'tr', en: 'en' });
  const pages = [
    `${base}`,
    `${base}en/`,
    `${base}kalem-p-7/`,
    `${base}en/kalem-p-7/`,
    `${base}kirtasiye/`,
    `${base}iletisim/`,
    `${base}en/iletisim/`,
  ];
  for (const url of pages) languages.note(url);
  const home = [
    { url: `${base}`, lang: 'tr' },
    { url: `${base}en/`, lang: 'en' },
  ];
  expect(languages.links(`${base}`)).toEqual(home);
  expect(languages.links(`${base}en/`)).toEqual(home);
  const pen = [
    { url: `${base}en/kalem-p-7/`, lang: 'en' },
    { url: `${base}kalem-p-7/`, lang: 'tr' },
  ];
  expect(languages.links(`${base}kalem-p-7/`)).toEqual(pen);
  expect(languages.links(`${base}en/kalem-p-7/`)).toEqual(pen);
  // A page in one language only has no links; nor has an address outside the site.
  expect(languages.links(`${base}kirtasiye/`)).toBeUndefined();
  expect(languages.links('https://other.example/iletisim/')).toBeUndefined();
});

test('each of 200,000 pages finds its other language', () => {
  const languages = sitemapLanguages(base, 'tr', { tr: 'tr', en: 'en' });
  const pages: string[] = [];
  for (let i = 0; i < 100_000; i++) pages.push(`${base}urun-${i}-p-${i}/`, `${base}en/urun-${i}-p-${i}/`);
  for (const url of pages) languages.note(url);
  const linked = pages.filter((url) => languages.links(url)?.length === 2).length;
  expect(linked).toBe(200_000);
});
