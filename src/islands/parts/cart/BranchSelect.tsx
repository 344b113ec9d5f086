import { useId, useState } from 'react';
import type { ShopperSettings } from '../../../contract/settings.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { errorMessage } from '../../../stores/error-message.ts';
import { $settings, saveSetting } from '../../../stores/settings.ts';

/**
 * The branch the order is for (SPEC §2, §6: only for a customer with branches), stored on the server
 * at once with POST /settings {key: 'branch'}.
 */
export function BranchSelect({ locale, settings }: { locale: Locale; settings: ShopperSettings }) {
  const id = useId();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const choose = async (value: string) => {
    const branch = Number(value);
    if (!Number.isInteger(branch) || branch <= 0) return;
    setMessage(null);
    try {
      await saveSetting('branch', branch);
      const current = $settings.get();
      if (current) $settings.set({ ...current, branch });
      setMessage({ ok: true, text: t(locale, 'cartPage.branchSaved') });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err, locale) });
    }
  };
  return (
    <div className="cart-field">
      <label htmlFor={id}>{t(locale, 'cartPage.branch')}</label>
      <select id={id} value={settings.branch ?? ''} onChange={(e) => void choose(e.target.value)}>
        {settings.branch === null && (
          <option value="" disabled>
            {t(locale, 'cartPage.branchPlaceholder')}
          </option>
        )}
        {settings.branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
      <p role="status" className="muted">
        {message?.ok ? message.text : ''}
      </p>
      {message && !message.ok && (
        <p role="alert" className="alert alert-error">
          {message.text}
        </p>
      )}
    </div>
  );
}
