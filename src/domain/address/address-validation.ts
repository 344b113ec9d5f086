/**
 * The address form rules of SPEC §5 (add and edit), shared by the React form (on blur, on submit) and
 * the API. Input: the form values as plain strings. Output: text keys per failing field, or the
 * normalised Address of SPEC §3 to save.
 *
 * Identifiers: the country is its ISO 3166 two-letter code ('TR' is Türkiye, any case accepted);
 * the city is its province key (plate code 1 to 81) and the town its district key (ilce_key), each
 * as a string or a number. '0', '' and 'Seçin' mean "not chosen". The saved Address holds the keys as
 * decimal strings ('34', '1103').
 */
import { isPersonName, normalisePersonName } from '../input-filters.ts';
import { charCount, type FieldErrors, settle, type Validation } from '../validation-result.ts';
import { isTcKimlikNo, isVergiKimlikNo } from './national-id.ts';
import { isForeignPhone, isTrPhone } from './phone-mask.ts';

/** ISO code of Türkiye, the one country with the full rules. */
export const TURKIYE = 'TR';
// A stored data value fixed by SPEC §3 (the select's placeholder saved as data), not a display text:
// screens show t(locale, 'common.select') instead.
/** What non-Türkiye addresses save as city, town, company name and tax office. */
export const SELECT_PLACEHOLDER = 'Seçin';
/** The value of the 'Seçin' option of the city and district selects. */
export const UNSELECTED = '0';
/** National ID sent when the address has no 11-digit ID (corporate, or outside Türkiye). */
export const FILLER_ID_NUMBER = '11111111111';
/** Tax number saved for addresses outside Türkiye. */
export const FILLER_TAX_NUMBER = '1111111111';

/**
 * The numbers of SPEC §9 "Field limits" for addresses, applied on add and on edit alike (the old
 * product's edit form had no maximum: a defect, not a rule). The maxima of the address text, the
 * company name and the tax office and the size of the address book are ours: the spec gives none.
 */
export const ADDRESS_LIMITS = {
  titleMax: 50,
  nameMax: 50,
  addressMin: 10,
  addressMax: 250,
  companyNameMax: 150,
  taxOfficeMax: 50,
  idNumberLength: 11,
  taxNumberLength: 10,
  provinceKeyMax: 81,
  /** The most addresses one customer keeps. */
  perCustomerMax: 20,
} as const;

