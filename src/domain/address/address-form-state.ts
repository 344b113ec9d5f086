/**
 * The address form's state transitions of SPEC §4 and what each field accepts while typing.
 * Pure: each takes the current values and returns the next ones.
 */

import { filterDigits, filterPersonName } from '../input-filters.ts';
import {
  ADDRESS_LIMITS,
  type AddressData,
  type AddressField,
  type AddressFormValues,
  type AddressMode,
  countryCode,
  FILLER_ID_NUMBER,
  FILLER_TAX_NUMBER,
  type InvoiceType,
  SELECT_PLACEHOLDER,
  TURKIYE,
  UNSELECTED,
} from './address-validation.ts';
import { filterForeignPhone, formatTrPhone } from './phone-mask.ts';

/** A blank add form: Türkiye, nothing chosen, individual invoice. */
export function emptyAddressForm(): AddressFormValues {
  return {
    addressTitle: '',
    name: '',
    country: TURKIYE,
    city: UNSELECTED,
    town: UNSELECTED,
    address: '',
    number: '',
    idNumber: '',
    companyName: '',
    taxOffice: '',
    taxNumber: '',
    invoiceType: 'bireysel',
  };
}

/** Switches the invoice type, clearing the fields of the type left behind. */
export function switchInvoiceType(values: AddressFormValues, type: InvoiceType): AddressFormValues {
  if (values.invoiceType === type) return values;
  return type === 'bireysel'
    ? { ...values, invoiceType: type, companyName: '', taxOffice: '', taxNumber: '' }
    : { ...values, invoiceType: type, idNumber: '' };
}

/** Changes the country; moving to Türkiye resets city and district to 'Seçin'. */
export function changeCountry(values: AddressFormValues, country: string): AddressFormValues {
  const next = { ...values, country };
  if (countryCode(country) === TURKIYE && countryCode(values.country) !== TURKIYE) {
    return { ...next, city: UNSELECTED, town: UNSELECTED };
  }
  return next;
}

/** Changes the city; the district list depends on it, so the district goes back to 'Seçin'. */
export function changeCity(values: AddressFormValues, city: string | number): AddressFormValues {
  if (String(values.city) === String(city)) return values;
  return { ...values, city, town: UNSELECTED };
}

/** The first max characters (code points) of a text, as an input's maxLength keeps them. */
function cut(raw: string, max: number): string {
  return [...raw].slice(0, max).join('');
}

/** What a field holds after the shopper types or pastes raw text into it; the limits hold on add and edit alike. */
export function filterAddressInput(
  field: AddressField,
  raw: string,
  context: { readonly country: string; readonly mode: AddressMode },
): string {
  switch (field) {
    case 'addressTitle':
      return cut(raw, ADDRESS_LIMITS.titleMax);
    case 'name':
      return filterPersonName(raw, ADDRESS_LIMITS.nameMax);
    case 'address':
      return cut(raw, ADDRESS_LIMITS.addressMax);
    case 'companyName':
      return cut(raw, ADDRESS_LIMITS.companyNameMax);
    case 'taxOffice':
      return cut(raw, ADDRESS_LIMITS.taxOfficeMax);
    case 'number':
      return countryCode(context.country) === TURKIYE ? formatTrPhone(raw) : filterForeignPhone(raw);
    case 'idNumber':
      return filterDigits(raw, ADDRESS_LIMITS.idNumberLength);
    case 'taxNumber':
      return filterDigits(raw, ADDRESS_LIMITS.taxNumberLength);
    default:
      return raw;
  }
}

/** The edit form's starting values for a saved address: placeholders and fillers shown as empty fields. */
export function formValuesFromAddress(address: AddressData): AddressFormValues {
  const blankIf = (value: string, filler: string): string => (value === filler ? '' : value);
  const keyOrUnselected = (value: string): string => (value === SELECT_PLACEHOLDER ? UNSELECTED : value);
  return {
    ...address,
    city: keyOrUnselected(address.city),
    town: keyOrUnselected(address.town),
    idNumber: blankIf(address.idNumber, FILLER_ID_NUMBER),
    companyName: blankIf(address.companyName, SELECT_PLACEHOLDER),
    taxOffice: blankIf(address.taxOffice, SELECT_PLACEHOLDER),
    taxNumber: blankIf(address.taxNumber, FILLER_TAX_NUMBER),
  };
}
