/**
 * The invoice and delivery address cards of an order's detail: the order's frozen address text
 * (pipe-separated 'Label:value' parts, see order-address.ts) shown like an address-book card.
 */
import { type AddressCardView, addressCardView } from '../address/address-card.ts';
import { TURKIYE } from '../address/address-validation.ts';
import { parseOrderAddress } from './order-address.ts';

// The frozen text names the country; Türkiye's own name (or none, for older orders) means Türkiye.
const TURKIYE_NAMES = new Set(['', 'türkiye', 'turkiye', 'turkey']);

/** The card of an order's frozen address text. */
export function orderAddressCard(text: string | null | undefined): AddressCardView {
  const a = parseOrderAddress(text);
  const countryName = a.country ?? '';
  const inTurkiye = TURKIYE_NAMES.has(countryName.toLocaleLowerCase('tr-TR'));
  return addressCardView({
    addressTitle: a.addressTitle ?? '',
    name: a.name ?? '',
    country: inTurkiye ? TURKIYE : '',
    countryName,
    cityName: a.city ?? '',
    townName: a.town ?? '',
    address: a.address ?? '',
    number: a.number ?? '',
    invoiceType: a.invoiceType ?? (a.companyName ? 'kurumsal' : 'bireysel'),
    idNumber: a.idNumber ?? '',
    companyName: a.companyName ?? '',
    taxOffice: a.taxOffice ?? '',
    taxNumber: a.taxNumber ?? '',
  });
}
