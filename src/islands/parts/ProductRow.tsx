import { useState } from 'react';
import type { ListItem } from '../../contract/catalog.ts';
import { isDivisibleUnit } from '../../domain/catalog/divisible-units.ts';
import { priceText } from '../../domain/catalog/price-display.ts';
import {
  type CardPricing,
  type CardSettings,
  cardImageUrl,
  NO_IMAGE_FILE,
  productCardView,
} from '../../domain/catalog/product-card.ts';
import { decreaseQuantity, increaseQuantity, quantityEntry } from '../../domain/catalog/quantity.ts';
import { maxAddableQuantity } from '../../domain/catalog/stock-limit.ts';
import { flag } from '../../domain/settings.ts';
import { localePath, productPagePath } from '../../domain/site-paths.ts';
import { type Locale, t } from '../../i18n/index.ts';
import { CardBuying } from './CardBuying.tsx';
import { CardImage } from './CardImage.tsx';
import { QuantityInput } from './QuantityInput.tsx';
import { WishlistHeart } from './WishlistHeart.tsx';

interface Props {
  product: ListItem;
  locale: Locale;
  settings: CardSettings;
  pricing: CardPricing;
  /** The shop's public address, for the product link in a WhatsApp question. */
  siteUrl: string;
}

/**
 * A product in the compact list view (SPEC §3 Lists: view), for buyers who order by code: a small
 * image and the name, the badges, code, unit, stock ('Var' here, SPEC §8), price, and a quantity
 * box with the add-to-cart button in the product page's display states (SPEC §4).
 */
export function ProductRow({ product, locale, settings, pricing, siteUrl }: Props) {
  const view = productCardView(product, settings, pricing, 'product', 'list');
  const href = localePath(locale, productPagePath(product));
  const [amount, setAmount] = useState(1);
  const divisible = isDivisibleUnit(product.defaultUnit);
  // An upper bound: the server checks what is already in the cart.
  const max = maxAddableQuantity({
    stock: product.quantity,
    stockInfoStatus: settings.stockInfoStatus,
    cartStockControl: settings.cartStockControl,
  });
  const showPrices = flag(settings.showPriceStatus);
  return (
    <div className="product-row">
      <div className="product-row-main">
        <a className="product-row-link" href={href}>
          <CardImage
            key={product.image ?? NO_IMAGE_FILE}
            src={cardImageUrl('80', product.image)}
            fallback={cardImageUrl('80', NO_IMAGE_FILE)}
            width={80}
            height={80}
          />
          <h2 className="product-row-name">{product.name}</h2>
        </a>
        {(view.discount || view.soldOut) && (
          <p className="product-row-badges">
            {view.discount && (
              <span className="badge badge-discount">
                {t(locale, view.discount.key, view.discount.params)}
              </span>
            )}
            {view.soldOut && <span className="badge badge-sold-out">{t(locale, 'stock.soldOut')}</span>}
          </p>
        )}
      </div>
      <dl className="product-row-facts">
        <div>
          <dt>{t(locale, 'list.code')}</dt>
          <dd>{product.code}</dd>
        </div>
        <div>
          <dt>{t(locale, 'list.unit')}</dt>
          <dd>{product.defaultUnit}</dd>
        </div>
        {view.stock && (
          <div>
            <dt>{t(locale, 'list.stock')}</dt>
            <dd>{t(locale, view.stock.key, view.stock.params)}</dd>
          </div>
        )}
        {showPrices && (
          <div className="product-row-price">
            <dt>{t(locale, 'list.price')}</dt>
            <dd>
              {view.askPriceText && (
                <span className="price price-ask">{t(locale, 'productPage.askPrice')}</span>
              )}
              {view.listPrice && (
                <del className="price-list">
                  <span className="visually-hidden">{t(locale, 'list.listPrice')}: </span>
                  {priceText(view.listPrice)}
                </del>
              )}
              {view.price && (
                <span className="price">
                  {view.listPrice && <span className="visually-hidden">{t(locale, 'list.salePrice')}: </span>}
                  {priceText(view.price)}
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
      <div className="product-row-buy">
        {view.action === 'addToCart' && (
          <QuantityInput
            amount={amount}
            locale={locale}
            divisible={divisible}
            onEnter={(text) => {
              const entry = quantityEntry(text, amount, divisible);
              setAmount(entry.amount);
              return entry;
            }}
            onIncrease={() => setAmount(increaseQuantity(amount, max))}
            onDecrease={() => setAmount(decreaseQuantity(amount))}
          />
        )}
        <CardBuying
          product={product}
          view={view}
          locale={locale}
          href={href}
          siteUrl={siteUrl}
          whatsapp={settings.whatsapp}
          quantity={amount}
        />
        <WishlistHeart productId={product.id} productName={product.name} locale={locale} />
      </div>
    </div>
  );
}

/** A grey stand-in row of the compact list while a page of products loads (SPEC §2: placeholders). */
export function PlaceholderRow() {
  return (
    <div className="product-row product-row-placeholder" aria-hidden="true">
      <span className="product-row-link">
        <span className="card-image" data-state="loading" />
        <span className="product-row-placeholder-name">{'\u00a0'}</span>
      </span>
    </div>
  );
}
