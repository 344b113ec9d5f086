import { useCaretToEnd } from '../use-caret-to-end.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

interface Props extends TextFieldProps {
  /** The mask applied to each keystroke's text (SPEC §5: the phone, card, ID number masks); none: as typed. */
  mask?: (raw: string) => string;
}

/**
 * A masked text field: what is typed goes through the mask, and a tap puts the caret at the end
 * (SPEC §9), so a digit added to a masked number lands after the last one.
 */
export function MaskedField({ mask, onChange, ...field }: Props) {
  const caretToEnd = useCaretToEnd();
  return <TextField {...field} onChange={mask ? (raw) => onChange(mask(raw)) : onChange} {...caretToEnd} />;
}
