import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { isDivisibleUnit } from '../domain/catalog/divisible-units.ts';
import type { CurrencyRate } from '../domain/catalog/price-display.ts';
import { priceView, productShipping } from '../domain/catalog/product-price-view.ts';
import { addToCartState, stockDisplay } from '../domain/catalog/stock.ts';
import { checkStockLimit, maxAddableQuantity } from '../domain/catalog/stock-limit.ts';
import { stockNumber } from '../domain/catalog/stock-number.ts';
import { baseUnitsInCart, stockInUnit } from '../domain/catalog/unit-stock.ts';
import { messagingEnabled } from '../domain/messaging-link.ts';
import type { ShopSettings } from '../domain/settings.ts';
import { brandSearchPath, localePath } from '../domain/site-paths.ts';
import { whatsappChatUrl } from '../domain/whatsapp-chat.ts';
import { type Locale, t } from '../i18n/index.ts';
import { $cart, type CartState } from '../stores/cart.ts';
import { createProductDetailStore, type ProductView } from '../stores/product-detail.ts';
import { $settings } from '../stores/settings.ts';
import AddToCart from './AddToCart.tsx';
import { Gallery } from './parts/Gallery.tsx';
import { PriceBlock } from './parts/PriceBlock.tsx';
import { QuantityInput } from './parts/QuantityInput.tsx';
import { Stars } from './parts/Stars.tsx';
import { StockInfo } from './parts/StockInfo.tsx';
import { useSharedStore } from './parts/use-shared-store.ts';
import { VariantSelectors } from './parts/VariantSelectors.tsx';
import { WishlistHeart } from './parts/WishlistHeart.tsx';

const EMPTY_CART: CartState = { items: [], fetching: false };

/** The settings the product page reads. */
export type ProductPageSettings = Pick<
  ShopSettings,
  | 'stockInfoStatus'
  | 'stockNumberType'
  | 'cartStockControl'
  | 'showListPrice'
  | 'showPriceStatus'
  | 'kargoUcreti'
  | 'ucretsizKargoSecenek'
  | 'ucretsizKargoMiktar'
  | 'kargoAliciyaAit'
  | 'productsWithKdv'
>;

interface Props {
  locale: Locale;
  product: ProductView;
  settings: ProductPageSettings;
  /** The shop's messaging number and whether messaging is on (SPEC §3 Store whatsapp, whatsappControl). */
  whatsapp: { number: string; enabled: boolean };
  /** The built exchange rates and the default currency, until GET /settings answers. */
  currencies: readonly (CurrencyRate & { isDefault: boolean })[];
  /** The page's absolute URL (for the WhatsApp messages). */
  pageUrl: string;
  /** Server-rendered extras under the buying controls (the share links). */
  children?: ReactNode;
}

/**
 * The product page above the fold (SPEC §2 Product detail): gallery, name, brand, model, rating,
 * prices, shipping, stock, unit and variant selectors, quantity, add to cart and the wishlist
 * heart. It renders the built product first (on the server too), then refreshes price, stock and
 * campaign from the API and shows prices in the shopper's currency.
 */
