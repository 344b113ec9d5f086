/** For each failing field of a form, the text key of its message; empty when the form is valid. */
export type FieldErrors<F extends string, K extends string> = Partial<Record<F, K>>;

/** A form's validation outcome: its errors per field and, only when there are none, the value to save or send. */
export type Validation<F extends string, K extends string, V> =
  | { readonly ok: true; readonly errors: FieldErrors<F, K>; readonly value: V }
  | { readonly ok: false; readonly errors: FieldErrors<F, K>; readonly value?: undefined };

/** Closes a validation: the normalised value is built only when no field failed. */
export function settle<F extends string, K extends string, V>(
  errors: FieldErrors<F, K>,
  build: () => V,
): Validation<F, K, V> {
  return Object.keys(errors).length === 0 ? { ok: true, errors, value: build() } : { ok: false, errors };
}

/** Length in characters as a person counts them (code points), not UTF-16 units. */
export function charCount(value: string): number {
  return [...value].length;
}
