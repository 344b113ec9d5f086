import { describe, expect, test } from 'vitest';
import {
  addWeights,
  itemWeight,
  parseShippingTable,
  quoteShipping,
  remainingToFreeShipping,
  shippingTextKey,
  tableFee,
  unitWeight,
  type Weight,
  weightToString,
} from '../../src/domain/cart/shipping.ts';
import { defaultSettings } from '../../src/domain/settings.ts';
import { t } from '../../src/i18n/index.ts';

const table = parseShippingTable(defaultSettings.kargoUcreti);
const kg = (text: string): Weight => itemWeight({ width: 0, height: 0, length: 0, weight: text }, 1);
const noFree = { ...defaultSettings, ucretsizKargoSecenek: '0' } as const;

describe('chargeable weight (SPEC §9)', () => {
  test('is width*height*length/3000, exactly', () => {
    expect(unitWeight({ width: 30, height: 20, length: 25, weight: 9 })).toEqual({ num: 5n, den: 1n });
    // 1000/3000 = 1/3 has no finite decimal: kept as a fraction
    expect(unitWeight({ width: 10, height: 10, length: 10, weight: 0 })).toEqual({ num: 1n, den: 3n });
    expect(weightToString(unitWeight({ width: 10, height: 10, length: 10, weight: 0 }))).toBe('0.333');
    // decimal dimensions: 12.5 * 8.4 * 20 = 2100 cm³ → 0.7
    expect(unitWeight({ width: '12.5', height: '8.4', length: 20, weight: 0 })).toEqual({
      num: 7n,
      den: 10n,
    });
  });

  test("uses the unit's weight when the volume is 0", () => {
    expect(unitWeight({ width: 0, height: 20, length: 25, weight: '2.5' })).toEqual({ num: 5n, den: 2n });
    expect(unitWeight({ width: '', height: 'x', length: -1, weight: 3 })).toEqual({ num: 3n, den: 1n });
    expect(unitWeight({ width: 0, height: 0, length: 0, weight: 0 })).toEqual({ num: 0n, den: 1n });
  });

  test('is summed over the quantity', () => {
    // three thirds are exactly 1, not 0.999…
    expect(itemWeight({ width: 10, height: 10, length: 10, weight: 0 }, 3)).toEqual({ num: 1n, den: 1n });
    expect(
      addWeights([
        itemWeight({ width: 10, height: 10, length: 10, weight: 0 }, 1),
        itemWeight({ width: 0, height: 0, length: 0, weight: '4.5' }, 2),
      ]),
    ).toEqual({ num: 28n, den: 3n });
  });
});

describe('kargoUcreti table (SPEC §9)', () => {
  test('reads the demo table', () => {
    expect(table.map((r) => r.fee)).toEqual([4990, 6990, 9990, 13990]);
  });

  test('every range of the demo table, bounds read as min < weight ≤ max', () => {
    const cases: Array<[string, number]> = [
      ['0.001', 4990],
      ['3', 4990],
      ['5', 4990], // exactly on the bound: the lower range
      ['5.001', 6990],
      ['7.5', 6990],
      ['10', 6990],
      ['10.01', 9990],
      ['20', 9990],
      ['25', 13990],
      ['30', 13990],
    ];
    for (const [w, fee] of cases) expect(tableFee(table, kg(w)), w).toBe(fee);
  });

  test('a volumetric weight exactly on a bound', () => {
    expect(tableFee(table, unitWeight({ width: 30, height: 20, length: 25, weight: 0 }))).toBe(4990);
    expect(tableFee(table, unitWeight({ width: 30, height: 20, length: '25.01', weight: 0 }))).toBe(6990);
    expect(tableFee(table, itemWeight({ width: 10, height: 10, length: 10, weight: 0 }, 15))).toBe(4990);
    expect(tableFee(table, itemWeight({ width: 10, height: 10, length: 10, weight: 0 }, 16))).toBe(6990);
  });

  test('the last fee applies above the top range', () => {
    expect(tableFee(table, kg('30.001'))).toBe(13990);
    expect(tableFee(table, kg('1000'))).toBe(13990);
    // written out of order: the top range is still the one with the highest max
    expect(tableFee(parseShippingTable('20/30/139.90_0/5/49.90'), kg('40'))).toBe(13990);
    expect(tableFee(parseShippingTable('20/30/139.90_0/5/49.90'), kg('3'))).toBe(4990);
  });

  test('weight 0 costs nothing', () => {
    expect(tableFee(table, kg('0'))).toBe(0);
  });

  test('a gap or a weight below the first range takes the next range up', () => {
    const gappy = parseShippingTable('1/5/10_10/20/30');
    expect(tableFee(gappy, kg('0.5'))).toBe(1000);
    expect(tableFee(gappy, kg('7'))).toBe(3000);
  });

  test('ignores malformed entries and never throws', () => {
    expect(parseShippingTable('abc_0/5/49.90_5/x/1_/_10/20_1/2/3/4_-1/5/10_9/3/10_3/4/-1')).toEqual([
      { min: { int: 0n, scale: 0 }, max: { int: 5n, scale: 0 }, fee: 4990 },
    ]);
    expect(parseShippingTable(' 0 / 5 / 49,90 ')).toHaveLength(1);
    for (const bad of ['', '____', 'kargo', null, undefined, '1e999999999999/2/3', '1e5/1e6/3', '+1/2/3']) {
      expect(parseShippingTable(bad)).toEqual([]);
    }
    expect(tableFee([], kg('3'))).toBe(0);
  });
});

