/**
 * The server reads a form by the field names of the contract's form types (src/contract, SPEC §7):
 * a name the browser does not send is a compile error, so both sides keep one spelling.
 */
import { z } from 'zod';

/** A form as the input guard passed it: its text fields by name. */
export type FormFields = Readonly<Record<string, string>>;

/** One field of a form by its contract name; '' when it is absent (never cut: the validators refuse what is too long). */
export function fieldOf<Form>(form: FormFields, name: keyof Form & string): string {
  return form[name] ?? '';
}

/**
 * A zod object over a form's fields, each named as the contract's form type names it: a field the
 * form type lacks is refused by the compiler. The fields a call ignores are left out.
 */
export function formOf<Form>() {
  return <Shape extends z.ZodRawShape & { [K in Exclude<keyof Shape, keyof Form>]: never }>(shape: Shape) =>
    z.object(shape);
}
