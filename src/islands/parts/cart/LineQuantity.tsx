import { useId, useState } from 'react';
import {
  canIncreaseLine,
  decreaseLineQuantity,
  enterLineQuantity,
  increaseLineQuantity,
} from '../../../domain/cart/cart-quantity.ts';
import { formatQuantity } from '../../../domain/catalog/divisible-units.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { Stepper } from '../Stepper.tsx';

interface Props {
  locale: Locale;
  name: string;
  quantity: number;
  /** The line's unit sells by measure (KG, METRE): the box takes '2,5'. */
  divisible?: boolean;
  /** The most the stock allows for the line (null: cart stock control is on). */
  max: number | null;
  busy: boolean;
  /** Sends the new quantity; resolves false when the cart refused it. */
  onChange: (quantity: number) => Promise<boolean>;
}

/**
 * A cart line's quantity editor (SPEC §5): − never below 1, + only while the stock allows, and a typed
 * amount taken on leaving the box or Enter (not a number or 0 becomes 1; '2,5' for a divisible unit).
 */
export function LineQuantity({ locale, name, quantity, divisible = false, max, busy, onChange }: Props) {
  const id = useId();
  const shown = formatQuantity(locale, quantity);
  const [draft, setDraft] = useState(shown);
  // The box follows a new amount (a step, the server's answer) in the same render, not in an effect
  // after it: a late effect would rewrite the box while the shopper is already typing into it.
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setDraft(shown);
  }
  const atMin = quantity <= 1;
  const atMax = !canIncreaseLine(quantity, max);
  const commit = () => {
    const next = enterLineQuantity(draft, quantity, divisible);
    setDraft(formatQuantity(locale, next));
    if (next === quantity) return;
    // A refused amount (stock) puts the box back to what the line holds.
    void onChange(next).then((ok) => {
      if (!ok) setDraft(shown);
    });
  };
  return (
    <div className="cart-quantity">
      <label htmlFor={id} className="visually-hidden">
        {t(locale, 'cartPage.quantityOf', { name })}
      </label>
      <Stepper
        id={id}
        draft={draft}
        onDraft={setDraft}
        onCommit={commit}
        size={4}
        maxLength={divisible ? 9 : 5}
        decimal={divisible}
        decrease={{
          label: t(locale, 'cartPage.decreaseOf', { name }),
          disabled: atMin,
          onClick: () => {
            if (!busy) void onChange(decreaseLineQuantity(quantity));
          },
        }}
        increase={{
          label: t(locale, 'cartPage.increaseOf', { name }),
          disabled: atMax,
          onClick: () => {
            if (!busy) void onChange(increaseLineQuantity(quantity, max));
          },
        }}
      />
    </div>
  );
}
