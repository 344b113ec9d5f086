/** The address screens' timings (SPEC §9 Timings, §7): the list re-fetch and the modal's scroll. */

/** The address list is read again this long after each add, edit or remove. */
export const ADDRESS_REFETCH_MS = 400;

/** The address modal scrolls to where the shopper must look over this long. */
export const ADDRESS_MODAL_SCROLL_MS = 800;

/** How far (0 to 1) an eased scroll of `duration` ms has gone after `elapsed` ms: slow, fast, slow. */
export function scrollProgress(elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return 1;
  if (elapsed <= 0) return 0;
  const x = elapsed / duration;
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}
