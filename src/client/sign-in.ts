/**
 * The sign-in page's calls (POST /auth/login, POST /auth/register) and 'Şifremi Unuttum''s (POST
 * /auth/password-reset, /auth/password-reset/confirm), answering src/contract/customer.ts's types.
 */
import type {
  CustomerAnswer,
  PasswordResetForm,
  PasswordResetRequestForm,
  RegisterForm,
  SignInForm,
} from '../contract/customer.ts';
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

/** POST /auth/password-reset: asks for a link by e-mail (the same answer for any address). */
export function postPasswordReset(fields: PasswordResetRequestForm): Promise<{ ok: true }> {
  return api<{ ok: true }>('/auth/password-reset', {
    method: 'POST',
    body: new URLSearchParams(Object.entries(fields)),
  });
}

/** POST /auth/password-reset/confirm: sets the new password with the link's token, and signs in. */
export function postPasswordResetConfirm(fields: PasswordResetForm): Promise<CustomerAnswer> {
  return api<CustomerAnswer>('/auth/password-reset/confirm', {
    method: 'POST',
    body: new URLSearchParams(Object.entries(fields)),
  });
}
