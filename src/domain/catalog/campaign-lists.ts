/**
 * The four campaign lists of SPEC §2 ('Kampanyalı Ürünler', 'En Son Yüklenen Ürünler', 'En Çok
 * Beğenilen Ürünler', 'En Çok Satan Ürünler'): their URL slugs, titles and how each picks products.
 * The slugs are reserved: no category or brand may use one.
 */

/** Which products a campaign list holds. */
export type CampaignListKind = 'campaign' | 'latest' | 'liked' | 'bestsellers';

export interface CampaignList {
  readonly kind: CampaignListKind;
  /** The list's path segment: /kampanyali-urunler, /api/catalog/products/kampanyali-urunler. */
  readonly slug: string;
  /** Text key of the banner title (src/i18n/texts/catalog.ts). */
  readonly titleKey:
    | 'campaignList.campaign'
    | 'campaignList.latest'
    | 'campaignList.liked'
    | 'campaignList.bestsellers';
  /**
   * Top lists hold at most this many products (SPEC §9: 20, by star rate or by sales number); the
   * campaign list holds every product of a running campaign and pages like any list.
   */
  readonly limit: number | null;
}

export const CAMPAIGN_LISTS: readonly CampaignList[] = [
  { kind: 'campaign', slug: 'kampanyali-urunler', titleKey: 'campaignList.campaign', limit: null },
  { kind: 'latest', slug: 'en-son-yuklenen-urunler', titleKey: 'campaignList.latest', limit: 20 },
  { kind: 'liked', slug: 'en-cok-begenilen-urunler', titleKey: 'campaignList.liked', limit: 20 },
  { kind: 'bestsellers', slug: 'en-cok-satan-urunler', titleKey: 'campaignList.bestsellers', limit: 20 },
];

/** Path segments the catalog itself uses, which categories and brands cannot take. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...CAMPAIGN_LISTS.map((l) => l.slug),
  'search',
  'sepet',
  'account',
  'payment',
  'image',
  'api',
  'siparis',
  'degerlendirmelerim',
  'en',
  'tr',
]);

/** The campaign list a path segment names, if any. */
export function campaignListBySlug(slug: string): CampaignList | undefined {
  return CAMPAIGN_LISTS.find((l) => l.slug === slug);
}
