import { useEffect, useState } from 'react';
import { readReference } from '../../../client/reference.ts';
import type { City } from '../../../data/cities.ts';
import type { Country } from '../../../data/countries.ts';
import type { District } from '../../../data/districts.ts';

// Reference data never changes while a page is open: each list is asked for once per page.
const cache = new Map<string, Promise<unknown>>();

function cached<T>(path: string): Promise<T> {
  let call = cache.get(path) as Promise<T> | undefined;
  if (!call) {
    call = readReference<T>(path);
    // A failed read may be tried again by the next form.
    call.catch(() => cache.delete(path));
    cache.set(path, call);
  }
  return call;
}

/** A reference list from the API (GET /reference/...), or null while loading or when the path is null. */
function useReference<T>(path: string | null): T | null {
  const [data, setData] = useState<{ path: string; value: T } | null>(null);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    cached<T>(path)
      .then((value) => {
        if (live) setData({ path, value });
      })
      .catch(() => {
        // the select keeps only its 'Seçin' option; the form says the field is missing
      });
    return () => {
      live = false;
    };
  }, [path]);
  return data && data.path === path ? data.value : null;
}

/** The countries, Türkiye first (GET /reference/countries). */
export function useCountries(): readonly Country[] | null {
  return useReference<Country[]>('/reference/countries');
}

/** Türkiye's provinces after the 'Seçin' placeholder (GET /reference/cities); only when needed. */
export function useCities(needed: boolean): readonly City[] | null {
  return useReference<City[]>(needed ? '/reference/cities' : null);
}

/** A province's districts after the 'Seçin' placeholder; null without a chosen province. */
export function useDistricts(cityKey: number | undefined): readonly District[] | null {
  return useReference<District[]>(cityKey === undefined ? null : `/reference/cities/${cityKey}/districts`);
}
