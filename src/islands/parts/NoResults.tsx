import '../../styles/no-results.css';
import { type Locale, t } from '../../i18n/index.ts';

/** A link a list with no products offers instead: a top category or a campaign list. */
export interface WayOn {
  readonly name: string;
  readonly href: string;
}

interface Props {
  locale: Locale;
  /** The words searched; empty for a list (or a brand search) that simply has no products. */
  query: string;
  ways: readonly WayOn[];
}

/** Says that a search or list found nothing, with a spelling tip for a search and ways on. */
export function NoResults({ locale, query, ways }: Props) {
  const q = query.trim();
  return (
    <section className="no-results" aria-labelledby="no-results-title">
      <h2 id="no-results-title">
        {q ? t(locale, 'search.noResults', { q }) : t(locale, 'search.noProducts')}
      </h2>
      {q && <p>{t(locale, 'search.tip')}</p>}
      {ways.length > 0 && (
        <nav aria-label={t(locale, 'search.waysOn')}>
          <p>{t(locale, 'search.waysOn')}</p>
          <ul>
            {ways.map((w) => (
              <li key={w.href}>
                <a href={w.href}>{w.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
