import type { SelectHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

type SelectAttributes = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'onBlur' | 'children'
>;

export interface SelectOption {
  value: string;
  label: string;
}

interface Props extends SelectAttributes {
  /** The select's id; also its name unless `name` is given. */
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  hint?: string | undefined;
  error?: string | null | undefined;
  announce?: boolean;
}

/** A labelled, controlled select with its hint and error, in the one field layout. */
export function SelectField({
  id,
  name = id,
  label,
  value,
  options,
  onChange,
  onBlur,
  hint,
  error,
  announce,
  ...attributes
}: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} announce={announce}>
      {(aria) => (
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          {...attributes}
          {...aria}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
