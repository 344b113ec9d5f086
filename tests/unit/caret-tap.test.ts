import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isCaretToEndTap } from '../../src/domain/caret-tap.ts';

const at = (x: number, y: number, time: number) => ({ x, y, time });

describe('input-mask click-to-end (SPEC §9)', () => {
  test('at most 10 px within 200 ms is a tap', () => {
    expect(isCaretToEndTap(at(0, 0, 0), at(0, 0, 0))).toBe(true);
    expect(isCaretToEndTap(at(0, 0, 0), at(6, 8, 200))).toBe(true); // 10 px exactly
    expect(isCaretToEndTap(at(0, 0, 0), at(6, 8, 201))).toBe(false); // 10 px, too slow for 10 px
    expect(isCaretToEndTap(at(0, 0, 0), at(11, 0, 100))).toBe(false);
  });

  test('at most 5 px within 300 ms is a tap', () => {
    expect(isCaretToEndTap(at(0, 0, 0), at(3, 4, 300))).toBe(true); // 5 px exactly
    expect(isCaretToEndTap(at(0, 0, 0), at(3, 4, 301))).toBe(false);
    expect(isCaretToEndTap(at(0, 0, 0), at(6, 0, 250))).toBe(false);
  });

  test('a longer press or a drag never is', () => {
    expect(isCaretToEndTap(at(0, 0, 0), at(0, 0, 1000))).toBe(false);
    expect(isCaretToEndTap(at(0, 0, 0), at(40, 0, 50))).toBe(false);
    // Clocks that run backwards (a lost pointerdown) are no tap.
    expect(isCaretToEndTap(at(0, 0, 100), at(0, 0, 50))).toBe(false);
  });

  test('exactly the presses inside one of the two windows are taps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: 0, max: 500 }),
        (dx, dy, ms) => {
          const d = Math.hypot(dx, dy);
          const expected = (d <= 10 && ms <= 200) || (d <= 5 && ms <= 300);
          expect(isCaretToEndTap(at(100, 100, 1000), at(100 + dx, 100 + dy, 1000 + ms))).toBe(expected);
        },
      ),
    );
  });
});
