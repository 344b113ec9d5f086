import { useEffect, useState } from 'react';

/**
 * False while the island renders what the server rendered (hydration), true once it is live. Data
 * from shared stores (a currency another island already loaded) is applied only from then on, so
 * the first client render always matches the static HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
