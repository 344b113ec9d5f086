import { lazy, Suspense, useState } from 'react';
import { type Locale, t } from '../../i18n/index.ts';

// The zoom dialog (and the modal it sits in) loads on the first tap on the image or its hover or
// focus: the product page's first JavaScript stays inside its budget.
const loadZoom = () => import('./GalleryZoom.tsx');
const GalleryZoom = lazy(() => loadZoom().then((m) => ({ default: m.GalleryZoom })));

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
  const current = Math.min(index, images.length - 1);
  const file = images[current] ?? NO_IMAGE;
  const many = images.length > 1;
  const step = (by: number) => setIndex((current + by + images.length) % images.length);
  const alt = (i: number) => t(locale, 'productPage.imageAlt', { name, n: i + 1 });

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
          onPointerEnter={() => void loadZoom()}
          onFocus={() => void loadZoom()}
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
        <Suspense fallback={null}>
          <GalleryZoom
            file={file}
            alt={alt(current)}
            name={name}
            count={many ? { n: current + 1, total: images.length } : null}
            arrows={arrows}
            locale={locale}
            onClose={() => setZoom(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
