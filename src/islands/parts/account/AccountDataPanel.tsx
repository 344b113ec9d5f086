import { lazy, Suspense, useState } from 'react';
import { type Locale, t } from '../../../i18n/index.ts';

/** The signed-in download of everything the shop keeps about the customer. */
export const EXPORT_URL = '/api/catalog/account/export';

// The deletion's dialog, loaded when first opened: most visits to the account page never open it.
const AccountDeleteDialog = lazy(() =>
  import('./AccountDeleteDialog.tsx').then((m) => ({ default: m.AccountDeleteDialog })),
);

/**
 * The KVKK section of the account page: download my data (a JSON file) and delete my account, after
 * a dialog that asks for the password.
 */
export function AccountDataPanel({ locale }: { locale: Locale }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="account-data" aria-labelledby="account-data-title">
      <h2 id="account-data-title">{t(locale, 'accountPage.data.title')}</h2>
      <p>{t(locale, 'accountPage.data.text')}</p>
      <p>
        <a className="btn btn-secondary" href={EXPORT_URL} download>
          {t(locale, 'accountPage.data.download')}
        </a>
      </p>
      <p>{t(locale, 'accountPage.delete.text')}</p>
      <p>
        <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
          {t(locale, 'accountPage.delete.open')}
        </button>
      </p>
      {open && (
        <Suspense fallback={null}>
          <AccountDeleteDialog locale={locale} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
