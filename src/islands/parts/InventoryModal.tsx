import { useId } from 'react';
import { type Locale, t } from '../../i18n/index.ts';
import { Modal, ModalHead } from './Modal.tsx';

interface Props {
  name: string;
  inventory: readonly { warehouseName: string; quantity: number }[];
  /** The default unit's name, after each quantity. */
  unit: string;
  locale: Locale;
  onClose: () => void;
}

/** The 'Stok Envanteri' dialog (SPEC §2): the product name under 'Stok Adı' and a DEPO / MİKTAR table. */
export function InventoryModal({ name, inventory, unit, locale, onClose }: Props) {
  const titleId = useId();
  const format = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-US', { maximumFractionDigits: 3 });
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="pd-inventory">
      <ModalHead
        titleId={titleId}
        title={t(locale, 'productPage.inventory')}
        closeLabel={t(locale, 'productPage.closeDialog')}
        onClose={onClose}
      />
      <dl className="pd-inventory-name">
        <dt>{t(locale, 'productPage.inventoryName')}</dt>
        <dd>{name}</dd>
      </dl>
      <table className="pd-inventory-table">
        <thead>
          <tr>
            <th scope="col">{t(locale, 'productPage.warehouse')}</th>
            <th scope="col">{t(locale, 'productPage.inventoryQuantity')}</th>
          </tr>
        </thead>
        <tbody>
          {inventory.map((row) => (
            <tr key={row.warehouseName}>
              <td>{row.warehouseName}</td>
              <td>
                {format.format(row.quantity)} {unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t(locale, 'productPage.close')}
        </button>
      </div>
    </Modal>
  );
}
