import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { type ErrorKey, isErrorKey } from '../../contract/errors.ts';
import type { Validation } from '../../domain/validation-result.ts';
import type { AppEnv } from './app-env.ts';
import { apiError } from './errors.ts';
import { formFields, jsonBody } from './parse.ts';

/** Where a call's input is read: its path, its query, its form fields, its JSON body. */
export type InputTarget = 'param' | 'query' | 'form' | 'json';

/** How a validator refuses: the answer's status and key, and the values of the key's text. */
export interface Refusal {
  /** The status of every refusal of this validator (default 400). */
  readonly status?: ContentfulStatusCode;
  /** The key when the failing check names none (default 'api.badRequest'). */
  readonly key?: ErrorKey;
  /** The {values} of the refusal's text. */
  readonly params?: object;
  /** Reads the input instead of the target's own reader (the same schema, another source). */
  readonly read?: (c: Context<AppEnv>) => unknown | Promise<unknown>;
}

/**
 * The input of a target as the input guard already read and checked it: path parameters, the first
 * value of each query parameter, the form's fields ({} for an empty body, null for a JSON one), the
 * JSON body (undefined for an empty or form body).
 */
async function readTarget(c: Context<AppEnv>, target: InputTarget): Promise<unknown> {
  if (target === 'param') return c.req.param();
  if (target === 'query') return c.req.query();
  if (target === 'form') return formFields(c);
  return jsonBody(c);
}

/**
 * The first refusal of a failed parse: the first issue's message when it is an error key (a check
 * names its key as its error: `.regex(re, { error: 'api.quantityRange' })`), else the refusal's key.
 * Zod reports an object's fields in the order of its shape, so the first field that fails answers.
 */
export function refusalKey(error: z.ZodError, fallback: ErrorKey = 'api.badRequest'): ErrorKey {
  const message = error.issues[0]?.message;
  return isErrorKey(message) ? message : fallback;
}

/**
 * One validator per input of a call, Hono's `validator` for our input: the schema parses the
 * target and the handler reads the result with `c.req.valid(target)`; a failure answers the API's
 * error body (apiError) with the refusal's status and the key of the first failed check.
 */
export function valid<T extends InputTarget, S extends z.ZodType>(
  target: T,
  schema: S,
  refusal: Refusal = {},
): MiddlewareHandler<AppEnv, string, { out: { [K in T]: z.output<S> } }> {
  return async (c, next) => {
    const input = await (refusal.read ? refusal.read(c) : readTarget(c, target));
    const parsed = await schema.safeParseAsync(input);
    if (!parsed.success) {
      return apiError(c, refusal.status ?? 400, refusalKey(parsed.error, refusal.key), refusal.params);
    }
    c.req.addValidatedData(target, parsed.data as object);
    return next();
  };
}

/**
 * A domain validator (src/domain, ordered per-field message keys) as a step of a schema:
 * `.transform(checkedBy(validateX))` gives its value, or fails with its first field's key.
 */
export function checkedBy<I, V>(check: (input: I) => Validation<string, string, V>) {
  return (input: I, ctx: z.RefinementCtx): V => {
    const result = check(input);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: Object.values(result.errors)[0] ?? 'api.badRequest' });
    return z.NEVER;
  };
}
