/**
 * A callback ref for a bar fixed at the bottom of the window (the cookie notice): while it shows, the
 * page keeps its height free at the bottom (--bottom-bar-space, see reserve-bottom.css, which ShopLayout.astro loads), so that the
 * last of the page, and any button the browser scrolls to, can come up above the bar instead of
 * staying under it (walkthrough m14). The bar's height follows its text (phones wrap it).
 */
export function reserveBottom(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar) return undefined;
  const root = document.documentElement;
  const update = () => {
    // The bar's offset from the window's bottom edge counts too.
    const space = window.innerHeight - bar.getBoundingClientRect().top;
    root.style.setProperty('--bottom-bar-space', `${Math.max(0, Math.ceil(space))}px`);
  };
  const observer = new ResizeObserver(update);
  observer.observe(bar);
  window.addEventListener('resize', update);
  update();
  root.classList.add('has-bottom-bar');
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', update);
    root.classList.remove('has-bottom-bar');
    root.style.removeProperty('--bottom-bar-space');
  };
}
