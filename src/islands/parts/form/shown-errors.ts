import type { FieldErrors } from '../../../domain/validation-result.ts';

/** The fields whose messages are shown: those left once (blur) or, after a submit, all of them. */
export type ShownFields<F extends string> = ReadonlySet<F>;

/** No message shown: a fresh form, or one just saved. */
export const NONE_SHOWN: ShownFields<never> = new Set();

/** The shown fields with one more; the same set when it was already there (no new render). */
export function showField<F extends string>(shown: ShownFields<F>, field: F): ShownFields<F> {
  return shown.has(field) ? shown : new Set(shown).add(field);
}

/** The text key of a field's message when it fails and is shown; undefined otherwise. */
export function shownError<F extends string, K extends string>(
  errors: FieldErrors<F, K>,
  shown: ShownFields<F>,
  field: F,
): K | undefined {
  return shown.has(field) ? errors[field] : undefined;
}

/** The first failing field in the form's order: where the focus goes after a refused submit. */
export function firstFailing<F extends string>(
  fields: readonly F[],
  errors: FieldErrors<F, string>,
): F | undefined {
  return fields.find((field) => errors[field] !== undefined);
}
