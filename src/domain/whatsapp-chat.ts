/**
 * A WhatsApp chat with the shop's number (SPEC §4 stock and price questions, the messaging link).
 * Apart from the product page's share links (share-links.ts), so that what only asks the shop, on
 * every catalog page, does not carry them.
 */

/** The digits of a messaging number ('+90 532 123 45 67' → '905321234567'). */
export function phoneDigits(number: string | null | undefined): string {
  return (number ?? '').replace(/\D/g, '');
}

/** A WhatsApp chat with the shop's number and a prepared message: https://wa.me/{digits}?text=… */
export function whatsappChatUrl(number: string | null | undefined, message: string): string {
  return `https://wa.me/${phoneDigits(number)}?text=${encodeURIComponent(message)}`;
}
