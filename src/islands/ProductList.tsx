import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { readListPage } from '../client/catalog.ts';
import type { ListPage } from '../contract/catalog.ts';
import { type ListQuery, pageSearch, readListQuery, sortSearch } from '../domain/catalog/list-query.ts';
import { DEFAULT_LIST_VIEW } from '../domain/catalog/list-view.ts';
import type { CardPricing, CardSettings } from '../domain/catalog/product-card.ts';
import { searchHeading } from '../domain/catalog/search-heading.ts';
import type { SortOption } from '../domain/catalog/sort.ts';
import { type Locale, t } from '../i18n/index.ts';
import { $listView, chooseListView } from '../stores/list-view.ts';
import { CardBuying } from './parts/CardBuying.tsx';
import { CardStock } from './parts/CardStock.tsx';
import { ListViewSwitch } from './parts/ListViewSwitch.tsx';
import { NoResults, type WayOn } from './parts/NoResults.tsx';
import { Pager } from './parts/Pager.tsx';
import { PlaceholderCard } from './parts/PlaceholderCard.tsx';
import { ProductCard } from './parts/ProductCard.tsx';
import { PlaceholderRow, ProductRow } from './parts/ProductRow.tsx';
import { SortSelect } from './parts/SortSelect.tsx';
import { useCardPricing } from './parts/use-card-pricing.ts';
import { useSharedStore } from './parts/use-shared-store.ts';

interface Props {
  locale: Locale;
  /** The API list path (GET /products/{apiPath}); 'search' for the search page. */
  apiPath: string;
  /** The page's own path in its locale (/elektronik, /en/search): where the pager's links point. */
  path: string;
  /** The first page in the default order, as built. */
  initial: ListPage;
  /** The list's heading; on the search page it names what was searched instead. */
  title: string;
  settings: CardSettings;
  pricing: CardPricing;
  /** Search page only: brand names by code, to name a brand search, and the store name for the title. */
  search?: { brands: Readonly<Record<string, string>>; store: string };
  /** Where a list with no products points the shopper instead (top categories, campaign lists). */
  ways?: readonly WayOn[];
  /** The shop's public address, for the product links of WhatsApp questions. */
  siteUrl: string;
}

/** How many cards are server-rendered with their images loading at once (the first rows). */
const EAGER_CARDS = 4;

const BUILT_QUERY: ListQuery = { page: 1, sort: null, q: '', brand: '' };

type Status = 'idle' | 'refreshing' | 'loading';

/** Whether a query asks for what the static HTML shows: the first page in the default order, no search. */
function showsBuiltPage(q: ListQuery, builtSort: SortOption | null): boolean {
  return q.page === 1 && (q.sort === null || q.sort === builtSort) && !q.q && !q.brand;
}

/** The search page's heading for a query. */
function searchTitle(locale: Locale, q: ListQuery, brands: Readonly<Record<string, string>>): string {
  const heading = searchHeading(q.q, q.brand, (code) => brands[code]);
  return t(locale, heading.key, heading.params);
}

/**
 * A product list (SPEC §2): cards, found count, sort dropdown, view switch and pager. The built
 * first page is the server-rendered HTML; once live, the list fetches the page and sort the URL
 * names (?page=, ?sort=, and ?q=, ?brand= when searching) and again on every change of the URL,
 * back and forward included, scrolling to the top. The view (SPEC §3, §4: the grid of cards or
 * the compact list) is the shopper's choice kept in the browser; the built HTML is the grid.
 */
