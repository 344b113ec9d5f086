import { useState } from 'react';
import type { StockDisplay } from '../../domain/catalog/stock.ts';
import { type Locale, t } from '../../i18n/index.ts';
import { InventoryModal } from './InventoryModal.tsx';

interface Props {
  display: StockDisplay;
  /** The stock number's label and value (stock code or barcode); value '' shows nothing. */
  stockNumber: { label: string; value: string };
  name: string;
  inventory: readonly { warehouseName: string; quantity: number }[];
  baseUnit: string;
  locale: Locale;
}

/** The stock line (SPEC §8, §9), the stock number, and the inventory dialog when several warehouses hold stock. */
export function StockInfo({ display, stockNumber, name, inventory, baseUnit, locale }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className="pd-stock">
      {display.kind !== 'hidden' && (
        <p className={display.kind === 'outOfStock' ? 'pd-stock-text is-out' : 'pd-stock-text'}>
          {t(locale, display.key, display.params)}
        </p>
      )}
      {stockNumber.value && (
        <p className="pd-code">
          {stockNumber.label}: <span>{stockNumber.value}</span>
        </p>
      )}
      {inventory.length > 1 && (
        <button type="button" className="btn-link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t(locale, 'productPage.inventory')}
        </button>
      )}
      {open && (
        <InventoryModal
          name={name}
          inventory={inventory}
          unit={baseUnit}
          locale={locale}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
