/**
 * The payment step's and the order summary's calls (the checkout contract): the agreements with
 * the server's amounts, the order save for Havale-EFT and Kapıda Ödeme, the BIN look-up, the
 * overdue debt, the order itself, and forgetting the chosen addresses on the way back.
 */
import type {
  AgreementsAnswer,
  AgreementsQuery,
  CheckoutForm,
  OrderSavedAnswer,
} from '../contract/checkout.ts';
import type { OverdueDebt } from '../contract/customer.ts';
import type { BinAnswer, BinControlForm } from '../contract/payment.ts';
import type { Locale } from '../i18n/index.ts';
import { api } from './http.ts';

/** Reads the agreements for a payment method (odemeTipi) and, for cards, an installment plan. */
export function fetchAgreements(
  odemeTipi: number,
  plan: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<AgreementsAnswer> {
  const fields: AgreementsQuery = {
    odemeTipi: String(odemeTipi),
    ...(plan ? { plan: String(plan) } : {}),
    locale,
  };
  const query = new URLSearchParams({ ...fields });
  return api<AgreementsAnswer>(`/checkout/agreements?${query}`, signal ? { signal } : {});
}

/** What the order save sends (POST /cart). */
export interface OrderForm {
  description: string;
  shippingTotal: number;
  odemeTipi: number;
  agreementKey: string;
  locale: Locale;
}

/** Saves the cart as an order (Havale-EFT 4, Kapıda Ödeme 3); resolves with the order number. */
export async function saveOrder(form: OrderForm): Promise<string> {
  const fields: CheckoutForm = {
    description: form.description,
    shippingTotal: String(form.shippingTotal),
    odemeTipi: String(form.odemeTipi),
    agreementKey: form.agreementKey,
    locale: form.locale,
  };
  const body = new URLSearchParams({ ...fields });
  const answer = await api<Partial<OrderSavedAnswer>>('/cart', {
    method: 'POST',
    body,
  });
  const orderNo = answer.order?.orderNo;
  if (!answer.success || !orderNo) throw new Error('The order save answered without an order');
  return orderNo;
}

/** Looks up the first 6 digits of a card (SPEC §7: sent once 16 digits are entered). */
export function lookupCard(binNumber: string): Promise<BinAnswer> {
  const fields: BinControlForm = { binNumber };
  return api<BinAnswer>('/bin-control', { method: 'POST', body: new URLSearchParams({ ...fields }) });
}

/** The signed-in customer's overdue debt; null when it cannot be read (the banner then stays hidden). */
export async function fetchOverdueDebt(): Promise<OverdueDebt | null> {
  try {
    return await api<OverdueDebt>('/accountinfo/overdue-debt');
  } catch {
    return null;
  }
}

/** Forgets the addresses chosen for checkout (SPEC §4: back to the addresses clears the selection). */
export async function resetAddresses(): Promise<void> {
  try {
    await api('/address/reset', { method: 'POST' });
  } catch {
    // SPEC §7: the answer is unused; the addresses page shows the lists either way
  }
}
