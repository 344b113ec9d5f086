/**
 * The address create and edit calls send their fields under the multipart names of SPEC §3.
 * The invoice type has no field of its own there: it is inferred from the company fields.
 */
import {
  type AddressData,
  type AddressFormValues,
  FILLER_TAX_NUMBER,
  type InvoiceType,
  SELECT_PLACEHOLDER,
} from './address-validation.ts';

/** Address field name → multipart field name, exactly as SPEC §3 lists them. */
export const ADDRESS_MULTIPART_NAMES = {
  addressTitle: 'property_address_title',
  name: 'property_name',
  country: 'property_country',
  city: 'property_city',
  town: 'property_town',
  address: 'property_address',
  number: 'property_number',
  idNumber: 'property_id_number',
  companyName: 'property_company_name',
  taxNumber: 'property_tax_number',
  taxOffice: 'property_tax_office',
} as const satisfies Record<Exclude<keyof AddressData, 'invoiceType'>, string>;

type MappedField = keyof typeof ADDRESS_MULTIPART_NAMES;
/** One of the eleven property_* field names. */
export type AddressMultipartName = (typeof ADDRESS_MULTIPART_NAMES)[MappedField];
/** An address as the multipart body of the create and edit calls. */
export type AddressMultipart = Record<AddressMultipartName, string>;

const MAPPED_FIELDS = Object.keys(ADDRESS_MULTIPART_NAMES) as MappedField[];

/** The multipart fields to send for a validated address (each tax value under its own name). */
export function addressToMultipart(address: AddressData): AddressMultipart {
  const out: Partial<AddressMultipart> = {};
  for (const field of MAPPED_FIELDS) out[ADDRESS_MULTIPART_NAMES[field]] = address[field];
  return out as AddressMultipart;
}

/** Which invoice type posted fields describe: corporate when any company field holds a real value. */
export function inferInvoiceType(
  values: Pick<AddressFormValues, 'companyName' | 'taxOffice' | 'taxNumber'>,
): InvoiceType {
  const real = (value: string, filler: string): boolean => value.trim() !== '' && value.trim() !== filler;
  return real(values.companyName, SELECT_PLACEHOLDER) ||
    real(values.taxOffice, SELECT_PLACEHOLDER) ||
    real(values.taxNumber, FILLER_TAX_NUMBER)
    ? 'kurumsal'
    : 'bireysel';
}

/** The form values carried by a posted multipart body (missing or non-text parts read as ''), ready to validate. */
export function addressValuesFromMultipart(body: Readonly<Record<string, unknown>>): AddressFormValues {
  const read = (field: MappedField): string => {
    const part = body[ADDRESS_MULTIPART_NAMES[field]];
    return typeof part === 'string' ? part : '';
  };
  const values = {
    addressTitle: read('addressTitle'),
    name: read('name'),
    country: read('country'),
    city: read('city'),
    town: read('town'),
    address: read('address'),
    number: read('number'),
    idNumber: read('idNumber'),
    companyName: read('companyName'),
    taxOffice: read('taxOffice'),
    taxNumber: read('taxNumber'),
  };
  return { ...values, invoiceType: inferInvoiceType(values) };
}
