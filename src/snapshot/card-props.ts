/**
 * What the product-card islands need from the snapshot: the shop settings a card reads, and the
 * built currency rates with the shop's default currency (the currency a guest sees prices in).
 */
import type { CardPricing, CardSettings } from '../domain/catalog/product-card.ts';
import { parseSettings } from '../domain/settings.ts';
import type { CatalogSnapshot } from './types.ts';

/**
 * The card settings as built: showPriceStatus, showListPrice, addToCartButton, cartStockControl,
 * productsWithKdv, the stock display mode and the shop's messaging number (for the WhatsApp stock
 * question).
 */
export function builtCardSettings(snapshot: Pick<CatalogSnapshot, 'settings' | 'store'>): CardSettings {
  const s = parseSettings(snapshot.settings);
  return {
    showPriceStatus: s.showPriceStatus,
    showListPrice: s.showListPrice,
    addToCartButton: s.addToCartButton,
    cartStockControl: s.cartStockControl,
    stockInfoStatus: s.stockInfoStatus,
    whatsapp: snapshot.store.whatsapp,
    whatsappControl: snapshot.store.whatsappControl,
    productsWithKdv: s.productsWithKdv,
  };
}

/** The built rates, shown in the shop's default currency until the shopper's own is known. */
export function builtCardPricing(snapshot: Pick<CatalogSnapshot, 'currencies'>): CardPricing {
  return {
    rates: snapshot.currencies.map((c) => ({ code: c.code, exchangeRate: c.exchangeRate })),
    target: snapshot.currencies.find((c) => c.isDefault)?.code ?? null,
  };
}
