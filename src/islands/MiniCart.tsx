import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { localePath } from '../domain/site-paths.ts';
import { type Locale, t } from '../i18n/index.ts';
import { $cartCount } from '../stores/cart.ts';
import { useSharedStore } from './parts/use-shared-store.ts';

// The panel and the totals calculation load on first use, so every page pays only for the count.
const loadPanel = () => import('./parts/MiniCartPanel.tsx');
const MiniCartPanel = lazy(loadPanel);

/** The id of the panel the toggle controls (one header per page). */
const PANEL_ID = 'mini-cart-panel';

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.4 2H21l-2.2 8.1a2 2 0 0 1-1.9 1.4H8.3a2 2 0 0 1-2-1.6L4.4 4.3 4 2H1V0h4.6z" />
    </svg>
  );
}

/**
 * The header's mini-cart (SPEC §2): the cart link with the item count, and a disclosure button that
 * opens a panel with the lines, shipping, grand total, the cart link and the complete-order button,
 * or the empty-cart message. Escape, a click outside or focus leaving it closes the panel.
 */
export default function MiniCart({ locale }: { locale: Locale }) {
  const count = useSharedStore($cartCount, 0);
  const [open, setOpen] = useState(false);
  // The server-rendered toggle stays disabled until React has attached its handler: no dead taps.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // A click or a tab outside the mini-cart closes it.
    const onOutside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const label = t(locale, 'miniCart.toggle');
  return (
    <div className="mini-cart" ref={root}>
      <a
        href={localePath(locale, '/sepet')}
        className="cart-link"
        aria-label={t(locale, 'cart.linkLabel', { n: count })}
      >
        <CartIcon />
        <span className="cart-text" aria-hidden="true">
          {t(locale, 'cart.title')}
        </span>{' '}
        <span className="cart-count" data-count={count} aria-hidden="true">
          {count}
        </span>
      </a>
      <button
        ref={toggle}
        type="button"
        className="mini-cart-toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={label}
        disabled={!hydrated}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
      <section id={PANEL_ID} className="mini-cart-panel" aria-label={label} hidden={!open}>
        {open && (
          <button
            type="button"
            className="mini-cart-close"
            aria-label={t(locale, 'miniCart.close')}
            onClick={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
        )}
        {open && (
          <Suspense fallback={<p className="mini-cart-loading">{t(locale, 'miniCart.loading')}</p>}>
            <MiniCartPanel locale={locale} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
