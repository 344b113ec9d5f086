import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type CartLine, cartTotals } from '../../src/domain/cart/cart-totals.ts';
import { installmentSchedule } from '../../src/domain/cart/price-rule.ts';
import { shownPrice } from '../../src/domain/catalog/price-display.ts';
import { checkoutAmounts } from '../../src/domain/checkout/checkout-amounts.ts';
import { fromMinor } from '../../src/domain/money.ts';
import { installmentRows } from '../../src/domain/payment/installment-plans.ts';
import { defaultSettings } from '../../src/domain/settings.ts';

// Exchange rates with 4 decimals; TRY is the base at 1.
const rateText = fc.integer({ min: 10_000, max: 600_000 }).map((n) => (n / 10_000).toFixed(4));
const ratesArb = fc.record({ TRY: fc.constant('1'), USD: rateText, EUR: rateText });
const codes = ['TRY', 'USD', 'EUR'] as const;
const taxRateArb = fc.constantFrom(0, 1, 8, 10, 18, 20);
// Whole quantities, and decimal ones for divisible units (KG, METRE).
const quantityArb = fc.oneof(
  fc.integer({ min: 1, max: 100 }),
  fc.integer({ min: 1, max: 10_000 }).map((n) => (n / 100).toString()),
);

const lineArb: fc.Arbitrary<CartLine> = fc.record({
  productId: fc.integer({ min: 1, max: 1000 }),
  quantity: quantityArb,
  taxRate: taxRateArb,
  unit: fc.record({
    multiplier: fc.constantFrom(1, 12, 24),
    width: fc.integer({ min: 0, max: 80 }),
    height: fc.integer({ min: 0, max: 80 }),
    length: fc.integer({ min: 0, max: 80 }),
    weight: fc.integer({ min: 0, max: 30 }),
    price: fc.integer({ min: 1, max: 500_000 }),
    currency: fc.constantFrom(...codes),
  }),
});
const cartArb = fc.array(lineArb, { minLength: 1, maxLength: 12 });
const settingsArb = fc
  .record({
    productsWithKdv: fc.constantFrom('1', '1', '0') as fc.Arbitrary<'0' | '1'>,
    ucretsizKargoSecenek: fc.constantFrom('0', '1') as fc.Arbitrary<'0' | '1'>,
    kapidaOdemeBedeli: fc.constantFrom<string>('0', '29.90', '15'),
  })
  .map((s) => ({ ...defaultSettings, ...s, kapidaOdemeUstLimit: '0', urNo: '' }));
const planArb = fc.record({
  installment: fc.integer({ min: 2, max: 12 }),
  commission: fc.integer({ min: 0, max: 2500 }).map((n) => (n / 100).toString()),
});
const runs = { numRuns: 300 };

