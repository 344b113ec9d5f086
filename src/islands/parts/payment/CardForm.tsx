import type { BinAnswer } from '../../../contract/payment.ts';
import { formatCardNumber, formatCcv, formatExpiry } from '../../../domain/payment/card-mask.ts';
import { CARD_HOLDER_MAX } from '../../../domain/payment/card-validation.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { useCaretToEnd } from '../use-caret-to-end.ts';
import type { CardValues } from './card-payment.ts';

interface Props {
  locale: Locale;
  values: CardValues;
  onChange: (values: CardValues) => void;
  /** What the BIN look-up told about the card, once 16 digits are typed. */
  bin: BinAnswer | null;
}

/** The card form: number, expiry, CCV and holder name, masked as typed; the card's bank once known. */
export function CardForm({ locale, values, onChange, bin }: Props) {
  const set = (field: keyof CardValues, value: string) => onChange({ ...values, [field]: value });
  // SPEC §9: a tap on a masked field puts the caret at its end.
  const caretToEnd = useCaretToEnd();
  return (
    <div className="card-form">
      <div className="form-field">
        <label htmlFor="card-number">{t(locale, 'checkoutPayment.cardNumber')}</label>
        <input
          id="card-number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          maxLength={19}
          value={values.number}
          aria-describedby={bin ? 'card-bank' : undefined}
          onChange={(e) => set('number', formatCardNumber(e.target.value))}
          {...caretToEnd}
        />
        {bin && (
          <p id="card-bank" className="form-hint" aria-live="polite">
            {bin.bank.name
              ? t(locale, 'checkoutPayment.cardBank', {
                  bank: bin.bank.name,
                  organization: bin.bank.organization,
                })
              : t(locale, 'checkoutPayment.cardUnlisted', { organization: bin.bank.organization })}
          </p>
        )}
      </div>
      <div className="form-row">
        <div className="form-field">
          <label htmlFor="card-expiry">{t(locale, 'checkoutPayment.expiry')}</label>
          <input
            id="card-expiry"
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="AA/YY"
            maxLength={5}
            value={values.expiry}
            onChange={(e) => set('expiry', formatExpiry(e.target.value))}
            {...caretToEnd}
          />
        </div>
        <div className="form-field">
          <label htmlFor="card-ccv">{t(locale, 'checkoutPayment.ccv')}</label>
          <input
            id="card-ccv"
            name="ccv"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
            value={values.ccv}
            onChange={(e) => set('ccv', formatCcv(e.target.value))}
            {...caretToEnd}
          />
        </div>
      </div>
      <div className="form-field">
        <label htmlFor="card-holder">{t(locale, 'checkoutPayment.holder')}</label>
        <input
          id="card-holder"
          name="holder"
          autoComplete="cc-name"
          maxLength={CARD_HOLDER_MAX}
          value={values.holder}
          onChange={(e) => set('holder', e.target.value)}
        />
      </div>
    </div>
  );
}
