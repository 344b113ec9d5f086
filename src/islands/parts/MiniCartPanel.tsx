import { useStore } from '@nanostores/react';
import { shippingTextKey } from '../../domain/cart/shipping.ts';
import { formatQuantity } from '../../domain/catalog/divisible-units.ts';
import { formatMoney } from '../../domain/money.ts';
import { CHECKOUT_PATHS, localePath, productPagePath } from '../../domain/site-paths.ts';
import { type Locale, t } from '../../i18n/index.ts';
import { $cart } from '../../stores/cart.ts';
import { $cartSummary } from '../../stores/cart-summary.ts';

/**
 * The mini-cart's content: each line (name, quantity and unit, line amount with tax), shipping and
 * the grand total as cart-totals.ts computes them in the shopper's currency, and the way on; or the
 * empty-cart message.
 */
export default function MiniCartPanel({ locale }: { locale: Locale }) {
  const { items, fetching } = useStore($cart);
  const summary = useStore($cartSummary);
  const cartPath = localePath(locale, '/sepet');

  if (items.length === 0) {
    return <p className="mini-cart-empty">{t(locale, fetching ? 'miniCart.loading' : 'miniCart.empty')}</p>;
  }
  const money = (minor: number) => (summary ? formatMoney(minor, summary.currency) : '');
  // The shipping product (urNo) never shows: the totals leave it out, and so does the list.
  const lines = summary
    ? summary.lines.map((l) => ({ item: items[l.index], amount: money(l.gross) }))
    : items.map((item) => ({ item, amount: '' }));
  const shippingKey = summary ? shippingTextKey(summary.shipping) : null;
  return (
    <div aria-busy={!summary}>
      <h2 className="mini-cart-title">{t(locale, 'miniCart.heading', { n: lines.length })}</h2>
      <ul className="mini-cart-lines">
        {lines.map(({ item, amount }) =>
          item ? (
            <li key={item.id}>
              <a href={localePath(locale, productPagePath(item.product))}>{item.product.name}</a>
              <span className="mini-cart-quantity">
                {formatQuantity(locale, item.quantity)} {item.productUnit.value}
              </span>
              <span className="mini-cart-amount">{amount}</span>
            </li>
          ) : null,
        )}
      </ul>
      {summary ? (
        <dl className="mini-cart-totals">
          <div>
            <dt>{t(locale, 'miniCart.shipping')}</dt>
            <dd>{shippingKey ? t(locale, shippingKey) : money(summary.shippingTotal)}</dd>
          </div>
          <div className="mini-cart-total">
            <dt>{t(locale, 'miniCart.total')}</dt>
            <dd>{money(summary.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mini-cart-loading">{t(locale, 'miniCart.loading')}</p>
      )}
      <div className="mini-cart-actions">
        <a className="btn btn-secondary" href={cartPath}>
          {t(locale, 'miniCart.goToCart')}
        </a>
        <a className="btn btn-primary" href={localePath(locale, CHECKOUT_PATHS.addresses)}>
          {t(locale, 'miniCart.completeOrder')}
        </a>
      </div>
    </div>
  );
}
