import type { FormEvent, HTMLInputAutoCompleteAttribute } from 'react';
import { Field } from './Field.tsx';

interface Props {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: HTMLInputAutoCompleteAttribute;
  /** The field's message, shown under it and read with it; undefined when the field passes. */
  error?: string | undefined;
  hint?: string;
  maxLength?: number;
  /**
   * What the field accepts while typing (SPEC §5: names take letters only). When it drops something,
   * onRefused is called, so that the form can say why the keystroke did not show.
   */
  filter?: (raw: string) => string;
  onRefused?: () => void;
  /** Any other input: the form hides the field's stale message once the shopper corrects it. */
  onEdit?: () => void;
}

/**
 * A labelled, uncontrolled input in the one field layout, read through FormData on submit (the
 * sign-in page's forms, which work before React has hydrated), with its message and optional hint.
 */
export function UncontrolledField({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  error,
  hint,
  maxLength,
  filter,
  onRefused,
  onEdit,
}: Props) {
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const kept = filter ? filter(input.value) : input.value;
    if (kept !== input.value) {
      input.value = kept;
      onRefused?.();
      return;
    }
    onEdit?.();
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          onInput={filter || onEdit ? onInput : undefined}
          {...aria}
        />
      )}
    </Field>
  );
}
