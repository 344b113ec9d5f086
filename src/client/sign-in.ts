/** The sign-in page's calls (POST /auth/login, POST /auth/register), answering src/contract/customer.ts's types. */
import type { CustomerAnswer, RegisterForm, SignInForm } from '../contract/customer.ts';
import { api } from './http.ts';

/** POST /auth/login: signs in; the server merges the guest cart. */
export function postLogin(fields: SignInForm): Promise<CustomerAnswer> {
  return api<CustomerAnswer>('/auth/login', {
    method: 'POST',
    body: new URLSearchParams(Object.entries(fields)),
  });
}

/** POST /auth/register: creates an account and signs in. */
export function postRegister(fields: RegisterForm): Promise<CustomerAnswer> {
  return api<CustomerAnswer>('/auth/register', {
    method: 'POST',
    body: new URLSearchParams(Object.entries(fields)),
  });
}
