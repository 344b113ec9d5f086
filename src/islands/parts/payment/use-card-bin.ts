import { useEffect, useState } from 'react';
import { lookupCard } from '../../../client/checkout.ts';
import type { BinAnswer } from '../../../contract/payment.ts';

/**
 * The BIN look-up of SPEC §7: the card's first 6 digits are sent once all 16 are typed; fewer digits
 * forget the answer. onChange runs whenever the card's BIN changes (the chosen plan no longer holds).
 */
export function useCardBin(digits: string, onChange: () => void): BinAnswer | null {
  const [bin, setBin] = useState<BinAnswer | null>(null);
  const binNumber = digits.length === 16 ? digits.slice(0, 6) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new BIN resets the choice
  useEffect(() => {
    setBin(null);
    onChange();
    if (!binNumber) return;
    let live = true;
    lookupCard(binNumber).then(
      (answer) => {
        if (live) setBin(answer);
      },
      () => {
        // SPEC §8: a failed look-up is not shown; the card pays in a single payment
      },
    );
    return () => {
      live = false;
    };
  }, [binNumber]);
  return bin;
}
