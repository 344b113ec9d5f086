/**
 * The meta description of a product page. The demo catalog writes one per product; a product brought
 * in from the ERP's file has none, and its page would otherwise leave the search result's snippet to
 * chance: it gets the opening of its own description as plain text instead. Build and server only.
 */
import { Parser } from 'htmlparser2';
import { textExcerpt } from '../domain/text-excerpt.ts';

/** What search engines show of a description: about 160 characters. */
export const META_DESCRIPTION_MAX = 160;

/** Elements whose end separates words: `<li>Çelik</li><li>Cam</li>` reads 'Çelik Cam'. */
const BLOCKS = new Set([
  'p',
  'br',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'th',
  'td',
]);

/** The text of description HTML, entities decoded and white space folded. */
export function descriptionText(html: string): string {
  let text = '';
  const parser = new Parser(
    {
      ontext: (chunk) => {
        text += chunk;
      },
      onopentag: (name) => {
        if (name === 'br') text += ' ';
      },
      onclosetag: (name) => {
        if (BLOCKS.has(name)) text += ' ';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}

/** The product's own meta description, else the opening of its description, else none. */
export function productMetaDescription(product: {
  metaDescription: string | null;
  description: string;
}): string | null {
  if (product.metaDescription?.trim()) return product.metaDescription;
  const text = descriptionText(product.description);
  return text === '' ? null : textExcerpt(text, META_DESCRIPTION_MAX);
}
