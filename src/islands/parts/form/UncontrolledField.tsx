import type { FormEvent, HTMLInputAutoCompleteAttribute } from 'react';

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

/** A labelled, uncontrolled input of the sign-in page's forms, with its message and optional hint. */
export function FormField({
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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
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
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        maxLength={maxLength}
        onInput={filter || onEdit ? onInput : undefined}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
