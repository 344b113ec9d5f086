import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './app-env.ts';

/** A database id in a path: a positive 32-bit integer written in plain digits. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647);

/** A form's fields as the input guard passed them (a JSON body, read by formFields as null, fails). */
export const formBody = z.record(z.string(), z.string());

/**
 * The request's form fields (urlencoded or multipart) as the input guard checked them: {} for an
 * empty body (the spec's POSTs may carry no fields), null for a JSON body.
 */
export async function formFields(c: Context<AppEnv>): Promise<Readonly<Record<string, string>> | null> {
  const input = c.get('input');
  if (input.kind === 'empty') return {};
  return input.kind === 'form' ? input.fields : null;
}

/** The request's JSON body as the input guard checked it; undefined for an empty or form body. */
export function jsonBody(c: Context<AppEnv>): unknown {
  const input = c.get('input');
  return input.kind === 'json' ? input.value : undefined;
}
