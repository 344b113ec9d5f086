/**
 * The rules the catalog writer follows that need no database: how a product's stock becomes its
 * quantity, how names are matched across imports, how a new URL slug is kept unique, which variant
 * dimensions a parent gets from its children, and the fingerprint text that tells an unchanged
 * product from a changed one.
 */
import { foldSearchText } from '../catalog/search-text.ts';
import { add, mul, toText } from '../exact.ts';
import { slugify } from '../slug.ts';
import type { ImportProduct, ImportStock } from './import-product.ts';

/** The product's quantity in base units the stock sets, or undefined when the stock is left as it is. */
export function stockQuantity(stock: ImportStock): string | undefined {
  if (stock.kind === 'unchanged') return undefined;
  if (stock.kind === 'total') return toText(stock.quantity);
  return toText(stock.warehouses.reduce((sum, w) => add(sum, w.quantity), add(0, 0)));
}

/**
 * The key two names match by: Turkish-folded, spaces collapsed, so 'Kırtasiye', 'KIRTASİYE' and
 * ' kirtasiye ' are one category and 'Kalemtaş' and 'KALEMTAS' one brand.
 */
export function nameKey(name: string): string {
  return foldSearchText(name.trim().replace(/\s+/g, ' '));
}

/** The first of base, base-2, base-3 … that is not taken ('urun' when the base is empty). */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  const root = base || 'urun';
  if (!isTaken(root)) return root;
  for (let n = 2; ; n++) {
    const slug = `${root}-${n}`;
    if (!isTaken(slug)) return slug;
  }
}

/** A brand's code from its name: its slug ('Kalemtaş Kırtasiye' → 'kalemtas-kirtasiye'). */
export function brandCode(name: string): string {
  return slugify(name);
}

/** A variant dimension's code from its name: 'Renk' → 'RENK', 'Ayak Numarası' → 'AYAK_NUMARASI'. */
export function dimensionCode(name: string): string {
  return slugify(name).replace(/-/g, '_').toUpperCase() || 'VARYANT';
}

/**
 * The dimension names of a parent, in order, from its children's variant values: the first child's
 * order, then any name a later child adds (the reader makes them agree; this never loses one).
 */
export function parentDimensions(children: readonly Pick<ImportProduct, 'variant'>[]): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const child of children) {
    for (const { dimension } of child.variant) {
      const key = nameKey(dimension);
      if (seen.has(key)) continue;
      seen.add(key);
      names.push(dimension.trim());
    }
  }
  return names;
}

/**
 * A decimal's canonical text ('012.50' → '12.5', '-0' → '0'), quickly for plain decimal text (the
 * fingerprint reads every decimal of every product), else by exact.ts.
 */
function canonical(text: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return toText(text);
  const whole = (m[2] as string).replace(/^0+(?=\d)/, '');
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  const sign = whole === '0' && fraction === '' ? '' : (m[1] as string);
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The text a product's fingerprint is taken of: every value of the file's product the writer writes,
 * in a fixed order, without the row numbers (a product moved within the file is the same product).
 * The version prefix changes when the writer starts writing something new, so every product is
 * written once more.
 */
export function fingerprintText(p: ImportProduct): string {
  return JSON.stringify([
    'v1',
    p.code,
    p.name,
    p.brand,
    p.categoryPath,
    p.modelName,
    p.description,
    canonical(p.taxRate),
    p.currencyCode,
    p.isActive,
    p.units.map((u) => [
      u.unitCode,
      canonical(u.multiplier),
      u.isDefault,
      u.barcode,
      u.price,
      u.listPrice,
      canonical(u.width),
      canonical(u.length),
      canonical(u.height),
      canonical(u.weight),
    ]),
    p.stock.kind === 'warehouses'
      ? ['warehouses', p.stock.warehouses.map((w) => [w.name, canonical(w.quantity)])]
      : p.stock.kind === 'total'
        ? ['total', canonical(p.stock.quantity)]
        : ['unchanged'],
    p.parentCode,
    p.variant.map((v) => [v.dimension, v.value]),
    p.images,
    p.equivalentCodes,
  ]);
}

/** The products with every parent before its children (a child's parent_id must exist first). */
export function parentsFirst<T extends Pick<ImportProduct, 'parentCode'>>(list: readonly T[]): T[] {
  return [...list.filter((p) => p.parentCode === null), ...list.filter((p) => p.parentCode !== null)];
}

/**
 * products.sort_price of a product: its default unit's price converted to TRY minor units, rounded
 * half away from zero, exactly as the database's round(price * exchange_rate) (migration 0005).
 */
export function sortPrice(price: number, exchangeRate: string): number {
  const product = mul(price, exchangeRate);
  const unit = 10n ** BigInt(product.scale);
  const magnitude = product.int < 0n ? -product.int : product.int;
  const whole = magnitude / unit + ((magnitude % unit) * 2n >= unit ? 1n : 0n);
  return Number(product.int < 0n ? -whole : whole);
}
