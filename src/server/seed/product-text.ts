/**
 * The words of a seeded product: name, model, description (short HTML of <p>, <ul>, <li> only, every
 * value escaped) and the meta title, description and keywords.
 */
import { escapeHtml } from '../../domain/html-text.ts';
import { textExcerpt } from '../../domain/text-excerpt.ts';
import type { ProductTemplate, TopCategory } from './category-types.ts';
import type { Random } from './random.ts';
import {
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
  FEATURES_BY_CATEGORY,
  MODEL_STEMS,
} from './vocabulary-words.ts';

/** The parts a product name is made of, kept for descriptions and keywords. */
export interface NameParts {
  readonly adjective: string;
  readonly material: string;
  readonly noun: string;
  readonly spec: string;
}

/** Draws name parts; a variant parent leaves out what its dimensions vary (material, size spec). */
export function drawNameParts(
  rng: Random,
  top: TopCategory,
  tpl: ProductTemplate,
  omit: { material: boolean; spec: boolean },
): NameParts {
  return {
    adjective: rng.chance(0.45) ? rng.pick(top.adjectives) : '',
    material: !omit.material && tpl.materials.length > 0 && rng.chance(0.85) ? rng.pick(tpl.materials) : '',
    noun: tpl.noun,
    spec: !omit.spec && tpl.specs.length > 0 ? rng.pick(tpl.specs) : '',
  };
}

/** The product name: 'Paslanmaz Çelik Çaydanlık 2 L'. */
export function productName(parts: NameParts): string {
  return [parts.adjective, parts.material, parts.noun, parts.spec].filter((p) => p !== '').join(' ');
}

/** A variant child's name: the parent's name and its values, 'Basic Gömlek - Mavi / M'. */
export function childName(parentName: string, values: readonly string[]): string {
  return `${parentName} - ${values.join(' / ')}`;
}

/** A model name for about half of the products, else null. */
export function drawModel(rng: Random, top: TopCategory): string | null {
  if (!rng.chance(top.code === 'ELK' || top.code === 'HRD' ? 0.85 : 0.4)) return null;
  if (rng.chance(0.5)) return `${rng.pick(MODEL_STEMS)} ${rng.int(1, 9) * 100 + rng.pick([0, 10, 50])}`;
  const letters = 'ABÇDEGKMPRSTVYZ';
  const prefix = `${letters[rng.int(0, letters.length - 1)]}${letters[rng.int(0, letters.length - 1)]}`;
  return `${prefix}-${rng.int(100, 990)}`;
}

function fill(template: string, name: string, brand: string): string {
  return template.replaceAll('{ad}', name).replaceAll('{marka}', brand);
}

/** The description: an opening paragraph, three feature bullets and a closing paragraph. */
export function drawDescription(
  rng: Random,
  top: TopCategory,
  parts: NameParts,
  name: string,
  brand: string,
  model: string | null,
): string {
  const opening = fill(rng.pick(DESCRIPTION_OPENINGS), name, brand);
  const facts = [
    parts.material ? `Malzeme: ${parts.material}` : '',
    parts.spec ? `Ölçü / içerik: ${parts.spec}` : '',
    model ? `Model: ${model}` : '',
    ...rng.sample(FEATURES_BY_CATEGORY[top.code] ?? [], 2),
  ].filter((f) => f !== '');
  const items = facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('');
  return `<p>${escapeHtml(opening)}</p><ul>${items}</ul><p>${escapeHtml(rng.pick(DESCRIPTION_CLOSINGS))}</p>`;
}

/** The meta title (at most 70 characters), description (at most 160) and keywords of a product. */
export function productMeta(
  name: string,
  brand: string,
  subName: string,
  top: TopCategory,
  parts: NameParts,
  storeName: string,
): { metaTitle: string; metaDescription: string; metaKeywords: string } {
  const title = `${name} | ${brand}`;
  const description = `${brand} ${name}: uygun fiyat, hızlı kargo ve ${storeName} güvencesi. ${subName} ürünlerini keşfedin.`;
  const keywords = [parts.noun, parts.material, brand, subName, top.name]
    .filter((k) => k !== '')
    .map((k) => k.toLocaleLowerCase('tr-TR'));
  return {
    metaTitle: textExcerpt(title, 70),
    metaDescription: textExcerpt(description, 160),
    metaKeywords: [...new Set(keywords)].join(', '),
  };
}
