import { useStore } from '@nanostores/react';
import { type Locale, t } from '../i18n/index.ts';
import { $cartCount } from '../stores/cart.ts';

/** The header's cart link with the number of lines in the cart. */
export default function CartCount({ locale }: { locale: Locale }) {
  const count = useStore($cartCount);
  return (
    <a href="/sepet" className="cart-link" aria-label={t(locale, 'cart.linkLabel', { n: count })}>
      <span aria-hidden="true">{t(locale, 'cart.title')}</span>{' '}
      <span className="cart-count" data-count={count} aria-hidden="true">
        {count}
      </span>
    </a>
  );
}