export default function ProductDetail({
  locale,
  product: built,
  settings,
  whatsapp,
  currencies,
  pageUrl,
  children,
}: Props) {
  const [store] = useState(() => createProductDetailStore(built));
  const state = useStore(store.$state);
  const shopper = useSharedStore($settings, null);
  const cart = useSharedStore($cart, EMPTY_CART);
  const unitsId = useId();
  useEffect(() => {
    void store.refresh();
    return () => store.dispose();
  }, [store]);

  const { product, amount, campaign } = state;
  const rates: readonly CurrencyRate[] = shopper?.currencies ?? currencies;
  const defaultCurrency =
    shopper?.defaultCurrency?.code ?? currencies.find((c) => c.isDefault)?.code ?? product.currency;
  const currency = shopper?.userCurrency?.code ?? defaultCurrency;
  const defaultUnit = product.units.find((u) => u.isDefault) ?? product.units[0];
  const unit = product.units.find((u) => u.id === state.unitId) ?? defaultUnit;
  const multiplier = unit?.multiplier ?? 1;
  const baseUnit = defaultUnit?.value ?? '';
  const inCart = unit ? baseUnitsInCart(cart.items, product.id, unit.id) : 0;
  const divisible = isDivisibleUnit(unit?.value);
  const stockRule = {
    multiplier,
    stock: product.quantity,
    stockInfoStatus: settings.stockInfoStatus,
    inCart,
    cartStockControl: settings.cartStockControl,
    divisible,
  };

  const prices = priceView({
    sale: unit?.defaultPrice ?? product.salePrice,
    list: unit?.listPrice ?? product.listPrice,
    taxRate: product.taxRate,
    showPriceStatus: settings.showPriceStatus,
    showListPrice: settings.showListPrice,
    productsWithKdv: settings.productsWithKdv,
    rates,
    currency,
  });
  // The shipping of the unit and quantity chosen, as the cart will compute it.
  const shipping = productShipping({
    unit,
    quantity: amount,
    taxRate: product.taxRate,
    settings,
    rates,
    defaultCurrency,
    currency,
  });
  const buttonState = addToCartState({
    stock: product.quantity,
    salePrice: unit?.defaultPrice?.value ?? product.salePrice?.value,
    cartStockControl: settings.cartStockControl,
    whatsappControl: whatsapp.enabled,
    whatsappNumber: whatsapp.number,
  });
  const canMessage = messagingEnabled({ whatsapp: whatsapp.number, whatsappControl: whatsapp.enabled });
  const messageParams = { name: product.name, code: product.code, url: pageUrl };
  const askUrl =
    buttonState === 'stockQuestion'
      ? whatsappChatUrl(whatsapp.number, t(locale, 'productPage.stockQuestionMessage', messageParams))
      : buttonState === 'askPrice' && canMessage
        ? whatsappChatUrl(whatsapp.number, t(locale, 'productPage.askPriceMessage', messageParams))
        : undefined;

  const check = (): string | null => {
    if (product.hasVariants) return t(locale, 'productPage.variantRequired');
    const limit = checkStockLimit({ ...stockRule, amount });
    return limit.ok ? null : t(locale, limit.key, limit.params);
  };

  const display = stockDisplay({
    mode: settings.stockInfoStatus,
    stock: stockInUnit(product.quantity, multiplier),
    unit: unit?.value ?? baseUnit,
    context: 'detail',
  });
  // SPEC §9: the stock number is cut to 20 characters + '...' where the truncate flag is set; it is
  // set here, on the buying box, where a long code would push a phone page sideways.
  const number = stockNumber({
    stockNumberType: settings.stockNumberType,
    productCode: product.code,
    defaultUnitBarcode: defaultUnit?.barcode,
    truncate: true,
  });
  const fullNumber = stockNumber({
    stockNumberType: settings.stockNumberType,
    productCode: product.code,
    defaultUnitBarcode: defaultUnit?.barcode,
  });

  return (
    <div className="pd">
      <Gallery key={product.id} images={product.images} name={product.name} locale={locale} />
      <div className="pd-info">
        <h1>{product.name}</h1>
        {(product.brand || product.model) && (
          <p className="pd-brand">
            {product.brand && (
              <span>
                {t(locale, 'productPage.brand')}:{' '}
                <a href={localePath(locale, brandSearchPath(product.brand.code))}>{product.brand.name}</a>
              </span>
            )}
            {product.model && (
              <span>
                {t(locale, 'productPage.model')}: {product.model.name}
              </span>
            )}
          </p>
        )}
        <p className="pd-rating">
          {product.commentCount > 0 ? (
            <>
              <Stars rate={product.starRate} locale={locale} />{' '}
              <a href="#product-comments">
                {t(locale, 'productPage.commentCount', { n: product.commentCount })}
              </a>
            </>
          ) : (
            <span className="muted">{t(locale, 'productPage.noComment')}</span>
          )}
        </p>
        {(product.fastDelivery || product.sameDayShipping || campaign) && (
          <ul className="pd-badges">
            {product.fastDelivery && <li className="pd-badge">{t(locale, 'productPage.fastDelivery')}</li>}
            {product.sameDayShipping && (
              <li className="pd-badge">{t(locale, 'productPage.sameDayShipping')}</li>
            )}
            {campaign && (
              <li className="pd-badge pd-badge-campaign">
                {t(locale, 'productPage.campaign')}:{' '}
                <a href={localePath(locale, `/kampanyali-urunler/${campaign.url}`)}>{campaign.name}</a>
              </li>
            )}
          </ul>
        )}
        <PriceBlock view={prices} shipping={shipping} locale={locale} />
        <StockInfo
          display={display}
          stockNumber={{
            label:
              settings.stockNumberType === 'Barcode'
                ? t(locale, 'productPage.barcode')
                : t(locale, 'product.code'),
            value: number,
            full: fullNumber,
          }}
          name={product.name}
          inventory={product.inventory}
          baseUnit={baseUnit}
          locale={locale}
        />
        {product.equivalentCode && (
          <p className="pd-equivalent">
            {t(locale, 'productPage.equivalentCodes')}: {product.equivalentCode}
          </p>
        )}
        <div className="pd-buy">
          {state.selection.length > 0 && (
            <VariantSelectors
              dimensions={product.variants}
              variantChildren={product.children}
              selection={state.selection}
              loading={state.variantLoading}
              missing={state.variantMissing}
              locale={locale}
              onChoose={(dimension, value) => void store.chooseVariant(dimension, value)}
            />
          )}
          {product.units.length > 1 && unit && (
            <div className="pd-field">
              <label htmlFor={unitsId}>{t(locale, 'productPage.unit')}</label>
              <select id={unitsId} value={unit.id} onChange={(e) => store.chooseUnit(Number(e.target.value))}>
                {product.units.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.value}
                  </option>
                ))}
              </select>
              {multiplier !== 1 && (
                <span className="muted">
                  {t(locale, 'productPage.unitContents', { unit: unit.value, n: multiplier, base: baseUnit })}
                </span>
              )}
            </div>
          )}
          {buttonState === 'normal' && (
            <QuantityInput
              amount={amount}
              locale={locale}
              divisible={divisible}
              onEnter={store.enterAmount}
              onIncrease={() => store.increase(maxAddableQuantity(stockRule) ?? null)}
              onDecrease={store.decrease}
            />
          )}
          <div className="pd-actions">
            <AddToCart
              productId={product.id}
              locale={locale}
              unitId={unit?.id}
              quantity={amount}
              state={buttonState}
              askUrl={askUrl}
              check={check}
              busy={state.variantLoading}
              choice={`${state.selection.join('|')}:${product.id}:${unit?.id ?? ''}:${amount}`}
            />
            <WishlistHeart productId={built.id} productName={built.name} locale={locale} />
          </div>
        </div>
        {children}
      </div>
    </div>
  );
}
