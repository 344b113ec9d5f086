/**
 * JSON-LD for search engines (schema.org): a product with its offer and rating, and a page's
 * breadcrumb. Pure: the pages pass absolute URLs' base and the data they show.
 */
import { pricesWithKdv, shownUnitPrice } from '../domain/cart/price-rule.ts';
import { isoCurrency, toMinor } from '../domain/money.ts';
import type { ShopSettings } from '../domain/settings.ts';
import type { SnapshotProduct } from '../snapshot/types.ts';

/** A breadcrumb step with an absolute URL. */
export interface LinkedCrumb {
  name: string;
  url: string;
}

function priceText(minor: number): string {
  return (minor / 100).toFixed(2);
}

/**
 * schema.org Product with Offer (the unit price the product page shows, its currency, availability)
 * and AggregateRating.
 */
export function productJsonLd(
  product: SnapshotProduct,
  pageUrl: string,
  imageUrls: readonly string[],
  /** Whether the shop shows prices with KDV: the offer states the price the page shows. */
  settings: Pick<ShopSettings, 'productsWithKdv'>,
): Record<string, unknown> {
  const unit = product.units.find((u) => u.isDefault) ?? product.units[0];
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    url: pageUrl,
    image: imageUrls,
  };
  if (product.metaDescription) data.description = product.metaDescription;
  if (product.brand) data.brand = { '@type': 'Brand', name: product.brand.name };
  if (product.model) data.model = product.model.name;
  if (unit?.barcode && /^\d{13}$/.test(unit.barcode)) data.gtin13 = unit.barcode;
  if (product.salePrice && product.salePrice.value > 0) {
    // The money rule's unit price, in the product's own currency (no conversion: rates 1 and 1).
    const price = shownUnitPrice(
      { net: toMinor(product.salePrice.value), taxRate: product.taxRate, fromRate: 1, toRate: 1 },
      pricesWithKdv(settings.productsWithKdv),
    );
    data.offers = {
      '@type': 'Offer',
      url: pageUrl,
      price: priceText(price),
      priceCurrency: isoCurrency(product.salePrice.currency),
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    };
  }
  // A rating without reviews behind it is not one search engines accept.
  if (product.commentCount > 0 && product.starRate > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.starRate.toFixed(1),
      reviewCount: product.commentCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/** schema.org BreadcrumbList of a page's trail. */
export function breadcrumbJsonLd(crumbs: readonly LinkedCrumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: c.url,
    })),
  };
}

/** A JSON-LD object as the text of a script element: '<' escaped so no content can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
