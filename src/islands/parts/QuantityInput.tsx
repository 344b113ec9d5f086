import { useId, useState } from 'react';
import { formatQuantity } from '../../domain/catalog/divisible-units.ts';
import { MIN_QUANTITY, type QuantityEntry } from '../../domain/catalog/quantity.ts';
import { type Locale, t } from '../../i18n/index.ts';
import { Stepper } from './Stepper.tsx';

interface Props {
  amount: number;
  locale: Locale;
  /** The unit sells by measure (KG, METRE): the box takes '2,5' and is labelled 'Miktar'. */
  divisible: boolean;
  /** The typed text; answers with the amount the rules kept and why they refused (SPEC §4 detail quantity). */
  onEnter: (text: string) => QuantityEntry;
  onIncrease: () => void;
  onDecrease: () => void;
}

/**
 * The quantity box with − and +: the text is taken when the box is left or Enter is pressed (so a
 * shopper can clear it and type), by quantity.ts: 1 to 100 accepted (above 0 with decimals for a
 * divisible unit), 0 or not a number resets to 1, anything else is refused: the box shows the amount
 * it had and a hint says why ('En fazla 100 girebilirsiniz.'), until the next entry or step.
 */
export function QuantityInput({ amount, locale, divisible, onEnter, onIncrease, onDecrease }: Props) {
  const id = useId();
  const hintId = useId();
  const shown = formatQuantity(locale, amount);
  const [draft, setDraft] = useState(shown);
  const [hint, setHint] = useState<QuantityEntry['hint']>(null);
  // The box follows a new amount (a step, the server's answer) in the same render, not in an effect
  // after it: a late effect would rewrite the box while the shopper is already typing into it.
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setDraft(shown);
  }
  const commit = () => {
    const entry = onEnter(draft);
    setDraft(formatQuantity(locale, entry.amount));
    setHint(entry.hint);
  };
  const step = (action: () => void) => () => {
    setHint(null);
    action();
  };
  const atMin = amount <= MIN_QUANTITY;
  return (
    <div className="pd-quantity">
      <label htmlFor={id}>{t(locale, divisible ? 'productPage.amount' : 'productPage.quantity')}</label>
      <div className="pd-stepper">
        <Stepper
          id={id}
          draft={draft}
          onDraft={setDraft}
          onCommit={commit}
          size={3}
          maxLength={divisible ? 7 : 4}
          decimal={divisible}
          describedBy={hint ? hintId : undefined}
          decrease={{ label: t(locale, 'productPage.decrease'), disabled: atMin, onClick: step(onDecrease) }}
          increase={{ label: t(locale, 'productPage.increase'), onClick: step(onIncrease) }}
        />
      </div>
      <p id={hintId} className="pd-quantity-hint" role="status">
        {hint && t(locale, hint)}
      </p>
    </div>
  );
}
