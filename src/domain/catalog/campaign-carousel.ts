/**
 * The campaign carousel's behaviour (SPEC §9 Campaign carousel), in the option names of Splide
 * (the carousel library the shop first used): no loop, a 10 px gap, autoplay every 5000 ms that
 * pauses on hover (and on keyboard focus), 2 products under 600 px, 4 from 600 px, 6 from 1000 px,
 * and its cards' image size 280-413. The island (islands/CampaignCarousel.tsx) reads the interval and the gap; the
 * products per view are home.css's slide widths at the same breakpoints.
 *
 * "Arrows at the 0 and 1000 breakpoints": both breakpoints turn the arrows on and the 600 one
 * inherits them, so the arrows show at every width. They are, with the pause button, how a
 * keyboard or screen-reader user moves the carousel; hiding them at some widths would leave only
 * swiping there.
 */

/** Autoplay interval (SPEC §9: 5000 ms). */
export const CAROUSEL_INTERVAL_MS = 5000;
/** Gap between products (SPEC §9: margin 10). */
export const CAROUSEL_GAP_PX = 10;
/** Products per view below the first breakpoint, and from each breakpoint (min-width, px) on. */
export const CAROUSEL_PER_PAGE: Readonly<Record<0 | 600 | 1000, number>> = Object.freeze({
  0: 2,
  600: 4,
  1000: 6,
});
/** The campaign cards' image size (SPEC §2, §9). */
export const CAROUSEL_IMAGE_SIZE = '280-413';

/** A breakpoint's options. */
export interface CarouselBreakpoint {
  readonly perPage: number;
  readonly arrows?: boolean;
}

/** The carousel's options in Splide's names, without texts. */
export interface CampaignCarouselOptions {
  readonly type: 'slide';
  readonly rewind: false;
  readonly perPage: number;
  readonly perMove: number;
  readonly gap: string;
  readonly autoplay: true;
  readonly interval: number;
  readonly pauseOnHover: true;
  readonly pauseOnFocus: true;
  readonly arrows: true;
  readonly pagination: false;
  readonly mediaQuery: 'min';
  readonly breakpoints: Readonly<Record<number, CarouselBreakpoint>>;
}

/** The campaign carousel's options (SPEC §9), mobile first: breakpoints are min-widths. */
export function campaignCarouselOptions(): CampaignCarouselOptions {
  return {
    // 'slide' with no rewind: the carousel stops at its last products instead of looping.
    type: 'slide',
    rewind: false,
    perPage: CAROUSEL_PER_PAGE[0],
    perMove: 1,
    gap: `${CAROUSEL_GAP_PX}px`,
    autoplay: true,
    interval: CAROUSEL_INTERVAL_MS,
    pauseOnHover: true,
    pauseOnFocus: true,
    arrows: true,
    pagination: false,
    mediaQuery: 'min',
    breakpoints: {
      0: { perPage: CAROUSEL_PER_PAGE[0], arrows: true },
      600: { perPage: CAROUSEL_PER_PAGE[600] },
      1000: { perPage: CAROUSEL_PER_PAGE[1000], arrows: true },
    },
  };
}
