import type { ReactNode } from 'react';
import type { ListItem } from '../../contract/catalog.ts';
import { priceText } from '../../domain/catalog/price-display.ts';
import {
  type CardContext,
  type CardPricing,
  type CardSettings,
  cardImageUrl,
  NO_IMAGE_FILE,
  type ProductCardView,
  productCardView,
} from '../../domain/catalog/product-card.ts';
import { localePath, productPagePath } from '../../domain/site-paths.ts';
import { type Locale, t } from '../../i18n/index.ts';
import { CardImage } from './CardImage.tsx';
import { WishlistHeart } from './WishlistHeart.tsx';

interface Props {
  product: ListItem;
  locale: Locale;
  settings: CardSettings;
  pricing: CardPricing;
  /** A list card (229 px image, '%{n}' badge, buying control) or a campaign card (280-413, '%{n} İNDİRİM'). */
  context: CardContext;
  /** The card's heading level: 2 under a list's h1, 3 under a carousel's h2. */
  headingLevel: 2 | 3;
  eager?: boolean;
  /**
   * A list card's stock text and buying control (CardStock, CardBuying), given by the list that shows
   * them: a campaign card has neither, so the home page's carousels load none of their code.
   */
  listParts?: (view: ProductCardView, href: string) => ReactNode;
}

/** A card's image size by context (the placeholder card's too). */
export const IMAGE_SIZES = {
  product: { size: '229', width: 229, height: 229 },
  campaign: { size: '280-413', width: 280, height: 413 },
} as const;

/**
 * A product card (SPEC §2): wishlist heart, discount and 'TÜKENDİ!' badges, image, name linking to
 * the product page, prices when the shop shows them; on a list also the stock text (SPEC §8) and
 * the buying control in the product page's display states (SPEC §4), both given by the list: an
 * ask-price product (sale price 0) shows 'Fiyat Sorunuz', a sold-out one the WhatsApp 'Stok Sorunuz'
 * or 'Stokta Yok'.
 */
export function ProductCard({
  product,
  locale,
  settings,
  pricing,
  context,
  headingLevel,
  eager,
  listParts,
}: Props) {
  const view = productCardView(product, settings, pricing, context, 'grid');
  const href = localePath(locale, productPagePath(product));
  const image = IMAGE_SIZES[context];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="product-card">
      <a className="product-card-link" href={href}>
        <CardImage
          key={product.image ?? NO_IMAGE_FILE}
          src={cardImageUrl(image.size, product.image)}
          fallback={cardImageUrl(image.size, NO_IMAGE_FILE)}
          width={image.width}
          height={image.height}
          eager={eager}
        />
        <Heading className="product-card-name">{product.name}</Heading>
      </a>
      {(view.discount || view.soldOut) && (
        <p className="product-card-badges">
          {view.discount && (
            <span className="badge badge-discount">{t(locale, view.discount.key, view.discount.params)}</span>
          )}
          {view.soldOut && <span className="badge badge-sold-out">{t(locale, 'stock.soldOut')}</span>}
        </p>
      )}
      <div className="product-card-heart">
        <WishlistHeart productId={product.id} productName={product.name} locale={locale} />
      </div>
      {view.askPriceText && (
        <p className="product-card-prices">
          <span className="price price-ask">{t(locale, 'productPage.askPrice')}</span>
        </p>
      )}
      {view.price && (
        <p className="product-card-prices">
          {view.listPrice && (
            <del className="price-list">
              <span className="visually-hidden">{t(locale, 'list.listPrice')}: </span>
              {priceText(view.listPrice)}
            </del>
          )}
          <span className="price">
            {view.listPrice && <span className="visually-hidden">{t(locale, 'list.salePrice')}: </span>}
            {priceText(view.price)}
          </span>
        </p>
      )}
      {context === 'product' && listParts?.(view, href)}
    </div>
  );
}
