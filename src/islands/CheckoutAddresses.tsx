import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { ApiError } from '../client/api-error.ts';
import {
  type AddressRole,
  type AddressSelection,
  afterAddressCountChange,
  checkoutAddressIds,
  INITIAL_SELECTION,
  selectAddress,
  setSameAddress,
} from '../domain/checkout/checkout-address-selection.ts';
import { CHECKOUT_PATHS, localePath } from '../domain/site-paths.ts';
import { type Locale, t } from '../i18n/index.ts';
import {
  $addresses,
  type AddressesState,
  postCheckoutAddresses,
  type SavedAddress,
} from '../stores/addresses.ts';
import { $cart, loadCart } from '../stores/cart.ts';
import { errorMessage } from '../stores/error-message.ts';
import { goToLogin } from '../stores/login-redirect.ts';
import { $shop } from '../stores/shop.ts';
import { AddressCard } from './parts/address/AddressCard.tsx';
import { useCountries } from './parts/address/use-reference-data.ts';
import { CheckoutEmptyCart } from './parts/CheckoutEmptyCart.tsx';
import { useHydrated } from './parts/use-hydrated.ts';
import { useSharedStore } from './parts/use-shared-store.ts';
import { useSignedIn } from './parts/use-signed-in.ts';

// The form and its dialog load when first opened, so the step's first paint carries only the cards.
const loadModal = () => import('./parts/address/AddressModal.tsx');
const AddressModal = lazy(() => loadModal().then((m) => ({ default: m.AddressModal })));

/**
 * Fetches the dialog's code ahead at the shopper's first pointer or focus in the step, so 'Yeni Adres
 * Ekle' or 'Düzenle' opens at once, without loading it before anyone acts (a ref callback).
 */
function prefetchOnFirstAct(step: HTMLDivElement | null) {
  if (!step) return;
  const prefetch = () => void loadModal();
  step.addEventListener('pointerover', prefetch, { once: true });
  step.addEventListener('focusin', prefetch, { once: true });
  return () => {
    step.removeEventListener('pointerover', prefetch);
    step.removeEventListener('focusin', prefetch);
  };
}

type ModalState = { role: AddressRole; address?: SavedAddress } | null;

const NO_ADDRESSES: AddressesState = { items: [], loading: false, loaded: false };

/**
 * The checkout's first step, CheckoutPreview (SPEC §2, §4): a guest is sent to sign in and comes
 * back; an empty cart says so; otherwise the saved addresses as cards to choose the delivery and the
 * invoice address from ('Faturamı aynı adrese gönder' checked by default), the add and edit dialog,
 * and Continue, which keeps the choice on the server (POST /post_address) and opens the payment step.
 */
