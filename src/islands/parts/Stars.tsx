import { formatRating, starWidthCss } from '../../domain/catalog/rating.ts';
import { type Locale, t } from '../../i18n/index.ts';

/** The number format of a locale for ratings: 4,3 in Turkish, 4.3 in English. */
export function numberLocale(locale: Locale): string {
  return locale === 'tr' ? 'tr-TR' : 'en-US';
}

/** A five-star bar filled 20% per star (SPEC §9), read out as "5 üzerinden 4,3 puan". */
export function Stars({ rate, locale }: { rate: number; locale: Locale }) {
  return (
    <span
      className="stars"
      role="img"
      aria-label={t(locale, 'productPage.rating', { n: formatRating(rate, numberLocale(locale)) })}
    >
      <span className="stars-fill" style={{ width: starWidthCss(rate) }} />
    </span>
  );
}
