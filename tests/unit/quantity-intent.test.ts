import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type QuantityIntent,
  quantityAnswered,
  shownQuantity,
  wantQuantity,
} from '../../src/domain/cart/quantity-intent.ts';

describe("a cart line's quantity changes on a slow network (walkthrough m15)", () => {
  test("1 → + → + gives 3: the second '+' waits for the first answer, then is sent", () => {
    let step = wantQuantity(undefined, 2);
    expect(step.send).toBe(2);
    expect(shownQuantity(step.intent, 1)).toBe(2);
    step = wantQuantity(step.intent, 3);
    expect(step.send).toBeNull();
    expect(shownQuantity(step.intent, 1)).toBe(3);
    // The first answer (the server now holds 2) does not pull the line back to 2.
    step = quantityAnswered(step.intent, true);
    expect(step.send).toBe(3);
    expect(shownQuantity(step.intent, 2)).toBe(3);
    step = quantityAnswered(step.intent, true);
    expect(step).toEqual({ intent: undefined, send: null });
    expect(shownQuantity(step.intent, 3)).toBe(3);
  });

  test('clicks made while a request is in flight coalesce into one request', () => {
    let step = wantQuantity(undefined, 2);
    for (const q of [3, 4, 5]) step = wantQuantity(step.intent, q);
    step = quantityAnswered(step.intent, true);
    expect(step.send).toBe(5);
  });

  test('a refused change drops the wishes queued behind it; the line shows the server', () => {
    let step = wantQuantity(undefined, 2);
    step = wantQuantity(step.intent, 3);
    step = quantityAnswered(step.intent, false);
    expect(step).toEqual({ intent: undefined, send: null });
    expect(shownQuantity(step.intent, 1)).toBe(1);
  });

  test('whatever the clicks and answers, the last accepted request sends the last wish', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 20 }), (wishes) => {
        let intent: QuantityIntent | undefined;
        const sent: number[] = [];
        const inFlight: number[] = [];
        for (const q of wishes) {
          const step = wantQuantity(intent, q);
          intent = step.intent;
          if (step.send !== null) inFlight.push(step.send);
          // Sometimes the server answers between two clicks.
          if (q % 3 === 0 && inFlight.length > 0) {
            sent.push(inFlight.shift() as number);
            const next = quantityAnswered(intent, true);
            intent = next.intent;
            if (next.send !== null) inFlight.push(next.send);
          }
        }
        while (inFlight.length > 0) {
          sent.push(inFlight.shift() as number);
          const next = quantityAnswered(intent, true);
          intent = next.intent;
          if (next.send !== null) inFlight.push(next.send);
        }
        expect(sent.at(-1)).toBe(wishes.at(-1));
        expect(intent).toBeUndefined();
      }),
    );
  });
});
