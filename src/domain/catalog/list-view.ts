/**
 * The product list's view (SPEC §3 Lists: view; §4 Product list: view change): the grid of cards,
 * or a compact list for B2B buyers (code, unit, stock, price and a quantity box on one row). The
 * static pages are built as the grid; a shopper's choice is kept in the browser and read back here.
 */

/** The two views of a product list. */
export type ListViewMode = 'grid' | 'list';

/** The views in the order the switch offers them. */
export const LIST_VIEWS: readonly ListViewMode[] = Object.freeze(['grid', 'list']);

/** The view a list shows until the shopper chooses one: the grid, as the pages are built. */
export const DEFAULT_LIST_VIEW: ListViewMode = 'grid';

/** The view a stored choice names; anything else (nothing stored, an old or foreign value) is the grid. */
export function readListView(stored: string | null | undefined): ListViewMode {
  return LIST_VIEWS.find((v) => v === stored?.trim()) ?? DEFAULT_LIST_VIEW;
}
