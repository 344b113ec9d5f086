import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type CartLine,
  type CartTotals,
  type Currencies,
  cartTotals,
} from '../../src/domain/cart/cart-totals.ts';
import { formatAmount, formatMoney, toMinor } from '../../src/domain/money.ts';
import { defaultSettings, type ShopSettings } from '../../src/domain/settings.ts';

const URNO = '424242';

// A decimal text with 0..maxDigits decimals and an integer part in [lo, hi].
const decimalText = (lo: number, hi: number, maxDigits: number) =>
  fc
    .tuple(fc.integer({ min: lo, max: hi }), fc.integer({ min: 0, max: maxDigits }), fc.nat())
    .map(([whole, digits, frac]) =>
      digits === 0 ? String(whole) : `${whole}.${String(frac % 10 ** digits).padStart(digits, '0')}`,
    );

// Exchange rates with 4 to 6 decimals; TRY is the base at 1.
const rateText = fc
  .tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 4, max: 6 }), fc.nat())
  .map(([whole, digits, frac]) => `${whole}.${String(frac % 10 ** digits).padStart(digits, '0')}`);

const codes = ['TRY', 'TL', 'USD', 'EUR'] as const;

const currenciesArb: fc.Arbitrary<Currencies> = fc.record({
  rates: fc.record({ TRY: fc.constant('1'), USD: rateText, EUR: rateText }),
  defaultCurrency: fc.constantFrom('TRY', 'TRY', 'USD', 'EUR'),
  shopperCurrency: fc.constantFrom(...codes),
});

const lineArb = (productId: fc.Arbitrary<string | number>): fc.Arbitrary<CartLine> =>
  fc.record({
    productId,
    quantity: fc.integer({ min: 1, max: 50 }),
    taxRate: fc.constantFrom(0, 1, 10, 20, '20'),
    unit: fc.record({
      multiplier: fc.constantFrom(1, 6, 12, '0.5'),
      width: decimalText(0, 120, 2),
      height: decimalText(0, 120, 2),
      length: decimalText(0, 120, 2),
      weight: decimalText(0, 50, 3),
      price: fc.integer({ min: 0, max: 1_000_000 }), // odd kuruş included
      currency: fc.constantFrom(...codes),
    }),
  });

const productIdArb = fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }).map(String));
const cartArb = fc.array(lineArb(productIdArb), { minLength: 1, maxLength: 20 });
const shippingLineArb = lineArb(fc.constantFrom(URNO, Number(URNO), ` ${URNO}`));

// Ascending ranges with 2-decimal fees, sometimes with a garbled entry mixed in.
const tableArb = fc
  .tuple(
    fc.array(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 50_000 })), {
      minLength: 0,
      maxLength: 6,
    }),
    fc.constantFrom('', '_x/y/z', '_5/3/1', '_/'),
  )
  .map(([steps, junk]) => {
    let min = 0;
    const entries = steps.map(([width, fee]) => {
      const entry = `${min}/${min + width}/${(fee / 100).toFixed(2)}`;
      min += width;
      return entry;
    });
    return entries.join('_') + junk;
  });

const settingsArb: fc.Arbitrary<ShopSettings> = fc
  .record({
    kargoUcreti: tableArb,
    ucretsizKargoSecenek: fc.constantFrom('0', '1') as fc.Arbitrary<'0' | '1'>,
    ucretsizKargoMiktar: decimalText(0, 5000, 2),
    kargoAliciyaAit: fc.constantFrom('0', '0', '0', '1') as fc.Arbitrary<'0' | '1'>,
    productsWithKdv: fc.constantFrom('1', '1', '0') as fc.Arbitrary<'0' | '1'>,
  })
  .map((s) => ({ ...defaultSettings, ...s, urNo: URNO }));

