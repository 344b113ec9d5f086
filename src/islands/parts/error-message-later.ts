import { type Locale, t } from '../../i18n/index.ts';

/**
 * The shopper-facing message of a failed call (src/stores/error-message.ts), with the error texts'
 * code loaded on the first failure: the catalog pages' add button and wishlist heart fail rarely, and
 * their first load need not carry it. When even that code cannot load (the shopper is offline), the
 * technical error.
 */
export async function errorMessageLater(err: unknown, locale: Locale): Promise<string> {
  try {
    const { errorMessage } = await import('./error-message-chunk.ts');
    return errorMessage(err, locale);
  } catch {
    return t(locale, 'common.technicalError');
  }
}
