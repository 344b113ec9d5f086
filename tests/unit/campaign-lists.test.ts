import { describe, expect, test } from 'vitest';
import {
  CAMPAIGN_LISTS,
  campaignListBySlug,
  RESERVED_SLUGS,
} from '../../src/domain/catalog/campaign-lists.ts';
import { slugify } from '../../src/domain/slug.ts';
import { t } from '../../src/i18n/index.ts';

describe('campaign lists', () => {
  test("carry the spec's four Turkish titles, each list's slug made from its title", () => {
    expect(CAMPAIGN_LISTS.map((l) => t('tr', l.titleKey))).toEqual([
      'Kampanyalı Ürünler',
      'En Son Yüklenen Ürünler',
      'En Çok Beğenilen Ürünler',
      'En Çok Satan Ürünler',
    ]);
    for (const list of CAMPAIGN_LISTS) expect(list.slug).toBe(slugify(t('tr', list.titleKey)));
  });

  test('the top lists hold 20 products, the campaign list pages', () => {
    expect(CAMPAIGN_LISTS.map((l) => [l.kind, l.limit])).toEqual([
      ['campaign', null],
      ['latest', 20],
      ['liked', 20],
      ['bestsellers', 20],
    ]);
  });

  test('are found by slug, and their slugs are reserved', () => {
    expect(campaignListBySlug('en-cok-satan-urunler')?.kind).toBe('bestsellers');
    expect(campaignListBySlug('mutfak')).toBeUndefined();
    for (const list of CAMPAIGN_LISTS) expect(RESERVED_SLUGS.has(list.slug)).toBe(true);
    expect(RESERVED_SLUGS.has('search')).toBe(true);
  });
});
