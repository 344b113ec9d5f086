/** One of the stepper's buttons: its accessible name, whether the rules stop it, what it does. */
interface StepButton {
  label: string;
  /** Announced as unavailable and ignored when true; left unset where the rules never stop it. */
  disabled?: boolean;
  onClick: () => void;
}

interface Props {
  /** The input's id, for the label the caller renders. */
  id: string;
  draft: string;
  onDraft: (text: string) => void;
  /** Takes the typed text: called when the box is left or Enter is pressed. */
  onCommit: () => void;
  decrease: StepButton;
  increase: StepButton;
  size: number;
  maxLength: number;
  /** The box takes a decimal ('2,5': a unit sold by measure): phones offer a keypad with the comma. */
  decimal?: boolean;
  /** The id of a hint that describes the box (why an entry was refused). */
  describedBy?: string | undefined;
}

/**
 * A quantity box between − and + buttons (the product page's and the cart lines'): the text is taken
 * only on leaving the box or Enter, so a shopper can clear it and type; the rules stay with the caller.
 */
export function Stepper({
  id,
  draft,
  onDraft,
  onCommit,
  decrease,
  increase,
  size,
  maxLength,
  decimal = false,
  describedBy,
}: Props) {
  const press = (button: StepButton) => () => {
    if (!button.disabled) button.onClick();
  };
  return (
    <>
      <button
        type="button"
        aria-label={decrease.label}
        aria-disabled={decrease.disabled}
        onClick={press(decrease)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="text"
        inputMode={decimal ? 'decimal' : 'numeric'}
        aria-describedby={describedBy}
        autoComplete="off"
        size={size}
        maxLength={maxLength}
        value={draft}
        onChange={(e) => onDraft(e.target.value)}
        onBlur={onCommit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onCommit();
          }
        }}
      />
      <button
        type="button"
        aria-label={increase.label}
        aria-disabled={increase.disabled}
        onClick={press(increase)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </>
  );
}
