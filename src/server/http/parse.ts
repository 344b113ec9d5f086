import type { Context } from 'hono';
import { z } from 'zod';

/** A database id in a path: a positive 32-bit integer written in plain digits. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647);

/** The request's form body (urlencoded or multipart) as text fields, or null when it is not a form. */
export async function formFields(c: Context): Promise<Record<string, string> | null> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    // An empty body is an empty form: the spec's POSTs may carry no fields.
    const length = c.req.header('content-length');
    return !type && (length === undefined || length === '0') ? {} : null;
  }
  try {
    const body = await c.req.parseBody();
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') out[key] = value;
    }
    return out;
  } catch {
    return null;
  }
}
