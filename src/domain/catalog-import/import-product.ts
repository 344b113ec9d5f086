/**
 * One product of a catalog import file (SPEC §…, issue 16), after its rows were read and checked:
 * what the file reader hands to the writer. Every value is already valid: prices are integer
 * minor units, decimals are exact decimal text, HTML is sanitised. A product is one or more rows
 * of the file (one per unit); `rows` names them for the report.
 */

/** The currencies a file may name (`TL` is read as TRY). */
export type ImportCurrency = 'TRY' | 'USD' | 'EUR';

/** One unit a product is sold in: one row of the file. */
export interface ImportUnit {
  /** `birim`, upper-cased the Turkish way (ADET, KOLİ, KG); ADET when the cell is empty. */
  unitCode: string;
  /** `carpan`: base units in one of this unit, exact decimal text ('1', '12', '0.5'). */
  multiplier: string;
  /** `varsayilan_birim`: the product's default unit (exactly one unit per product is). */
  isDefault: boolean;
  /** `barkod`: an EAN-13 with a valid check digit, or null. */
  barcode: string | null;
  /** `fiyat`, without KDV, in the product's currency: integer minor units (kuruş, cent). */
  price: number;
  /** `liste_fiyati`, likewise; the price when the cell is empty. */
  listPrice: number;
  /** `en`, `boy`, `yukseklik` in cm and `agirlik` in kg: exact decimal text, '0' when empty. */
  width: string;
  length: string;
  height: string;
  weight: string;
}

/** The stock of a product in base units: one total, or per warehouse (their sum is the total). */
export type ImportStock =
  | { kind: 'total'; quantity: string }
  | { kind: 'warehouses'; warehouses: { name: string; quantity: string }[] }
  /** The file has no stock column: the stock is left as it is. */
  | { kind: 'unchanged' };

export interface ImportProduct {
  /** `stok_kodu`, trimmed: the product's identity across imports. */
  code: string;
  /** `urun_adi`. */
  name: string;
  /** `marka`, or null. */
  brand: string | null;
  /** `kategori` split at ' > ', trimmed, top level first; empty when the cell is empty. */
  categoryPath: readonly string[];
  /** `model`, or null. */
  modelName: string | null;
  /** `aciklama`, sanitised HTML ('' when empty). */
  description: string;
  /** `kdv` percent, exact decimal text ('20', '10', '1', '0'). */
  taxRate: string;
  currencyCode: ImportCurrency;
  /** `aktif`: false hides the product. */
  isActive: boolean;
  /** One or more; exactly one isDefault. */
  units: ImportUnit[];
  stock: ImportStock;
  /** `ana_urun_kodu`: the parent's stok_kodu for a variant child, else null. */
  parentCode: string | null;
  /** `varyant`: the child's value per dimension (1 to 3), in the file's order; empty for others. */
  variant: { dimension: string; value: string }[];
  /** `gorseller`: file names in display order (looked up in --images). */
  images: string[];
  /** `esdeger_kodlar`. */
  equivalentCodes: string[];
  /** The file's row numbers (1 = the header row) this product was read from. */
  rows: number[];
}
