import { type Locale, t } from '../i18n/index.ts';
import { $settings, acceptCookies } from '../stores/settings.ts';
import { reserveBottom } from './parts/reserve-bottom.ts';
import { useSharedStore } from './parts/use-shared-store.ts';

/**
 * The cookie notice (SPEC §4): shown until the shopper has accepted it (GET /settings cookiesAccepted),
 * fixed at the bottom of the window so nothing moves when it appears or goes, with the page's bottom
 * kept free under it (reserveBottom) so that it never hides a button for good.
 */
export default function CookieNotice({ locale }: { locale: Locale }) {
  const settings = useSharedStore($settings, null);
  if (!settings || settings.cookiesAccepted) return null;
  return (
    <section ref={reserveBottom} className="cookie-notice" aria-label={t(locale, 'layout.cookie.label')}>
      <p>{t(locale, 'layout.cookie.text')}</p>
      <button type="button" className="btn btn-primary" onClick={() => void acceptCookies()}>
        {t(locale, 'layout.cookie.accept')}
      </button>
    </section>
  );
}
