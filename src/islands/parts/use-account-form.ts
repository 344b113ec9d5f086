import { type SubmitEvent, useState } from 'react';
import type { Validation } from '../../domain/validation-result.ts';
import { type Locale, type TextKey, t } from '../../i18n/index.ts';
import { errorMessage } from '../../stores/error-message.ts';

/** What an account form hands the hook: its fields read into a validation, and the call that sends the value. */
interface AccountFormSteps<F extends string, K extends TextKey, V> {
  validate: (data: FormData) => Validation<F, K, V>;
  send: (value: V, data: FormData) => Promise<unknown>;
  onDone: () => void;
}

/**
 * The submit cycle the sign-in and registration forms share: validate (every failing field gets its
 * own message, shown under it, and the first one takes the focus), then send while busy, then
 * onDone; the API's message in the form's alert otherwise. A field's message goes once the shopper
 * edits the field (`edited`), and a typing filter's refusal shows at once (`refused`).
 */
export function useAccountForm<F extends string, K extends TextKey, V>(
  locale: Locale,
  steps: AccountFormSteps<F, K, V>,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const check = steps.validate(data);
    setError(null);
    if (!check.ok) {
      const shown: Partial<Record<string, string>> = {};
      for (const [field, key] of Object.entries(check.errors)) shown[field] = t(locale, key as K);
      setFieldErrors(shown);
      // Fields are checked in the form's order: the first invalid one is where to start correcting.
      const first = Array.from(form.elements).find(
        (el): el is HTMLInputElement => el instanceof HTMLInputElement && el.name in shown,
      );
      first?.focus();
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await steps.send(check.value, data);
      steps.onDone();
    } catch (err) {
      setError(errorMessage(err, locale));
      setBusy(false);
    }
  }

  const errorOf = (field: F): string | undefined => fieldErrors[field];
  const edited = (field: F) => () =>
    setFieldErrors((prev) => {
      if (!(field in prev)) return prev;
      const { [field]: _gone, ...rest } = prev;
      return rest;
    });
  const refused = (field: F, key: K) => () =>
    setFieldErrors((prev) => ({ ...prev, [field]: t(locale, key) }));

  return { busy, error, errorOf, edited, refused, onSubmit };
}
