import { type MouseEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { type Locale, t } from '../../i18n/index.ts';
import { Modal, ModalHead } from './Modal.tsx';

interface Props {
  /** The image file shown (the gallery's current image). */
  file: string;
  alt: string;
  name: string;
  /** The image's number and the number of images, or null for a single image. */
  count: { n: number; total: number } | null;
  /** The gallery's previous and next buttons (they step the gallery's image). */
  arrows: ReactNode;
  locale: Locale;
  onClose: () => void;
}

/**
 * The gallery's zoom dialog (SPEC §2): the image at 1500 px, its number ('2 / 4') and the arrows. A
 * tap (or click) on the image magnifies it 2.5× around that point, to pan by dragging or scrolling,
 * and back; closing it forgets the magnification. Loaded only when a shopper opens it.
 */
export function GalleryZoom({ file, alt, name, count, arrows, locale, onClose }: Props) {
  const [magnified, setMagnified] = useState(false);
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  // Where the magnifying tap was, as fractions of the image: the magnified view centres on it.
  const focus = useRef({ x: 0.5, y: 0.5 });
  const toggleMagnify = (e: MouseEvent<HTMLButtonElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    // A keyboard press has no point (0, 0): it centres.
    const pointed = e.detail > 0 && box.width > 0 && box.height > 0;
    focus.current = pointed
      ? { x: (e.clientX - box.left) / box.width, y: (e.clientY - box.top) / box.height }
      : { x: 0.5, y: 0.5 };
    setMagnified((m) => !m);
  };
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !magnified) return;
    el.scrollLeft = focus.current.x * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = focus.current.y * el.scrollHeight - el.clientHeight / 2;
  }, [magnified]);

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="pd-zoom-dialog">
      <ModalHead
        titleId={titleId}
        title={t(locale, 'productPage.zoomTitle', { name })}
        closeLabel={t(locale, 'productPage.closeDialog')}
        onClose={onClose}
      />
      <div className="pd-stage pd-zoom-stage">
        <div ref={scroller} className={magnified ? 'pd-zoom-scroll is-magnified' : 'pd-zoom-scroll'}>
          <button
            type="button"
            className="pd-magnify"
            aria-pressed={magnified}
            aria-label={t(locale, 'productPage.magnify')}
            onClick={toggleMagnify}
          >
            <img src={`/image/1500/${file}`} alt={alt} width={1500} height={1500} decoding="async" />
          </button>
        </div>
        {arrows}
      </div>
      {count && (
        <p className="pd-zoom-count" aria-live="polite">
          {t(locale, 'productPage.imageCount', count)}
        </p>
      )}
    </Modal>
  );
}
