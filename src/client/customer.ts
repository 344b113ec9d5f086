/** The session's calls (/auth: session, login, register, logout), answering src/contract/customer.ts's types. */
import type { CustomerAnswer, RegisterForm, SessionAnswer, SignInForm } from '../contract/customer.ts';
import { api, formBody } from './http.ts';

/** GET /auth/session: who is shopping (customer null for a guest). */
export function readSession(): Promise<SessionAnswer> {
  return api<SessionAnswer>('/auth/session');
}

/** POST /auth/login: signs in; the server merges the guest cart. */
export function postLogin(fields: SignInForm): Promise<CustomerAnswer> {
  return api<CustomerAnswer>('/auth/login', { method: 'POST', body: formBody(fields) });
}

/** POST /auth/register: creates an account and signs in. */
export function postRegister(fields: RegisterForm): Promise<CustomerAnswer> {
  return api<CustomerAnswer>('/auth/register', { method: 'POST', body: formBody(fields) });
}

/** POST /auth/logout: ends the session. */
export async function postLogout(): Promise<void> {
  await api('/auth/logout', { method: 'POST' });
}
