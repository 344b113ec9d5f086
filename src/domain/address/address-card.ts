/**
 * What an address card shows (SPEC §2 Address book): title, name, address, town / city / country for
 * Türkiye or the country alone elsewhere, phone, and the ID number (individual) or the company name,
 * tax office and tax number (corporate). The 'Seçin' placeholder and the filler numbers of SPEC §3
 * are not data and never show.
 */
import {
  countryCode,
  FILLER_ID_NUMBER,
  FILLER_TAX_NUMBER,
  SELECT_PLACEHOLDER,
  TURKIYE,
} from './address-validation.ts';

/** A saved address as GET /address answers it (names of the country, city and town beside their keys). */
export interface CardAddress {
  readonly addressTitle: string;
  readonly name: string;
  readonly country: string;
  readonly countryName: string;
  readonly cityName: string;
  readonly townName: string;
  readonly address: string;
  readonly number: string;
  readonly invoiceType: string;
  readonly idNumber: string;
  readonly companyName: string;
  readonly taxOffice: string;
  readonly taxNumber: string;
}

/** The labelled lines under the address: text keys of the labels, and their values. */
export type AddressCardLabel =
  | 'addressBook.field.idNumber'
  | 'addressBook.field.companyName'
  | 'addressBook.field.taxOffice'
  | 'addressBook.field.taxNumber';

/** An address card's content. */
export interface AddressCardView {
  readonly title: string;
  readonly name: string;
  readonly address: string;
  /** 'Kadıköy / İSTANBUL / Türkiye' for Türkiye, the country alone elsewhere. */
  readonly place: string;
  readonly phone: string;
  readonly details: readonly { readonly label: AddressCardLabel; readonly value: string }[];
}

const NOT_DATA = new Set(['', SELECT_PLACEHOLDER, FILLER_ID_NUMBER, FILLER_TAX_NUMBER]);
const isData = (value: string): boolean => !NOT_DATA.has(value.trim());

/** The card of a saved address; countryName overrides the answer's (Turkish) country name for another locale. */
export function addressCardView(address: CardAddress, countryName = address.countryName): AddressCardView {
  const inTurkiye = countryCode(address.country) === TURKIYE;
  const place = inTurkiye
    ? [address.townName, address.cityName, countryName].filter(isData).join(' / ')
    : countryName;
  const details: { label: AddressCardLabel; value: string }[] = [];
  const add = (label: AddressCardLabel, value: string) => {
    if (isData(value)) details.push({ label, value: value.trim() });
  };
  if (inTurkiye && address.invoiceType === 'kurumsal') {
    add('addressBook.field.companyName', address.companyName);
    add('addressBook.field.taxOffice', address.taxOffice);
    add('addressBook.field.taxNumber', address.taxNumber);
  } else if (inTurkiye) {
    add('addressBook.field.idNumber', address.idNumber);
  }
  return {
    title: address.addressTitle,
    name: address.name,
    address: address.address,
    place,
    phone: address.number,
    details,
  };
}
