import { atom, onMount } from 'nanostores';
import type { RegistrationFormValues, SignInFormValues } from '../domain/account-validation.ts';
import type { CustomerView } from '../server/auth/customer-repo.ts';
import { api } from './api-client.ts';

/** The signed-in customer (null for a guest), once the API has answered. */
export interface SessionState {
  customer: CustomerView | null;
  loaded: boolean;
}

/** Who is shopping: shared by the header, the wishlist hearts and the sign-in page. */
export const $session = atom<SessionState>({ customer: null, loaded: false });

/**
 * Asks the API who is signed in. GET /auth/session answers 200 with customer null for a guest (GET
 * /auth/me's 401 would be a failed request in every guest's console); any failure means a guest.
 */
export async function loadSession(): Promise<void> {
  try {
    const { customer } = await api<{ customer: CustomerView | null }>('/auth/session');
    $session.set({ customer, loaded: true });
  } catch {
    $session.set({ customer: null, loaded: true });
  }
}

/** Marks the shopper signed in with the customer an auth call answered. */
export function signedIn(customer: CustomerView): void {
  $session.set({ customer, loaded: true });
}

/** Signs in (POST /auth/login); the server merges the guest cart. Rejects with the API error. */
export async function signIn(values: SignInFormValues): Promise<CustomerView> {
  const body = new URLSearchParams({ email: values.email, password: values.password });
  const { customer } = await api<{ customer: CustomerView }>('/auth/login', { method: 'POST', body });
  signedIn(customer);
  return customer;
}

/** Creates an account and signs in (POST /auth/register). Rejects with the API error. */
export async function register(values: RegistrationFormValues): Promise<CustomerView> {
  const body = new URLSearchParams({
    name: values.name,
    surname: values.surname,
    email: values.email,
    password: values.password,
    passwordVerify: values.passwordVerify,
  });
  const { customer } = await api<{ customer: CustomerView }>('/auth/register', { method: 'POST', body });
  signedIn(customer);
  return customer;
}

onMount($session, () => {
  if (!$session.get().loaded) void loadSession();
});
