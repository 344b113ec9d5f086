import { ApiError } from '../../../client/api-error.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { answerErrorMessage, errorMessage } from '../../../stores/error-message.ts';
import { goToLogin } from '../../../stores/login-redirect.ts';
import { $signingOut } from '../../../stores/sign-out.ts';

/** What an account save ends in: the shopper sees a success, or the message of an error alert. */
export type SaveOutcome = { ok: true; data: Record<string, unknown> } | { ok: false; message: string };

/**
 * Reads an account or password save (SPEC §8): a server error shows its message type; an answer with
 * neither error nor success, or a network failure, shows the technical-error message; a 401 sends
 * the shopper to /account/login (the outcome then says nothing new).
 */
export async function saveOutcome(locale: Locale, call: () => Promise<unknown>): Promise<SaveOutcome> {
  try {
    const data = (await call()) as Record<string, unknown> | undefined;
    if (data && typeof data === 'object' && data.success === true) return { ok: true, data };
    const message = answerErrorMessage(data, locale);
    if (message) return { ok: false, message };
    return { ok: false, message: t(locale, 'common.technicalError') };
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 401 && !$signingOut.get()) goToLogin();
    return { ok: false, message: errorMessage(err, locale) };
  }
}
