import { useEffect, useState } from 'react';
import { ApiError } from '../client/api-error.ts';
import { readListPage } from '../client/catalog.ts';
import type { ListItem } from '../contract/catalog.ts';
import { CAROUSEL_GAP_PX, CAROUSEL_INTERVAL_MS } from '../domain/catalog/campaign-carousel.ts';
import type { CardPricing, CardSettings } from '../domain/catalog/product-card.ts';
import { type Locale, t } from '../i18n/index.ts';
import { ProductCard } from './parts/ProductCard.tsx';
import { useCardPricing } from './parts/use-card-pricing.ts';
import { useSlideCarousel } from './parts/use-slide-carousel.ts';

interface Props {
  locale: Locale;
  /** The campaign's list path: kampanyali-urunler/{url}. */
  apiPath: string;
  /** The id of the campaign's heading, which names the carousel. */
  labelledBy: string;
  /** The campaign's first products, as built. */
  initial: ListItem[];
  settings: CardSettings;
  pricing: CardPricing;
  /** The first carousel on the page: its first images load at once. */
  eager?: boolean;
}

/** Cards of the first carousel whose images load at once: what a phone shows without scrolling. */
const EAGER_SLIDES = 2;

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/** A slide's name: its position and the number of slides ('3 / 20'). */
function slideLabel(locale: Locale, n: number, of: number): string {
  const values = [n, of];
  return t(locale, 'carousel.slideLabel').replace(/%s/g, () => String(values.shift() ?? ''));
}

/** A live slide's roles: a group named by its position ('3 / 20'), read as a product. */
function slideGroup(locale: Locale, n: number, of: number) {
  return {
    role: 'group',
    'aria-roledescription': t(locale, 'carousel.slide'),
    'aria-label': slideLabel(locale, n, of),
  };
}

/**
 * One running campaign's products in a carousel (SPEC §2, §9), as a labelled region with its own
 * arrows and pause button. The built slides are the server-rendered HTML on a scroll-snap track,
 * so hydrating moves nothing and a finger swipes them; once live, the slides out of view leave the
 * accessibility tree and the tab order, and the products are refreshed from the API (a campaign
 * that has ended since the build disappears).
 */
export default function CampaignCarousel({
  locale,
  apiPath,
  labelledBy,
  initial,
  settings,
  pricing,
  eager,
}: Props) {
  const [items, setItems] = useState(initial);
  const shownPricing = useCardPricing(pricing);
  const carousel = useSlideCarousel(items.length, CAROUSEL_INTERVAL_MS, CAROUSEL_GAP_PX);

  useEffect(() => {
    const controller = new AbortController();
    readListPage(apiPath, { page: 1, sort: null, q: '', brand: '' }, controller.signal)
      .then((page) => setItems(page.items))
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.statusCode === 404) setItems([]);
      });
    return () => controller.abort();
  }, [apiPath]);

  if (items.length === 0) return null;
  const { index, perPage, last, playing } = carousel;
  const live = perPage !== null;
  const trackId = `${labelledBy}-carousel-track`;
  return (
    <section
      id={`${labelledBy}-carousel`}
      className="campaign-carousel"
      aria-labelledby={labelledBy}
      aria-roledescription={t(locale, 'carousel.carousel')}
      {...carousel.pauseOn}
    >
      <div
        ref={carousel.trackRef}
        id={trackId}
        className="campaign-carousel-track"
        aria-live={live ? (playing ? 'off' : 'polite') : undefined}
        aria-atomic={live ? true : undefined}
      >
        <div className="campaign-carousel-list" role={live ? 'presentation' : undefined}>
          {items.map((p, i) => {
            const hidden = live && (i < index || i >= index + perPage);
            return (
              <div
                key={p.id}
                className="campaign-carousel-slide"
                {...(live && slideGroup(locale, i + 1, items.length))}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
              >
                <ProductCard
                  product={p}
                  locale={locale}
                  settings={settings}
                  pricing={shownPricing}
                  context="campaign"
                  headingLevel={3}
                  eager={eager === true && i < EAGER_SLIDES}
                />
              </div>
            );
          })}
        </div>
      </div>
      <div className="campaign-carousel-controls">
        <button
          type="button"
          className={`campaign-carousel-toggle${playing ? ' is-active' : ''}`}
          aria-controls={live ? trackId : undefined}
          aria-label={t(locale, playing ? 'carousel.pause' : 'carousel.play')}
          onClick={carousel.togglePlay}
        >
          <span className="campaign-carousel-play">
            <Icon d="M8 5v14l11-7z" />
          </span>
          <span className="campaign-carousel-pause">
            <Icon d="M6 5h4v14H6zM14 5h4v14h-4z" />
          </span>
        </button>
        <div className="campaign-carousel-arrows">
          <button
            type="button"
            aria-controls={live ? trackId : undefined}
            aria-label={t(locale, 'carousel.prev')}
            disabled={live && index <= 0}
            onClick={() => carousel.go(-1)}
          >
            <Icon d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z" />
          </button>
          <button
            type="button"
            aria-controls={live ? trackId : undefined}
            aria-label={t(locale, 'carousel.next')}
            disabled={live && index >= last}
            onClick={() => carousel.go(1)}
          >
            <Icon d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
          </button>
        </div>
      </div>
    </section>
  );
}
