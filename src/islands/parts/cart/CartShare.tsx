import { useId, useState } from 'react';
import type { ShopInfo } from '../../../contract/settings.ts';
import { cartShareMessage, cartShareUrl } from '../../../domain/cart/cart-share.ts';
import type { CartTotals } from '../../../domain/cart/cart-totals.ts';
import { formatQuantity } from '../../../domain/catalog/divisible-units.ts';
import { messagingUrl } from '../../../domain/messaging-link.ts';
import { formatMoney } from '../../../domain/money.ts';
import { shareLinks } from '../../../domain/share-links.ts';
import { CART_PATH, localePath } from '../../../domain/site-paths.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { SITE_URL } from '../../../seo/site-url.ts';
import type { CartItem } from '../../../stores/cart.ts';
import { shippingText } from './CartTotalsBox.tsx';

interface Props {
  locale: Locale;
  items: CartItem[];
  summary: CartTotals;
  store: ShopInfo['store'];
}

/**
 * Sharing the cart: the SPEC §9 message (names, codes, quantities, shipping, order total) on WhatsApp,
 * to anyone or to the shop's own number when it offers messaging, and the link that rebuilds the same
 * cart for whoever opens it (cart-share.ts), with a copy button.
 */
export function CartShare({ locale, items, summary, store }: Props) {
  const linkId = useId();
  const [copied, setCopied] = useState(false);

  const counted = summary.lines.map((l) => items[l.index]).filter((i): i is CartItem => i !== undefined);
  // The shop's address (SITE_URL), as the canonical links: never the host this tab happens to use.
  const link = cartShareUrl(
    SITE_URL.origin,
    localePath(locale, CART_PATH),
    counted.map((i) => ({ productId: i.product.id, unitId: i.productUnit.id, quantity: i.quantity })),
  );
  const message = cartShareMessage(
    {
      lines: counted.map((i) => ({
        name: i.product.name,
        code: i.product.code,
        quantity: formatQuantity(locale, i.quantity),
        unit: i.productUnit.value,
      })),
      shipping: shippingText(locale, summary),
      total: formatMoney(summary.total, summary.currency),
    },
    (key, params) => t(locale, key, params),
  );
  const whatsapp = shareLinks({ url: link, title: message, text: message }).find(
    (l) => l.target === 'whatsapp',
  );
  const toShop = store ? messagingUrl(store, `${message}\n${link}`) : null;

  return (
    <section className="cart-share" aria-labelledby="cart-share-heading">
      <h2 id="cart-share-heading">{t(locale, 'cartPage.shareHeading')}</h2>
      <p className="cart-share-links">
        {whatsapp && (
          <a className="btn btn-secondary" href={whatsapp.href} target="_blank" rel="noopener noreferrer">
            {t(locale, 'cartPage.shareWhatsapp')}
          </a>
        )}
        {toShop && (
          <a className="btn btn-secondary" href={toShop} target="_blank" rel="noopener noreferrer">
            {t(locale, 'cartPage.shareToShop')}
          </a>
        )}
      </p>
      <label htmlFor={linkId}>{t(locale, 'cartPage.shareLink')}</label>
      <div className="cart-share-copy">
        <input
          id={linkId}
          type="text"
          readOnly
          value={link}
          aria-describedby={`${linkId}-hint`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {t(locale, 'cartPage.copyLink')}
        </button>
      </div>
      <p id={`${linkId}-hint`} className="form-hint muted">
        {t(locale, 'cartPage.shareLinkHint')}
      </p>
      <p role="status" className="cart-share-status">
        {copied ? t(locale, 'cartPage.copied') : ''}
      </p>
    </section>
  );
}
