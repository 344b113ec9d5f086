import { type FocusEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** What a carousel's markup needs from useSlideCarousel. */
export interface SlideCarousel {
  /** The scrolling track, whose one child holds the slides. */
  trackRef: RefObject<HTMLDivElement | null>;
  /** The first slide in view. */
  index: number;
  /** Slides in view once measured; null while the island renders the server's HTML. */
  perPage: number | null;
  /** The last first-slide-in-view: the carousel stops there (no loop). */
  last: number;
  /** Autoplay is on (the toggle button's state). */
  playing: boolean;
  /** Moves one slide on (1) or back (-1). */
  go: (step: 1 | -1) => void;
  togglePlay: () => void;
  /** For the carousel's root: hovering or focusing it pauses autoplay. */
  pauseOn: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/** How long the track rests after a scroll (a swipe, an arrow) before the slide in view is read. */
const SCROLL_SETTLE_MS = 100;
/** The longest an arrow's or autoplay's smooth scroll is waited for before the track is read anyway. */
const MOVE_WAIT_MS = 1500;

/** A move this hook started: where the track is scrolling to, and until when it is waited for. */
interface Move {
  left: number;
  until: number;
}

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A slide carousel on a CSS scroll-snap track: the browser lays the slides out and swipes them;
 * this reads which slides are in view, moves one slide per arrow and every `intervalMs` while
 * autoplay is on and nothing hovers or focuses the carousel, and stops at the last slides. With
 * reduced motion, autoplay starts off and moves are instant.
 */
export function useSlideCarousel(count: number, intervalMs: number, gapPx: number): SlideCarousel {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [perPage, setPerPage] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState({ hover: false, focus: false });
  const last = Math.max(0, count - (perPage ?? count));

  /** The width of one slide and its gap, and how many fit in the track. */
  const measure = useCallback(() => {
    const track = trackRef.current;
    const slide = track?.firstElementChild?.firstElementChild;
    if (!track || !slide) return null;
    const step = slide.getBoundingClientRect().width + gapPx;
    return { track, step, perPage: Math.max(1, Math.round((track.clientWidth + gapPx) / step)) };
  }, [gapPx]);

  // While a move's smooth scroll is under way, the track is read only once it arrives: a read half-way
  // (scroll events come far apart on a busy phone) would put the index back to where the move began.
  const moveRef = useRef<Move | null>(null);
  const settleRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const read = useCallback(() => {
    const m = measure();
    if (!m) return;
    const move = moveRef.current;
    if (move && Math.abs(m.track.scrollLeft - move.left) > 1) {
      const wait = move.until - performance.now();
      if (wait > 0) {
        clearTimeout(settleRef.current);
        settleRef.current = setTimeout(read, wait);
        return;
      }
    }
    moveRef.current = null;
    setPerPage(m.perPage);
    setIndex(Math.min(Math.max(0, count - m.perPage), Math.round(m.track.scrollLeft / m.step)));
  }, [measure, count]);

  useEffect(() => {
    read();
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => {
      clearTimeout(settleRef.current);
      settleRef.current = setTimeout(read, SCROLL_SETTLE_MS);
    };
    const resize = new ResizeObserver(read);
    resize.observe(track);
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(settleRef.current);
      resize.disconnect();
      track.removeEventListener('scroll', onScroll);
    };
  }, [read]);

  useEffect(() => setPlaying(!reducedMotion()), []);

  const indexRef = useRef(index);
  indexRef.current = index;
  const go = useCallback(
    (step: 1 | -1) => {
      const m = measure();
      if (!m) return;
      const target = Math.min(Math.max(0, count - m.perPage), Math.max(0, indexRef.current + step));
      setIndex(target);
      moveRef.current = {
        left: Math.min(target * m.step, m.track.scrollWidth - m.track.clientWidth),
        until: performance.now() + MOVE_WAIT_MS,
      };
      m.track.scrollTo({ left: target * m.step, behavior: reducedMotion() ? 'auto' : 'smooth' });
    },
    [measure, count],
  );

  // Autoplay: one slide on every interval, counted afresh after each move (a timeout per index).
  useEffect(() => {
    if (!playing || paused.hover || paused.focus || index >= last) return;
    const timer = setTimeout(() => go(1), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, paused, go, intervalMs, index, last]);

  return {
    trackRef,
    index,
    perPage,
    last,
    playing,
    go,
    togglePlay: () => setPlaying((p) => !p),
    pauseOn: {
      onMouseEnter: () => setPaused((p) => ({ ...p, hover: true })),
      onMouseLeave: () => setPaused((p) => ({ ...p, hover: false })),
      onFocus: () => setPaused((p) => ({ ...p, focus: true })),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setPaused((p) => ({ ...p, focus: false }));
      },
    },
  };
}
