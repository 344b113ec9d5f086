import { LEGAL_PATHS, type LegalPage } from '../../domain/site-paths.ts';
import { type Locale, t } from '../../i18n/index.ts';
import { legalText } from './legal-text.ts';

/** The legal pages with their names, in the footer's order (the build reads it; no island does). */
export function legalLinks(locale: Locale): { page: LegalPage; path: string; name: string }[] {
  const names: Record<LegalPage, string> = {
    distanceSales: t(locale, 'agreements.distanceSales.title'),
    preInformation: t(locale, 'agreements.preInfo.title'),
    kvkk: t(locale, 'kvkk.title'),
    cookies: legalText(locale, 'legal.cookies.title'),
    returns: legalText(locale, 'legal.returns.title'),
    contact: legalText(locale, 'legal.contact.title'),
  };
  return (Object.keys(LEGAL_PATHS) as LegalPage[]).map((page) => ({
    page,
    path: LEGAL_PATHS[page],
    name: names[page],
  }));
}
