import { listStockText } from '../../domain/catalog/list-stock.ts';
import type { CardContext, CardSettings } from '../../domain/catalog/product-card.ts';
import { flag } from '../../domain/settings.ts';
import { IMAGE_SIZES } from './ProductCard.tsx';

/**
 * A grey stand-in card while a page of products loads (SPEC §2: placeholder cards), built from the
 * real card's parts so it has the real card's height and the page does not jump when they swap.
 */
export function PlaceholderCard({ context, settings }: { context: CardContext; settings: CardSettings }) {
  const image = IMAGE_SIZES[context];
  const blank = '\u00a0';
  return (
    <div className="product-card product-card-placeholder" aria-hidden="true">
      <span className="product-card-link">
        <span
          className="card-image"
          data-state="loading"
          style={{ aspectRatio: `${image.width} / ${image.height}` }}
        />
        <span className="product-card-name placeholder-line">{blank}</span>
      </span>
      {flag(settings.showPriceStatus) && (
        <span className="product-card-prices">
          <span className="price placeholder-line">{blank}</span>
        </span>
      )}
      {context === 'product' &&
        listStockText({ mode: settings.stockInfoStatus, stock: 1, unit: '' }, 'grid') && (
          <span className="product-card-stock placeholder-line">{blank}</span>
        )}
      {context === 'product' && flag(settings.addToCartButton) && (
        <span className="add-to-cart">
          <span className="btn placeholder-line">{blank}</span>
        </span>
      )}
    </div>
  );
}
