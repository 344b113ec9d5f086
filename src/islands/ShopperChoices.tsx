import { type ChangeEvent, type MouseEvent, useEffect, useState } from 'react';
import { localeSwitchUrl } from '../domain/locale-url.ts';
import { type Locale, locales, t } from '../i18n/index.ts';
import { $settings, chooseCurrency, chooseLocale } from '../stores/settings.ts';
import { useSharedStore } from './parts/use-shared-store.ts';

interface Props {
  locale: Locale;
  /** The served path of the page (with its locale prefix), for the links rendered before hydration. */
  pagePath: string;
  /** The currency codes the page was built with, and the default one: shown until the API answers. */
  builtCurrencies: readonly string[];
  builtCurrency: string;
}

/** The header's language links and currency switcher (SPEC §4 Locale; the currency switcher dropdown). */
export default function ShopperChoices({ locale, pagePath, builtCurrencies, builtCurrency }: Props) {
  const settings = useSharedStore($settings, null);
  const [page, setPage] = useState({ pathname: pagePath, search: '', hash: '' });
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    setPage({ pathname, search, hash });
  }, []);

  function onLanguage(event: MouseEvent<HTMLAnchorElement>, target: Locale) {
    event.preventDefault();
    void chooseLocale(locale, target, localeSwitchUrl(target, window.location));
  }

  async function onCurrency(event: ChangeEvent<HTMLSelectElement>) {
    const code = event.target.value;
    const currency = settings?.currencies.find((c) => c.code === code);
    if (!currency) return;
    setPending(code);
    try {
      await chooseCurrency(currency.id);
    } catch {
      // the settings are unchanged: the switcher shows the currency still in use
    }
    setPending(null);
  }

  const codes = settings ? settings.currencies.map((c) => c.code) : builtCurrencies;
  const current = pending ?? settings?.userCurrency?.code ?? builtCurrency;
  return (
    <div className="shopper-choices">
      <ul className="language-switch" aria-label={t(locale, 'layout.language')}>
        {locales.map((l) => (
          <li key={l}>
            <a
              href={localeSwitchUrl(l, page)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              onClick={(e) => onLanguage(e, l)}
            >
              {t(l, `layout.languageName.${l}`)}
            </a>
          </li>
        ))}
      </ul>
      <label className="currency-switch">
        <span>{t(locale, 'layout.currency')}</span>
        <select value={current} disabled={!settings || pending !== null} onChange={onCurrency}>
          {codes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
