/**
 * An order's frozen invoice and delivery address (SPEC §3 Order faturaadresi / teslimatadresi): one text
 * of parts joined by '|', each part 'Label:value'. Written once when the order is saved, so later edits
 * of the address book never change an order.
 *
 * The labels, in the order they are written (a part is left out when its value is empty):
 *   Adres Başlığı | Alıcı | Fatura Tipi (Bireysel or Kurumsal) | Adres | İlçe | İl | Ülke | Telefon |
 *   T.C. Kimlik No | Firma Adı | Vergi Dairesi | Vergi No
 * e.g. 'Adres Başlığı:Ev|Alıcı:Ayşe Yılmaz|Fatura Tipi:Bireysel|Adres:Moda Cad. No: 12|İlçe:Kadıköy|
 * İl:İSTANBUL|Ülke:Türkiye|Telefon:+90 (532) 123 45 67|T.C. Kimlik No:10000000146'.
 *
 * Values may hold ':' (the part splits at its first ':' only); a '|' or a line break inside a value is
 * written as ' / ' or a space. The 'Seçin' placeholder and the filler ID and tax numbers of foreign
 * addresses are not data and are left out.
 */
import { FILLER_ID_NUMBER, FILLER_TAX_NUMBER, SELECT_PLACEHOLDER } from '../address/address-validation.ts';

/** An address as it is frozen on an order: display texts (İl and İlçe by name, not by key). */
export interface OrderAddress {
  readonly addressTitle?: string;
  readonly name?: string;
  readonly invoiceType?: 'bireysel' | 'kurumsal';
  readonly address?: string;
  readonly town?: string;
  readonly city?: string;
  readonly country?: string;
  readonly number?: string;
  readonly idNumber?: string;
  readonly companyName?: string;
  readonly taxOffice?: string;
  readonly taxNumber?: string;
}

/** The label of each field, in written order. */
export const ORDER_ADDRESS_LABELS = {
  addressTitle: 'Adres Başlığı',
  name: 'Alıcı',
  invoiceType: 'Fatura Tipi',
  address: 'Adres',
  town: 'İlçe',
  city: 'İl',
  country: 'Ülke',
  number: 'Telefon',
  idNumber: 'T.C. Kimlik No',
  companyName: 'Firma Adı',
  taxOffice: 'Vergi Dairesi',
  taxNumber: 'Vergi No',
} as const satisfies Record<keyof OrderAddress, string>;

/** Separator between the parts. */
export const ORDER_ADDRESS_PART_SEPARATOR = '|';
/** Separator between a part's label and its value. */
export const ORDER_ADDRESS_VALUE_SEPARATOR = ':';

const INVOICE_TYPE_TEXT = { bireysel: 'Bireysel', kurumsal: 'Kurumsal' } as const;
const FIELDS = Object.keys(ORDER_ADDRESS_LABELS) as (keyof OrderAddress)[];
const FIELD_BY_LABEL = new Map<string, keyof OrderAddress>(FIELDS.map((f) => [ORDER_ADDRESS_LABELS[f], f]));
const NOT_DATA = new Set([SELECT_PLACEHOLDER, FILLER_ID_NUMBER, FILLER_TAX_NUMBER]);

function clean(value: string): string {
  return value
    .replace(/\s*\|\s*/g, ' / ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Writes an address as the order's pipe-separated 'Label:value' text. */
export function formatOrderAddress(address: OrderAddress): string {
  const parts: string[] = [];
  for (const field of FIELDS) {
    const raw =
      field === 'invoiceType' && address.invoiceType
        ? INVOICE_TYPE_TEXT[address.invoiceType]
        : address[field];
    const value = clean(raw ?? '');
    if (value === '' || NOT_DATA.has(value)) continue;
    parts.push(`${ORDER_ADDRESS_LABELS[field]}${ORDER_ADDRESS_VALUE_SEPARATOR}${value}`);
  }
  return parts.join(ORDER_ADDRESS_PART_SEPARATOR);
}

/** One 'Label:value' part as written, for showing an order's address as it was frozen. */
export interface OrderAddressPart {
  readonly label: string;
  readonly value: string;
}

/** Splits an order address text into its parts in written order; parts without a label are skipped. */
export function orderAddressParts(text: string | null | undefined): OrderAddressPart[] {
  const parts: OrderAddressPart[] = [];
  for (const part of (text ?? '').split(ORDER_ADDRESS_PART_SEPARATOR)) {
    const at = part.indexOf(ORDER_ADDRESS_VALUE_SEPARATOR);
    if (at <= 0) continue;
    const label = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (label !== '') parts.push({ label, value });
  }
  return parts;
}

/** Reads an order address text back into its fields; unknown labels are ignored, a repeated label keeps the first. */
export function parseOrderAddress(text: string | null | undefined): OrderAddress {
  const out: Record<string, string> = {};
  for (const { label, value } of orderAddressParts(text)) {
    const field = FIELD_BY_LABEL.get(label);
    if (!field || field in out || value === '') continue;
    if (field === 'invoiceType') {
      const type = value.toLocaleLowerCase('tr-TR');
      if (type === 'bireysel' || type === 'kurumsal') out[field] = type;
      continue;
    }
    out[field] = value;
  }
  return out as OrderAddress;
}
