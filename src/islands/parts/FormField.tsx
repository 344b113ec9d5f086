import type { HTMLInputAutoCompleteAttribute } from 'react';

interface Props {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: HTMLInputAutoCompleteAttribute;
  invalid?: boolean;
  hint?: string;
  maxLength?: number;
}

/** A labelled input of the sign-in page's forms, with an optional hint read with it. */
export function FormField({ id, name, label, type = 'text', autoComplete, invalid, hint, maxLength }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
        maxLength={maxLength}
      />
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
