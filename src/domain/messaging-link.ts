/**
 * The shop's messaging link (WhatsApp): offered when the store's whatsappControl is on and its
 * number is longer than 4 characters (SPEC §4, the same rule as the add-to-cart 'Stock question').
 */
import { flag } from './settings.ts';
import { phoneDigits, whatsappChatUrl } from './whatsapp-chat.ts';

/** A messaging number counts when it is longer than this many characters. */
export const MIN_WHATSAPP_NUMBER_LENGTH = 4;

/** The store fields the link reads. */
export interface MessagingStore {
  readonly whatsapp: string | null | undefined;
  readonly whatsappControl: boolean | string | number | null | undefined;
}

/** Whether the store offers messaging: the switch is on and the number is longer than 4 characters. */
export function messagingEnabled(store: MessagingStore): boolean {
  const number = (store.whatsapp ?? '').trim();
  return flag(store.whatsappControl) && Array.from(number).length > MIN_WHATSAPP_NUMBER_LENGTH;
}

/**
 * The chat link https://wa.me/{digits} (with a prefilled message when text is given), or null when
 * the store does not offer messaging or its number has no digits.
 */
export function messagingUrl(store: MessagingStore, text?: string): string | null {
  if (!messagingEnabled(store)) return null;
  const digits = phoneDigits(store.whatsapp);
  if (digits === '') return null;
  return text ? whatsappChatUrl(digits, text) : `https://wa.me/${digits}`;
}
