import { useState } from 'react';
import type { FieldErrors } from '../../../domain/validation-result.ts';
import { type Locale, type TextKey, t } from '../../../i18n/index.ts';

/**
 * SPEC §5's "errors on blur and on submit" for a form: a field's message shows once the field was
 * left (`blur`) or the form submitted (`showAll`); `reset` hides them all again.
 */
export function useShownErrors<F extends string>(
  locale: Locale,
  errors: FieldErrors<F, TextKey>,
  fields: readonly F[],
) {
  const [shown, setShown] = useState<ReadonlySet<F>>(new Set());
  const errorOf = (field: F): string | undefined => {
    const key = errors[field];
    return shown.has(field) && key ? t(locale, key) : undefined;
  };
  const blur = (field: F) => () => setShown((s) => new Set(s).add(field));
  const showAll = () => setShown(new Set(fields));
  const reset = () => setShown(new Set());
  return { errorOf, blur, showAll, reset };
}
