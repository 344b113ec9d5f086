import { useState } from 'react';
import { ApiError } from '../../../client/api-error.ts';
import { cancelOrder } from '../../../client/orders.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { errorMessage } from '../../../stores/error-message.ts';
import { Modal } from '../Modal.tsx';

interface Props {
  locale: Locale;
  orderId: number;
  orderNo: string;
  /** Called once the server has cancelled the order, with its payment status (voided, refunded, ...). */
  onCancelled: (paymentStatus: string) => void;
}

/**
 * 'Siparişi İptal Et' with a confirmation dialog (PATCH /order/{id} {cancel: true}); a refusal shows
 * the server's reason as an alert: 'Sipariş iptal edilemedi. Lütfen bizimle iletişime geçiniz.'
 * (SPEC §8), that a card payment could not be refunded and the order stands (502), or that the
 * payment was received and the shop cancels and pays it back (409).
 */
export function CancelOrder({ locale, orderId, orderNo, onCancelled }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailed(null);
    try {
      const answer = await cancelOrder(orderId);
      setAsking(false);
      onCancelled(answer.paymentStatus);
    } catch (err) {
      setAsking(false);
      // The server's reason when it gave one (in the page's language), else the spec's message.
      setFailed(err instanceof ApiError ? errorMessage(err, locale) : t(locale, 'orders.cancelFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="order-cancel">
      {failed && (
        <p className="alert alert-error" role="alert">
          {failed}
        </p>
      )}
      <button type="button" className="btn" onClick={() => setAsking(true)}>
        {t(locale, 'orderPages.cancel')}
      </button>
      {asking && (
        <Modal labelledBy="order-cancel-title" onClose={() => setAsking(false)}>
          <h2 id="order-cancel-title">{t(locale, 'orderPages.cancelTitle')}</h2>
          <p>{t(locale, 'orderPages.cancelQuestion', { orderNo })}</p>
          <p className="modal-actions">
            <button type="button" className="btn" onClick={() => setAsking(false)} disabled={busy}>
              {t(locale, 'orderPages.cancelKeep')}
            </button>{' '}
            <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy}>
              {t(locale, 'orderPages.cancelConfirm')}
            </button>
          </p>
        </Modal>
      )}
    </div>
  );
}
