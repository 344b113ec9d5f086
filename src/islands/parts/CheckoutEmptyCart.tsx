import { useEffect } from 'react';
import { CART_PATH, localePath } from '../../domain/site-paths.ts';
import { type Locale, t } from '../../i18n/index.ts';

/**
 * What a checkout step shows for an empty cart: the message and the ways back (the cart, the shop),
 * nothing else. The progress bar goes too: with nothing to order, no step is done or under way
 * (walkthrough m23). It is the page's (CheckoutSteps.astro), rendered before the cart is known.
 */
export function CheckoutEmptyCart({ locale }: { locale: Locale }) {
  useEffect(() => {
    const steps = document.querySelector<HTMLElement>('.checkout-steps');
    if (!steps) return;
    steps.hidden = true;
    return () => {
      steps.hidden = false;
    };
  }, []);
  return (
    <div className="checkout-empty">
      <p>{t(locale, 'checkout.emptyCart')}</p>
      <p className="checkout-empty-links">
        <a className="btn btn-primary" href={localePath(locale, CART_PATH)}>
          {t(locale, 'checkoutAddress.backToCart')}
        </a>
        <a className="btn btn-secondary" href={localePath(locale, '/')}>
          {t(locale, 'common.continueShopping')}
        </a>
      </p>
    </div>
  );
}
