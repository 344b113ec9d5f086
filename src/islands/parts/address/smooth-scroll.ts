import { ADDRESS_MODAL_SCROLL_MS, scrollProgress } from '../../../domain/address/address-timing.ts';

/** Whether the shopper asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls a container so that the target's top sits near its top, over the address modal's 800 ms
 * (SPEC §9), or at once for shoppers who prefer reduced motion. Does nothing when already there.
 */
export function scrollToInContainer(container: HTMLElement, target: HTMLElement): void {
  const margin = 16;
  const from = container.scrollTop;
  const offset = target.getBoundingClientRect().top - container.getBoundingClientRect().top;
  const max = container.scrollHeight - container.clientHeight;
  const to = Math.max(0, Math.min(max, from + offset - margin));
  if (Math.abs(to - from) < 1) return;
  if (prefersReducedMotion()) {
    container.scrollTop = to;
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const p = scrollProgress(now - start, ADDRESS_MODAL_SCROLL_MS);
    container.scrollTop = from + (to - from) * p;
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
