/**
 * Share links of the product page (SPEC §2: social networks and a messaging app) and the WhatsApp
 * links of the stock and price questions (SPEC §4). Pure URL building: the texts come from the
 * dictionaries. The WhatsApp chat links are whatsapp-chat.ts's, re-exported here.
 */

export { phoneDigits, whatsappChatUrl } from './whatsapp-chat.ts';

/** Where a product can be shared, in the order the page shows them. */
export const SHARE_TARGETS = ['facebook', 'twitter', 'pinterest', 'email', 'whatsapp'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** One share link. */
export interface ShareLink {
  readonly target: ShareTarget;
  readonly href: string;
}

export interface ShareInput {
  /** The page's absolute URL. */
  readonly url: string;
  /** The product name (the post text, the mail subject). */
  readonly title: string;
  /** An absolute image URL for Pinterest. */
  readonly image?: string;
  /** The mail body and WhatsApp message; the URL is added after it. */
  readonly text?: string;
}

const enc = encodeURIComponent;

/** The share links of a page: Facebook, X (Twitter), Pinterest, e-mail and WhatsApp. */
export function shareLinks(input: ShareInput): ShareLink[] {
  const { url, title } = input;
  const text = input.text ?? title;
  const hrefs: Record<ShareTarget, string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    twitter: `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(title)}`,
    pinterest: `https://www.pinterest.com/pin/create/button/?url=${enc(url)}${
      input.image ? `&media=${enc(input.image)}` : ''
    }&description=${enc(title)}`,
    email: `mailto:?subject=${enc(title)}&body=${enc(`${text}\n${url}`)}`,
    whatsapp: `https://wa.me/?text=${enc(`${text} ${url}`)}`,
  };
  return SHARE_TARGETS.map((target) => ({ target, href: hrefs[target] }));
}