describe('one price, everywhere, to the kuruş (properties over random carts)', () => {
  test('a line is the shown unit × quantity (one rounding for a decimal quantity); net + KDV = gross', () => {
    fc.assert(
      fc.property(
        cartArb,
        ratesArb,
        fc.constantFrom(...codes),
        settingsArb,
        (cart, rates, shown, settings) => {
          const r = cartTotals(cart, { rates, defaultCurrency: 'TRY', shopperCurrency: shown }, settings);
          for (const l of r.lines) {
            const q = Number((cart[l.index] as CartLine).quantity);
            const shownLine = r.withKdv ? l.gross : l.net;
            // In hundredths of a kuruş, so the comparison is exact integers, not floats
            // (166950 × 72.57 is 12115561.5, which a float holds as 12115561.499999998).
            const hundredths = l.unitPrice * Math.round(q * 100);
            expect(Math.abs(shownLine * 100 - hundredths)).toBeLessThanOrEqual(50);
            if (Number.isInteger(q)) expect(shownLine).toBe(l.unitPrice * q);
            expect(l.net + l.tax).toBe(l.gross);
          }
        },
      ),
      {
        ...runs,
        // A half kuruş that a float product hides: 1669.50 TL × 72.57 KG = 121155.615 TL.
        examples: [
          [
            [
              {
                productId: 1,
                quantity: '72.57',
                taxRate: 0,
                unit: {
                  multiplier: 1,
                  width: 0,
                  height: 0,
                  length: 0,
                  weight: 0,
                  price: 166950,
                  currency: 'TRY',
                },
              },
            ],
            { TRY: '1', USD: '1.0000', EUR: '1.0000' },
            'TRY',
            { ...defaultSettings, urNo: '' },
          ],
        ],
      },
    );
  });

  test('a half kuruş rounds up: 1669.50 TL × 72.57 = 121155.62 TL', () => {
    const line: CartLine = {
      productId: 1,
      quantity: '72.57',
      taxRate: 0,
      unit: { multiplier: 1, width: 0, height: 0, length: 0, weight: 0, price: 166950, currency: 'TRY' },
    };
    const r = cartTotals(
      [line],
      { rates: { TRY: '1', USD: '1.0000', EUR: '1.0000' }, defaultCurrency: 'TRY', shopperCurrency: 'TRY' },
      { ...defaultSettings, urNo: '' },
    );
    expect(r.lines[0]?.gross).toBe(12_115_562);
  });

  test('the unit price on a card or the product page is the unit price of the cart line', () => {
    fc.assert(
      fc.property(lineArb, ratesArb, fc.constantFrom(...codes), (line, rates, shown) => {
        const list = Object.entries(rates).map(([code, exchangeRate]) => ({ code, exchangeRate }));
        const r = cartTotals(
          [line],
          { rates, defaultCurrency: 'TRY', shopperCurrency: shown },
          { ...defaultSettings, urNo: '' },
        );
        const page = shownPrice(
          { value: fromMinor(line.unit.price), currency: line.unit.currency },
          line.taxRate,
          list,
          shown,
        );
        expect(page).toEqual({ minor: r.lines[0]?.unitPrice, currency: shown });
      }),
      runs,
    );
  });

  test('Σ lines + shipping (+ Kapıda Ödeme fee or commission) = total, in every display currency', () => {
    fc.assert(
      fc.property(
        cartArb,
        ratesArb,
        fc.constantFrom(...codes),
        settingsArb,
        fc.option(planArb),
        (cart, rates, shown, settings, plan) => {
          const currencies = { rates, defaultCurrency: 'TRY' };
          const r = cartTotals(cart, { ...currencies, shopperCurrency: shown }, settings);
          const lines = r.lines.reduce((s, l) => s + l.gross, 0);
          expect(lines + r.shippingTotal).toBe(r.total);
          const cod = checkoutAmounts(r, { odemeTipi: 3 }, settings, currencies);
          expect(lines + r.shippingTotal + cod.cashOnDeliveryFee).toBe(cod.total);
          const card = checkoutAmounts(r, { odemeTipi: 2, plan }, settings, currencies);
          expect(lines + r.shippingTotal + card.commission).toBe(card.total);
        },
      ),
      runs,
    );
  });

  test('the lira charge and free shipping do not depend on the display currency', () => {
    fc.assert(
      fc.property(cartArb, ratesArb, settingsArb, fc.option(planArb), (cart, rates, settings, plan) => {
        const currencies = { rates, defaultCurrency: 'TRY' };
        const inTry = cartTotals(cart, { ...currencies, shopperCurrency: 'TRY' }, settings);
        for (const shown of ['USD', 'EUR']) {
          const r = cartTotals(cart, { ...currencies, shopperCurrency: shown }, settings);
          expect(r.tryTotal).toBe(inTry.total);
          expect(r.freeShipping).toBe(inTry.freeShipping);
          for (const odemeTipi of [2, 3, 4] as const) {
            const a = checkoutAmounts(r, { odemeTipi, plan }, settings, currencies);
            const b = checkoutAmounts(inTry, { odemeTipi, plan }, settings, currencies);
            expect(a.tryTotal).toBe(b.tryTotal);
            expect(b.tryTotal).toBe(b.total);
          }
        }
      }),
      runs,
    );
  });

  test('installments add up to their total; the last one takes the remainder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), planArb, (amount, plan) => {
        const s = installmentSchedule(amount, plan.commission, plan.installment);
        expect(s.each * (s.count - 1) + s.last).toBe(s.total);
        expect(s.last).toBeGreaterThanOrEqual(s.each);
        expect(s.last - s.each).toBeLessThan(s.count);
        const [row] = installmentRows(amount, [
          { id: 1, installment: plan.installment, commisionFee: Number(plan.commission) },
        ]);
        expect(row && row.perInstallment * (row.installment - 1) + row.lastInstallment).toBe(row?.total);
      }),
      runs,
    );
  });
});
