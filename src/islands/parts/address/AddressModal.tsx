import { useEffect, useId, useRef } from 'react';
import { emptyAddressForm, formValuesFromAddress } from '../../../domain/address/address-form-state.ts';
import type { AddressData } from '../../../domain/address/address-validation.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { addAddress, editAddress, type SavedAddress } from '../../../stores/addresses.ts';
import { errorMessage } from '../../../stores/error-message.ts';
import { Modal, ModalHead } from '../Modal.tsx';
import { AddressForm } from './AddressForm.tsx';

interface Props {
  locale: Locale;
  /** The address to edit; none opens the add form. */
  address?: SavedAddress | undefined;
  /** The shop's tcknVknKontrol setting. */
  checkIdentityNumbers: boolean;
  /** Called with the saved address; the modal is then closed by its owner. */
  onSaved: (address: SavedAddress) => void;
  onClose: () => void;
}

/**
 * The address add and edit dialog (SPEC §2 'Add address', 'Edit address'): 'Adres Ekle' or 'Adres
 * Düzenle' with Vazgeç and Kaydet, around the one address form. Saves through the address store; a
 * server error stays in the dialog as an alert. Used by the checkout step and the address book.
 */
export function AddressModal({ locale, address, checkIdentityNumbers, onSaved, onClose }: Props) {
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  const mode = address ? 'edit' : 'add';

  // The dialog opens on its first field rather than on the close button.
  useEffect(() => {
    body.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  async function save(values: AddressData): Promise<string | null> {
    const result = address ? await editAddress(address.id, values) : await addAddress(values);
    if (result.kind === 'saved') {
      onSaved(result.address);
      return null;
    }
    // A 401 is on its way to the sign-in page: the form stays busy until the page changes.
    if (result.kind === 'signIn') return new Promise<never>(() => {});
    return errorMessage(result.error, locale);
  }

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="address-modal">
      <div ref={body}>
        <ModalHead
          titleId={titleId}
          title={t(locale, mode === 'add' ? 'addressBook.addTitle' : 'addressBook.editTitle')}
          closeLabel={t(locale, 'addressBook.close')}
          onClose={onClose}
        />
        <AddressForm
          locale={locale}
          mode={mode}
          initial={address ? formValuesFromAddress(address as AddressData) : emptyAddressForm()}
          checkIdentityNumbers={checkIdentityNumbers}
          onSave={save}
          onCancel={onClose}
          labelledBy={titleId}
        />
      </div>
    </Modal>
  );
}
