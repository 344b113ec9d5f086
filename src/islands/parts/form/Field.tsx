import type { ReactNode } from 'react';

/** The attributes that tie a control to its hint and error (spread on the control). */
export interface FieldAria {
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface Props {
  /** The control's id (the label points at it); the hint and the error take it as prefix. */
  id: string;
  label: string;
  hint?: string | undefined;
  /** The message shown under the control, or null/undefined when the field passes. */
  error?: string | null | undefined;
  /** The hint above the error, in the page and in aria-describedby; by default the error comes first. */
  hintFirst?: boolean;
  /** False: the error is not announced as an alert (a long form whose messages all show on submit). */
  announce?: boolean;
  /** The hint is announced when it changes (a look-up's answer, such as the card's bank). */
  liveHint?: boolean;
  /** The control, given the ids that describe it and whether it is invalid. */
  children: (aria: FieldAria) => ReactNode;
}

/** A field's message under its control: red, tied to the control by its id, an alert unless `announce` is false. */
export function FieldError({ id, text, announce = true }: { id: string; text: string; announce?: boolean }) {
  return (
    <p id={id} className="field-error" role={announce ? 'alert' : undefined}>
      {text}
    </p>
  );
}

/**
 * The one field layout of the shop's forms (same classes everywhere): a label, the control, its
 * hint and its error. The error and hint are tied to the control with aria-describedby, and an
 * error marks it aria-invalid.
 */
export function Field({
  id,
  label,
  hint,
  error,
  hintFirst = false,
  announce = true,
  liveHint = false,
  children,
}: Props) {
  const hintId = hint ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  const describedBy = (hintFirst ? [hintId, errorId] : [errorId, hintId]).filter(Boolean).join(' ');
  const hintLine = hint && (
    <p id={hintId} className="form-hint" aria-live={liveHint ? 'polite' : undefined}>
      {hint}
    </p>
  );
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hintFirst && hintLine}
      {error && <FieldError id={errorId} text={error} announce={announce} />}
      {!hintFirst && hintLine}
    </div>
  );
}
