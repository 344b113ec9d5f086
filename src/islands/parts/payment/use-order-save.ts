import { useRef, useState } from 'react';
import { type OrderForm, saveOrder } from '../../../client/checkout.ts';
import { CHECKOUT_PATHS, localePath } from '../../../domain/site-paths.ts';
import type { Locale } from '../../../i18n/index.ts';
import { goToLogin } from '../../../stores/login-redirect.ts';
import { setOrderNote } from '../../../stores/order-note.ts';
import { checkoutFailure } from './checkout-message.ts';

/** An alert of the payment step: its text, and whether it leads back to the addresses step. */
export interface PageAlert {
  text: string;
  toAddresses?: boolean;
}

/** The order summary page of an order number. */
export function summaryUrl(locale: Locale, orderNo: string): string {
  return `${localePath(locale, CHECKOUT_PATHS.summary)}?siparis=${encodeURIComponent(orderNo)}`;
}

interface Setup {
  locale: Locale;
  onAlert: (alert: PageAlert | null) => void;
  /** A 409: the cart or the order changed meanwhile, so the documents need reading and approving again. */
  onChanged: () => void;
}

/**
 * The order save of Havale-EFT and Kapıda Ödeme (POST /cart), one at a time: once saved, the order
 * note is spent and the order's summary opens; a refusal goes into the page's alert (the address
 * one leading back to the addresses), and a lost session signs in again.
 */
export function useOrderSave({ locale, onAlert, onChanged }: Setup) {
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);

  /** Saves the order once `confirm` (the page's last check) agrees. */
  async function save(form: Omit<OrderForm, 'locale'>, confirm: () => boolean): Promise<void> {
    if (sending.current || !confirm()) return;
    sending.current = true;
    setSaving(true);
    onAlert(null);
    try {
      const orderNo = await saveOrder({ ...form, locale });
      setOrderNote('');
      window.location.assign(summaryUrl(locale, orderNo));
      return;
    } catch (err) {
      const failure = checkoutFailure(err, locale);
      if (failure.kind === 'login') {
        goToLogin();
        return;
      }
      onAlert({ text: failure.message, toAddresses: failure.kind === 'address' });
      if (failure.kind === 'changed') onChanged();
    }
    sending.current = false;
    setSaving(false);
  }

  return { saving, save };
}
