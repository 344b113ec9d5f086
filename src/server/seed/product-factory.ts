/**
 * Builds the rows of one catalog "family": a simple product, or a variant parent with its children
 * (1 to 3 dimensions, every combination a full product with its own units, prices, stock and images).
 * Each family draws from its own generator, so family k is the same whatever N is.
 */

import { slugify } from '../../domain/slug.ts';
import type { CatalogRows, FactoryContext, FamilySummary, IdCounters, UnitSummary } from './catalog-rows.ts';
import type { ProductTemplate, TopCategory } from './category-types.ts';
import { combinations, drawCurrency, drawShape, drawValues } from './family-shape.ts';
import { poolImageFile } from './images.ts';
import { barcodeFor, drawPrices, drawUnits, type PricePair, scalePrices } from './product-prices.ts';
import {
  drawEquivalentCodes,
  drawSalesNumber,
  drawStarRate,
  drawStock,
  formatThousandths,
  type StockDraw,
  sumStock,
} from './product-stock.ts';
import {
  childName,
  drawDescription,
  drawModel,
  drawNameParts,
  productMeta,
  productName,
} from './product-text.ts';
import { createRandom, hashSeed } from './random.ts';
import { COLOURS } from './vocabulary-words.ts';

/**
 * Appends family k's rows to `out` and returns its summary. With room for fewer rows than the family
 * needs (the end of the catalog), a would-be parent becomes a simple product.
 */
