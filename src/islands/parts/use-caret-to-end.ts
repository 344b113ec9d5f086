import { type MouseEvent, type PointerEvent, useRef } from 'react';
import { isCaretToEndTap, type PointerSample } from '../../domain/caret-tap.ts';

/** The pointer handlers a masked input spreads on itself; one set serves every masked input of a form. */
export interface CaretToEndHandlers {
  onPointerDown: (event: PointerEvent<HTMLInputElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLInputElement>) => void;
  onClick: (event: MouseEvent<HTMLInputElement>) => void;
}

function caretToEnd(input: HTMLInputElement): void {
  const end = input.value.length;
  input.setSelectionRange(end, end);
}

/**
 * SPEC §9's click-to-end rule for masked inputs: after a tap (src/domain/caret-tap.ts) the caret
 * goes after the last character. A mouse places the caret on pointerdown, a touch screen only with
 * the tap gesture after pointerup, so it is moved on pointerup and again on the click that follows
 * the tap; a drag that selects text is no tap and is left as it is.
 */
export function useCaretToEnd(): CaretToEndHandlers {
  const down = useRef<{ input: HTMLInputElement; at: PointerSample } | null>(null);
  const tapped = useRef<HTMLInputElement | null>(null);
  return {
    onPointerDown: (event) => {
      const at = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      down.current = { input: event.currentTarget, at };
    },
    onPointerUp: (event) => {
      const pressed = down.current;
      down.current = null;
      tapped.current = null;
      if (!pressed || pressed.input !== event.currentTarget) return;
      const up = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      if (!isCaretToEndTap(pressed.at, up)) return;
      tapped.current = event.currentTarget;
      caretToEnd(event.currentTarget);
    },
    onClick: (event) => {
      if (tapped.current !== event.currentTarget) return;
      tapped.current = null;
      caretToEnd(event.currentTarget);
    },
  };
}
