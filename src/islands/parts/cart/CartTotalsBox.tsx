import type { CartTotals } from '../../../domain/cart/cart-totals.ts';
import { shippingTextKey } from '../../../domain/cart/shipping.ts';
import { formatMoney } from '../../../domain/money.ts';
import { type Locale, t } from '../../../i18n/index.ts';

/** The shipping line as shown: 'Alıcı Ödemeli', 'Ücretsiz' or the fee (SPEC §9). */
export function shippingText(locale: Locale, summary: CartTotals): string {
  const key = shippingTextKey(summary.shipping);
  return key ? t(locale, key) : formatMoney(summary.shippingTotal, summary.currency);
}

/**
 * The order summary (SPEC §2, §9): subtotal, KDV, shipping with the free-shipping hint, the grand
 * total, and the total in Turkish lira when the shopper sees another currency.
 */
export function CartTotalsBox({ locale, summary }: { locale: Locale; summary: CartTotals | null }) {
  if (!summary) return <p className="muted">{t(locale, 'cartPage.summaryLoading')}</p>;
  const money = (minor: number) => formatMoney(minor, summary.currency);
  return (
    <>
      <dl className="cart-totals">
        <div>
          <dt>{t(locale, 'cartPage.subTotal')}</dt>
          <dd>{money(summary.subTotal)}</dd>
        </div>
        <div>
          <dt>{t(locale, 'cartPage.tax')}</dt>
          <dd>{money(summary.tax)}</dd>
        </div>
        <div>
          <dt>{t(locale, 'cartPage.shipping')}</dt>
          <dd>{shippingText(locale, summary)}</dd>
        </div>
        <div className="cart-grand-total">
          <dt>{t(locale, 'cartPage.total')}</dt>
          <dd>{money(summary.total)}</dd>
        </div>
        {summary.currency !== 'TRY' && (
          <div>
            <dt>{t(locale, 'cartPage.tryTotal')}</dt>
            <dd>{formatMoney(summary.tryTotal, 'TRY')}</dd>
          </div>
        )}
      </dl>
      {summary.showFreeShippingHint && summary.remainingToFreeShipping > 0 && (
        <p className="cart-free-shipping">
          {t(locale, 'shipping.freeShippingHint', { amount: money(summary.remainingToFreeShipping) })}
        </p>
      )}
    </>
  );
}
