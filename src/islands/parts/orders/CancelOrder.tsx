import { useState } from 'react';
import { type Locale, t } from '../../../i18n/index.ts';
import { cancelOrder } from '../../../stores/orders.ts';
import { Modal } from '../Modal.tsx';

interface Props {
  locale: Locale;
  orderId: number;
  orderNo: string;
  /** Called once the server has cancelled the order. */
  onCancelled: () => void;
}

/**
 * 'Siparişi İptal Et' with a confirmation dialog (PATCH /order/{id} {cancel: true}); a refusal shows
 * 'Sipariş iptal edilemedi. Lütfen bizimle iletişime geçiniz.' as an alert (SPEC §8).
 */
export function CancelOrder({ locale, orderId, orderNo, onCancelled }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function confirm() {
    setBusy(true);
    setFailed(false);
    try {
      await cancelOrder(orderId);
      setAsking(false);
      onCancelled();
    } catch {
      setAsking(false);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="order-cancel">
      {failed && (
        <p className="alert alert-error" role="alert">
          {t(locale, 'orders.cancelFailed')}
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
