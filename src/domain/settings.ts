/**
 * The shop's settings (SPEC §3 Settings) as the old product keeps them: every value is a string.
 * Flags are '0' or '1'; amounts and limits are decimal strings in the default currency ('1500');
 * kargoUcreti, b2cHavaleEftHesapBilgisi and urNo are free text read by their own modules.
 * Nothing here throws on bad settings text: a value that does not fit its key falls back to the default.
 */
import { parseDecimal } from './money.ts';

/** A settings flag of the old product: '1' is on, '0' is off. */
export type SettingFlag = '0' | '1';

/** Which code is shown as the stock number: the stock code or the default unit's barcode. */
export type StockNumberType = 'StockCode' | 'Barcode';

/** Every settings key of SPEC §3, with the old product's string values. */
export interface ShopSettings {
  // Stock and display.
  /** Stock display mode and allowance, '0' to '20' (SPEC §9). */
  readonly stockInfoStatus: string;
  readonly stockNumberType: StockNumberType;
  readonly cartStockControl: SettingFlag;
  readonly showListPrice: SettingFlag;
  readonly showPriceStatus: SettingFlag;
  readonly showNotInStocks: SettingFlag;
  readonly productsWithKdv: SettingFlag;
  readonly addToCartButton: SettingFlag;
  // Shipping.
  /** Shipping fee table: 'min/max/fee' entries joined by '_' (see shipping.ts). */
  readonly kargoUcreti: string;
  readonly ucretsizKargoSecenek: SettingFlag;
  /** Free-shipping threshold, a decimal string in the default currency. */
  readonly ucretsizKargoMiktar: string;
  readonly kargoAliciyaAit: SettingFlag;
  /** Id of the product that carries the shipping charge on orders; '' when there is none. */
  readonly urNo: string;
  // Payment and debt.
  /** Card payment allowed. */
  readonly b2c_kk_odeme: SettingFlag;
  /** Bank transfer (Havale-EFT) allowed. */
  readonly b2c_heft_odeme: SettingFlag;
  /** Cash on delivery allowed. */
  readonly b2c_ko_odeme: SettingFlag;
  /** Bank accounts: entries joined by '|', fields by '_': bank, account name, account no, IBAN. */
  readonly b2cHavaleEftHesapBilgisi: string;
  /** The installment table shows when the amount exceeds this (decimal string). */
  readonly installmentLimit: string;
  /** The overdue warning shows when overdueBalance is at or above this (decimal string). */
  readonly overdueDebtInfoLimit: string;
  readonly showOverdueDebtInfo: SettingFlag;
  // Beyond SPEC §3: what a Turkish shop also needs at checkout.
  /** Kapıda ödeme fee added to a pay-on-delivery order (decimal string, default currency; '0' none). */
  readonly kapidaOdemeBedeli: string;
  /** Kapıda ödeme is offered only up to this order total with tax and shipping ('0': no limit). */
  readonly kapidaOdemeUstLimit: string;
  /** Check T.C. Kimlik No and Vergi Kimlik No checksums on Türkiye addresses. */
  readonly tcknVknKontrol: SettingFlag;
}

/** A settings key. */
export type SettingsKey = keyof ShopSettings;