// Reads a tr-TR formatted amount ("₺1.234,50", "$0,07", "1.234,50") back into minor units.
function readBack(text: string): number {
  return toMinor(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}

function scalars(r: CartTotals) {
  const { lines, ...rest } = r;
  return rest;
}

const sortedLines = (r: CartTotals) =>
  r.lines.map((l) => `${l.productId}|${l.unitPrice}|${l.net}|${l.tax}|${l.gross}`).sort();

const runs = { numRuns: 300 };

describe('cart totals properties', () => {
  test('line gross amounts plus shipping add up to the total, to the kuruş', () => {
    fc.assert(
      fc.property(cartArb, currenciesArb, settingsArb, (cart, currencies, settings) => {
        const r = cartTotals(cart, currencies, settings);
        const gross = r.lines.reduce((s, l) => s + l.gross, 0);
        expect(gross + r.shippingTotal).toBe(r.total);
        expect(r.subTotal + r.tax + r.shippingTotal).toBe(r.total);
        expect(r.lines.reduce((s, l) => s + l.net, 0)).toBe(r.subTotal);
        expect(r.lines.reduce((s, l) => s + l.tax, 0)).toBe(r.tax);
        for (const l of r.lines) expect(l.net + l.tax).toBe(l.gross);
        expect(r.shippingTotalNumber * 100).toBeCloseTo(r.shippingTotal, 6);
      }),
      runs,
    );
  });

  test("each line is the shown unit × quantity, and its KDV is the rule's rounding of that line", () => {
    fc.assert(
      fc.property(cartArb, currenciesArb, settingsArb, (cart, currencies, settings) => {
        const r = cartTotals(cart, currencies, settings);
        expect(r.withKdv).toBe(settings.productsWithKdv !== '0');
        for (const l of r.lines) {
          const source = cart[l.index] as CartLine;
          const rate = BigInt(Number(source.taxRate));
          const shownLine = l.unitPrice * Number(source.quantity);
          if (r.withKdv) {
            // The gross is the unit with KDV × quantity; 100·tax − gross·rate/(100+rate)·100 within half a kuruş
            expect(l.gross).toBe(shownLine);
            const diff = BigInt(l.tax) * (100n + rate) - BigInt(l.gross) * rate;
            expect(diff * 2n > -(100n + rate) && diff * 2n <= 100n + rate).toBe(true);
          } else {
            expect(l.net).toBe(shownLine);
            const diff = BigInt(l.tax) * 100n - BigInt(l.net) * rate;
            expect(diff > -50n && diff <= 50n).toBe(true);
          }
        }
      }),
      runs,
    );
  });

  test('every displayed amount formats and reads back to the same kuruş', () => {
    fc.assert(
      fc.property(cartArb, currenciesArb, settingsArb, (cart, currencies, settings) => {
        const r = cartTotals(cart, currencies, settings);
        const amounts = [
          ...r.lines.flatMap((l) => [l.unitPrice, l.net, l.tax, l.gross]),
          r.subTotal,
          r.tax,
          r.shippingTotal,
          r.total,
          r.remainingToFreeShipping,
        ];
        for (const a of amounts) {
          expect(readBack(formatMoney(a, r.currency))).toBe(a);
          expect(readBack(formatAmount(a))).toBe(a);
        }
        expect(readBack(formatMoney(r.tryTotal, 'TRY'))).toBe(r.tryTotal);
      }),
      runs,
    );
  });

  test('totals do not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        cartArb.chain((cart) =>
          fc.tuple(
            fc.constant(cart),
            fc.shuffledSubarray(cart, { minLength: cart.length, maxLength: cart.length }),
          ),
        ),
        currenciesArb,
        settingsArb,
        ([cart, shuffled], currencies, settings) => {
          const a = cartTotals(cart, currencies, settings);
          const b = cartTotals(shuffled, currencies, settings);
          expect(scalars(b)).toEqual(scalars(a));
          expect(sortedLines(b)).toEqual(sortedLines(a));
        },
      ),
      runs,
    );
  });

  test('the shipping product line (urNo) never changes the totals', () => {
    fc.assert(
      fc.property(
        cartArb,
        fc.array(fc.tuple(shippingLineArb, fc.nat()), { minLength: 1, maxLength: 3 }),
        currenciesArb,
        settingsArb,
        (cart, inserts, currencies, settings) => {
          const withShipping = [...cart];
          for (const [line, at] of inserts) withShipping.splice(at % (withShipping.length + 1), 0, line);
          const a = cartTotals(cart, currencies, settings);
          const b = cartTotals(withShipping, currencies, settings);
          expect(scalars(b)).toEqual(scalars(a));
          expect(sortedLines(b)).toEqual(sortedLines(a));
          expect(b.lines.every((l) => String(l.productId).trim() !== URNO)).toBe(true);
        },
      ),
      runs,
    );
  });

  test('no amount is ever negative; the hint shows only for a non-zero fee with the option on', () => {
    fc.assert(
      fc.property(cartArb, currenciesArb, settingsArb, (cart, currencies, settings) => {
        const r = cartTotals(cart, currencies, settings);
        expect(r.total).toBeGreaterThanOrEqual(0);
        expect(r.tryTotal).toBeGreaterThanOrEqual(0);
        expect(r.shippingTotal).toBeGreaterThanOrEqual(0);
        expect(r.remainingToFreeShipping).toBeGreaterThanOrEqual(0);
        expect(r.showFreeShippingHint).toBe(r.shippingTotal !== 0 && settings.ucretsizKargoSecenek === '1');
        if (r.freeShipping || settings.kargoAliciyaAit === '1') expect(r.shippingTotal).toBe(0);
        if (r.freeShipping) expect(r.remainingToFreeShipping).toBe(0);
        else if (settings.ucretsizKargoSecenek === '1') expect(r.remainingToFreeShipping).toBeGreaterThan(0);
      }),
      runs,
    );
  });
});
