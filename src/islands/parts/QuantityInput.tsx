import { useEffect, useId, useState } from 'react';
import { MIN_QUANTITY } from '../../domain/catalog/quantity.ts';
import { type Locale, t } from '../../i18n/index.ts';
import { Stepper } from './Stepper.tsx';

interface Props {
  amount: number;
  locale: Locale;
  /** The typed text; answers with the amount the rules kept (SPEC §4 detail quantity). */
  onEnter: (text: string) => number;
  onIncrease: () => void;
  onDecrease: () => void;
}

/**
 * The quantity box with − and +: the text is taken when the box is left or Enter is pressed (so a
 * shopper can clear it and type), by quantity.ts: 1 to 100 accepted, 0 or not a number resets to
 * 1, anything else is refused and the box shows the amount it had.
 */
export function QuantityInput({ amount, locale, onEnter, onIncrease, onDecrease }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(String(amount));
  useEffect(() => setDraft(String(amount)), [amount]);
  const commit = () => setDraft(String(onEnter(draft)));
  const atMin = amount <= MIN_QUANTITY;
  return (
    <div className="pd-quantity">
      <label htmlFor={id}>{t(locale, 'productPage.quantity')}</label>
      <div className="pd-stepper">
        <Stepper
          id={id}
          draft={draft}
          onDraft={setDraft}
          onCommit={commit}
          size={3}
          maxLength={4}
          decrease={{ label: t(locale, 'productPage.decrease'), disabled: atMin, onClick: onDecrease }}
          increase={{ label: t(locale, 'productPage.increase'), onClick: onIncrease }}
        />
      </div>
    </div>
  );
}
