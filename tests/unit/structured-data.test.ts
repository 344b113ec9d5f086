import { describe, expect, test } from 'vitest';
import { priceView } from '../../src/domain/catalog/product-price-view.ts';
import type { SettingFlag } from '../../src/domain/settings.ts';
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from '../../src/seo/structured-data.ts';
import type { SnapshotProduct } from '../../src/snapshot/types.ts';

const unit = {
  id: 1,
  value: 'ADET',
  multiplier: 1,
  defaultPrice: { value: 100, currency: 'TL' },
  listPrice: { value: 120, currency: 'TL' },
  width: 0,
  height: 0,
  length: 0,
  weight: 1,
  barcode: '8690000000012',
  isDefault: true,
};
const product: SnapshotProduct = {
  id: 7,
  parentId: null,
  categoryId: 3,
  code: 'TRM-500',
  name: 'Çelik Termos 500 ml',
  seo: 'celik-termos-500-ml',
  image: 'trm-1.png',
  images: ['trm-1.png'],
  brand: { code: 'anadolu', name: 'Anadolu' },
  model: { name: 'Klasik' },
  description: '<p>Sıcak tutar.</p>',
  metaTitle: null,
  metaDescription: 'Çelik termos',
  metaKeywords: null,
  currency: 'TL',
  defaultUnit: 'ADET',
  units: [unit],
  salePrice: { value: 100, currency: 'TL' },
  listPrice: { value: 120, currency: 'TL' },
  taxRate: 20,
  quantity: 5,
  inventory: [],
  starRate: 4.5,
  salesNumber: 3,
  commentCount: 2,
  equivalentCode: '',
  fastDelivery: false,
  sameDayShipping: false,
  hasVariants: false,
  variants: [],
  children: [],
  campaign: null,
};

const withKdv = { productsWithKdv: '1' } as const;

describe('JSON-LD for search engines', () => {
  test('a product offers its price with tax, in ISO currency, with availability and rating', () => {
    const data = productJsonLd(
      product,
      'https://shop.test/celik-termos-500-ml-p-7',
      ['https://shop.test/i.png'],
      withKdv,
    );
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Çelik Termos 500 ml',
      sku: 'TRM-500',
      gtin13: '8690000000012',
      brand: { '@type': 'Brand', name: 'Anadolu' },
      offers: {
        '@type': 'Offer',
        price: '120.00',
        priceCurrency: 'TRY',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { ratingValue: '4.5', reviewCount: 2 },
    });
  });

  test('the offer is the price the product page shows: without KDV when productsWithKdv is 0', () => {
    const offerPrice = (p: typeof product, productsWithKdv: SettingFlag) =>
      (productJsonLd(p, 'u', [], { productsWithKdv }).offers as { price: string }).price;
    expect(offerPrice(product, '1')).toBe('120.00');
    expect(offerPrice(product, '0')).toBe('100.00');
    // 33,33 + %20 KDV = 39,996: rounded once to 40,00, as on the page.
    const odd = { ...product, salePrice: { value: 33.33, currency: 'TL' } };
    expect(offerPrice(odd, '1')).toBe('40.00');
    for (const flag of ['1', '0'] as const) {
      const shown = priceView({
        sale: odd.salePrice,
        list: null,
        taxRate: odd.taxRate,
        showPriceStatus: '1',
        showListPrice: '0',
        productsWithKdv: flag,
      });
      expect(shown.kind === 'price' && (shown.sale.minor / 100).toFixed(2)).toBe(offerPrice(odd, flag));
    }
  });

  test('sold out is OutOfStock; no rating without reviews; no offer when prices are hidden or 0', () => {
    const soldOut = productJsonLd({ ...product, quantity: 0, commentCount: 0 }, 'u', [], withKdv);
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(soldOut.aggregateRating).toBeUndefined();
    expect(productJsonLd({ ...product, salePrice: null }, 'u', [], withKdv).offers).toBeUndefined();
    expect(
      productJsonLd({ ...product, salePrice: { value: 0, currency: 'TL' } }, 'u', [], withKdv).offers,
    ).toBeUndefined();
  });

  test('a breadcrumb numbers its steps from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Ana Sayfa', url: 'https://shop.test/' },
        { name: 'Mutfak', url: 'https://shop.test/mutfak' },
      ]),
    ).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Ana Sayfa', item: 'https://shop.test/' },
        { position: 2, name: 'Mutfak', item: 'https://shop.test/mutfak' },
      ],
    });
  });

  test('no product text can close the script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
