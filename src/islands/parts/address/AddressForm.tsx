import { ADDRESS_LIMITS } from '../../../domain/address/address-validation.ts';
import {
  FOREIGN_PHONE_MAX,
  TR_PHONE_LENGTH,
  TR_PHONE_PLACEHOLDER,
} from '../../../domain/address/phone-mask.ts';
import { KVKK_PATH, localePath } from '../../../domain/site-paths.ts';
import { t } from '../../../i18n/index.ts';
import { Field } from '../form/Field.tsx';
import { FormAlert } from '../form/FormAlert.tsx';
import { MaskedField } from '../form/MaskedField.tsx';
import { TextField } from '../form/TextField.tsx';
import { AddressPlaceFields } from './AddressPlaceFields.tsx';
import { InvoiceFields } from './InvoiceFields.tsx';
import { type AddressFormOptions, useAddressForm } from './use-address-form.ts';

interface Props extends AddressFormOptions {
  onCancel: () => void;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The address add and edit form (SPEC §5): every rule of address-validation.ts, errors shown once a
 * field is left and all of them on submit, which is blocked while any check fails. Typing is filtered
 * (letters-only name, the +90 phone mask for Türkiye, '+' and digits elsewhere); the country, province
 * and district selects read the reference data; switching the invoice type clears the other type's
 * fields. A server error shows in an alert inside the form.
 */
export function AddressForm({ onCancel, labelledBy, ...options }: Props) {
  const { locale } = options;
  const form = useAddressForm(options);
  const { bind, inTurkiye, busy } = form;
  const address = bind('address');

  return (
    <form
      ref={form.formRef}
      className="address-form"
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={labelledBy}
    >
      <div className="form-row">
        <TextField
          {...bind('addressTitle')}
          label={t(locale, 'addressBook.field.addressTitle')}
          autoComplete="off"
          maxLength={ADDRESS_LIMITS.titleMax}
        />
        <TextField
          {...bind('name')}
          label={t(locale, 'addressBook.field.name')}
          autoComplete="name"
          maxLength={ADDRESS_LIMITS.nameMax}
        />
      </div>

      <AddressPlaceFields locale={locale} form={form} />

      <Field
        id={address.id}
        label={t(locale, 'addressBook.field.address')}
        error={address.error}
        announce={false}
      >
        {(aria) => (
          <textarea
            id={address.id}
            name="address"
            rows={3}
            autoComplete="street-address"
            maxLength={ADDRESS_LIMITS.addressMax}
            value={address.value}
            onChange={(e) => address.onChange(e.target.value)}
            onBlur={address.onBlur}
            {...aria}
          />
        )}
      </Field>

      <MaskedField
        {...bind('number')}
        label={t(locale, 'addressBook.field.number')}
        hint={t(locale, inTurkiye ? 'addressBook.phoneHint' : 'addressBook.foreignPhoneHint')}
        type="tel"
        inputMode={inTurkiye ? 'numeric' : 'tel'}
        autoComplete="tel"
        placeholder={inTurkiye ? TR_PHONE_PLACEHOLDER : undefined}
        maxLength={inTurkiye ? TR_PHONE_LENGTH : FOREIGN_PHONE_MAX}
      />

      {inTurkiye && <InvoiceFields locale={locale} form={form} />}

      <p className="address-kvkk">
        {t(locale, 'addressBook.kvkkBefore')}{' '}
        <a href={localePath(locale, KVKK_PATH)} target="_blank" rel="noopener">
          {t(locale, 'addressBook.kvkkLink')}
          <span className="visually-hidden"> {t(locale, 'addressBook.newWindow')}</span>
        </a>
        {t(locale, 'addressBook.kvkkAfter')}
      </p>

      <FormAlert ref={form.alertRef} text={form.serverError} />

      <div className="modal-actions address-form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t(locale, 'addressBook.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {t(locale, busy ? 'addressBook.saving' : 'addressBook.save')}
        </button>
      </div>
    </form>
  );
}
