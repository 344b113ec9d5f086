import { type MouseEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { type Locale, t } from '../../i18n/index.ts';
import { Modal } from './Modal.tsx';

/** The placeholder image of a product without images (SPEC §2). */
export const NO_IMAGE = '404.png';

interface Props {
  images: readonly string[];
  name: string;
  locale: Locale;
}

/**
 * The image carousel (SPEC §2: up to 4 images per variant): the image at 552 px with previous and
 * next buttons, 80 px thumbnails, and a zoom dialog with the image at 1500 px, its number ('2 / 4')
 * and arrows. In the dialog a tap (or click) on the image magnifies it 2.5× around that point, to
 * pan by dragging or scrolling, and back; a pinch zooms too, on phones.
 */
export function Gallery({ images: given, name, locale }: Props) {
  const images = given.length > 0 ? given : [NO_IMAGE];
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(false);
  const [magnified, setMagnified] = useState(false);
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  // Where the magnifying tap was, as fractions of the image: the magnified view centres on it.
  const focus = useRef({ x: 0.5, y: 0.5 });
  const current = Math.min(index, images.length - 1);
  const file = images[current] ?? NO_IMAGE;
  const many = images.length > 1;
  const step = (by: number) => setIndex((current + by + images.length) % images.length);
  const alt = (i: number) => t(locale, 'productPage.imageAlt', { name, n: i + 1 });
  const closeZoom = () => {
    setZoom(false);
    setMagnified(false);
  };
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

  const arrows = many && (
    <>
      <button
        type="button"
        className="pd-arrow pd-arrow-prev"
        aria-label={t(locale, 'productPage.previousImage')}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="pd-arrow pd-arrow-next"
        aria-label={t(locale, 'productPage.nextImage')}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );

  return (
    <section className="pd-gallery" aria-label={t(locale, 'productPage.gallery')}>
      <div className="pd-stage">
        <button
          type="button"
          className="pd-zoom"
          aria-label={t(locale, 'productPage.zoom')}
          aria-haspopup="dialog"
          onClick={() => setZoom(true)}
        >
          <img
            src={`/image/552/${file}`}
            alt={alt(current)}
            width={552}
            height={552}
            fetchPriority={current === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        </button>
        {arrows}
      </div>
      {many && (
        <ul className="pd-thumbs">
          {images.map((f, i) => (
            <li key={f}>
              <button
                type="button"
                aria-label={t(locale, 'productPage.showImage', { n: i + 1 })}
                aria-pressed={i === current}
                onClick={() => setIndex(i)}
              >
                <img src={`/image/80/${f}`} alt="" width={80} height={80} decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoom && (
        <Modal labelledBy={titleId} onClose={closeZoom} className="pd-zoom-dialog">
          <div className="modal-head">
            <h2 id={titleId} className="modal-title">
              {t(locale, 'productPage.zoomTitle', { name })}
            </h2>
            <button
              type="button"
              className="modal-x"
              aria-label={t(locale, 'productPage.closeDialog')}
              onClick={closeZoom}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="pd-stage pd-zoom-stage">
            <div ref={scroller} className={magnified ? 'pd-zoom-scroll is-magnified' : 'pd-zoom-scroll'}>
              <button
                type="button"
                className="pd-magnify"
                aria-pressed={magnified}
                aria-label={t(locale, 'productPage.magnify')}
                onClick={toggleMagnify}
              >
                <img
                  src={`/image/1500/${file}`}
                  alt={alt(current)}
                  width={1500}
                  height={1500}
                  decoding="async"
                />
              </button>
            </div>
            {arrows}
          </div>
          {many && (
            <p className="pd-zoom-count" aria-live="polite">
              {t(locale, 'productPage.imageCount', { n: current + 1, total: images.length })}
            </p>
          )}
        </Modal>
      )}
    </section>
  );
}
