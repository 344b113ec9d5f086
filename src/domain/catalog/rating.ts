/**
 * Star ratings (SPEC §4): the filled width of a five-star bar, the average of a product's reviews
 * and its one-decimal display text.
 */
import { cmp, type DecimalInput, dec, decOr, mul, toNumber } from '../exact.ts';
import { divRoundHalfUp } from '../money.ts';

/** The number of stars in the bar; each star is 20 % of its width. */
export const MAX_STARS = 5;

/** Clamps a rating into 0..5; a missing or unreadable rating is 0. */
export function clampStars(stars: DecimalInput | null | undefined): number {
  const d = decOr(stars, 0);
  if (cmp(d, 0) < 0) return 0;
  if (cmp(d, MAX_STARS) > 0) return MAX_STARS;
  return toNumber(d);
}

/** The filled width in percent, 20 per star, clamped to 0..100: 3.5 → 70, 4.3 → 86 (exactly). */
export function starWidth(stars: DecimalInput | null | undefined): number {
  return toNumber(mul(clampStars(stars), 20));
}

/** The filled width as a CSS length: 3.5 → '70%'. */
export function starWidthCss(stars: DecimalInput | null | undefined): string {
  return `${starWidth(stars)}%`;
}

export interface AverageRating {
  /** The mean of the stars to one decimal, rounded half up; 0 when there are none. */
  readonly average: number;
  readonly count: number;
}

/**
 * The average of a product's review stars, to one decimal (half up), with the number of reviews.
 * Each star value is clamped to 0..5; null, undefined and unreadable values are left out.
 */
export function averageRating(stars: ReadonlyArray<DecimalInput | null | undefined>): AverageRating {
  let sum = 0n; // the sum in units of 1/10^scale, rescaled as finer values come
  let scale = 0;
  let count = 0;
  for (const s of stars) {
    if (s === null || s === undefined) continue;
    let d: ReturnType<typeof dec>;
    try {
      d = dec(clampStars(dec(s)));
    } catch {
      continue;
    }
    if (d.scale > scale) {
      sum *= 10n ** BigInt(d.scale - scale);
      scale = d.scale;
    }
    sum += d.int * 10n ** BigInt(scale - d.scale);
    count += 1;
  }
  if (count === 0) return { average: 0, count: 0 };
  // average × 10 = sum × 10 / (count × 10^scale), rounded half up, then back to one decimal.
  const tenths = divRoundHalfUp(sum * 10n, BigInt(count) * 10n ** BigInt(scale));
  return { average: toNumber({ int: tenths, scale: 1 }), count };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A rating to one decimal for display: 4.25 → '4,3' in tr-TR, '4.3' in en-US; clamped to 0..5. */
export function formatRating(stars: DecimalInput | null | undefined, locale = 'tr-TR'): string {
  const d = dec(clampStars(stars));
  // Round half up exactly first, so Intl only places the separator.
  const tenths = divRoundHalfUp(d.int * 10n, 10n ** BigInt(d.scale));
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formatters.set(locale, f);
  }
  return f.format(toNumber({ int: tenths, scale: 1 }));
}
