/**
 * SPEC §9's input-mask click-to-end rule: a tap on a masked input (card number, expiry, CCV, phone,
 * national ID, tax number) puts the caret after the last character, so the next digit is typed at the
 * end instead of into the middle of the mask. A tap is a press that moves at most 10 px within 200 ms
 * or at most 5 px within 300 ms; a longer or wider press is a drag that selects text, and is left alone.
 */

/** Where and when a pointer went down or up, in CSS pixels and milliseconds. */
export interface PointerSample {
  readonly x: number;
  readonly y: number;
  readonly time: number;
}

/** The two tap windows of SPEC §9: at most `px` of movement within `ms`. */
export const CARET_TAP_WINDOWS = [
  { px: 10, ms: 200 },
  { px: 5, ms: 300 },
] as const;

/** Whether a press from `down` to `up` is a tap that puts the caret at the end of a masked input. */
export function isCaretToEndTap(down: PointerSample, up: PointerSample): boolean {
  const moved = Math.hypot(up.x - down.x, up.y - down.y);
  const held = up.time - down.time;
  if (held < 0) return false;
  return CARET_TAP_WINDOWS.some((w) => moved <= w.px && held <= w.ms);
}
