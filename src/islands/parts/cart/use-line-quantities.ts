import { useReducer, useRef } from 'react';
import {
  type QuantityIntent,
  quantityAnswered,
  shownQuantity,
  wantQuantity,
} from '../../../domain/cart/quantity-intent.ts';

/**
 * The cart lines' quantity changes as src/domain/cart/quantity-intent.ts queues them: one request per
 * line at a time, the latest wish sent when it answers, the wish shown meanwhile. `send` makes one
 * change and resolves false when the cart refused it.
 */
export function useLineQuantities(send: (productId: number, quantity: number) => Promise<boolean>) {
  const intents = useRef(new Map<number, QuantityIntent>());
  const waiting = useRef(new Map<number, ((ok: boolean) => void)[]>());
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const keep = (productId: number, intent: QuantityIntent | undefined) => {
    if (intent) intents.current.set(productId, intent);
    else intents.current.delete(productId);
    rerender();
  };

  async function drain(productId: number, first: number) {
    let next: number | null = first;
    let ok = true;
    while (next !== null) {
      ok = await send(productId, next);
      const step = quantityAnswered(intents.current.get(productId), ok);
      keep(productId, step.intent);
      next = step.send;
    }
    for (const done of waiting.current.get(productId) ?? []) done(ok);
    waiting.current.delete(productId);
  }

  /** Asks for a line's quantity; resolves once the line has settled, false when the cart refused. */
  function want(productId: number, quantity: number): Promise<boolean> {
    const step = wantQuantity(intents.current.get(productId), quantity);
    keep(productId, step.intent);
    const settled = new Promise<boolean>((resolve) => {
      waiting.current.set(productId, [...(waiting.current.get(productId) ?? []), resolve]);
    });
    if (step.send !== null) void drain(productId, step.send);
    return settled;
  }

  return {
    want,
    /** The quantity a line shows: the pending wish, else the server's. */
    shown: (productId: number, server: number) => shownQuantity(intents.current.get(productId), server),
    /** Whether a line has a change on its way. */
    pending: (productId: number) => intents.current.has(productId),
  };
}
