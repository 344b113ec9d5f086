import { useId, useState } from 'react';
import { isDivisibleUnit } from '../domain/catalog/divisible-units.ts';
import { maxAddableQuantity } from '../domain/catalog/stock-limit.ts';
import { NOTE_MAX } from '../domain/checkout/order-note.ts';
import { formatMoney } from '../domain/money.ts';
import { CHECKOUT_PATHS, localePath } from '../domain/site-paths.ts';
import { type Locale, t } from '../i18n/index.ts';
import { $cart, type CartState } from '../stores/cart.ts';
import { changeQuantity, changeUnit, clearCart, removeFromCart } from '../stores/cart-lines.ts';
import { $cartSummary } from '../stores/cart-summary.ts';
import { errorMessage } from '../stores/error-message.ts';
import { $orderNote, setOrderNote } from '../stores/order-note.ts';
import { $session } from '../stores/session.ts';
import { $settings } from '../stores/settings.ts';
import { $shop } from '../stores/shop.ts';
import { BranchSelect } from './parts/cart/BranchSelect.tsx';
import { CartLineRow } from './parts/cart/CartLineRow.tsx';
import { CartShare } from './parts/cart/CartShare.tsx';
import { CartTotalsBox } from './parts/cart/CartTotalsBox.tsx';
import { useLineQuantities } from './parts/cart/use-line-quantities.ts';
import { type SharedCartResult, useSharedCart } from './parts/cart/use-shared-cart.ts';
import { Modal } from './parts/Modal.tsx';
import { useSharedStore } from './parts/use-shared-store.ts';

/** What the server renders: the cart is not known yet. */
const LOADING: CartState = { items: [], fetching: true, loaded: false };

