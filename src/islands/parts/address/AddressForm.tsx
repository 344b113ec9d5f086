import { type SubmitEvent, useId, useRef, useState } from 'react';
import {
  changeCity,
  changeCountry,
  filterAddressInput,
  switchInvoiceType,
} from '../../../domain/address/address-form-state.ts';
import {
  ADDRESS_LIMITS,
  type AddressData,
  type AddressField,
  type AddressFormValues,
  type AddressMode,
  countryCode,
  type InvoiceType,
  selectedKey,
  TURKIYE,
  UNSELECTED,
  validateAddress,
} from '../../../domain/address/address-validation.ts';
import {
  FOREIGN_PHONE_MAX,
  phoneForCountry,
  TR_PHONE_LENGTH,
  TR_PHONE_PLACEHOLDER,
} from '../../../domain/address/phone-mask.ts';
import { KVKK_PATH, localePath } from '../../../domain/site-paths.ts';
import { type Locale, type TextKey, t } from '../../../i18n/index.ts';
import { useCaretToEnd } from '../use-caret-to-end.ts';
import { FieldShell } from './FieldShell.tsx';
import { scrollToInContainer } from './smooth-scroll.ts';
import { useCities, useCountries, useDistricts } from './use-reference-data.ts';

interface Props {
  locale: Locale;
  mode: AddressMode;
  initial: AddressFormValues;
  /** The shop's tcknVknKontrol setting: check the T.C. Kimlik No and Vergi Kimlik No checksums. */
  checkIdentityNumbers: boolean;
  /** Saves the validated address; resolves with the server's message, or null once saved. */
  onSave: (address: AddressData) => Promise<string | null>;
  onCancel: () => void;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

// The order fields are checked in, and focused in after a failed submit.
const FIELD_ORDER: readonly AddressField[] = [
  'addressTitle',
  'name',
  'country',
  'city',
  'town',
  'address',
  'number',
  'invoiceType',
  'idNumber',
  'companyName',
  'taxOffice',
  'taxNumber',
];

/**
 * The address add and edit form (SPEC §5): every rule of address-validation.ts, errors shown once a
 * field is left and all of them on submit, which is blocked while any check fails. Typing is filtered
 * (letters-only name, the +90 phone mask for Türkiye, '+' and digits elsewhere); the country, province
 * and district selects read the reference data; switching the invoice type clears the other type's
 * fields. A server error shows in an alert inside the form.
 */
export function AddressForm({
  locale,
  mode,
  initial,
  checkIdentityNumbers,
  onSave,
  onCancel,
  labelledBy,
}: Props) {
  const id = useId();
  const fieldId = (field: AddressField) => `${id}-${field}`;
  const [values, setValues] = useState<AddressFormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // SPEC §9: a tap on a masked field (phone, ID, tax number) puts the caret at its end.
  const caretToEnd = useCaretToEnd();
  const alertRef = useRef<HTMLParagraphElement>(null);

  const inTurkiye = countryCode(values.country) === TURKIYE;
  const cityKey = selectedKey(values.city);
  const countries = useCountries();
  const cities = useCities(inTurkiye);
  const districts = useDistricts(inTurkiye ? cityKey : undefined);

  const validation = validateAddress(values, { mode, checkIdentityNumbers });
  const errorOf = (field: AddressField): string | null => {
    const key = validation.errors[field];
    return key && (submitted || touched.has(field)) ? t(locale, key as TextKey) : null;
  };
  const leave = (field: AddressField) => () =>
    setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  const type = (field: AddressField) => (raw: string) =>
    setValues((prev) => ({
      ...prev,
      [field]: filterAddressInput(field, raw, { country: prev.country, mode }),
    }));

  const onCountry = (country: string) =>
    setValues((prev) => {
      const next = changeCountry(prev, country);
      // The phone follows the new country's format, and is emptied when it cannot mean the same line.
      const wasTurkiye = countryCode(prev.country) === TURKIYE;
      const isTurkiye = countryCode(country) === TURKIYE;
      return { ...next, number: phoneForCountry(prev.number, wasTurkiye, isTurkiye) };
    });

  function scrollTo(element: HTMLElement | null) {
    const container = formRef.current?.closest('dialog');
    if (element && container instanceof HTMLElement) scrollToInContainer(container, element);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setServerError(null);
    if (!validation.ok) {
      const first = FIELD_ORDER.find((field) => validation.errors[field]);
      const element = first ? document.getElementById(fieldId(first)) : null;
      scrollTo(element);
      element?.focus({ preventScroll: true });
      return;
    }
    setBusy(true);
    const message = await onSave(validation.value);
    setBusy(false);
    if (message !== null) {
      setServerError(message);
      requestAnimationFrame(() => scrollTo(alertRef.current));
    }
  }

  const select = t(locale, 'common.select');
  const countryName = (c: { name: string; name_en: string }) => (locale === 'tr' ? c.name : c.name_en);
  const invoiceType = values.invoiceType as InvoiceType;

  return (
    <form ref={formRef} className="address-form" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <div className="form-row">
        <FieldShell
          id={fieldId('addressTitle')}
          label={t(locale, 'addressBook.field.addressTitle')}
          error={errorOf('addressTitle')}
        >
          {(aria) => (
            <input
              id={fieldId('addressTitle')}
              name="addressTitle"
              type="text"
              autoComplete="off"
              maxLength={ADDRESS_LIMITS.titleMax}
              value={values.addressTitle}
              onChange={(e) => type('addressTitle')(e.target.value)}
              onBlur={leave('addressTitle')}
              {...aria}
            />
          )}
        </FieldShell>
        <FieldShell id={fieldId('name')} label={t(locale, 'addressBook.field.name')} error={errorOf('name')}>
          {(aria) => (
            <input
              id={fieldId('name')}
              name="name"
              type="text"
              autoComplete="name"
              maxLength={ADDRESS_LIMITS.nameMax}
              value={values.name}
              onChange={(e) => type('name')(e.target.value)}
              onBlur={leave('name')}
              {...aria}
            />
          )}
        </FieldShell>
      </div>

      <FieldShell
        id={fieldId('country')}
        label={t(locale, 'addressBook.field.country')}
        error={errorOf('country')}
      >
        {(aria) => (
          <select
            id={fieldId('country')}
            name="country"
            autoComplete="country"
            value={countryCode(values.country)}
            onChange={(e) => onCountry(e.target.value)}
            onBlur={leave('country')}
            {...aria}
          >
            {countries === null ? (
              <option value={countryCode(values.country)}>{countryCode(values.country)}</option>
            ) : (
              countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {countryName(c)}
                </option>
              ))
            )}
          </select>
        )}
      </FieldShell>

