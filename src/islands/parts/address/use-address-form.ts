import { type SubmitEvent, useId, useRef, useState } from 'react';
import {
  changeCity,
  changeCountry,
  filterAddressInput,
  switchInvoiceType,
} from '../../../domain/address/address-form-state.ts';
import {
  type AddressData,
  type AddressErrors,
  type AddressField,
  type AddressFormValues,
  type AddressMode,
  countryCode,
  type InvoiceType,
  TURKIYE,
  validateAddress,
} from '../../../domain/address/address-validation.ts';
import { phoneForCountry } from '../../../domain/address/phone-mask.ts';
import type { Locale } from '../../../i18n/index.ts';
import { firstFailing } from '../form/shown-errors.ts';
import { useShownErrors } from '../form/use-shown-errors.ts';
import { scrollToInContainer } from './smooth-scroll.ts';

export interface AddressFormOptions {
  locale: Locale;
  mode: AddressMode;
  initial: AddressFormValues;
  /** The shop's tcknVknKontrol setting: check the T.C. Kimlik No and Vergi Kimlik No checksums. */
  checkIdentityNumbers: boolean;
  /** Saves the validated address; resolves with the server's message, or null once saved. */
  onSave: (address: AddressData) => Promise<string | null>;
}

/** The text fields of the form, each bound by `bind`. */
type TextField = Exclude<AddressField, 'country' | 'city' | 'town' | 'invoiceType'>;

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
 * The address form's state (SPEC §5): the values, every rule of address-validation.ts with errors
 * shown once a field is left and all of them on submit (then the first failing field is scrolled to
 * and focused), typing filtered per field, the country, city and invoice type changes of
 * address-form-state.ts, and the save with the server's message in an alert scrolled into view.
 */
export function useAddressForm({ locale, mode, initial, checkIdentityNumbers, onSave }: AddressFormOptions) {
  const id = useId();
  const fieldId = (field: AddressField) => `${id}-${field}`;
  const [values, setValues] = useState<AddressFormValues>(initial);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement & HTMLDivElement>(null);

  const validation = validateAddress(values, { mode, checkIdentityNumbers });
  const errors: AddressErrors = validation.errors;
  const { errorOf, blur, showAll } = useShownErrors(locale, errors, FIELD_ORDER);
  const inTurkiye = countryCode(values.country) === TURKIYE;

  const type = (field: AddressField) => (raw: string) =>
    setValues((prev) => ({
      ...prev,
      [field]: filterAddressInput(field, raw, { country: prev.country, mode }),
    }));
  /** The props every text field repeats: id, name, value, typing, leaving and its message. */
  const bind = (field: TextField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: type(field),
    onBlur: blur(field),
    error: errorOf(field),
    announce: false,
  });

  const onCountry = (country: string) =>
    setValues((prev) => {
      const next = changeCountry(prev, country);
      // The phone follows the new country's format, and is emptied when it cannot mean the same line.
      const wasTurkiye = countryCode(prev.country) === TURKIYE;
      const isTurkiye = countryCode(country) === TURKIYE;
      return { ...next, number: phoneForCountry(prev.number, wasTurkiye, isTurkiye) };
    });
  const onCity = (city: string) => setValues((prev) => changeCity(prev, city));
  const onTown = (town: string) => setValues((prev) => ({ ...prev, town }));
  const onInvoiceType = (option: InvoiceType) => setValues((prev) => switchInvoiceType(prev, option));

  function scrollTo(element: HTMLElement | null) {
    const container = formRef.current?.closest('dialog');
    if (element && container instanceof HTMLElement) scrollToInContainer(container, element);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    showAll();
    setServerError(null);
    if (!validation.ok) {
      const first = firstFailing(FIELD_ORDER, errors);
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

  return {
    id,
    fieldId,
    values,
    inTurkiye,
    errorOf,
    blur,
    bind,
    onCountry,
    onCity,
    onTown,
    onInvoiceType,
    busy,
    serverError,
    formRef,
    alertRef,
    onSubmit,
  };
}

/** The address form's state and handlers, as its parts read them. */
export type AddressFormState = ReturnType<typeof useAddressForm>;
