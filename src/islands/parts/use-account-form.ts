import { type SubmitEvent, useState } from 'react';
import type { Validation } from '../../domain/validation-result.ts';
import { apiMessageIn } from '../../i18n/api-message.ts';
import { type Locale, type TextKey, t } from '../../i18n/index.ts';
import { errorMessage } from '../../stores/api-client.ts';

/** What an account form hands the hook: its fields read into a validation, and the call that sends the value. */
interface AccountFormSteps<F extends string, K extends TextKey, V> {
  validate: (data: FormData) => Validation<F, K, V>;
  send: (value: V, data: FormData) => Promise<unknown>;
  onDone: () => void;
}

/**
 * The submit cycle the sign-in and registration forms share: validate (the first message in the
 * alert, the failing fields marked), then send while busy, then onDone; the API's message otherwise.
 */
export function useAccountForm<F extends string, K extends TextKey, V>(
  locale: Locale,
  steps: AccountFormSteps<F, K, V>,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const check = steps.validate(data);
    if (!check.ok) {
      setInvalid(new Set(Object.keys(check.errors)));
      setError(t(locale, (Object.values(check.errors) as K[])[0] ?? 'validation.email'));
      return;
    }
    setInvalid(new Set());
    setError(null);
    setBusy(true);
    try {
      await steps.send(check.value, data);
      steps.onDone();
    } catch (err) {
      setError(apiMessageIn(locale, errorMessage(err, locale)));
      setBusy(false);
    }
  }

  return { busy, error, invalid, onSubmit };
}
