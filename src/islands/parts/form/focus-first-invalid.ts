/**
 * After a refused submit, moves the focus to the form's first field marked invalid, so that its
 * message (tied with aria-describedby) is read and the shopper starts correcting there. The fields'
 * state is React's: it is read after the render that marks them.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