export default function ProductList({
  locale,
  apiPath,
  path,
  initial,
  title,
  settings,
  pricing,
  search,
  ways = [],
  siteUrl,
}: Props) {
  const view = useSharedStore($listView, DEFAULT_LIST_VIEW);
  const [data, setData] = useState<ListPage>(initial);
  const [status, setStatus] = useState<Status>('idle');
  // null until hydrated: the static HTML is rendered for no query string at all.
  const [query, setQuery] = useState<{ search: string; value: ListQuery } | null>(null);
  const shownPricing = useCardPricing(pricing);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstLoad = useRef(true);

  const current = query?.value ?? BUILT_QUERY;

  useEffect(() => {
    const read = () =>
      setQuery({ search: window.location.search, value: readListQuery(window.location.search) });
    read();
    const onPopState = () => {
      read();
      window.scrollTo({ top: 0 });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (!query) return;
    const asked = query.value;
    const isFirst = firstLoad.current;
    firstLoad.current = false;
    // The built page stays on screen while it is refreshed; another page or sort shows placeholders.
    setStatus(isFirst && showsBuiltPage(asked, initial.sort) ? 'refreshing' : 'loading');
    const controller = new AbortController();
    readListPage(apiPath, asked, controller.signal)
      .then((page) => {
        setData(page);
        setStatus('idle');
        // A page past the end is answered with the last one: the URL says so too.
        if (asked.page !== page.page) {
          window.history.replaceState(
            window.history.state,
            '',
            `${path}${pageSearch(query.search, page.page)}`,
          );
        }
      })
      .catch(() => {
        // SPEC §8: product list failures are not shown; the cards on screen stay.
        if (!controller.signal.aborted) setStatus('idle');
      });
    return () => controller.abort();
  }, [query, apiPath, path, initial.sort]);

  const headingText = search ? searchTitle(locale, current, search.brands) : title;

  useEffect(() => {
    if (search && query) {
      document.title = t(locale, 'seo.titleWithStore', { title: headingText, store: search.store });
    }
  }, [search, query, headingText, locale]);

  const navigate = useCallback((to: string) => {
    window.history.pushState(null, '', to);
    setQuery({ search: window.location.search, value: readListQuery(window.location.search) });
    window.scrollTo({ top: 0 });
  }, []);

  function follow(event: MouseEvent<HTMLAnchorElement>, to: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
    heading.current?.focus({ preventScroll: true });
  }

  function changeSort(sort: SortOption | null) {
    navigate(`${path}${sortSearch(query?.search ?? '', sort)}`);
  }

  const loading = status === 'loading';
  const sortValue = current.sort ?? initial.sort;
  return (
    <div className="product-list">
      <h1 ref={heading} tabIndex={-1}>
        {headingText}
      </h1>
      <div className="product-list-bar">
        <p className="product-list-found" role="status">
          {t(locale, 'list.found', { n: data.total })}
        </p>
        <SortSelect
          value={sortValue}
          ranked={initial.sort === null}
          locale={locale}
          disabled={query === null}
          onChange={changeSort}
        />
        <ListViewSwitch value={view} locale={locale} disabled={query === null} onChange={chooseListView} />
      </div>
      {!loading && data.total === 0 && (
        <NoResults locale={locale} query={search ? current.q : ''} ways={ways} />
      )}
      <ul
        className={view === 'list' ? 'product-rows' : 'product-grid'}
        aria-busy={loading}
        aria-label={loading ? t(locale, 'list.loading') : undefined}
      >
        {loading
          ? Array.from({ length: Math.min(Math.max(data.items.length, 4), data.limit) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
              <li key={i}>
                {view === 'list' ? (
                  <PlaceholderRow />
                ) : (
                  <PlaceholderCard context="product" settings={settings} />
                )}
              </li>
            ))
          : data.items.map((p, i) => (
              <li key={p.id}>
                {view === 'list' ? (
                  <ProductRow
                    product={p}
                    locale={locale}
                    settings={settings}
                    pricing={shownPricing}
                    siteUrl={siteUrl}
                  />
                ) : (
                  <ProductCard
                    product={p}
                    locale={locale}
                    settings={settings}
                    pricing={shownPricing}
                    context="product"
                    headingLevel={2}
                    eager={i < EAGER_CARDS}
                    listParts={(view, href) => (
                      <>
                        {view.stock && (
                          <CardStock stock={view.stock} locale={locale} className="product-card-stock" />
                        )}
                        <CardBuying
                          product={p}
                          view={view}
                          locale={locale}
                          href={href}
                          siteUrl={siteUrl}
                          whatsapp={settings.whatsapp}
                        />
                      </>
                    )}
                  />
                )}
              </li>
            ))}
      </ul>
      <Pager
        page={loading ? current.page : data.page}
        pages={data.pages}
        locale={locale}
        href={(n) => `${path}${pageSearch(query?.search ?? '', n)}`}
        onFollow={follow}
      />
    </div>
  );
}