/** Which form is validated: 'add' and 'edit' differ in some messages of SPEC §5. */
export type AddressMode = 'add' | 'edit';
/** Invoice types: individual and corporate. */
export const INVOICE_TYPES = ['bireysel', 'kurumsal'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** The address form as typed or as posted: strings, with city and town keys possibly numbers. */
export interface AddressFormValues {
  readonly addressTitle: string;
  readonly name: string;
  readonly country: string;
  readonly city: string | number;
  readonly town: string | number;
  readonly address: string;
  readonly number: string;
  readonly idNumber: string;
  readonly companyName: string;
  readonly taxOffice: string;
  readonly taxNumber: string;
  readonly invoiceType: string;
}
export type AddressField = keyof AddressFormValues;

/** The Address of SPEC §3 as saved (without its id), every field normalised. */
export interface AddressData {
  readonly addressTitle: string;
  readonly name: string;
  readonly country: string;
  readonly city: string;
  readonly town: string;
  readonly address: string;
  readonly number: string;
  readonly idNumber: string;
  readonly companyName: string;
  readonly taxOffice: string;
  readonly taxNumber: string;
  readonly invoiceType: InvoiceType;
}

/** Text keys the address form can report. */
export type AddressErrorKey =
  | 'validation.required'
  | 'validation.name'
  | 'validation.phoneInvalid'
  | 'validation.phoneRequired'
  | 'validation.address.title'
  | 'validation.address.country'
  | 'validation.address.city'
  | 'validation.address.town'
  | 'validation.address.address'
  | 'validation.address.addressMin'
  | 'validation.address.addressMax'
  | 'validation.address.companyNameMax'
  | 'validation.address.taxOfficeMax'
  | 'validation.address.tckn'
  | 'validation.address.vkn';
export type AddressErrors = FieldErrors<AddressField, AddressErrorKey>;
export type AddressValidation = Validation<AddressField, AddressErrorKey, AddressData>;

/** How to validate: the mode, and on the server the reference data checks the browser may skip. */
export interface AddressValidationOptions {
  readonly mode: AddressMode;
  /** Whether a country code is one the shop knows (reference data); any two letters pass without it. */
  readonly isKnownCountry?: (code: string) => boolean;
  /** Whether a district key belongs to a province key (reference data); any positive key passes without it. */
  readonly isTownOfCity?: (cityKey: number, townKey: number) => boolean;
  /**
   * Beyond SPEC §5: check the T.C. Kimlik No and Vergi Kimlik No checksums of Türkiye addresses
   * (the shop's tcknVknKontrol setting). Never applied outside Türkiye, whose fillers would fail.
   */
  readonly checkIdentityNumbers?: boolean;
}

/** Whether a value is one of the two invoice types. */
export function isInvoiceType(value: unknown): value is InvoiceType {
  return value === 'bireysel' || value === 'kurumsal';
}

/** The ISO code of a country field, upper-cased; '' when it is not two letters. */
export function countryCode(value: string): string {
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : '';
}

/** The key chosen in a city or district select as a number; undefined for 'Seçin', 0, '' or garbage. */
export function selectedKey(value: string | number): number | undefined {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return undefined;
  const key = Number(text);
  return key > 0 && Number.isSafeInteger(key) ? key : undefined;
}

/** Validates an address form; errors per field, or the normalised address to save. */
export function validateAddress(
  values: AddressFormValues,
  options: AddressValidationOptions,
): AddressValidation {
  const add = options.mode === 'add';
  const errors: AddressErrors = {};

  const title = values.addressTitle.trim();
  if (title === '' || charCount(title) > ADDRESS_LIMITS.titleMax) {
    errors.addressTitle = 'validation.address.title';
  }
  const name = normalisePersonName(values.name);
  if (!isPersonName(name) || charCount(name) > ADDRESS_LIMITS.nameMax) errors.name = 'validation.name';

  const country = countryCode(values.country);
  if (country === '' || (options.isKnownCountry && !options.isKnownCountry(country))) {
    errors.country = 'validation.address.country';
  }
  const inTurkiye = country === TURKIYE;

  const phone = values.number.trim();
  if (!(inTurkiye ? isTrPhone(phone) : isForeignPhone(phone))) {
    errors.number = add ? 'validation.phoneInvalid' : 'validation.phoneRequired';
  }

  const city = selectedKey(values.city);
  const town = selectedKey(values.town);
  if (inTurkiye) {
    if (city === undefined || city > ADDRESS_LIMITS.provinceKeyMax) errors.city = 'validation.address.city';
    if (
      town === undefined ||
      (city !== undefined && options.isTownOfCity && !options.isTownOfCity(city, town))
    ) {
      errors.town = 'validation.address.town';
    }
  }

  const address = values.address.trim();
  if (charCount(address) < ADDRESS_LIMITS.addressMin) {
    errors.address = add ? 'validation.address.addressMin' : 'validation.address.address';
  } else if (charCount(address) > ADDRESS_LIMITS.addressMax) {
    errors.address = 'validation.address.addressMax';
  }

  const invoiceType = values.invoiceType;
  if (!isInvoiceType(invoiceType)) errors.invoiceType = 'validation.required';

  const idNumber = values.idNumber.trim();
  const companyName = values.companyName.trim();
  const taxOffice = values.taxOffice.trim();
  const taxNumber = values.taxNumber.trim();
  const checksums = options.checkIdentityNumbers === true;
  if (inTurkiye && invoiceType === 'bireysel') {
    if (!/^\d{11}$/.test(idNumber)) errors.idNumber = 'validation.required';
    else if (checksums && !isTcKimlikNo(idNumber)) errors.idNumber = 'validation.address.tckn';
  }
  if (inTurkiye && invoiceType === 'kurumsal') {
    if (companyName === '') errors.companyName = 'validation.required';
    else if (charCount(companyName) > ADDRESS_LIMITS.companyNameMax)
      errors.companyName = 'validation.address.companyNameMax';
    if (taxOffice === '') errors.taxOffice = 'validation.required';
    else if (charCount(taxOffice) > ADDRESS_LIMITS.taxOfficeMax)
      errors.taxOffice = 'validation.address.taxOfficeMax';
    if (!/^\d{10}$/.test(taxNumber)) errors.taxNumber = 'validation.required';
    else if (checksums && !isVergiKimlikNo(taxNumber)) errors.taxNumber = 'validation.address.vkn';
  }

  return settle(errors, (): AddressData => {
    const common = {
      addressTitle: title,
      name,
      country,
      address,
      number: phone,
      invoiceType: invoiceType as InvoiceType,
    };
    if (!inTurkiye) {
      return {
        ...common,
        city: SELECT_PLACEHOLDER,
        town: SELECT_PLACEHOLDER,
        idNumber: FILLER_ID_NUMBER,
        companyName: SELECT_PLACEHOLDER,
        taxOffice: SELECT_PLACEHOLDER,
        taxNumber: FILLER_TAX_NUMBER,
      };
    }
    const place = { city: String(city), town: String(town) };
    // Only the chosen type's fields are kept, so stale values of the other type are never saved.
    return common.invoiceType === 'bireysel'
      ? { ...common, ...place, idNumber, companyName: '', taxOffice: '', taxNumber: '' }
      : { ...common, ...place, idNumber: FILLER_ID_NUMBER, companyName, taxOffice, taxNumber };
  });
}
