import { useState } from 'react';
import type { FieldErrors } from '../../../domain/validation-result.ts';
import { type Locale, type TextKey, t } from '../../../i18n/index.ts';
import { NONE_SHOWN, type ShownFields, showField, shownError } from './shown-errors.ts';

/**
 * SPEC §5's "errors on blur and on submit" for a form, given its current validation errors: a
 * field's message shows once the field was left (`blur`) or the form submitted (`showAll`), in the
 * page's language; `reset` hides them all again (a saved form).
 */
export function useShownErrors<F extends string>(
  locale: Locale,
  errors: FieldErrors<F, TextKey>,
  fields: readonly F[],
) {
  const [shown, setShown] = useState<ShownFields<F>>(NONE_SHOWN);
  const errorOf = (field: F): string | undefined => {
    const key = shownError(errors, shown, field);
    return key && t(locale, key);
  };
  const blur = (field: F) => () => setShown((prev) => showField(prev, field));
  const showAll = () => setShown(new Set(fields));
  const reset = () => setShown(NONE_SHOWN);
  return { errorOf, blur, showAll, reset };
}
