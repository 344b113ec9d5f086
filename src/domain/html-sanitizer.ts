/**
 * The allow-list sanitiser for product descriptions (DESIGN: descriptions that hold HTML are
 * sanitised before they are rendered). Only plain structure survives: p, ul, ol, li, strong, em,
 * b, i, br, h2, h3 and h4, always without their attributes. Every other tag, comment, doctype or
 * stray '<' is escaped and shows as text, so nothing in the output can run script, load a
 * resource or link anywhere. Valid character references (&amp; &nbsp; &#39; &#x27;) are kept;
 * any other '&' is escaped. The output is well formed: stray closing tags are dropped and open
 * ones are closed.
 */

/** The elements a description may keep (lower case). */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'h2',
  'h3',
  'h4',
]);

const VOID_TAGS: ReadonlySet<string> = new Set(['br']);
const SELF_ENDING: ReadonlySet<string> = new Set(['li', 'p']);

/** Escapes text for an HTML text node, keeping valid character references as they are. */
export function escapeText(text: string): string {
  return text.replace(
    /[<>"]|&(?:#(\d{1,7});|#[xX]([0-9a-fA-F]{1,6});|([a-zA-Z][a-zA-Z0-9]{1,31});)?/g,
    (m, dec, hex, name) => {
      if (m === '<') return '&lt;';
      if (m === '>') return '&gt;';
      if (m === '"') return '&quot;';
      if (name !== undefined) return m;
      if (dec !== undefined || hex !== undefined) {
        const code = dec !== undefined ? Number(dec) : Number.parseInt(hex, 16);
        return isValidCodePoint(code) ? m : `&amp;${m.slice(1)}`;
      }
      return '&amp;';
    },
  );
}

// A numeric reference to NUL, a surrogate, a non-character or beyond Unicode is not kept.
function isValidCodePoint(code: number): boolean {
  if (code <= 0 || code > 0x10ffff) return false;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  if ((code & 0xfffe) === 0xfffe || (code >= 0xfdd0 && code <= 0xfdef)) return false;
  return true;
}

/** A tag found in the input: its lower-case name, whether it closes, and where its text ends. */
interface TagToken {
  name: string;
  closing: boolean;
  end: number;
}

// Reads the tag starting at `start` ('<'), honouring quoted attribute values that hold '>'.
function readTag(html: string, start: number): TagToken | undefined {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)/.exec(html.slice(start, start + 40));
  if (!head) return undefined;
  let i = start + head[0].length;
  let quote: string | null = null;
  for (; i < html.length; i++) {
    const ch = html[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '>') {
      return { name: (head[2] ?? '').toLowerCase(), closing: head[1] === '/', end: i + 1 };
    }
  }
  return undefined;
}

/** The description HTML reduced to the allow-list (see the module comment); '' for null. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const out: string[] = [];
  const open: string[] = [];
  let text = 0; // start of the pending text run
  let i = 0;
  const flushText = (to: number) => {
    if (to > text) out.push(escapeText(html.slice(text, to)));
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const tag = readTag(html, lt);
    if (!tag || !ALLOWED_TAGS.has(tag.name)) {
      // Not a tag we keep: it stays in the text run and is escaped with it.
      i = tag ? tag.end : lt + 1;
      continue;
    }
    flushText(lt);
    i = tag.end;
    text = i;
    if (VOID_TAGS.has(tag.name)) {
      out.push(`<${tag.name}>`);
    } else if (!tag.closing) {
      // A new item or paragraph ends the one still open, as the HTML parser would.
      if (SELF_ENDING.has(tag.name) && open.at(-1) === tag.name) out.push(`</${open.pop()}>`);
      out.push(`<${tag.name}>`);
      open.push(tag.name);
    } else {
      const at = open.lastIndexOf(tag.name);
      // A closing tag with nothing to close is dropped; one that closes an outer element closes
      // the inner ones first.
      if (at >= 0) while (open.length > at) out.push(`</${open.pop()}>`);
    }
  }
  flushText(html.length);
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
