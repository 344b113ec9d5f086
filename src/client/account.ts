/** The account page's calls (SPEC §7 /accountinfo/settings, /account/settings, /account/delete). */
import type {
  AccountDeleteForm,
  AccountInfoForm,
  AccountSavedAnswer,
  CustomerView,
  PasswordForm,
} from '../contract/customer.ts';
import { api } from './http.ts';

/** GET /accountinfo/settings: the signed-in customer's account fields. */
export function readAccount(): Promise<CustomerView> {
  return api<CustomerView>('/accountinfo/settings');
}

/** POST /accountinfo/settings: saves the account form; the saved customer, or an answer without one. */
export function postAccountInfo(form: AccountInfoForm): Promise<Partial<AccountSavedAnswer>> {
  return api<Partial<AccountSavedAnswer>>('/accountinfo/settings', {
    method: 'POST',
    body: new URLSearchParams({ ...form }),
  });
}

/** POST /account/settings: changes the password (the current one asked first). */
export function postPassword(form: PasswordForm): Promise<{ success?: boolean }> {
  return api<{ success?: boolean }>('/account/settings', {
    method: 'POST',
    body: new URLSearchParams({ ...form }),
  });
}

/** POST /account/delete: deletes the account, its password asked again. */
export async function postAccountDelete(form: AccountDeleteForm): Promise<void> {
  await api('/account/delete', { method: 'POST', body: new URLSearchParams({ ...form }) });
}