export default function CheckoutAddresses({ locale }: { locale: Locale }) {
  const id = useId();
  const hydrated = useHydrated();
  // SPEC §6: the step is for a signed-in customer; the sign-in page brings the guest back here.
  const session = useSignedIn();
  const cart = useSharedStore($cart, { items: [], fetching: false });
  const addresses = useSharedStore($addresses, NO_ADDRESSES);
  const shop = useSharedStore($shop, null);
  const countries = useCountries();
  const [cartChecked, setCartChecked] = useState(false);
  const [choice, setChoice] = useState<{ selection: AddressSelection; count: number }>({
    selection: INITIAL_SELECTION,
    count: 0,
  });
  const [modal, setModal] = useState<ModalState>(null);
  // The card saved last takes the focus back from the closing dialog.
  const [focusSaved, setFocusSaved] = useState<{ role: AddressRole; id: number } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const signedIn = session.loaded && session.customer !== null;
  const guest = session.loaded && session.customer === null;

  // The cart is read afresh: the step shows only for a cart with lines.
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void loadCart().then(() => {
      if (live) setCartChecked(true);
    });
    return () => {
      live = false;
    };
  }, [signedIn]);

  // SPEC §4: a change in the number of saved addresses clears the choice (a single one is chosen).
  const count = addresses.items.length;
  if (addresses.loaded && count !== choice.count) {
    const ids = addresses.items.map((a) => a.id);
    setChoice({ selection: afterAddressCountChange(choice.selection, choice.count, ids), count });
  }
  const { selection } = choice;

  const choose = (role: AddressRole, addressId: number) => {
    setAlert(null);
    setChoice((c) => ({ ...c, selection: selectAddress(c.selection, role, addressId) }));
  };

  // The saved address is chosen in the list it was added or edited from (after any count change).
  const onSaved = (role: AddressRole, saved: SavedAddress) => {
    const ids = $addresses.get().items.map((a) => a.id);
    setChoice((c) => ({
      count: ids.length,
      selection: selectAddress(afterAddressCountChange(c.selection, c.count, ids), role, saved.id),
    }));
    setModal(null);
    setAlert(null);
    setFocusSaved({ role: choice.selection.same ? 'delivery' : role, id: saved.id });
  };
  const openModal = (next: NonNullable<ModalState>) => {
    setFocusSaved(null);
    setModal(next);
  };

  async function onContinue() {
    const ids = checkoutAddressIds(selection);
    if (!ids.ok) {
      setAlert(t(locale, ids.error));
      return;
    }
    setAlert(null);
    setSending(true);
    try {
      await postCheckoutAddresses(ids.teslimat, ids.fatura);
      window.location.assign(localePath(locale, CHECKOUT_PATHS.payment));
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 401) {
        goToLogin();
        return;
      }
      setAlert(errorMessage(err, locale));
      setSending(false);
    }
  }

  if (!hydrated || !session.loaded || guest || (signedIn && !cartChecked)) {
    return (
      <p className="checkout-status" role="status">
        {t(locale, guest ? 'checkoutAddress.toLogin' : 'checkoutAddress.checking')}
      </p>
    );
  }

  if (cart.items.length === 0) {
    return <CheckoutEmptyCart locale={locale} />;
  }

  const countryName = (code: string): string | undefined => {
    const country = countries?.find((c) => c.code === code);
    return country && (locale === 'tr' ? country.name : country.name_en);
  };
  const checkIdentityNumbers = (shop?.settings.tcknVknKontrol ?? '1') === '1';
  const lists: { role: AddressRole; legend: string; chosen: number | null }[] = selection.same
    ? [
        {
          role: 'delivery',
          legend: t(locale, 'checkoutAddress.deliveryAndInvoice'),
          chosen: selection.delivery,
        },
      ]
    : [
        { role: 'delivery', legend: t(locale, 'checkoutAddress.delivery'), chosen: selection.delivery },
        { role: 'invoice', legend: t(locale, 'checkoutAddress.invoice'), chosen: selection.invoice },
      ];

  return (
    <div ref={prefetchOnFirstAct} className="checkout-addresses" aria-busy={addresses.loading || undefined}>
      <p className="address-loading" role="status">
        {addresses.loading ? t(locale, 'addressBook.loading') : ''}
      </p>
      <label className="address-same">
        <input
          type="checkbox"
          checked={selection.same}
          onChange={(e) => {
            setAlert(null);
            setChoice((c) => ({ ...c, selection: setSameAddress(c.selection, e.target.checked) }));
          }}
        />
        {t(locale, 'checkoutAddress.same')}
      </label>

      <div className={`address-lists${selection.same ? '' : ' is-separate'}`}>
        {lists.map((list) => (
          <fieldset key={list.role} className="address-list">
            <legend>{list.legend}</legend>
            {addresses.loaded && count === 0 && <p className="muted">{t(locale, 'addressBook.empty')}</p>}
            <div className="address-cards">
              {addresses.items.map((address) => (
                <AddressCard
                  key={address.id}
                  locale={locale}
                  address={address}
                  countryName={countryName(address.country)}
                  group={{
                    name: `${id}-${list.role}`,
                    checked: list.chosen === address.id,
                    onSelect: () => choose(list.role, address.id),
                  }}
                  onEdit={() => openModal({ role: list.role, address })}
                  focused={focusSaved?.role === list.role && focusSaved.id === address.id}
                />
              ))}
              <button type="button" className="address-add" onClick={() => openModal({ role: list.role })}>
                <span aria-hidden="true" className="address-add-plus">
                  +
                </span>
                {t(locale, 'addressBook.addNew')}
                {!selection.same && <span className="visually-hidden"> ({list.legend})</span>}
              </button>
            </div>
          </fieldset>
        ))}
      </div>

      {alert && (
        <p role="alert" className="alert alert-error">
          {alert}
        </p>
      )}
      <div className="checkout-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={onContinue}
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {t(locale, sending ? 'checkoutAddress.sending' : 'checkoutAddress.continue')}
        </button>
      </div>

      {modal && (
        <Suspense fallback={null}>
          <AddressModal
            locale={locale}
            address={modal.address}
            checkIdentityNumbers={checkIdentityNumbers}
            onSaved={(saved) => onSaved(modal.role, saved)}
            onClose={() => setModal(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
