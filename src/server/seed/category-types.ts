/**
 * Shapes of the demo catalog's vocabulary and the small readers that turn its compact text lines into
 * them. A template line reads 'Noun | materials | specs | min-max gross TRY | w x h x l cm | kg | units',
 * lists separated by ';' (specs keep the Turkish decimal comma: '1,5 L').
 */

/** How a product is sold: which units it has and which is the default. */
export type UnitProfile = 'piece' | 'pack' | 'kg' | 'metre' | 'pair';

const UNIT_PROFILES: readonly string[] = ['piece', 'pack', 'kg', 'metre', 'pair'];

/** A product pattern: 'Paslanmaz Çelik' + 'Çaydanlık' + '2 L'. */
export interface ProductTemplate {
  readonly noun: string;
  readonly materials: readonly string[];
  readonly specs: readonly string[];
  /** Gross (tax-included) TRY price range of the default unit, in lira. */
  readonly price: readonly [number, number];
  /** Default unit's package size in centimetres: width, height, length. */
  readonly size: readonly [number, number, number];
  /** Default unit's weight in kilograms. */
  readonly weight: number;
  readonly units: UnitProfile;
}

/** A variant dimension a sub-category offers beyond Renk. */
export interface DimensionDef {
  readonly code: string;
  readonly name: string;
  readonly values: readonly string[];
}

export interface SubCategory {
  readonly name: string;
  readonly templates: readonly ProductTemplate[];
  /** KDV percent when it differs from the top category's. */
  readonly taxRate?: number;
  /** Variant dimensions offered: Renk always, then these in order; undefined when none. */
  readonly variants?: readonly DimensionDef[];
}

/** The silhouette drawn on a category's generated images. */
export type IconKind = 'teapot' | 'pencil' | 'phone' | 'wrench' | 'jar' | 'bottle' | 'shirt';

export interface TopCategory {
  readonly code: string;
  readonly name: string;
  readonly icon: IconKind;
  readonly taxRate: number;
  /** Relative share of simple (variant-less) products. */
  readonly weight: number;
  readonly adjectives: readonly string[];
  readonly subs: readonly SubCategory[];
}

const list = (s: string | undefined): string[] =>
  s
    ? s
        .split(';')
        .map((x) => x.trim())
        .filter((x) => x !== '')
    : [];

/** Reads one template line; throws on a malformed line so a vocabulary typo fails at once. */
export function template(line: string): ProductTemplate {
  const [noun, materials, specs, price, size, weight, units] = line.split('|').map((s) => s.trim());
  const [min, max] = (price ?? '').split('-').map(Number) as [number, number];
  const [w, h, l] = (size ?? '').split('x').map(Number) as [number, number, number];
  const kg = Number(weight);
  const profile = units || 'piece';
  if (!noun || !(min > 0 && max >= min) || !(w > 0 && h > 0 && l > 0) || !(kg > 0)) {
    throw new Error(`Bad product template: ${line}`);
  }
  if (!UNIT_PROFILES.includes(profile)) throw new Error(`Bad unit profile in: ${line}`);
  return {
    noun,
    materials: list(materials),
    specs: list(specs),
    price: [min, max],
    size: [w, h, l],
    weight: kg,
    units: profile as UnitProfile,
  };
}

/** A sub-category from its name, options and template lines. */
export function sub(
  name: string,
  options: { taxRate?: number; variants?: readonly DimensionDef[] },
  lines: readonly string[],
): SubCategory {
  return { name, templates: lines.map(template), ...options };
}

/** A variant dimension from its code, name and ';'-separated values. */
export function dimension(code: string, name: string, values: string): DimensionDef {
  return { code, name, values: list(values) };
}

/** A top category; adjectives are ';'-separated. */
export function top(
  head: Omit<TopCategory, 'adjectives' | 'subs'>,
  adjectives: string,
  subs: readonly SubCategory[],
): TopCategory {
  return { ...head, adjectives: list(adjectives), subs };
}