      {inTurkiye && (
        <div className="form-row">
          <FieldShell
            id={fieldId('city')}
            label={t(locale, 'addressBook.field.city')}
            error={errorOf('city')}
          >
            {(aria) => (
              <select
                id={fieldId('city')}
                name="city"
                value={String(cityKey ?? UNSELECTED)}
                onChange={(e) => setValues((prev) => changeCity(prev, e.target.value))}
                onBlur={leave('city')}
                {...aria}
              >
                {(cities ?? [{ sehir_key: 0, sehir_title: select }]).map((c) => (
                  <option key={c.sehir_key} value={String(c.sehir_key)}>
                    {c.sehir_key === 0 ? select : c.sehir_title}
                  </option>
                ))}
                {cities === null && cityKey !== undefined && (
                  <option value={String(cityKey)}>{cityKey}</option>
                )}
              </select>
            )}
          </FieldShell>
          <FieldShell
            id={fieldId('town')}
            label={t(locale, 'addressBook.field.town')}
            error={errorOf('town')}
          >
            {(aria) => {
              const townKey = selectedKey(values.town);
              return (
                <select
                  id={fieldId('town')}
                  name="town"
                  value={String(townKey ?? UNSELECTED)}
                  onChange={(e) => setValues((prev) => ({ ...prev, town: e.target.value }))}
                  onBlur={leave('town')}
                  {...aria}
                >
                  {(districts ?? [{ ilce_key: 0, ilce_title: select }]).map((d) => (
                    <option key={d.ilce_key} value={String(d.ilce_key)}>
                      {d.ilce_key === 0 ? select : d.ilce_title}
                    </option>
                  ))}
                  {districts === null && townKey !== undefined && (
                    <option value={String(townKey)}>{townKey}</option>
                  )}
                </select>
              );
            }}
          </FieldShell>
        </div>
      )}

      <FieldShell
        id={fieldId('address')}
        label={t(locale, 'addressBook.field.address')}
        error={errorOf('address')}
      >
        {(aria) => (
          <textarea
            id={fieldId('address')}
            name="address"
            rows={3}
            autoComplete="street-address"
            maxLength={ADDRESS_LIMITS.addressMax}
            value={values.address}
            onChange={(e) => type('address')(e.target.value)}
            onBlur={leave('address')}
            {...aria}
          />
        )}
      </FieldShell>

