/**
 * The stock text of a product on a list page (SPEC §8 stock messages, §9 stock display mode):
 * 'Stok Sorunuz' when none is in stock, 'Stokta Var' on a card of the grid and 'Var' in the compact
 * list ("'Var' when the display is a list"), '{n} {unit}' or '{n}+ {unit}' for the counting modes.
 */

import type { DecimalInput } from '../exact.ts';
import type { ListViewMode } from './list-view.ts';
import { type StockText, stockDisplay } from './stock.ts';

export interface ListStockInput {
  /** The stock display mode 0..20 (the stockInfoStatus setting). */
  readonly mode: number | string | null | undefined;
  /** The product's stock in its default unit. */
  readonly stock: DecimalInput | null | undefined;
  /** The default unit's name shown after a count ('ADET'). */
  readonly unit: string;
}

/** The stock text a list shows for a product in a view, or null when the mode shows no stock. */
export function listStockText(input: ListStockInput, view: ListViewMode): StockText | null {
  const display = stockDisplay({ ...input, context: 'list' });
  if (display.kind === 'hidden') return null;
  if (display.kind === 'available')
    return view === 'list' ? { key: 'stock.available' } : { key: 'stock.inStock' };
  return display.params ? { key: display.key, params: display.params } : { key: display.key };
}
