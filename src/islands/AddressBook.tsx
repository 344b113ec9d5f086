import { lazy, Suspense, useId, useState } from 'react';
import { type Locale, t } from '../i18n/index.ts';
import { $addresses, type AddressesState, removeAddress, type SavedAddress } from '../stores/addresses.ts';
import { $shop } from '../stores/shop.ts';
import { AddressCard } from './parts/address/AddressCard.tsx';
import { useCountries } from './parts/address/use-reference-data.ts';
import { Modal } from './parts/Modal.tsx';
import { OverdueDebtBanner } from './parts/payment/OverdueDebtBanner.tsx';
import { useHydrated } from './parts/use-hydrated.ts';
import { useSharedStore } from './parts/use-shared-store.ts';
import { useSignedIn } from './parts/use-signed-in.ts';

// The checkout's own add and edit dialog (one component for both), loaded when first opened.
const loadModal = () => import('./parts/address/AddressModal.tsx');
const AddressModal = lazy(() => loadModal().then((m) => ({ default: m.AddressModal })));

const NO_ADDRESSES: AddressesState = { items: [], loading: false, loaded: false };

/** The dialog open: adding, editing an address, or asking before deleting one. */
type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; address: SavedAddress }
  | { kind: 'delete'; address: SavedAddress };

/**
 * The address book /adreslerim (SPEC §2 Address book, §4 Addresses): 'Adreslerim', an add-new card,
 * the saved addresses as cards with edit (the checkout's address dialog) and delete (after a
 * confirmation), the empty state inviting to add one, and the loading indicator during each call.
 * The store re-reads the list 400 ms after each change; edit, remove and read failures are silent
 * (SPEC §8) and a 401 on creation goes to the sign-in page.
 */
export default function AddressBook({ locale }: { locale: Locale }) {
  const hydrated = useHydrated();
  const session = useSignedIn();
  const addresses = useSharedStore($addresses, NO_ADDRESSES);
  const shop = useSharedStore($shop, null);
  const countries = useCountries();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const deleteTitleId = useId();

  if (!hydrated || !session.loaded || !session.customer) {
    return (
      <p className="address-loading" role="status">
        {t(locale, 'addressBook.checking')}
      </p>
    );
  }

  const countryName = (code: string): string | undefined => {
    const country = countries?.find((c) => c.code === code);
    return country && (locale === 'tr' ? country.name : country.name_en);
  };
  const checkIdentityNumbers = (shop?.settings.tcknVknKontrol ?? '1') === '1';
  const empty = addresses.loaded && addresses.items.length === 0;

  async function confirmDelete(address: SavedAddress) {
    setDialog(null);
    await removeAddress(address.id);
  }

  return (
    <div className="address-book" aria-busy={addresses.loading || undefined}>
      <OverdueDebtBanner locale={locale} />
      <p>{t(locale, 'addressBook.intro')}</p>
      <p className="address-loading" role="status">
        {addresses.loading || !addresses.loaded ? t(locale, 'addressBook.loading') : ''}
      </p>
      <h2 className="address-book-title">{t(locale, 'addressBook.savedTitle')}</h2>
      {empty && <p className="address-book-empty">{t(locale, 'addressBook.empty')}</p>}
      <div className="address-cards">
        <button type="button" className="address-add" onClick={() => setDialog({ kind: 'add' })}>
          <span aria-hidden="true" className="address-add-plus">
            +
          </span>
          {t(locale, 'addressBook.addNew')}
        </button>
        {addresses.items.map((address) => (
          <AddressCard
            key={address.id}
            locale={locale}
            address={address}
            countryName={countryName(address.country)}
            onEdit={() => setDialog({ kind: 'edit', address })}
            onDelete={() => setDialog({ kind: 'delete', address })}
          />
        ))}
      </div>

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <Suspense fallback={null}>
          <AddressModal
            locale={locale}
            address={dialog.kind === 'edit' ? dialog.address : undefined}
            checkIdentityNumbers={checkIdentityNumbers}
            onSaved={() => setDialog(null)}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {dialog?.kind === 'delete' && (
        <Modal labelledBy={deleteTitleId} onClose={() => setDialog(null)} className="address-modal">
          <div className="modal-head">
            <h2 id={deleteTitleId} className="modal-title">
              {t(locale, 'addressBook.deleteTitle')}
            </h2>
          </div>
          <div className="modal-body">
            <p>{t(locale, 'addressBook.deleteConfirm', { title: dialog.address.addressTitle })}</p>
            <div className="address-form-actions">
              <button type="button" className="btn btn-secondary" onClick={() => setDialog(null)}>
                {t(locale, 'addressBook.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void confirmDelete(dialog.address)}
              >
                {t(locale, 'addressBook.deleteYes')}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}
