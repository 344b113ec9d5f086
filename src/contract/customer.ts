/**
 * The customer as the API shows them (never the password hash): the sign-in, registration and session
 * answers of /auth, the account settings of /accountinfo/settings and the overdue debt of
 * /accountinfo/overdue-debt.
 */

/** A customer as the API shows them: never the password hash. */
export interface CustomerView {
  id: number;
  name: string;
  surname: string;
  email: string;
  phone: string;
  gender: string | null;
  birthdate: string | null;
}

/** POST /auth/login, POST /auth/register and GET /auth/me: the signed-in customer. */
export interface CustomerAnswer {
  customer: CustomerView;
}

/** GET /auth/session: who is shopping, null for a guest. */
export interface SessionAnswer {
  customer: CustomerView | null;
}

/** POST /accountinfo/settings: the saved customer. */
export interface AccountSavedAnswer {
  success: true;
  customer: CustomerView;
}

/** GET /accountinfo/overdue-debt (SPEC §3 Overdue debt info) and whether its warning shows. */
export interface OverdueDebt {
  overdueBalance: number;
  overdueBalanceExpiryDay: number;
  currency: string;
  show: boolean;
}

/** POST /auth/login: the sign-in form's fields. */
export interface SignInForm {
  email: string;
  password: string;
}

/** POST /auth/password-reset ('Şifremi Unuttum'): the account's e-mail, and the e-mail's language. */
export interface PasswordResetRequestForm {
  email: string;
  locale?: string;
}

/** POST /auth/password-reset/confirm: the e-mail link's token and the new password twice. */
export interface PasswordResetForm {
  token: string;
  password: string;
  passwordVerify: string;
}

/** POST /auth/register: the registration form's fields. */
export interface RegisterForm {
  name: string;
  surname: string;
  email: string;
  password: string;
  passwordVerify: string;
}

/** POST /accountinfo/settings (SPEC §7): the account form's fields. */
export interface AccountInfoForm {
  name: string;
  surname: string;
  email: string;
  phone: string;
  gender: string;
  birthdate: string;
}

/** POST /account/settings (SPEC §7, with the current password asked first): the password form's fields. */
export interface PasswordForm {
  currentPassword: string;
  password: string;
  passwordVerify: string;
}

/** POST /account/delete: the account's password, asked again. */
export interface AccountDeleteForm {
  password: string;
}
