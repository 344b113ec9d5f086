import type { AgreementDocument } from '../../../domain/checkout/agreement-document.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { AgreementsView } from './AgreementsView.tsx';

interface Props {
  locale: Locale;
  documents: readonly AgreementDocument[] | null;
  /** The documents answer the current choice: only then can they be approved. */
  ready: boolean;
  loading: boolean;
  approved: boolean;
  onApprove: (approved: boolean) => void;
  notice: string | null;
}

/** The Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi in the page, and their (unticked) approval. */
export function AgreementsApproval({
  locale,
  documents,
  ready,
  loading,
  approved,
  onApprove,
  notice,
}: Props) {
  return (
    <section className="agreements" aria-labelledby="agreements-title">
      <h2 id="agreements-title">{t(locale, 'checkoutPayment.agreementsTitle')}</h2>
      {documents ? (
        <AgreementsView documents={documents} idPrefix="agreement" />
      ) : (
        loading && <p>{t(locale, 'checkoutPayment.agreementsLoading')}</p>
      )}
      <label className="approval">
        <input
          type="checkbox"
          checked={approved}
          disabled={!ready}
          onChange={(e) => onApprove(e.target.checked)}
        />{' '}
        {t(locale, 'checkoutPayment.approve')}
      </label>
      {notice && (
        <p className="alert" role="status">
          {notice}
        </p>
      )}
    </section>
  );
}
