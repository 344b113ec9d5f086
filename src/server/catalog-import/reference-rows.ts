/**
 * The rows products point at: brands, categories and warehouses, found by name or created. A brand
 * or category is matched by its folded name (and a category by its parent too), so a change of case
 * in the file neither duplicates it nor changes its published URL.
 */

import { brandCode, nameKey, uniqueSlug } from '../../domain/catalog-import/write-rules.ts';
import { slugify } from '../../domain/slug.ts';
import type { Database } from '../db/client.ts';
import { brands, categories, warehouses } from '../db/schema/index.ts';

/** Ids by name key (brands, warehouses) and by category path key. */
export interface ReferenceIds {
  brand(name: string): number;
  category(path: readonly string[]): number | null;
  warehouse(name: string): number;
}

/** The key of a category path: its levels' name keys. */
function pathKey(path: readonly string[]): string {
  return path.map(nameKey).join('\u0000');
}

/** Finds or creates every brand, category (level by level) and warehouse the products name. */
export async function ensureReferences(
  db: Database,
  wanted: {
    brands: Iterable<string>;
    categoryPaths: Iterable<readonly string[]>;
    warehouses: Iterable<string>;
  },
): Promise<ReferenceIds> {
  const brandIds = await ensureBrands(db, wanted.brands);
  const categoryIds = await ensureCategories(db, wanted.categoryPaths);
  const warehouseIds = await ensureWarehouses(db, wanted.warehouses);
  const need = (map: Map<string, number>, key: string, what: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`No ${what} for "${key}"`);
    return id;
  };
  return {
    brand: (name) => need(brandIds, nameKey(name), 'brand'),
    category: (path) => (path.length === 0 ? null : need(categoryIds, pathKey(path), 'category')),
    warehouse: (name) => need(warehouseIds, nameKey(name), 'warehouse'),
  };
}

async function ensureBrands(db: Database, names: Iterable<string>): Promise<Map<string, number>> {
  const rows = await db.select({ id: brands.id, code: brands.code, name: brands.name }).from(brands);
  const ids = new Map(rows.map((r) => [nameKey(r.name), r.id]));
  const codes = new Set(rows.map((r) => r.code));
  for (const name of names) {
    const key = nameKey(name);
    if (ids.has(key)) continue;
    const code = uniqueSlug(brandCode(name) || 'marka', (c) => codes.has(c));
    const [row] = await db.insert(brands).values({ code, name: name.trim() }).returning({ id: brands.id });
    codes.add(code);
    ids.set(key, row?.id as number);
  }
  return ids;
}

async function ensureCategories(
  db: Database,
  paths: Iterable<readonly string[]>,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      url: categories.url,
      position: categories.position,
    })
    .from(categories);
  // An existing category by parent id and folded name; every URL taken so far.
  const byParent = new Map(rows.map((r) => [`${r.parentId ?? 0}\u0000${nameKey(r.name)}`, r.id]));
  const urlOf = new Map(rows.map((r) => [r.id, r.url]));
  const urls = new Set(rows.map((r) => r.url));
  // A new category goes last among its siblings.
  const positions = new Map<number, number>();
  for (const r of rows)
    positions.set(r.parentId ?? 0, Math.max(positions.get(r.parentId ?? 0) ?? 0, r.position));
  const ids = new Map<string, number>();
  for (const path of paths) {
    let parentId: number | null = null;
    for (let level = 0; level < path.length; level++) {
      const name = (path[level] as string).trim();
      const key = `${parentId ?? 0}\u0000${nameKey(name)}`;
      let id = byParent.get(key);
      if (id === undefined) {
        // A name another branch already uses gets its parent's URL in front, then a number.
        const own = slugify(name) || 'kategori';
        const parentUrl = parentId === null ? undefined : urlOf.get(parentId);
        const base = urls.has(own) && parentUrl ? `${parentUrl}-${own}` : own;
        const url = uniqueSlug(base, (u) => urls.has(u));
        const position = (positions.get(parentId ?? 0) ?? 0) + 1;
        positions.set(parentId ?? 0, position);
        const [row] = await db
          .insert(categories)
          .values({ parentId, name, url, position })
          .returning({ id: categories.id });
        id = row?.id as number;
        byParent.set(key, id);
        urlOf.set(id, url);
        urls.add(url);
      }
      parentId = id;
    }
    if (parentId !== null) ids.set(pathKey(path), parentId);
  }
  return ids;
}

async function ensureWarehouses(db: Database, names: Iterable<string>): Promise<Map<string, number>> {
  const rows = await db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses);
  const ids = new Map(rows.map((r) => [nameKey(r.name), r.id]));
  for (const name of names) {
    const key = nameKey(name);
    if (ids.has(key)) continue;
    const [row] = await db.insert(warehouses).values({ name: name.trim() }).returning({ id: warehouses.id });
    ids.set(key, row?.id as number);
  }
  return ids;
}
