import { LEGAL_PATHS, localePath } from '../domain/site-paths.ts';
import { type Locale, t } from '../i18n/index.ts';
import { $settings, answerCookies } from '../stores/settings.ts';
import { reserveBottom } from './parts/reserve-bottom.ts';
import { useSharedStore } from './parts/use-shared-store.ts';

/**
 * The cookie notice (SPEC §4, KVKK Çerez Rehberi): shown until the shopper has answered it
 * (GET /settings cookieConsent), with the cookie policy's link and 'Reddet' as plain as 'Kabul Et'.
 * Fixed at the bottom of the window so nothing moves when it appears or goes, with the page's bottom
 * kept free under it (reserveBottom) so that it never hides a button for good.
 */
export default function CookieNotice({ locale }: { locale: Locale }) {
  const settings = useSharedStore($settings, null);
  if (!settings || settings.cookieConsent !== null) return null;
  return (
    <section ref={reserveBottom} className="cookie-notice" aria-label={t(locale, 'layout.cookie.label')}>
      <p>
        {t(locale, 'layout.cookie.text')}{' '}
        <a className="cookie-notice-policy" href={localePath(locale, LEGAL_PATHS.cookies)}>
          {t(locale, 'layout.cookie.policy')}
        </a>
      </p>
      <div className="cookie-notice-actions">
        <button type="button" className="btn btn-primary" onClick={() => void answerCookies('necessary')}>
          {t(locale, 'layout.cookie.reject')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void answerCookies('all')}>
          {t(locale, 'layout.cookie.accept')}
        </button>
      </div>
    </section>
  );
}
