import { useEffect, useRef } from 'react';
import { type Locale, t } from '../../../i18n/index.ts';
import type { FrameReply } from '../../PaymentFrame.tsx';
import { Modal } from '../Modal.tsx';

/** The frame's path (SPEC §2: /payment/start). */
export const PAYMENT_FRAME_PATH = '/payment/start';

// The frame listens once its island has started; until it answers, the card message is posted again.
const REPOST_MS = 400;
const MAX_POSTS = 50;

interface Props {
  locale: Locale;
  /** The card message the frame pays with (SPEC §7 and the checkout contract). */
  message: Readonly<Record<string, string>>;
  onReply: (reply: FrameReply) => void;
  onClose: () => void;
}

/**
 * The payment modal: the frame /payment/start in a dialog. Once the frame has loaded it is posted
 * the card message, to the shop's own origin only, until it first answers; its replies (loading,
 * payment_succeed, dialogClose, error) are taken only from that frame on the same origin.
 */
export function PaymentModal({ locale, message, onReply, onClose }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const answered = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const reply = useRef(onReply);
  reply.current = onReply;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (!event.data || typeof event.data !== 'object') return;
      answered.current = true;
      clearInterval(timer.current);
      reply.current(event.data as FrameReply);
    }
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(timer.current);
    };
  }, []);

  function onLoad() {
    if (answered.current) return;
    let posts = 0;
    const post = () => {
      if (answered.current || posts >= MAX_POSTS) {
        clearInterval(timer.current);
        return;
      }
      posts += 1;
      frame.current?.contentWindow?.postMessage(message, window.location.origin);
    };
    clearInterval(timer.current);
    post();
    timer.current = setInterval(post, REPOST_MS);
  }

  return (
    <Modal labelledBy="payment-modal-title" onClose={onClose} className="payment-modal">
      <div className="modal-head">
        <h2 id="payment-modal-title" className="modal-title">
          {t(locale, 'checkoutPayment.frameTitle')}
        </h2>
        <button
          type="button"
          className="modal-x"
          aria-label={t(locale, 'checkoutPayment.closeFrame')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <iframe
        ref={frame}
        src={PAYMENT_FRAME_PATH}
        title={t(locale, 'checkoutPayment.frameLabel')}
        className="payment-iframe"
        onLoad={onLoad}
      />
    </Modal>
  );
}