export function buildFamily(
  ctx: FactoryContext,
  k: number,
  room: number,
  ids: IdCounters,
  out: CatalogRows,
): FamilySummary {
  const rng = createRandom(hashSeed(ctx.seed, k));
  let shape = drawShape(rng, ctx, k);
  const values = shape.dims.length > 0 ? drawValues(rng, shape.dims) : [];
  const combos = shape.dims.length > 0 ? combinations(values) : [];
  if (combos.length + 1 > room) shape = { ...shape, dims: [] };
  const top = ctx.tree[shape.topIndex] as TopCategory;
  const tpl = rng.pick(shape.sub.templates) as ProductTemplate;
  const brand = rng.pick(ctx.brandsByCategory[top.code] ?? []);
  const currency = drawCurrency(rng, top.code);
  const taxRate = shape.sub.taxRate ?? top.taxRate;
  const isParent = shape.dims.length > 0;
  const parts = drawNameParts(rng, top, tpl, {
    material: shape.dims.length >= 3,
    spec: shape.dims.length >= 2,
  });
  const name = productName(parts);
  const model = drawModel(rng, top);
  const code = `${top.code}${String(k + 1).padStart(6, '0')}`;
  const basePrices = drawPrices(rng, tpl.price, taxRate, currency);
  const fractional = tpl.units === 'kg' || tpl.units === 'metre';
  const shared = {
    brandId: ctx.brandIds.get(brand) ?? null,
    categoryId: ctx.categoryIds.get(shape.sub) ?? null,
    modelName: model,
    currencyCode: currency,
    taxRate: String(taxRate),
    fastDelivery: rng.chance(0.25),
  };

  const addProduct = (
    id: number,
    parentId: number | null,
    rowName: string,
    rowCode: string,
    prices: PricePair,
    stock: StockDraw,
    colours: readonly number[],
    active: boolean,
  ): UnitSummary[] => {
    const meta = productMeta(rowName, brand, shape.sub.name, top, parts, ctx.storeName);
    out.products.push({
      id,
      parentId,
      code: rowCode,
      name: rowName,
      seo: slugify(rowName),
      ...shared,
      description: drawDescription(rng, top, parts, rowName, brand, model),
      ...meta,
      quantity: formatThousandths(stock.total),
      starRate: drawStarRate(rng),
      salesNumber: drawSalesNumber(rng),
      sameDayShipping: stock.total > 0 && rng.chance(0.1),
      isActive: active,
      createdAt: ctx.createdAt(id),
    });
    const units = drawUnits(rng, tpl.units, prices, tpl.size, tpl.weight).map((u, position) => {
      const unitId = ++ids.unit;
      out.units.push({ id: unitId, productId: id, ...u, barcode: barcodeFor(unitId), position });
      return {
        id: unitId,
        unitCode: u.unitCode,
        multiplier: u.multiplier,
        price: u.price,
        width: u.width,
        height: u.height,
        length: u.length,
        weight: u.weight,
      };
    });
    colours.forEach((c, position) => {
      out.images.push({ id: ++ids.image, productId: id, file: poolImageFile(shape.topIndex, c), position });
    });
    for (const [w, q] of stock.perWarehouse) {
      out.inventory.push({
        productId: id,
        warehouseId: ctx.warehouseIds[w] as number,
        quantity: formatThousandths(q),
      });
    }
    for (const eq of drawEquivalentCodes(rng, top.code === 'ELK' || top.code === 'HRD')) {
      out.equivalents.push({ productId: id, code: eq });
    }
    return units;
  };

  const firstColour = rng.int(0, COLOURS.length - 1);
  const imageRun = (start: number, count: number) =>
    Array.from({ length: count }, (_, i) => (start + i * 3) % COLOURS.length);
  const parentId = ++ids.product;
  let units: UnitSummary[];
  let stock: StockDraw;
  let active = true;
  if (!isParent) {
    stock = drawStock(rng, ctx.warehouseIds.length, fractional);
    const colours = imageRun(firstColour, rng.int(1, 4));
    // About one simple product in a hundred is switched off, as in a real catalog.
    active = !rng.chance(0.01);
    units = addProduct(parentId, null, name, code, basePrices, stock, colours, active);
  } else {
    const childIds = combos.map(() => ++ids.product);
    const childStocks = combos.map(() => drawStock(rng, ctx.warehouseIds.length, fractional));
    stock = sumStock(childStocks);
    const colourIndex = (value: string) => COLOURS.findIndex((c) => c.name === value);
    const parentColours = (values[0] ?? []).slice(0, 4).map(colourIndex);
    units = addProduct(parentId, null, name, code, basePrices, stock, parentColours, true);
    shape.dims.forEach((d, i) => {
      out.dimensions.push({
        id: ids.dimension + i + 1,
        productId: parentId,
        code: d.code,
        name: d.name,
        position: i + 1,
      });
    });
    combos.forEach((combo, c) => {
      const id = childIds[c] as number;
      // A bigger size or a dearer material costs a little more.
      const factor = combo.slice(1).reduce((f, v, i) => f * (1 + 0.08 * (values[i + 1] ?? []).indexOf(v)), 1);
      const prices = scalePrices(basePrices, factor, taxRate, currency);
      const own = colourIndex(combo[0] as string);
      addProduct(
        id,
        parentId,
        childName(name, combo),
        `${code}-${String(c + 1).padStart(2, '0')}`,
        prices,
        childStocks[c] as StockDraw,
        [...new Set([own, ...imageRun(own + 1 + c, c % 3)])],
        true,
      );
      combo.forEach((value, i) => {
        out.values.push({ productId: id, dimensionId: ids.dimension + i + 1, value });
      });
    });
    ids.dimension += shape.dims.length;
  }
  return {
    id: parentId,
    topCode: top.code,
    isParent,
    discounted: basePrices.listPrice > basePrices.price,
    sellable: active && basePrices.price > 0 && stock.total > 0,
    currency,
    taxRate: String(taxRate),
    code,
    name,
    image: poolImageFile(shape.topIndex, isParent ? colourIndexOf(values) : firstColour),
    units,
  };
}

function colourIndexOf(values: readonly (readonly string[])[]): number {
  return Math.max(
    0,
    COLOURS.findIndex((c) => c.name === values[0]?.[0]),
  );
}
