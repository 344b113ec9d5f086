import '../styles/favourites.css';
import { useEffect, useRef, useState } from 'react';
import { readWishlist } from '../client/wishlist.ts';
import type { ListItem } from '../contract/catalog.ts';
import { priceText } from '../domain/catalog/price-display.ts';
import {
  type CardPricing,
  type CardSettings,
  cardImageUrl,
  NO_IMAGE_FILE,
  productCardView,
} from '../domain/catalog/product-card.ts';
import { localePath, productPagePath } from '../domain/site-paths.ts';
import { type Locale, t } from '../i18n/index.ts';
import { removeFromWishlist, setWishlistIds } from '../stores/wishlist.ts';
import { CardImage } from './parts/CardImage.tsx';
import { useCardPricing } from './parts/use-card-pricing.ts';
import { useSignedIn } from './parts/use-signed-in.ts';

interface Props {
  locale: Locale;
  /** The built shop settings: whether prices and list prices show. */
  settings: CardSettings;
  /** The built currency and rates, until the shopper's own are known. */
  pricing: CardPricing;
}

type Load = { status: 'loading' } | { status: 'done'; items: ListItem[] } | { status: 'failed' };

/**
 * Favorilerim (SPEC §2 Wishlist): 'Favorilerinizde N adet ürün bulundu.' over a grid of the saved
 * products (image, name linking to the product, the struck list price and the sale price per the
 * shop's settings, in the shopper's currency) each with a remove button; or 'Favorilerinizde ürün
 * bulunamadı.' with a link back to the shop. Removing keeps $wishlist, and so every heart, in step.
 */
export default function MyFavourites({ locale, settings, pricing }: Props) {
  const session = useSignedIn();
  const signedIn = session.loaded && session.customer !== null;
  const shownPricing = useCardPricing(pricing);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);
  const count = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    readWishlist()
      .then(({ items }) => {
        if (!live) return;
        const products = items.map((i) => i.product);
        setLoad({ status: 'done', items: products });
        setWishlistIds(products.map((p) => p.id));
      })
      .catch(() => live && setLoad({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [signedIn]);

  async function remove(productId: number) {
    setBusy(productId);
    const removed = await removeFromWishlist(productId);
    setBusy(null);
    if (!removed) return;
    setLoad((l) =>
      l.status === 'done' ? { status: 'done', items: l.items.filter((p) => p.id !== productId) } : l,
    );
    count.current?.focus();
  }

  if (load.status === 'loading') return <p className="muted">{t(locale, 'wishlist.loading')}</p>;
  if (load.status === 'failed')
    return (
      <p role="alert" className="alert alert-error">
        {t(locale, 'common.technicalError')}
      </p>
    );
  if (load.items.length === 0)
    return (
      <div className="favourites-empty">
        <p ref={count} tabIndex={-1}>
          {t(locale, 'wishlist.empty')}
        </p>
        <a className="btn btn-primary" href={localePath(locale, '/')}>
          {t(locale, 'wishlist.backToShop')}
        </a>
      </div>
    );
  return (
    <div className="favourites">
      <p ref={count} tabIndex={-1} className="favourites-count">
        {t(locale, 'wishlist.count', { n: load.items.length })}
      </p>
      <ul className="favourites-grid">
        {load.items.map((product) => {
          const view = productCardView(product, settings, shownPricing, 'product');
          return (
            <li key={product.id} className="favourite-card">
              <a className="favourite-link" href={localePath(locale, productPagePath(product))}>
                <CardImage
                  key={product.image ?? NO_IMAGE_FILE}
                  src={cardImageUrl('229', product.image)}
                  fallback={cardImageUrl('229', NO_IMAGE_FILE)}
                  width={229}
                  height={229}
                />
                <h2 className="favourite-name">{product.name}</h2>
              </a>
              {view.price && (
                <p className="favourite-prices">
                  {view.listPrice && (
                    <del className="price-list">
                      <span className="visually-hidden">{t(locale, 'list.listPrice')}: </span>
                      {priceText(view.listPrice)}
                    </del>
                  )}
                  <span className="price">
                    {view.listPrice && (
                      <span className="visually-hidden">{t(locale, 'list.salePrice')}: </span>
                    )}
                    {priceText(view.price)}
                  </span>
                </p>
              )}
              <button
                type="button"
                className="favourite-remove"
                aria-label={t(locale, 'wishlist.remove', { name: product.name })}
                disabled={busy === product.id}
                onClick={() => remove(product.id)}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    fill="none"
                  />
                </svg>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