function SharedNotice({
  locale,
  result,
  onClose,
}: {
  locale: Locale;
  result: SharedCartResult;
  onClose: () => void;
}) {
  if (result.status === 'adding') {
    return (
      <p role="status" className="cart-shared">
        {t(locale, 'cartPage.sharedAdding')}
      </p>
    );
  }
  const nothing = result.added.length === 0 && result.failed.length === 0;
  return (
    <div className="cart-shared">
      <div role="status">
        {nothing && <p>{t(locale, 'cartPage.sharedNothing')}</p>}
        {result.added.length > 0 && (
          <>
            <p>{t(locale, 'cartPage.sharedAdded')}</p>
            <ul>
              {result.added.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {result.failed.length > 0 && (
        <div role="alert" className="alert alert-error">
          <p>{t(locale, 'cartPage.sharedFailed')}</p>
          <ul>
            {result.failed.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        {t(locale, 'cartPage.dismiss')}
      </button>
    </div>
  );
}

/**
 * The cart page (SPEC §2 Cart page): the live cart's lines with their quantity, unit and removal,
 * clearing the cart, the order summary, the branch (for a customer with branches), the order note,
 * sharing, and the way to the checkout's first step. It shares $cart with the mini-cart, so a change
 * in either shows in the other at once.
 */
export default function CartPage({ locale }: { locale: Locale }) {
  const cart = useSharedStore($cart, LOADING);
  const summary = useSharedStore($cartSummary, null);
  const settings = useSharedStore($settings, null);
  const shop = useSharedStore($shop, null);
  const session = useSharedStore($session, { customer: null, loaded: false });
  const note = useSharedStore($orderNote, '');
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const [alert, setAlert] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);
  const clearTitleId = useId();
  const [shared, closeShared] = useSharedCart(locale);
  const noteId = useId();

  /** Runs a cart action; false when it was refused (the alert then says why). */
  const run = async (key: number | 'all', action: () => Promise<void>): Promise<boolean> => {
    setBusy(key);
    setAlert('');
    try {
      await action();
      return true;
    } catch (err) {
      setAlert(errorMessage(err, locale));
      return false;
    } finally {
      setBusy(null);
    }
  };

  // Quantity changes queue per line (a slow network loses no '+'); a refusal says why in the alert.
  const quantities = useLineQuantities(async (productId, quantity) => {
    setAlert('');
    try {
      await changeQuantity(productId, quantity);
      return true;
    } catch (err) {
      setAlert(errorMessage(err, locale));
      return false;
    }
  });

  const shopPath = localePath(locale, '/');
  const checkoutPath = localePath(locale, CHECKOUT_PATHS.addresses);
  const sharedNotice = shared && <SharedNotice locale={locale} result={shared} onClose={closeShared} />;

  if (!cart.loaded && cart.items.length === 0) {
    return (
      <div className="cart-page-body" aria-busy="true">
        {sharedNotice}
        <p className="muted">{t(locale, 'cartPage.loading')}</p>
      </div>
    );
  }

  if (cart.items.length === 0) {
    return (
      <div className="cart-page-body">
        {sharedNotice}
        <div className="cart-empty">
          <p>{t(locale, 'cartPage.empty')}</p>
          <a className="btn btn-primary" href={shopPath}>
            {t(locale, 'common.continueShopping')}
          </a>
        </div>
      </div>
    );
  }

  const amounts = new Map(summary?.lines.map((l) => [l.index, formatMoney(l.gross, summary.currency)]) ?? []);
  const urNo = shop?.settings.urNo.trim() ?? '';
  const lines = cart.items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => urNo === '' || String(item.product.id) !== urNo);
  const stockRules = shop?.settings;
  const branches = session.customer && settings && settings.branches.length > 0 ? settings : null;

  return (
    <div className="cart-page-body">
      {sharedNotice}
      <div role="alert" className={alert ? 'alert alert-error' : 'cart-alert-empty'}>
        {alert}
      </div>
      <div className="cart-layout">
        <div className="cart-lines">
          <table className="cart-table">
            <caption className="visually-hidden">
              {t(locale, 'cartPage.linesCaption', { n: lines.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t(locale, 'cartPage.colImage')}</span>
                </th>
                <th scope="col">{t(locale, 'cartPage.colProduct')}</th>
                <th scope="col">{t(locale, 'cartPage.colBrand')}</th>
                <th scope="col">{t(locale, 'cartPage.colModel')}</th>
                <th scope="col">{t(locale, 'cartPage.colQuantity')}</th>
                <th scope="col">{t(locale, 'cartPage.colUnit')}</th>
                <th scope="col">{t(locale, 'cartPage.colAmount')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t(locale, 'cartPage.colRemove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map(({ item, index }) => {
                const id = item.product.id;
                const max = stockRules
                  ? maxAddableQuantity({
                      multiplier: item.productUnit.multiplier,
                      stock: item.product.stock,
                      stockInfoStatus: stockRules.stockInfoStatus,
                      cartStockControl: stockRules.cartStockControl,
                      divisible: isDivisibleUnit(item.productUnit.value),
                    })
                  : null;
                return (
                  <CartLineRow
                    key={item.id}
                    locale={locale}
                    item={item}
                    amount={amounts.get(index) ?? ''}
                    max={max}
                    quantity={quantities.shown(id, item.quantity)}
                    pending={quantities.pending(id)}
                    busy={busy === id || busy === 'all'}
                    onQuantity={(q) => quantities.want(id, q)}
                    onUnit={(u) => void run(id, () => changeUnit(id, u))}
                    onRemove={() => void run(id, () => removeFromCart(id))}
                  />
                );
              })}
            </tbody>
          </table>
          <div className="cart-line-actions">
            <a href={shopPath}>{t(locale, 'common.continueShopping')}</a>
            <button
              type="button"
              className="btn btn-secondary"
              aria-disabled={busy !== null}
              onClick={() => {
                if (busy === null) setConfirmClear(true);
              }}
            >
              {t(locale, 'cartPage.clear')}
            </button>
          </div>
          {confirmClear && (
            <Modal labelledBy={clearTitleId} onClose={() => setConfirmClear(false)}>
              <h2 id={clearTitleId} className="modal-title">
                {t(locale, 'cartPage.clearTitle')}
              </h2>
              <p>{t(locale, 'cartPage.clearQuestion', { n: lines.length })}</p>
              <p className="modal-actions">
                <button type="button" className="btn btn-secondary" onClick={() => setConfirmClear(false)}>
                  {t(locale, 'cartPage.clearKeep')}
                </button>{' '}
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => {
                    setConfirmClear(false);
                    void run('all', clearCart);
                  }}
                >
                  {t(locale, 'cartPage.clearConfirm')}
                </button>
              </p>
            </Modal>
          )}
        </div>
        <form
          className="cart-summary"
          action={checkoutPath}
          method="get"
          onSubmit={(e) => {
            // The note is kept in $orderNote; the address step needs no query string.
            e.preventDefault();
            window.location.assign(checkoutPath);
          }}
        >
          <h2>{t(locale, 'cartPage.summaryHeading')}</h2>
          <CartTotalsBox locale={locale} summary={summary} />
          {branches && <BranchSelect locale={locale} settings={branches} />}
          <div className="cart-field">
            <label htmlFor={noteId}>{t(locale, 'cartPage.description')}</label>
            <textarea
              id={noteId}
              rows={3}
              maxLength={NOTE_MAX}
              value={note}
              aria-describedby={`${noteId}-hint`}
              onChange={(e) => setOrderNote(e.target.value)}
            />
            <p id={`${noteId}-hint`} className="form-hint muted">
              {t(locale, 'cartPage.descriptionHint')}
            </p>
          </div>
          <button type="submit" className="btn btn-primary cart-submit">
            {t(locale, 'cartPage.submit')}
          </button>
        </form>
      </div>
      {summary && (
        <CartShare locale={locale} items={cart.items} summary={summary} store={shop?.store ?? null} />
      )}
    </div>
  );
}
