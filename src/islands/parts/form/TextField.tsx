import type { InputHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'onBlur' | 'children'
>;

export interface TextFieldProps extends InputAttributes {
  /** The input's id; also its name unless `name` is given. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  hint?: string | undefined;
  error?: string | null | undefined;
  hintFirst?: boolean;
  announce?: boolean;
  liveHint?: boolean;
}

/** A labelled, controlled text input (any input type) with its hint and error, in the one field layout. */
export function TextField({
  id,
  name = id,
  label,
  value,
  onChange,
  onBlur,
  hint,
  error,
  hintFirst,
  announce,
  liveHint,
  type = 'text',
  ...attributes
}: TextFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      hintFirst={hintFirst}
      announce={announce}
      liveHint={liveHint}
    >
      {(aria) => (
        <input
          id={id}
          name={name}
          type={type}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          {...attributes}
          {...aria}
        />
      )}
    </Field>
  );
}
