import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { AddToCartState } from '../domain/catalog/stock.ts';
import { type Locale, t } from '../i18n/index.ts';
import { addToCart } from '../stores/cart.ts';
import { errorMessageLater } from './parts/error-message-later.ts';

/** How long the button shows its success state (SPEC §9: 1250 ms). */
export const ADD_SUCCESS_MS = 1250;

interface Props {
  productId: number;
  locale: Locale;
  unitId?: number | undefined;
  quantity?: number;
  /** The button's display state (SPEC §4; stock.ts addToCartState). Default 'normal'. */
  state?: AddToCartState;
  /** The WhatsApp chat for the 'stockQuestion' state (and 'askPrice', when the shop has a number). */
  askUrl?: string | undefined;
  /** Checks before adding; a message is alerted instead of adding (variant required, stock limit). */
  check?: () => string | null;
  /** Something else is loading (a variant switch): the button waits. */
  busy?: boolean;
  /**
   * What the alert was about (variant choice, unit, amount): when it changes the alert goes, so a
   * 'Varyant Seçiniz!' or a stock message does not outlive the choice that answered it.
   */
  choice?: string;
}

type Operation = 'none' | 'add' | 'added' | 'addError';

/**
 * The add-to-cart button: loading while adding, a short success state (not after an error), the
 * server's error or a check's message as an alert; or, by display state, the WhatsApp stock
 * question, 'Stokta Yok' or 'Fiyat Sorunuz'.
 */
export default function AddToCart({
  productId,
  locale,
  unitId,
  quantity = 1,
  state = 'normal',
  askUrl,
  check,
  busy = false,
  choice = '',
}: Props) {
  const [operation, setOperation] = useState<Operation>('none');
  const [error, setError] = useState<string | null>(null);
  const [errorChoice, setErrorChoice] = useState(choice);
  // A new choice clears the alert (set during render, so the stale text is never painted).
  if (errorChoice !== choice) {
    setErrorChoice(choice);
    if (error) setError(null);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The server-rendered button stays disabled until React has attached its handler, so an early
  // tap is never silently lost.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(timer.current);
  }, []);

  async function onClick() {
    clearTimeout(timer.current);
    setError(null);
    const problem = check?.() ?? null;
    if (problem) {
      setOperation('none');
      setError(problem);
      return;
    }
    setOperation('add');
    try {
      await addToCart(productId, quantity, unitId);
      setOperation('added');
      timer.current = setTimeout(() => setOperation('none'), ADD_SUCCESS_MS);
    } catch (err) {
      setOperation('addError');
      setError(await errorMessageLater(err, locale));
    }
  }

  const ask = (text: string) => (
    <a className="btn btn-whatsapp" href={askUrl} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden"> {t(locale, 'productPage.viaWhatsapp')}</span>
    </a>
  );
  const unavailable = (text: string) => (
    <button type="button" className="btn btn-unavailable" disabled>
      {text}
    </button>
  );

  let control: ReactNode;
  if (state === 'stockQuestion' && askUrl) control = ask(t(locale, 'productPage.stockQuestion'));
  else if (state === 'stockQuestion' || state === 'outOfStock')
    control = unavailable(t(locale, 'productPage.outOfStock'));
  else if (state === 'askPrice')
    control = askUrl
      ? ask(t(locale, 'productPage.askPrice'))
      : unavailable(t(locale, 'productPage.askPrice'));
  else {
    const label =
      operation === 'add'
        ? t(locale, 'cart.adding')
        : operation === 'added'
          ? t(locale, 'cart.added')
          : t(locale, 'cart.add');
    control = (
      <button
        type="button"
        className="btn btn-primary"
        onClick={onClick}
        disabled={!hydrated || busy || operation === 'add'}
        aria-busy={operation === 'add'}
      >
        {label}
      </button>
    );
  }

  return (
    <div className="add-to-cart">
      {control}
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
    </div>
  );
}
