import { useState } from 'react';
import { type Locale, t } from '../../i18n/index.ts';
import { goToLogin } from '../../stores/login-redirect.ts';
import { $wishlist, toggleWishlist } from '../../stores/wishlist.ts';
import { errorMessageLater } from './error-message-later.ts';
import { useSharedStore } from './use-shared-store.ts';

const NO_PRODUCTS: ReadonlySet<number> = new Set();

interface Props {
  productId: number;
  productName: string;
  locale: Locale;
}

/** The wishlist heart: a toggle button; signed out, a click goes to the sign-in page (SPEC §6). */
export function WishlistHeart({ productId, productName, locale }: Props) {
  const active = useSharedStore($wishlist, NO_PRODUCTS).has(productId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function onClick() {
    setBusy(true);
    setError(null);
    const result = await toggleWishlist(productId);
    setBusy(false);
    if (result.kind === 'signIn') goToLogin();
    if (result.kind === 'error') setError(await errorMessageLater(result.error, locale));
  }
  return (
    <>
      <button
        type="button"
        className={`wishlist-heart${active ? ' is-active' : ''}`}
        aria-pressed={active}
        aria-label={t(locale, 'wishlist.heartLabel', { name: productName })}
        disabled={busy}
        onClick={onClick}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
    </>
  );
}
