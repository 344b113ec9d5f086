import { useStore } from '@nanostores/react';
import { type ChangeEvent, useState } from 'react';
import { type Locale, t } from '../../../i18n/index.ts';
import { $settings, chooseCurrency } from '../../../stores/settings.ts';

/** The checkout's currency switcher: the header's choice (chooseCurrency), so every price follows. */
export function CurrencySelect({ locale, id }: { locale: Locale; id: string }) {
  const settings = useStore($settings);
  const [pending, setPending] = useState<string | null>(null);
  if (!settings || settings.currencies.length < 2) return null;

  async function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const currency = settings?.currencies.find((c) => c.code === event.target.value);
    if (!currency) return;
    setPending(currency.code);
    try {
      await chooseCurrency(currency.id);
    } catch {
      // unchanged: the select shows the currency still in use
    }
    setPending(null);
  }

  return (
    <div className="checkout-currency">
      <label htmlFor={id}>{t(locale, 'checkoutPayment.currency')}</label>
      <select
        id={id}
        value={pending ?? settings.userCurrency?.code ?? settings.defaultCurrency?.code ?? ''}
        disabled={pending !== null}
        onChange={onChange}
      >
        {settings.currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code}
          </option>
        ))}
      </select>
    </div>
  );
}
