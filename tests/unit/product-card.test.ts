import { describe, expect, test } from 'vitest';
import {
  type CardProduct,
  type CardSettings,
  cardImageUrl,
  productCardView,
} from '../../src/domain/catalog/product-card.ts';

const shop: CardSettings = {
  showPriceStatus: '1',
  showListPrice: '1',
  addToCartButton: '1',
  cartStockControl: '0',
  stockInfoStatus: '0',
  whatsapp: '905321234567',
  whatsappControl: true,
};
const tl = { rates: [], target: null };
const product: CardProduct = {
  image: 'p-1.jpg',
  salePrice: { value: 99.9, currency: 'TRY' },
  listPrice: { value: 149.9, currency: 'TRY' },
  taxRate: 20,
  quantity: 5,
  hasVariants: false,
  defaultUnit: 'ADET',
};

describe('a product card (SPEC §2, §9)', () => {
  test('a discounted product: list price struck through, badge %33, prices with tax', () => {
    const view = productCardView(product, shop, tl, 'product');
    expect(view.discount).toEqual({ percent: 33, key: 'discount.percent', params: { n: 33 } });
    expect(view.price).toEqual({ minor: 11988, currency: 'TRY' });
    expect(view.listPrice).toEqual({ minor: 17988, currency: 'TRY' });
    expect(view.soldOut).toBe(false);
    expect(view.action).toBe('addToCart');
  });

  test('on a campaign card the badge reads "%{n} İNDİRİM", and not at a sale price of 0', () => {
    expect(productCardView(product, shop, tl, 'campaign').discount?.key).toBe('discount.campaign');
    const free = { ...product, salePrice: { value: 0, currency: 'TRY' } };
    expect(productCardView(free, shop, tl, 'campaign').discount).toBeNull();
  });

  test('prices are hidden unless showPriceStatus is 1', () => {
    const view = productCardView(product, { ...shop, showPriceStatus: '0' }, tl, 'product');
    expect(view.price).toBeNull();
    expect(view.listPrice).toBeNull();
    expect(view.discount).toBeNull();
    // The API sends no prices then either.
    expect(
      productCardView({ ...product, salePrice: null, listPrice: null }, shop, tl, 'product').price,
    ).toBeNull();
  });

  test('the list price and the badge only with showListPrice 1, and only above the sale price', () => {
    const hidden = productCardView(product, { ...shop, showListPrice: '0' }, tl, 'product');
    expect(hidden.listPrice).toBeNull();
    expect(hidden.discount).toBeNull();
    expect(hidden.price).toEqual({ minor: 11988, currency: 'TRY' });
    const same = productCardView({ ...product, listPrice: product.salePrice }, shop, tl, 'product');
    expect(same.listPrice).toBeNull();
    expect(same.discount).toBeNull();
  });

  test("'TÜKENDİ!' at a quantity of 0 or below while cart stock control is off", () => {
    expect(productCardView({ ...product, quantity: 0 }, shop, tl, 'product').soldOut).toBe(true);
    expect(productCardView({ ...product, quantity: -3 }, shop, tl, 'product').soldOut).toBe(true);
    expect(productCardView({ ...product, quantity: 0.5 }, shop, tl, 'product').soldOut).toBe(false);
    const control = { ...shop, cartStockControl: '1' } as const;
    expect(productCardView({ ...product, quantity: 0 }, control, tl, 'product').soldOut).toBe(false);
  });

  test('prices in the shopper’s currency: value × rate / target rate', () => {
    const usd = {
      ...product,
      salePrice: { value: 10, currency: 'USD' },
      listPrice: { value: 10, currency: 'USD' },
    };
    const pricing = {
      rates: [
        { code: 'TRY', exchangeRate: '1' },
        { code: 'USD', exchangeRate: '32.5' },
      ],
      target: 'TRY',
    };
    expect(productCardView(usd, shop, pricing, 'product').price).toEqual({ minor: 39000, currency: 'TRY' });
  });

  test('the add-to-cart button only with addToCartButton 1; a product with variants asks for a variant', () => {
    expect(productCardView(product, { ...shop, addToCartButton: '0' }, tl, 'product').action).toBe('none');
    expect(productCardView({ ...product, hasVariants: true }, shop, tl, 'product').action).toBe(
      'chooseVariant',
    );
  });

  test("an ask-price product (sale price 0): 'Fiyat Sorunuz' instead of the price and of the add button", () => {
    const ask = { ...product, salePrice: { value: 0, currency: 'TRY' } };
    const view = productCardView(ask, shop, tl, 'product');
    expect(view).toMatchObject({ askPrice: true, askPriceText: true, price: null, listPrice: null });
    expect(view.discount).toBeNull();
    expect(view.action).toBe('askPrice');
    // Never an add button, whatever else holds; a product with variants still leads to its page.
    // Sold out, the stock question comes first, as on the product page (SPEC §4's order).
    expect(productCardView({ ...ask, quantity: 0 }, shop, tl, 'product').action).toBe('stockQuestion');
    expect(productCardView({ ...ask, hasVariants: true }, shop, tl, 'product').action).toBe('chooseVariant');
    expect(productCardView(ask, { ...shop, addToCartButton: '0' }, tl, 'product').action).toBe('none');
    expect(productCardView(ask, shop, tl, 'campaign')).toMatchObject({ askPriceText: true, price: null });
    // A hidden price is no ask price: the card shows neither.
    const hidden = productCardView({ ...ask, salePrice: null }, shop, tl, 'product');
    expect(hidden).toMatchObject({ askPrice: false, askPriceText: false, action: 'addToCart' });
    const notShown = productCardView(ask, { ...shop, showPriceStatus: '0' }, tl, 'product');
    expect(notShown).toMatchObject({ askPriceText: false, price: null, action: 'askPrice' });
    const priced = productCardView(product, shop, tl, 'product');
    expect(priced).toMatchObject({ askPrice: false, askPriceText: false });
  });

  test("an ask-price card asks on WhatsApp when the shop offers messaging, else shows a disabled 'Fiyat Sorunuz'", () => {
    const ask = { ...product, salePrice: { value: 0, currency: 'TRY' } };
    expect(productCardView(ask, shop, tl, 'product').askMessage).toBe('productPage.askPriceMessage');
    const noMessaging = { ...shop, whatsappControl: false };
    expect(productCardView(ask, noMessaging, tl, 'product')).toMatchObject({
      action: 'askPrice',
      askMessage: null,
    });
    expect(productCardView(ask, { ...shop, whatsapp: '1234' }, tl, 'product').askMessage).toBeNull();
    expect(productCardView(product, shop, tl, 'product').askMessage).toBeNull();
  });

  test("a sold-out card (SPEC §4): the WhatsApp 'Stok Sorunuz' with messaging, else 'Stokta Yok'; never 'Sepete Ekle'", () => {
    for (const quantity of [0, -3]) {
      const soldOut = { ...product, quantity };
      expect(productCardView(soldOut, shop, tl, 'product')).toMatchObject({
        soldOut: true,
        action: 'stockQuestion',
        askMessage: 'productPage.stockQuestionMessage',
      });
      const noMessaging = { ...shop, whatsappControl: false };
      expect(productCardView(soldOut, noMessaging, tl, 'product')).toMatchObject({
        action: 'outOfStock',
        askMessage: null,
      });
      // A number of 4 characters or fewer is no messaging either.
      expect(productCardView(soldOut, { ...shop, whatsapp: ' 1234 ' }, tl, 'product').action).toBe(
        'outOfStock',
      );
      // Sold out comes before the variant choice: no 'Sepete Ekle' that only leads to a refusal.
      expect(productCardView({ ...soldOut, hasVariants: true }, shop, tl, 'product').action).toBe(
        'stockQuestion',
      );
      // With cart stock control the shop sells beyond its stock: no badge, an ordinary button.
      expect(productCardView(soldOut, { ...shop, cartStockControl: '1' }, tl, 'product')).toMatchObject({
        soldOut: false,
        action: 'addToCart',
      });
      // The shop that offers no add button offers no question either.
      expect(productCardView(soldOut, { ...shop, addToCartButton: '0' }, tl, 'product').action).toBe('none');
    }
  });

  test('the stock text of a list card (SPEC §8): counts, Stokta Var on the grid and Var in the list, Stok Sorunuz', () => {
    expect(productCardView(product, shop, tl, 'product').stock).toEqual({
      key: 'stock.count',
      params: { n: 5, unit: 'ADET' },
    });
    const availability = { ...shop, stockInfoStatus: '2' };
    expect(productCardView(product, availability, tl, 'product').stock).toEqual({ key: 'stock.inStock' });
    expect(productCardView(product, availability, tl, 'product', 'list').stock).toEqual({
      key: 'stock.available',
    });
    expect(productCardView({ ...product, quantity: 0 }, availability, tl, 'product').stock).toEqual({
      key: 'stock.ask',
    });
    expect(productCardView(product, { ...shop, stockInfoStatus: '1' }, tl, 'product').stock).toBeNull();
    // A campaign card shows no stock.
    expect(productCardView(product, shop, tl, 'campaign').stock).toBeNull();
  });

  test('images: /image/{size}/{file}, 404.png when the product has none', () => {
    expect(cardImageUrl('229', 'p-025.jpg')).toBe('/image/229/p-025.jpg');
    expect(cardImageUrl('229', null)).toBe('/image/229/404.png');
    expect(cardImageUrl('280-413', '')).toBe('/image/280-413/404.png');
    expect(cardImageUrl('80', 'p-025.jpg')).toBe('/image/80/p-025.jpg');
  });
});
