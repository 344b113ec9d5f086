import { formatMoney, isoCurrency, toMinor } from '../../../domain/money.ts';
import { type Locale, t } from '../../../i18n/index.ts';

/** The amounts an order summary lists, in major units of `currency`. */
export interface AmountsView {
  currency: string;
  subTotal: number;
  tax: number;
  shippingTotal: number;
  cashOnDeliveryFee?: number | undefined;
  commission?: number | undefined;
  total: number;
  /** The total in Turkish lira, the amount charged; shown when the order is in another currency. */
  tryTotal?: number | undefined;
}

/** Money as the whole shop shows it (SPEC §9: the tr-TR format, in both languages): ₺1.234,50. */
export function money(_locale: Locale, amount: number, currency: string): string {
  return formatMoney(toMinor(amount), currency);
}

/**
 * ARA TOPLAM, KDV, KARGO TUTARI (or ÜCRETSİZ), the Kapıda Ödeme fee and commission if any, GENEL
 * TOPLAM, and in another currency than lira the lira total that is charged.
 */
export function OrderAmounts({ locale, amounts }: { locale: Locale; amounts: AmountsView }) {
  const m = (v: number) => money(locale, v, amounts.currency);
  return (
    <dl className="order-amounts">
      <div>
        <dt>{t(locale, 'checkoutPayment.subTotal')}</dt>
        <dd>{m(amounts.subTotal)}</dd>
      </div>
      <div>
        <dt>{t(locale, 'checkoutPayment.tax')}</dt>
        <dd>{m(amounts.tax)}</dd>
      </div>
      <div>
        <dt>{t(locale, 'checkoutPayment.shipping')}</dt>
        <dd>{amounts.shippingTotal > 0 ? m(amounts.shippingTotal) : t(locale, 'checkoutPayment.free')}</dd>
      </div>
      {(amounts.cashOnDeliveryFee ?? 0) > 0 && (
        <div>
          <dt>{t(locale, 'checkoutPayment.cashOnDeliveryFee')}</dt>
          <dd>{m(amounts.cashOnDeliveryFee ?? 0)}</dd>
        </div>
      )}
      {(amounts.commission ?? 0) > 0 && (
        <div>
          <dt>{t(locale, 'checkoutPayment.commission')}</dt>
          <dd>{m(amounts.commission ?? 0)}</dd>
        </div>
      )}
      <div className="order-amounts-total">
        <dt>{t(locale, 'checkoutPayment.total')}</dt>
        <dd>{m(amounts.total)}</dd>
      </div>
      {amounts.tryTotal !== undefined && isoCurrency(amounts.currency) !== 'TRY' && (
        <div>
          <dt>{t(locale, 'checkoutPayment.tryTotal')}</dt>
          <dd>{formatMoney(toMinor(amounts.tryTotal), 'TRY')}</dd>
        </div>
      )}
    </dl>
  );
}
