import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import type { CaretToEndHandlers } from '../use-caret-to-end.ts';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's message (SPEC §5), shown under it as an alert and read with the field. */
  error?: string | undefined;
  hint?: string | undefined;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'tel' | 'numeric';
  placeholder?: string;
  readOnly?: boolean;
  maxLength?: number;
  max?: string;
  children?: ReactNode;
  /** A masked field's click-to-end handlers (SPEC §9). */
  caretToEnd?: CaretToEndHandlers;
}

/** A labelled, controlled input of the account forms with its hint and its error. */
export function TextInput(props: Props) {
  const { id, label, error, hint } = props;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        onBlur={props.onBlur}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        readOnly={props.readOnly}
        maxLength={props.maxLength}
        max={props.max}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...props.caretToEnd}
      />
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
