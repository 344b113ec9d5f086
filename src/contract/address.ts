/**
 * The address book as the API answers it (GET /address, POST /address, POST /address/{id}): the
 * SPEC §3 address fields, plus the names of the country, city and town the codes stand for.
 */

/** An address as the API answers it: SPEC §3 fields, plus the names of its country, city and town. */
export interface AddressView {
  id: number;
  addressTitle: string;
  name: string;
  country: string;
  countryName: string;
  city: string;
  cityName: string;
  town: string;
  townName: string;
  address: string;
  number: string;
  invoiceType: string;
  idNumber: string;
  companyName: string;
  taxOffice: string;
  taxNumber: string;
}

/** POST /address (201) and POST /address/{id}: the saved address. */
export interface AddressSavedAnswer {
  success: true;
  address: AddressView;
}

/**
 * POST /address and POST /address/{id} (SPEC §7): the multipart property_* fields. Their names are
 * the domain's (ADDRESS_MULTIPART_NAMES, src/domain/address/address-multipart.ts), where the form's
 * values are mapped to them and read back from them; the contract names them for both sides.
 */
export type {
  AddressMultipart as AddressForm,
  AddressMultipartName as AddressFormField,
} from '../domain/address/address-multipart.ts';

/** POST /post_address (SPEC §7): the checkout's delivery and invoice address ids. */
export interface CheckoutAddressesForm {
  teslimat_address_id: string;
  fatura_address_id: string;
}
