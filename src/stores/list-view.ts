import { atom } from 'nanostores';
import { type ListViewMode, readListView } from '../domain/catalog/list-view.ts';
import { consentAllows } from '../domain/cookie-consent.ts';
import { $settings } from './settings.ts';

/**
 * Where the shopper's list view is kept: in this browser, for every list page (category, brand,
 * campaign, search, top lists) and later visits, as shops keep a grid/list choice. Only the choice
 * is stored, nothing about the shopper. It is a functional key (src/domain/cookie-consent.ts): kept
 * only after the cookie notice's 'Kabul Et'; otherwise the choice lasts while the page is open.
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

/** Whether the shopper chose a view on this page: only a choice is ever written. */
let chosen = false;

/** Keeps the chosen view for later visits, where the cookie answer allows functional keys. */
function keep(): void {
  if (!chosen || !consentAllows($settings.get()?.cookieConsent ?? null, 'functional')) return;
  try {
    localStorage.setItem(STORAGE_KEY, $listView.get());
  } catch {
    // no storage (private mode): the choice lasts until the page changes
  }
}

/** Switches every list to a view and keeps the choice (SPEC §4 Product list: view change). */
export function chooseListView(view: ListViewMode): void {
  $listView.set(view);
  chosen = true;
  keep();
}

// The settings (and so the cookie answer) may arrive after the click, or 'Kabul Et' come later.
$settings.listen(keep);
