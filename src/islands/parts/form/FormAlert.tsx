import type { Ref } from 'react';

interface Props {
  /** The message; nothing is shown while it is null or empty. */
  text: string | null | undefined;
  /** True: a success (green, role status); otherwise an error (red, role alert). */
  ok?: boolean;
  /** The element: a paragraph, or a div where the alert sits among blocks. */
  as?: 'p' | 'div';
  ref?: Ref<HTMLParagraphElement & HTMLDivElement>;
}

/** A form's outcome under its fields: the server's refusal in red (role alert), or a success in green (role status). */
export function FormAlert({ text, ok = false, as: Tag = 'p', ref }: Props) {
  if (!text) return null;
  return (
    <Tag ref={ref} className={`alert ${ok ? 'alert-success' : 'alert-error'}`} role={ok ? 'status' : 'alert'}>
      {text}
    </Tag>
  );
}
