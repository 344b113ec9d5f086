/** The address book's calls (SPEC §7 /address, /post_address), answering src/contract/address.ts's types. */
import type {
  AddressForm,
  AddressSavedAnswer,
  AddressView,
  CheckoutAddressesForm,
} from '../contract/address.ts';
import { api } from './http.ts';

function multipart(fields: AddressForm): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

/** GET /address: the customer's addresses. */
export function readAddresses(): Promise<AddressView[]> {
  return api<AddressView[]>('/address');
}

/** POST /address (multipart property_* fields): the saved address, or an answer without one (a technical error). */
export function postAddress(fields: AddressForm): Promise<Partial<AddressSavedAnswer>> {
  return api<Partial<AddressSavedAnswer>>('/address', { method: 'POST', body: multipart(fields) });
}

/** POST /address/{id} (the same multipart fields): the edited address, or an answer without one. */
export function postAddressEdit(id: number, fields: AddressForm): Promise<Partial<AddressSavedAnswer>> {
  return api<Partial<AddressSavedAnswer>>(`/address/${id}`, { method: 'POST', body: multipart(fields) });
}

/** DELETE /address/{id}: removes an address. */
export async function deleteAddress(id: number): Promise<void> {
  await api(`/address/${id}`, { method: 'DELETE' });
}

/** POST /post_address: keeps the checkout's delivery and invoice address on the server session. */
export async function postCheckoutAddresses(fields: CheckoutAddressesForm): Promise<void> {
  await api('/post_address', { method: 'POST', body: new URLSearchParams(Object.entries(fields)) });
}
