import { useEffect, useRef } from 'react';
import type { FrameReply, PaymentMessage } from '../../../contract/payment-frame.ts';
import { localePath } from '../../../domain/site-paths.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { Modal, ModalHead } from '../Modal.tsx';

/** The frame's path (SPEC §2: /payment/start). */
export const PAYMENT_FRAME_PATH = '/payment/start';

interface Props {
  locale: Locale;
  /** The card message the frame pays with (SPEC §7 and the checkout contract). */
  message: PaymentMessage;
  onReply: (reply: FrameReply) => void;
  onClose: () => void;
}

/**
 * The payment modal: the frame /payment/start in a dialog. When the frame says it is ready it is
 * posted the card message once, to the shop's own origin only; its replies (loading,
 * payment_succeed, dialogClose, error) are taken only from that frame on the same origin.
 */
export function PaymentModal({ locale, message, onReply, onClose }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const posted = useRef(false);
  const reply = useRef(onReply);
  reply.current = onReply;
  const card = useRef(message);
  card.current = message;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (!event.data || typeof event.data !== 'object') return;
      const data = event.data as FrameReply;
      if (data.ready) {
        // One card message per dialog: a frame that reloads never pays a second time from here.
        if (posted.current) return;
        posted.current = true;
        frame.current.contentWindow?.postMessage(card.current, window.location.origin);
        return;
      }
      reply.current(data);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <Modal labelledBy="payment-modal-title" onClose={onClose} className="payment-modal">
      <ModalHead
        titleId="payment-modal-title"
        title={t(locale, 'checkoutPayment.frameTitle')}
        closeLabel={t(locale, 'checkoutPayment.closeFrame')}
        onClose={onClose}
      />
      <iframe
        ref={frame}
        src={localePath(locale, PAYMENT_FRAME_PATH)}
        title={t(locale, 'checkoutPayment.frameLabel')}
        className="payment-iframe"
      />
    </Modal>
  );
}
