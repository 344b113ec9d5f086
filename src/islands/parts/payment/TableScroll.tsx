import type { ReactNode } from 'react';

/**
 * A wide table's sideways scroller on narrow screens: a named region the keyboard can reach and
 * scroll (WCAG: scrollable content must be reachable without a pointer).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
