/**
 * Prices, units and barcodes of seeded products. Template prices are gross (tax-included) lira; shop
 * prices are net minor units of the product's currency, chosen so the price a shopper sees with tax
 * ends in a familiar '…9,90' (TRY) or '…,99' (USD, EUR).
 */
import { scale, withTax } from '../../domain/money.ts';
import type { UnitProfile } from './category-types.ts';
import type { Random } from './random.ts';

/** Exchange rates of the seeded currencies against TRY (decimal text, 4 decimals as a bank quotes them). */
export const EXCHANGE_RATES = { TRY: '1', USD: '42.8563', EUR: '49.7341' } as const;
export type CurrencyCode = keyof typeof EXCHANGE_RATES;

/** Rounds a gross amount (minor units) to a shop-like price: 1249,90 / 249,90 / 24,90 or 129,99 / 9,99. */
export function charmPrice(grossMinor: number, currency: CurrencyCode): number {
  const lira = grossMinor / 100;
  if (currency !== 'TRY') {
    const whole = lira >= 20 ? Math.max(1, Math.round(lira)) : Math.max(1, Math.round(lira * 2) / 2);
    return Math.round(whole * 100) - 1;
  }
  const step = lira >= 1000 ? 50 : lira >= 100 ? 10 : 1;
  return Math.max(step, Math.round(lira / step) * step) * 100 - 10;
}

/** The net price whose price with tax (money.ts rounding) is the gross price, or the nearest below. */
export function netFromGross(grossMinor: number, taxRate: number): number {
  let net = scale(grossMinor, [100], [100 + taxRate]);
  while (net > 0 && withTax(net, taxRate) > grossMinor) net--;
  while (withTax(net + 1, taxRate) <= grossMinor) net++;
  return net;
}

/** The check digit of a 12-digit EAN-13 body. */
export function ean13CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A valid, unique EAN-13 with the Turkish 869 prefix for the n-th seeded unit (n < 10^9). */
export function barcodeFor(n: number): string {
  // An affine map modulo 10^9 with a multiplier coprime to 10 is a bijection: unique, yet not sequential.
  const item = (Number((BigInt(n) * 7_919_113n + 104_729n) % 1_000_000_000n) + 1_000_000_000)
    .toString()
    .slice(1);
  const body = `869${item}`;
  return `${body}${ean13CheckDigit(body)}`;
}

/** A product's sale and list price of its default unit, net minor units. */
export interface PricePair {
  readonly price: number;
  readonly listPrice: number;
}

/** Draws the default unit's prices: mostly undiscounted, about a third discounted, a few 'ask price' (0). */
export function drawPrices(
  rng: Random,
  range: readonly [number, number],
  taxRate: number,
  currency: CurrencyCode,
): PricePair {
  if (rng.chance(0.02)) return { price: 0, listPrice: 0 };
  const lira = range[0] + (range[1] - range[0]) * rng.next() ** 1.6;
  const grossTry = Math.round(lira * 100);
  const gross = charmPrice(
    currency === 'TRY' ? grossTry : scale(grossTry, [1], [EXCHANGE_RATES[currency]]),
    currency,
  );
  const price = netFromGross(gross, taxRate);
  if (!rng.chance(0.32)) return { price, listPrice: price };
  const percent = rng.pick([5, 10, 15, 20, 25, 30, 40, 50]);
  const listGross = charmPrice(Math.round((gross * 100) / (100 - percent)), currency);
  const listPrice = Math.max(netFromGross(listGross, taxRate), price + 1);
  return { price, listPrice };
}

/** One unit row of a product, before ids are assigned. */
export interface UnitDraft {
  readonly unitCode: string;
  readonly multiplier: string;
  readonly price: number;
  readonly listPrice: number;
  readonly width: string;
  readonly height: string;
  readonly length: string;
  readonly weight: string;
  readonly isDefault: boolean;
}

const cm = (v: number) => v.toFixed(2);
const kg = (v: number) => v.toFixed(3);

/** The units of a product for its profile: the default first, then packs, boxes or half-kilo packs. */
export function drawUnits(
  rng: Random,
  profile: UnitProfile,
  prices: PricePair,
  size: readonly [number, number, number],
  weight: number,
): UnitDraft[] {
  const jitter = () => 0.9 + rng.next() * 0.2;
  const [w, h, l] = size.map((v) => v * jitter()) as [number, number, number];
  const baseWeight = weight * jitter();
  const unit = (
    code: string,
    multiplier: number,
    factor: [number, number, number],
    discount: number,
  ): UnitDraft => ({
    unitCode: code,
    multiplier: String(multiplier),
    price: scale(prices.price, [multiplier, discount]),
    listPrice: scale(prices.listPrice, [multiplier]),
    width: cm(w * factor[0]),
    height: cm(h * factor[1]),
    length: cm(l * factor[2]),
    // A box weighs its contents plus some packaging.
    weight: kg(baseWeight * multiplier + (multiplier > 1 ? 0.25 : 0)),
    isDefault: false,
  });
  const base = { ...unit(baseCode(profile), 1, [1, 1, 1], 1), isDefault: true };
  const units: UnitDraft[] = [base];
  switch (profile) {
    case 'piece':
      if (rng.chance(0.35)) {
        const m = rng.pick([12, 24]);
        units.push(unit('KOLİ', m, m === 12 ? [3, 2, 2] : [3, 2, 4], 0.95));
      }
      break;
    case 'pack':
    case 'pair':
      units.push(unit('PAKET', 6, [3, 1, 2], 0.97));
      if (rng.chance(0.5)) units.push(unit('KOLİ', 24, [3, 4, 4], 0.93));
      break;
    case 'kg':
      units.push(unit('PAKET', 0.5, [0.8, 0.8, 0.8], 1.04));
      if (rng.chance(0.4)) units.push(unit('KOLİ', 10, [2, 2, 2.5], 0.95));
      break;
    case 'metre':
      units.push(unit('RULO', rng.pick([50, 100]), [1, 1, 2], 0.9));
      break;
  }
  return units;
}

function baseCode(profile: UnitProfile): string {
  return profile === 'kg' ? 'KG' : profile === 'metre' ? 'METRE' : profile === 'pair' ? 'ÇİFT' : 'ADET';
}

/** Prices scaled by a factor (a bigger size, a dearer material), re-rounded to a shop-like gross price. */
export function scalePrices(
  prices: PricePair,
  factor: number,
  taxRate: number,
  currency: CurrencyCode,
): PricePair {
  if (factor === 1 || prices.price === 0) return prices;
  const rescale = (net: number) =>
    netFromGross(charmPrice(Math.round(withTax(net, taxRate) * factor), currency), taxRate);
  const price = rescale(prices.price);
  return {
    price,
    listPrice: prices.listPrice > prices.price ? Math.max(rescale(prices.listPrice), price + 1) : price,
  };
}
