/**
 * The one policy for product description HTML (DESIGN: "sanitize-html at import"), applied by the
 * catalog import to every `aciklama` and by the product page when it renders a description, so a
 * description shows exactly what the import kept. It keeps what ERP descriptions use: paragraphs,
 * line breaks, headings h2–h4, bold and italic, lists, tables (only colspan and rowspan) and links
 * to http, https and mailto addresses (given rel="nofollow"). Everything else goes: script, style,
 * iframes and images with their content or source, event handlers, classes and styles; other
 * elements leave their text. Server and build only: no browser bundle imports this module.
 */
import sanitize from 'sanitize-html';

const POLICY: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'b',
    'i',
    'strong',
    'em',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
  ],
  allowedAttributes: { a: ['href'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A heading of the page is h1: a description's h1 becomes its h2.
  transformTags: {
    h1: 'h2',
    // A link to anywhere but a web or mail address (javascript:, data:, //host) is its text only.
    a: (_tag, attribs): sanitize.Tag => {
      const href = (attribs.href ?? '').trim();
      return /^(https?:\/\/|mailto:)/i.test(href)
        ? { tagName: 'a', attribs: { href, rel: 'nofollow' } }
        : { tagName: 'span', attribs: {} };
    },
  },
  // Elements whose content is code or a resource, not text: dropped whole.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  disallowedTagsMode: 'discard',
};

// rel is set by the transform, after the attribute filter: it is kept, and only on links.
POLICY.allowedAttributes = { ...(POLICY.allowedAttributes as Record<string, string[]>), a: ['href', 'rel'] };

/** A product description reduced to the policy ('' for null or empty). */
export function descriptionHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, POLICY);
}
