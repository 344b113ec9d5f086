import type { PaymentMethod } from '../../../domain/checkout/payment-methods.ts';
import { type Locale, t } from '../../../i18n/index.ts';

interface Props {
  locale: Locale;
  /** The methods the shop offers for this order, in their order. */
  offered: readonly PaymentMethod[];
  method: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
}

/** The payment methods of the checkout (Kart, Havale-EFT, Kapıda Ödeme) as radio buttons, or that none is offered. */
export function MethodChoice({ locale, offered, method, onChoose }: Props) {
  return (
    <fieldset className="payment-methods">
      <legend>{t(locale, 'checkoutPayment.methodsTitle')}</legend>
      {offered.length === 0 && <p>{t(locale, 'checkoutPayment.noMethod')}</p>}
      {offered.map((m) => (
        <label key={m} className="payment-method">
          <input
            type="radio"
            name="payment-method"
            value={m}
            checked={method === m}
            onChange={() => onChoose(m)}
          />{' '}
          {t(locale, `checkoutPayment.method.${m}`)}
        </label>
      ))}
    </fieldset>
  );
}
