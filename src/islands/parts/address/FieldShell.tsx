import type { ReactNode } from 'react';

interface Props {
  /** The control's id (the label points at it); the hint and the error take it as prefix. */
  id: string;
  label: string;
  hint?: string | undefined;
  /** The message shown under the control, or null when the field passes. */
  error: string | null;
  /** The control, given the ids that describe it and whether it is invalid. */
  children: (aria: { 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

/**
 * A labelled form control with its hint and error, as the sign-in page's FormField lays them out
 * (same classes): the error is tied to the control with aria-describedby and aria-invalid.
 */
export function FieldShell({ id, label, hint, error, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {error && (
        <p id={errorId} className="field-error">
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
