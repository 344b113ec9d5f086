import { useEffect, useRef, useState } from 'react';

interface Props {
  src: string;
  /** Shown instead when src fails (the size's 404.png). */
  fallback: string;
  width: number;
  height: number;
  /** Above the fold: load at once rather than lazily. */
  eager?: boolean;
}

/**
 * A card's product image over a placeholder that shows until the image has loaded or failed (SPEC
 * §2). A failed image gives way to the 404.png placeholder image. Decorative: the card's name says
 * what the product is.
 */
export function CardImage({ src, fallback, width, height, eager = false }: Props) {
  const img = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  const [settled, setSettled] = useState(false);
  // An image can finish before the island hydrates; its load event is then already gone.
  useEffect(() => {
    const el = img.current;
    if (!el?.complete) return;
    if (el.naturalWidth > 0) setSettled(true);
    else if (src !== fallback) setBroken(true);
    else setSettled(true);
  }, [src, fallback]);
  function onError() {
    if (!broken && src !== fallback) setBroken(true);
    else setSettled(true);
  }
  return (
    <span
      className="card-image"
      data-state={settled ? 'ready' : 'loading'}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      <img
        ref={img}
        src={broken ? fallback : src}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onLoad={() => setSettled(true)}
        onError={onError}
      />
    </span>
  );
}
