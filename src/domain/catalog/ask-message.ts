/**
 * The WhatsApp message behind a buying control that asks instead of adding (SPEC §4 display states):
 * the stock question of a sold-out product, and the price question of an ask-price product when the
 * shop offers messaging. The product page and the list cards send the same texts.
 */

import { type MessagingStore, messagingEnabled } from '../messaging-link.ts';
import type { AddToCartState } from './stock.ts';

/** Text keys of the two messages (src/i18n/texts/product-page.ts), with {name}, {code} and {url}. */
export type AskMessageKey = 'productPage.stockQuestionMessage' | 'productPage.askPriceMessage';

/** The message a button state offers to send on WhatsApp, or null when it offers no link. */
export function askMessageKey(state: AddToCartState, messaging: MessagingStore): AskMessageKey | null {
  if (state === 'stockQuestion') return 'productPage.stockQuestionMessage';
  if (state === 'askPrice' && messagingEnabled(messaging)) return 'productPage.askPriceMessage';
  return null;
}
