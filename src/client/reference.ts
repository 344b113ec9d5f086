/** The reference lists (GET /reference/...: countries, provinces, districts). */
import { api } from './http.ts';

/** GET /reference/...: one reference list, typed by the caller's path. */
export function readReference<T>(path: string): Promise<T> {
  return api<T>(path);
}