/** Demo values for a Turkish shop: TRY prices, a desi-based fee table, free shipping from 1500 TL. */
// Marked pure: the islands import this module for flag() only, and without the mark the bundler
// keeps the unused Object.freeze call (0.5 KB gzipped, the demo bank accounts) in every page's
// JavaScript.
export const defaultSettings: ShopSettings = /* @__PURE__ */ Object.freeze({
  stockInfoStatus: '0',
  stockNumberType: 'StockCode',
  cartStockControl: '0',
  showListPrice: '1',
  showPriceStatus: '1',
  showNotInStocks: '1',
  productsWithKdv: '1',
  addToCartButton: '1',
  kargoUcreti: '0/5/49.90_5/10/69.90_10/20/99.90_20/30/139.90',
  ucretsizKargoSecenek: '1',
  ucretsizKargoMiktar: '1500',
  kargoAliciyaAit: '0',
  // No real product has id 0; the seed sets the id of its shipping product.
  urNo: '0',
  b2c_kk_odeme: '1',
  b2c_heft_odeme: '1',
  b2c_ko_odeme: '1',
  b2cHavaleEftHesapBilgisi:
    'T.C. Ziraat Bankası_Demo Mağaza Ticaret A.Ş._12345678-5001_TR370001000000012345678001|' +
    'Türkiye İş Bankası_Demo Mağaza Ticaret A.Ş._98765432-5002_TR740006400000098765432002',
  installmentLimit: '500',
  overdueDebtInfoLimit: '100',
  showOverdueDebtInfo: '1',
  kapidaOdemeBedeli: '29.90',
  kapidaOdemeUstLimit: '10000',
  tcknVknKontrol: '1',
});

/** Whether a settings flag is on: '1' (surrounding spaces ignored), also 1 or true from JSON; else off. */
export function flag(value: string | number | boolean | null | undefined): boolean {
  if (typeof value === 'string') return value.trim() === '1';
  return value === 1 || value === true;
}

type Kind = 'flag' | 'amount' | 'status' | 'stockNumberType' | 'text';

// How each key is read; a value that does not read as its kind keeps the default.
const kinds: Readonly<Record<SettingsKey, Kind>> = {
  stockInfoStatus: 'status',
  stockNumberType: 'stockNumberType',
  cartStockControl: 'flag',
  showListPrice: 'flag',
  showPriceStatus: 'flag',
  showNotInStocks: 'flag',
  productsWithKdv: 'flag',
  addToCartButton: 'flag',
  kargoUcreti: 'text',
  ucretsizKargoSecenek: 'flag',
  ucretsizKargoMiktar: 'amount',
  kargoAliciyaAit: 'flag',
  urNo: 'text',
  b2c_kk_odeme: 'flag',
  b2c_heft_odeme: 'flag',
  b2c_ko_odeme: 'flag',
  b2cHavaleEftHesapBilgisi: 'text',
  installmentLimit: 'amount',
  overdueDebtInfoLimit: 'amount',
  showOverdueDebtInfo: 'flag',
  kapidaOdemeBedeli: 'amount',
  kapidaOdemeUstLimit: 'amount',
  tcknVknKontrol: 'flag',
};

/** Every settings key, in SPEC order, then the shop's own checkout keys. */
export const settingsKeys = Object.keys(kinds) as readonly SettingsKey[];

function isAmount(text: string): boolean {
  try {
    return parseDecimal(text).int >= 0n;
  } catch {
    return false;
  }
}

function read(kind: Kind, raw: string): string | undefined {
  const text = raw.trim();
  switch (kind) {
    case 'flag':
      return text === '0' || text === '1' ? text : undefined;
    case 'amount':
      return text !== '' && isAmount(text) ? text : undefined;
    case 'status':
      return /^\d{1,2}$/.test(text) && Number(text) <= 20 ? String(Number(text)) : undefined;
    case 'stockNumberType':
      return text === 'StockCode' || text === 'Barcode' ? text : undefined;
    case 'text':
      // An empty text is a real setting (no fee table, no bank account), so it is kept.
      return text;
  }
}

/** Reads the key → value rows of the settings table into ShopSettings, defaulting missing or bad values. */
export function parseSettings(
  record: Readonly<Record<string, string | number | null | undefined>>,
  defaults: ShopSettings = defaultSettings,
): ShopSettings {
  const out: Record<string, string> = { ...defaults };
  for (const key of settingsKeys) {
    const raw = Object.hasOwn(record, key) ? record[key] : undefined;
    if (raw === null || raw === undefined) continue;
    const value = read(kinds[key], String(raw));
    if (value !== undefined) out[key] = value;
  }
  return out as unknown as ShopSettings;
}
