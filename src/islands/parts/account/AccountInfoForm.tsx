import { type SubmitEvent, useState } from 'react';
import { postAccountInfo } from '../../../client/account.ts';
import type { CustomerView } from '../../../contract/customer.ts';
import {
  type AccountFormValues,
  formChanged,
  GENDERS,
  PERSON_NAME_MAX,
  validateAccount,
} from '../../../domain/account/account-validation.ts';
import { formatTrPhone, TR_PHONE_LENGTH, TR_PHONE_PLACEHOLDER } from '../../../domain/address/phone-mask.ts';
import { filterPersonName } from '../../../domain/input-filters.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { signedIn } from '../../../stores/session.ts';
import { Field } from '../form/Field.tsx';
import { FormAlert } from '../form/FormAlert.tsx';
import { focusFirstInvalid } from '../form/focus-first-invalid.ts';
import { MaskedField } from '../form/MaskedField.tsx';
import { TextField } from '../form/TextField.tsx';
import { useShownErrors } from '../form/use-shown-errors.ts';
import { saveOutcome } from './save-outcome.ts';

type AccountField = keyof AccountFormValues;

/** The form's values from the customer as the API shows them. */
export function accountValues(customer: CustomerView): AccountFormValues {
  return {
    name: customer.name,
    surname: customer.surname,
    email: customer.email,
    phone: customer.phone,
    gender: customer.gender ?? '',
    birthdate: customer.birthdate ?? '',
  };
}

interface Props {
  locale: Locale;
  customer: CustomerView;
}

/**
 * The left form of the account page (SPEC §2 "Account settings", §5 "Account"): name, surname, the
 * read-only email, the masked phone, gender and birthdate; messages on blur and on submit; submit
 * disabled until something changed; saved through POST /accountinfo/settings.
 */
export function AccountInfoForm({ locale, customer }: Props) {
  const [initial, setInitial] = useState(() => accountValues(customer));
  const [values, setValues] = useState(initial);
  const [alert, setAlert] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const check = validateAccount(values, new Date());
  const { errorOf, blur, showAll } = useShownErrors(
    locale,
    check.errors,
    Object.keys(values) as AccountField[],
  );

  // A name keystroke the letters-only filter refused (SPEC §5), said under the field until the next one.
  const [refused, setRefused] = useState<ReadonlySet<AccountField>>(new Set());
  const set = (field: AccountField) => (value: string) => {
    let next = value;
    if (field === 'name' || field === 'surname') {
      next = filterPersonName(value, PERSON_NAME_MAX);
      const dropped = next !== value;
      setRefused((prev) => {
        if (dropped === prev.has(field)) return prev;
        const copy = new Set(prev);
        if (dropped) copy.add(field);
        else copy.delete(field);
        return copy;
      });
    }
    setValues((v) => ({ ...v, [field]: next }));
    setAlert(null);
  };
  const messageOf = (field: 'name' | 'surname') =>
    refused.has(field) ? t(locale, `validation.${field}.letters`) : errorOf(field);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    showAll();
    if (!check.ok) {
      // Each message shows under its field; the first invalid field takes the focus (no second copy in an alert).
      setAlert(null);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setBusy(true);
    const { name, surname, phone, gender, birthdate } = check.value;
    const form = { name, surname, email: values.email, phone, gender, birthdate };
    const outcome = await saveOutcome(locale, () => postAccountInfo(form));
    setBusy(false);
    if (!outcome.ok) {
      setAlert({ ok: false, text: outcome.message });
      return;
    }
    const saved = outcome.data.customer as CustomerView | undefined;
    const next = saved ? accountValues(saved) : values;
    if (saved) signedIn(saved);
    setInitial(next);
    setValues(next);
    setAlert({ ok: true, text: t(locale, 'accountPage.saved') });
  }

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-labelledby="account-info-title">
      <h2 id="account-info-title">{t(locale, 'accountPage.info.title')}</h2>
      <TextField
        id="account-name"
        label={t(locale, 'accountPage.name')}
        value={values.name}
        onChange={set('name')}
        onBlur={blur('name')}
        error={messageOf('name')}
        autoComplete="given-name"
        maxLength={PERSON_NAME_MAX}
      />
      <TextField
        id="account-surname"
        label={t(locale, 'accountPage.surname')}
        value={values.surname}
        onChange={set('surname')}
        onBlur={blur('surname')}
        error={messageOf('surname')}
        autoComplete="family-name"
        maxLength={PERSON_NAME_MAX}
      />
      <TextField
        id="account-email"
        label={t(locale, 'accountPage.email')}
        type="email"
        value={values.email}
        onChange={() => undefined}
        readOnly
        hint={t(locale, 'accountPage.emailHint')}
        hintFirst
        autoComplete="email"
      />
      <MaskedField
        id="account-phone"
        label={t(locale, 'accountPage.phone')}
        type="tel"
        inputMode="tel"
        value={values.phone}
        mask={formatTrPhone}
        onChange={set('phone')}
        onBlur={blur('phone')}
        error={errorOf('phone')}
        placeholder={TR_PHONE_PLACEHOLDER}
        maxLength={TR_PHONE_LENGTH}
        autoComplete="tel"
      />
      <Field id="account-gender" label={t(locale, 'accountPage.gender')}>
        {() => (
          <select
            id="account-gender"
            value={values.gender}
            onChange={(e) => set('gender')(e.currentTarget.value)}
            onBlur={blur('gender')}
            aria-invalid={errorOf('gender') ? true : undefined}
          >
            <option value="">{t(locale, 'validation.account.genderPlaceholder')}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(
                  locale,
                  g === 'male' ? 'validation.account.genderMale' : 'validation.account.genderFemale',
                )}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        id="account-birthdate"
        label={t(locale, 'accountPage.birthdate')}
        type="date"
        value={values.birthdate}
        onChange={set('birthdate')}
        onBlur={blur('birthdate')}
        error={errorOf('birthdate')}
        autoComplete="bday"
      />
      <FormAlert as="div" ok={alert?.ok} text={alert?.text} />
      <button type="submit" className="btn btn-primary" disabled={busy || !formChanged(initial, values)}>
        {t(locale, 'accountPage.save')}
      </button>
    </form>
  );
}
