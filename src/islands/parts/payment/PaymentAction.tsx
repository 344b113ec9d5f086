import type { CheckoutAmountsView } from '../../../contract/checkout.ts';
import type { PaymentMethod } from '../../../domain/checkout/payment-methods.ts';
import { formatMoney, isoCurrency, toMinor } from '../../../domain/money.ts';
import { type Locale, t } from '../../../i18n/index.ts';

interface Props {
  locale: Locale;
  method: PaymentMethod;
  amounts: CheckoutAmountsView | null;
  /** A payment or an order save is under way. */
  busy: boolean;
  /** The documents shown answer the current choice. */
  ready: boolean;
  onAct: () => void;
}

/**
 * The payment step's action: Pay for a card (with the lira amount the card is charged when the
 * shopper sees another currency), 'Sipariş Ver' for the other methods.
 */
export function PaymentAction({ locale, method, amounts, busy, ready, onAct }: Props) {
  const card = method === 'card';
  return (
    <>
      {card && amounts && isoCurrency(amounts.currency) !== 'TRY' && (
        <p className="checkout-charge-note">
          {t(locale, 'checkoutPayment.cardChargeTry', {
            amount: formatMoney(toMinor(amounts.tryTotal), 'TRY'),
          })}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary checkout-action"
        aria-disabled={busy || !ready ? 'true' : undefined}
        aria-busy={busy || undefined}
        onClick={onAct}
      >
        {t(
          locale,
          busy ? 'checkoutPayment.sending' : card ? 'checkoutPayment.pay' : 'checkoutPayment.placeOrder',
        )}
      </button>
    </>
  );
}
