import { atom } from 'nanostores';
import { type ListViewMode, readListView } from '../domain/catalog/list-view.ts';

/**
 * Where the shopper's list view is kept: in this browser, for every list page (category, brand,
 * campaign, search, top lists) and later visits, as shops keep a grid/list choice. Only the choice
 * is stored, nothing about the shopper.
 */
const STORAGE_KEY = 'shop.listView';

function stored(): ListViewMode {
  try {
    return readListView(typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY));
  } catch {
    return readListView(null);
  }
}

/** The view every product list shows (SPEC §3 Lists: view); the grid until the shopper chooses. */
export const $listView = atom<ListViewMode>(stored());

/** Switches every list to a view and keeps the choice (SPEC §4 Product list: view change). */
export function chooseListView(view: ListViewMode): void {
  $listView.set(view);
  try {
    localStorage.setItem(STORAGE_KEY, view);
  } catch {
    // no storage (private mode): the choice lasts until the page changes
  }
}
