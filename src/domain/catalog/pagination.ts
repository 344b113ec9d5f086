/**
 * The pager's window of page numbers (SPEC §4): every page up to 10 pages; above that the first
 * and last page, the neighbourhood of the current page, and ellipses for the gaps.
 */

/** A page number, or an ellipsis standing for the pages left out. */
export type PageItem = number | 'ellipsis';

/** Up to this many pages, every page is listed. */
export const PAGER_SHOW_ALL_UP_TO = 10;
/** Pages listed at the start or end when the current page is near it. */
const EDGE_RUN = 7;
/** Pages listed either side of the current page in the middle. */
const NEIGHBOURS = 2;
/** How near the start (page ≤ 5) or the end (page ≥ pages − 5) counts as "near". */
const NEAR = 5;

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let p = from; p <= to; p++) out.push(p);
  return out;
}

/** The number of pages, a whole number ≥ 0 (garbage and negatives count as 0). */
function pageCount(pages: number): number {
  return Number.isFinite(pages) && pages > 0 ? Math.floor(pages) : 0;
}

/**
 * Clamps a requested page (a number or a query value such as '3') into 1..pages. Missing, empty,
 * non-numeric and fractional values read as page 1 ('2.5' → 1 rather than a guess); with no pages
 * at all the answer is 1.
 */
export function clampPage(requested: unknown, pages: number): number {
  const last = Math.max(1, pageCount(pages));
  const text =
    typeof requested === 'number' ? String(requested) : typeof requested === 'string' ? requested : '';
  const n = /^\s*[+-]?\d+\s*$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) return 1;
  return Math.min(n, last);
}

/**
 * The pager items for a page of `pages` (the page is clamped into 1..pages first):
 * - pages ≤ 10: 1..pages;
 * - page ≤ 5: 1..7, …, last;
 * - page ≥ pages − 5: 1, …, the last 7;
 * - otherwise: 1, …, page−2..page+2, …, last.
 * No pages → [].
 */
export function pageWindow(page: number, pages: number): PageItem[] {
  const last = pageCount(pages);
  if (last === 0) return [];
  if (last <= PAGER_SHOW_ALL_UP_TO) return range(1, last);
  const current = clampPage(page, last);
  if (current <= NEAR) return [...range(1, EDGE_RUN), 'ellipsis', last];
  if (current >= last - NEAR) return [1, 'ellipsis', ...range(last - EDGE_RUN + 1, last)];
  return [1, 'ellipsis', ...range(current - NEIGHBOURS, current + NEIGHBOURS), 'ellipsis', last];
}
