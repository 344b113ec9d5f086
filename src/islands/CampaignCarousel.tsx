import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../client/api-error.ts';
import { readListPage } from '../client/catalog.ts';
import type { ListItem } from '../contract/catalog.ts';
import { campaignCarouselOptions } from '../domain/catalog/campaign-carousel.ts';
import type { CardPricing, CardSettings } from '../domain/catalog/product-card.ts';
import { type Locale, t } from '../i18n/index.ts';
import { ProductCard } from './parts/ProductCard.tsx';
import { Splide, type SplideOptions } from './parts/splide.ts';
import { useCardPricing } from './parts/use-card-pricing.ts';

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

/**
 * One running campaign's products in a carousel (SPEC §2, §9), as a labelled region with its own
 * arrows and pause button. The built slides are the server-rendered HTML, laid out by CSS exactly
 * as Splide lays them out, so mounting Splide moves nothing; the products are then refreshed from
 * the API (a campaign that has ended since the build disappears).
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

  useEffect(() => {
    const controller = new AbortController();
    readListPage(apiPath, { page: 1, sort: null, q: '', brand: '' }, controller.signal)
      .then((page) => setItems(page.items))
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.statusCode === 404) setItems([]);
      });
    return () => controller.abort();
  }, [apiPath]);

  const options = useMemo<SplideOptions>(
    () => ({
      ...campaignCarouselOptions(),
      labelledby: labelledBy,
      i18n: {
        prev: t(locale, 'carousel.prev'),
        next: t(locale, 'carousel.next'),
        first: t(locale, 'carousel.first'),
        last: t(locale, 'carousel.last'),
        play: t(locale, 'carousel.play'),
        pause: t(locale, 'carousel.pause'),
        carousel: t(locale, 'carousel.carousel'),
        slide: t(locale, 'carousel.slide'),
        slideLabel: t(locale, 'carousel.slideLabel'),
      },
    }),
    [locale, labelledBy],
  );

  if (items.length === 0) return null;
  return (
    <Splide
      id={`${labelledBy}-carousel`}
      className="campaign-carousel is-rendered"
      options={options}
      hasTrack={false}
      role="region"
      aria-labelledby={labelledBy}
      aria-roledescription={t(locale, 'carousel.carousel')}
    >
      {/* Splide's own track and slide components render a list whose items become groups: not
          allowed on li (axe: aria-allowed-role). Plain divs with Splide's classes take those roles. */}
      <div className="splide__track">
        <div className="splide__list">
          {items.map((p, i) => (
            <div key={p.id} className="splide__slide">
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
          ))}
        </div>
      </div>
      <div className="campaign-carousel-controls">
        <button type="button" className="splide__toggle" aria-label={t(locale, 'carousel.play')}>
          <span className="splide__toggle__play">
            <Icon d="M8 5v14l11-7z" />
          </span>
          <span className="splide__toggle__pause">
            <Icon d="M6 5h4v14H6zM14 5h4v14h-4z" />
          </span>
        </button>
        <div className="splide__arrows">
          <button
            type="button"
            className="splide__arrow splide__arrow--prev"
            aria-label={t(locale, 'carousel.prev')}
          >
            <Icon d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z" />
          </button>
          <button
            type="button"
            className="splide__arrow splide__arrow--next"
            aria-label={t(locale, 'carousel.next')}
          >
            <Icon d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
          </button>
        </div>
      </div>
    </Splide>
  );
}
