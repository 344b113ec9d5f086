import type { BinAnswer } from '../../../contract/payment.ts';
import { formatCardNumber, formatCcv, formatExpiry } from '../../../domain/payment/card-mask.ts';
import { CARD_HOLDER_MAX } from '../../../domain/payment/card-validation.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { MaskedField } from '../form/MaskedField.tsx';
import { TextField } from '../form/TextField.tsx';
import type { CardValues } from './card-payment.ts';

interface Props {
  locale: Locale;
  values: CardValues;
  onChange: (values: CardValues) => void;
  /** What the BIN look-up told about the card, once 16 digits are typed. */
  bin: BinAnswer | null;
}

/** The card's bank as the BIN look-up names it, or its organization alone for a card not in the table. */
function bankLine(locale: Locale, bin: BinAnswer): string {
  const { name, organization } = bin.bank;
  return name
    ? t(locale, 'checkoutPayment.cardBank', { bank: name, organization })
    : t(locale, 'checkoutPayment.cardUnlisted', { organization });
}

/**
 * The card form: number, expiry, CCV and holder name, masked as typed (a tap puts the caret at the
 * end, SPEC §9); the card's bank under the number once known, announced as it arrives.
 */
export function CardForm({ locale, values, onChange, bin }: Props) {
  const set = (field: keyof CardValues) => (value: string) => onChange({ ...values, [field]: value });
  return (
    <div className="card-form">
      <MaskedField
        id="card-number"
        name="cardNumber"
        label={t(locale, 'checkoutPayment.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        maxLength={19}
        value={values.number}
        mask={formatCardNumber}
        onChange={set('number')}
        hint={bin ? bankLine(locale, bin) : undefined}
        liveHint
      />
      <div className="form-row">
        <MaskedField
          id="card-expiry"
          name="expiry"
          label={t(locale, 'checkoutPayment.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="AA/YY"
          maxLength={5}
          value={values.expiry}
          mask={formatExpiry}
          onChange={set('expiry')}
        />
        <MaskedField
          id="card-ccv"
          name="ccv"
          label={t(locale, 'checkoutPayment.ccv')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={3}
          value={values.ccv}
          mask={formatCcv}
          onChange={set('ccv')}
        />
      </div>
      <TextField
        id="card-holder"
        name="holder"
        label={t(locale, 'checkoutPayment.holder')}
        autoComplete="cc-name"
        maxLength={CARD_HOLDER_MAX}
        value={values.holder}
        onChange={set('holder')}
      />
    </div>
  );
}
