import '../../styles/modal.css';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

interface Props {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: the native <dialog> opened with showModal (the page behind is inert), Tab and
 * Shift+Tab kept inside, Escape and a click on the backdrop close it, and focus goes back to where
 * it was. Render it only while open; unmounting closes it.
 */
export function Modal({ labelledBy, onClose, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      close.current();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        close.current();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) close.current();
      }}
    >
      <div className="modal-body">{children}</div>
    </dialog>
  );
}

interface HeadProps {
  /** The heading's id: the dialog's labelledBy. */
  titleId: string;
  title: string;
  /** The × button's accessible name ('Kapat'). */
  closeLabel: string;
  onClose: () => void;
}

/** A dialog's head: its title as the heading that names it, and the × button that closes it. */
export function ModalHead({ titleId, title, closeLabel, onClose }: HeadProps) {
  return (
    <div className="modal-head">
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      <button type="button" className="modal-x" aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
