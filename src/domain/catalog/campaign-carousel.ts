/**
 * The campaign carousel's timing and spacing (SPEC §9 Campaign carousel): autoplay every 5000 ms,
 * pausing on hover and keyboard focus, and a 10 px gap between products. The island
 * (islands/CampaignCarousel.tsx, on a CSS scroll-snap track) reads these two; the products per view
 * (2 under 600 px, 4 from 600 px, 6 from 1000 px) are home.css's slide widths at those breakpoints,
 * and its arrows show at every width: with the pause button they are how a keyboard or screen-reader
 * user moves the carousel (tests/e2e/home.spec.ts checks all of it in the browser).
 */

/** Autoplay interval (SPEC §9: 5000 ms). */
export const CAROUSEL_INTERVAL_MS = 5000;
/** Gap between products (SPEC §9: margin 10). */
export const CAROUSEL_GAP_PX = 10;
