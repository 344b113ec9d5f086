import { postLogin, postPasswordReset, postPasswordResetConfirm, postRegister } from '../client/sign-in.ts';
import type { CustomerView } from '../contract/customer.ts';
import type { RegistrationFormValues, SignInFormValues } from '../domain/account/account-validation.ts';
import type { Locale } from '../i18n/index.ts';
import { signedIn } from './session.ts';

// The sign-in page's actions, apart from session.ts so that every other page ships only the session.

/** Signs in (POST /auth/login); the server merges the guest cart. Rejects with the API error. */
export async function signIn(values: SignInFormValues): Promise<CustomerView> {
  const { customer } = await postLogin({ email: values.email, password: values.password });
  signedIn(customer);
  return customer;
}

/** Creates an account and signs in (POST /auth/register). Rejects with the API error. */
export async function register(values: RegistrationFormValues): Promise<CustomerView> {
  const { customer } = await postRegister({
    name: values.name,
    surname: values.surname,
    email: values.email,
    password: values.password,
    passwordVerify: values.passwordVerify,
  });
  signedIn(customer);
  return customer;
}

/** Asks for a password reset link by e-mail, in the page's language (POST /auth/password-reset). */
export async function askPasswordReset(email: string, locale: Locale): Promise<void> {
  await postPasswordReset({ email, locale });
}

/** Sets a new password with the e-mail link's token, and signs in (POST /auth/password-reset/confirm). */
export async function resetPassword(
  token: string,
  password: string,
  passwordVerify: string,
): Promise<CustomerView> {
  const { customer } = await postPasswordResetConfirm({ token, password, passwordVerify });
  signedIn(customer);
  return customer;
}
