import { useEffect, useRef, useState } from 'react';
import { type Locale, t } from '../i18n/index.ts';
import { errorMessage } from '../stores/api-client.ts';
import { addToCart } from '../stores/cart.ts';

/** How long the button shows its success state (SPEC §9: 1250 ms). */
export const ADD_SUCCESS_MS = 1250;

interface Props {
  productId: number;
  locale: Locale;
  unitId?: number;
  quantity?: number;
}

type Operation = 'none' | 'add' | 'added' | 'addError';

/** The add-to-cart button: loading while adding, a short success state, errors as an alert. */
export default function AddToCart({ productId, locale, unitId, quantity = 1 }: Props) {
  const [operation, setOperation] = useState<Operation>('none');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The server-rendered button stays disabled until React has attached its handler, so an early
  // tap is never silently lost.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(timer.current);
  }, []);

  async function onClick() {
    setOperation('add');
    setError(null);
    try {
      await addToCart(productId, quantity, unitId);
      setOperation('added');
      timer.current = setTimeout(() => setOperation('none'), ADD_SUCCESS_MS);
    } catch (err) {
      setOperation('addError');
      setError(errorMessage(err, locale));
    }
  }

  const label =
    operation === 'add'
      ? t(locale, 'cart.adding')
      : operation === 'added'
        ? t(locale, 'cart.added')
        : t(locale, 'cart.add');
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="btn btn-primary"
        onClick={onClick}
        disabled={!hydrated || operation === 'add'}
        aria-busy={operation === 'add'}
      >
        {label}
      </button>
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
    </div>
  );
}