      <FieldShell
        id={fieldId('number')}
        label={t(locale, 'addressBook.field.number')}
        hint={t(locale, inTurkiye ? 'addressBook.phoneHint' : 'addressBook.foreignPhoneHint')}
        error={errorOf('number')}
      >
        {(aria) => (
          <input
            id={fieldId('number')}
            name="number"
            type="tel"
            inputMode={inTurkiye ? 'numeric' : 'tel'}
            autoComplete="tel"
            placeholder={inTurkiye ? TR_PHONE_PLACEHOLDER : undefined}
            maxLength={inTurkiye ? TR_PHONE_LENGTH : FOREIGN_PHONE_MAX}
            value={values.number}
            onChange={(e) => type('number')(e.target.value)}
            onBlur={leave('number')}
            {...caretToEnd}
            {...aria}
          />
        )}
      </FieldShell>

      {inTurkiye && (
        <fieldset className="invoice-type">
          <legend>{t(locale, 'addressBook.field.invoiceType')}</legend>
          {(['bireysel', 'kurumsal'] as const).map((option) => (
            <label key={option} className="invoice-type-option">
              <input
                type="radio"
                name={`${id}-invoiceType`}
                value={option}
                checked={invoiceType === option}
                onChange={() => setValues((prev) => switchInvoiceType(prev, option))}
              />
              {t(locale, `addressBook.invoice.${option}`)}
            </label>
          ))}
        </fieldset>
      )}

      {inTurkiye && invoiceType === 'bireysel' && (
        <FieldShell
          id={fieldId('idNumber')}
          label={t(locale, 'addressBook.field.idNumber')}
          error={errorOf('idNumber')}
        >
          {(aria) => (
            <input
              id={fieldId('idNumber')}
              name="idNumber"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={ADDRESS_LIMITS.idNumberLength}
              value={values.idNumber}
              onChange={(e) => type('idNumber')(e.target.value)}
              onBlur={leave('idNumber')}
              {...caretToEnd}
              {...aria}
            />
          )}
        </FieldShell>
      )}

      {inTurkiye && invoiceType === 'kurumsal' && (
        <>
          <FieldShell
            id={fieldId('companyName')}
            label={t(locale, 'addressBook.field.companyName')}
            error={errorOf('companyName')}
          >
            {(aria) => (
              <input
                id={fieldId('companyName')}
                name="companyName"
                type="text"
                autoComplete="organization"
                maxLength={ADDRESS_LIMITS.companyNameMax}
                value={values.companyName}
                onChange={(e) => type('companyName')(e.target.value)}
                onBlur={leave('companyName')}
                {...aria}
              />
            )}
          </FieldShell>
          <div className="form-row">
            <FieldShell
              id={fieldId('taxOffice')}
              label={t(locale, 'addressBook.field.taxOffice')}
              error={errorOf('taxOffice')}
            >
              {(aria) => (
                <input
                  id={fieldId('taxOffice')}
                  name="taxOffice"
                  type="text"
                  autoComplete="off"
                  maxLength={ADDRESS_LIMITS.taxOfficeMax}
                  value={values.taxOffice}
                  onChange={(e) => type('taxOffice')(e.target.value)}
                  onBlur={leave('taxOffice')}
                  {...aria}
                />
              )}
            </FieldShell>
            <FieldShell
              id={fieldId('taxNumber')}
              label={t(locale, 'addressBook.field.taxNumber')}
              error={errorOf('taxNumber')}
            >
              {(aria) => (
                <input
                  id={fieldId('taxNumber')}
                  name="taxNumber"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={ADDRESS_LIMITS.taxNumberLength}
                  value={values.taxNumber}
                  onChange={(e) => type('taxNumber')(e.target.value)}
                  onBlur={leave('taxNumber')}
                  {...caretToEnd}
                  {...aria}
                />
              )}
            </FieldShell>
          </div>
        </>
      )}

      <p className="address-kvkk">
        {t(locale, 'addressBook.kvkkBefore')}{' '}
        <a href={localePath(locale, KVKK_PATH)} target="_blank" rel="noopener">
          {t(locale, 'addressBook.kvkkLink')}
          <span className="visually-hidden"> {t(locale, 'addressBook.newWindow')}</span>
        </a>
        {t(locale, 'addressBook.kvkkAfter')}
      </p>

      {serverError && (
        <p ref={alertRef} role="alert" className="alert alert-error">
          {serverError}
        </p>
      )}

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
