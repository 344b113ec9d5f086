import { priceText } from '../../domain/catalog/price-display.ts';
import type { PriceView, ProductShipping } from '../../domain/catalog/product-price-view.ts';
import { type Locale, t } from '../../i18n/index.ts';

interface Props {
  view: PriceView;
  shipping: ProductShipping;
  locale: Locale;
}

/**
 * The price block (SPEC §2): the list price struck through with the discount percent, the sale
 * price with its 'KDV Dahil' label (or 'KDV Hariç' when productsWithKdv is '0'), the tax rate and
 * the price on the other side of tax; 'Fiyat Sorunuz' when
 * the price is 0; nothing when prices are hidden. Then the shipping line.
 */
export function PriceBlock({ view, shipping, locale }: Props) {
  const shippingText =
    shipping.kind === 'fee'
      ? priceText(shipping.fee)
      : t(locale, shipping.kind === 'recipientPays' ? 'shipping.recipientPays' : 'shipping.free');
  return (
    <div className="pd-prices">
      {view.kind === 'askPrice' && <p className="price pd-ask-price">{t(locale, 'productPage.askPrice')}</p>}
      {view.kind === 'price' && (
        <>
          {view.list && (
            <p className="pd-list-line">
              <del className="price-list">
                <span className="visually-hidden">{t(locale, 'productPage.listPrice')}: </span>
                {priceText(view.list)}
              </del>
              {view.discount !== null && (
                <span className="pd-discount">{t(locale, 'productPage.discount', { n: view.discount })}</span>
              )}
            </p>
          )}
          <p className="pd-sale-line">
            <span className="visually-hidden">{t(locale, 'productPage.salePrice')}: </span>
            <span className="price pd-sale">{priceText(view.sale)}</span>{' '}
            <span className="muted">
              {t(locale, view.withKdv ? 'product.taxIncluded' : 'productPage.priceWithoutTax')}
            </span>
          </p>
        </>
      )}
      <dl className="pd-facts">
        {view.kind === 'price' && (
          <>
            <div>
              <dt>{t(locale, 'productPage.taxRate')}</dt>
              <dd>{t(locale, 'productPage.taxRateValue', { n: view.taxRate })}</dd>
            </div>
            <div>
              <dt>{t(locale, view.withKdv ? 'productPage.priceWithoutTax' : 'product.taxIncluded')}</dt>
              <dd>{priceText(view.withKdv ? view.net : view.gross)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t(locale, 'productPage.shipping')}</dt>
          <dd>{shippingText}</dd>
        </div>
      </dl>
    </div>
  );
}
