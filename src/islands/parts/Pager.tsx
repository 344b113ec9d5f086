import '../../styles/pager.css';
import type { MouseEvent } from 'react';
import { pageWindow } from '../../domain/catalog/pagination.ts';
import { type Locale, t } from '../../i18n/index.ts';

interface Props {
  page: number;
  pages: number;
  locale: Locale;
  /** The link of a page (path and query string). */
  href: (page: number) => string;
  /** Follows a link inside the page instead of loading it anew. */
  onFollow: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

/** The pager (SPEC §9): real links to ?page=N with the current one marked, ellipses for the gaps. */
export function Pager({ page, pages, locale, href, onFollow }: Props) {
  if (pages <= 1) return null;
  const link = (n: number, label: string, text: string, rel?: 'prev' | 'next') => {
    const to = href(n);
    return (
      <a
        href={to}
        rel={rel}
        aria-label={label}
        aria-current={n === page && !rel ? 'page' : undefined}
        onClick={(e) => onFollow(e, to)}
      >
        {text}
      </a>
    );
  };
  return (
    <nav className="pager" aria-label={t(locale, 'list.pagination')}>
      <ul>
        {page > 1 && <li>{link(page - 1, t(locale, 'list.previousPage'), '‹', 'prev')}</li>}
        {pageWindow(page, pages).map((item, i) =>
          item === 'ellipsis' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by their place
            <li key={`gap-${i}`} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>{link(item, t(locale, 'list.page', { n: item }), String(item))}</li>
          ),
        )}
        {page < pages && <li>{link(page + 1, t(locale, 'list.nextPage'), '›', 'next')}</li>}
      </ul>
    </nav>
  );
}
