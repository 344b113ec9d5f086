import { lazy, Suspense, useState } from 'react';
import { formatQuantity } from '../../domain/catalog/divisible-units.ts';
import type { StockDisplay } from '../../domain/catalog/stock.ts';
import { type Locale, t } from '../../i18n/index.ts';

// The 'Stok Envanteri' dialog (and the modal it sits in) loads when a shopper points at, focuses
// or presses its button: the product page's first JavaScript stays inside its budget.
const loadInventory = () => import('./InventoryModal.tsx');
const InventoryModal = lazy(() => loadInventory().then((m) => ({ default: m.InventoryModal })));

interface Props {
  display: StockDisplay;
  /**
   * The stock number's label and value (stock code or barcode) as shown, perhaps cut to 20
   * characters + '...' (SPEC §9), and in full for screen readers; value '' shows nothing.
   */
  stockNumber: { label: string; value: string; full?: string };
  name: string;
  inventory: readonly { warehouseName: string; quantity: number }[];
  baseUnit: string;
  locale: Locale;
}

/** The stock line (SPEC §8, §9), the stock number, and the inventory dialog when several warehouses hold stock. */
export function StockInfo({ display, stockNumber, name, inventory, baseUnit, locale }: Props) {
  const [open, setOpen] = useState(false);
  // Out of stock, or stock display mode 0 showing the true count at 0 and below ('0 Adet').
  const out = display.kind === 'outOfStock' || (display.kind === 'count' && display.params.n <= 0);
  return (
    <div className="pd-stock">
      {display.kind !== 'hidden' && (
        <p className={out ? 'pd-stock-text is-out' : 'pd-stock-text'}>
          {t(
            locale,
            display.key,
            display.params && { ...display.params, n: formatQuantity(locale, display.params.n) },
          )}
        </p>
      )}
      {stockNumber.value && (
        <p className="pd-code">
          {stockNumber.label}:{' '}
          {stockNumber.full && stockNumber.full !== stockNumber.value ? (
            <>
              <span aria-hidden="true" title={stockNumber.full}>
                {stockNumber.value}
              </span>
              <span className="visually-hidden">{stockNumber.full}</span>
            </>
          ) : (
            <span>{stockNumber.value}</span>
          )}
        </p>
      )}
      {inventory.length > 1 && (
        <button
          type="button"
          className="btn-link"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadInventory()}
          onFocus={() => void loadInventory()}
        >
          {t(locale, 'productPage.inventory')}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <InventoryModal
            name={name}
            inventory={inventory}
            unit={baseUnit}
            locale={locale}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