describe('shipping line (SPEC §9)', () => {
  const five = kg('5');

  test('charges the table fee below the free-shipping threshold', () => {
    expect(quoteShipping(five, 149999, defaultSettings)).toEqual({ kind: 'fee', fee: 4990 });
  });

  test('is free exactly at the threshold, and 1 kuruş below it is not', () => {
    expect(quoteShipping(five, 150000, defaultSettings)).toEqual({ kind: 'free', fee: 0 });
    expect(quoteShipping(five, 149999, defaultSettings).fee).toBe(4990);
    expect(remainingToFreeShipping(149999, defaultSettings)).toBe(1);
    expect(remainingToFreeShipping(150000, defaultSettings)).toBe(0);
    expect(remainingToFreeShipping(999999, defaultSettings)).toBe(0);
  });

  test('the threshold counts only when the free-shipping option is on', () => {
    expect(quoteShipping(five, 500000, noFree)).toEqual({ kind: 'fee', fee: 4990 });
  });

  test('is free for weight 0', () => {
    expect(quoteShipping(kg('0'), 100, defaultSettings)).toEqual({ kind: 'free', fee: 0 });
  });

  test('recipient pays: no fee and the recipient-pays text', () => {
    const s = { ...defaultSettings, kargoAliciyaAit: '1' } as const;
    const q = quoteShipping(kg('25'), 100, s);
    expect(q).toEqual({ kind: 'recipientPays', fee: 0 });
    expect(t('tr', shippingTextKey(q) ?? 'common.select')).toBe('Alıcı Ödemeli');
  });

  test("the text is 'Ücretsiz' for a zero fee and the amount otherwise", () => {
    expect(t('tr', shippingTextKey(quoteShipping(five, 150000, defaultSettings)) ?? 'common.select')).toBe(
      'Ücretsiz',
    );
    expect(shippingTextKey({ kind: 'fee', fee: 4990 })).toBeNull();
    expect(t('en', 'shipping.free')).toBe('Free');
  });

  test('converts the fee with the default currency rate: fee*defaultRate/targetRate', () => {
    // 49.90 TL into EUR at 37.4055 TL/EUR = 1.334… → 1.33 EUR
    expect(quoteShipping(five, 0, noFree, { defaultRate: '1', targetRate: '37.4055' })).toEqual({
      kind: 'fee',
      fee: 133,
    });
    // a fee table in USD shown in TL: 49.90 USD * 34.5120 = 1722.1488 → 1722.15 TL
    expect(quoteShipping(five, 0, noFree, { defaultRate: '34.5120', targetRate: '1' }).fee).toBe(172215);
  });

  test('bad settings text never throws', () => {
    const broken = { ...defaultSettings, kargoUcreti: '/_/_x', ucretsizKargoMiktar: 'bin beş yüz' };
    expect(quoteShipping(five, 10 ** 9, broken)).toEqual({ kind: 'free', fee: 0 });
    expect(remainingToFreeShipping(100, broken)).toBe(0);
    const noThreshold = { ...defaultSettings, ucretsizKargoMiktar: '' };
    expect(quoteShipping(five, 10 ** 9, noThreshold)).toEqual({ kind: 'fee', fee: 4990 });
  });
});
