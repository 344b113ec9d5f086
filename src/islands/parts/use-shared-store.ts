import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useHydrated } from './use-hydrated.ts';

/**
 * A shared store's value for an island, except on the hydration render, which gets the value the
 * server rendered with. Another island may already have loaded the store (the cart, the session, the
 * shopper's currency) by the time this one hydrates; rendering that at once would not match the
 * static HTML, and React would throw the server markup away.
 */
export function useSharedStore<T>(store: ReadableAtom<T>, asServerRendered: T): T {
  const value = useStore(store);
  return useHydrated() ? value : asServerRendered;
}
