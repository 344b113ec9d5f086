import { describe, expect, test } from 'vitest';
import { installmentRows } from '../../src/domain/payment/installment-plans.ts';

describe('the installment table at checkout (SPEC §9: amount × (100+commission)/100 / count, in TRY)', () => {
  test('each row gives the price of one installment, the last one and the total paid', () => {
    const rows = installmentRows(100000, [
      { id: 0, installment: 1, commisionFee: 0 },
      { id: 7, installment: 3, commisionFee: 3.5 },
      { id: 8, installment: 6, commisionFee: 6.25 },
    ]);
    expect(rows).toEqual([
      {
        id: 0,
        installment: 1,
        commission: 0,
        perInstallment: 100000,
        lastInstallment: 100000,
        total: 100000,
      },
      // 1000.00 TL, 3.5 %, 3 installments → 1035.00 / 3 = 345.00 TL
      {
        id: 7,
        installment: 3,
        commission: 3.5,
        perInstallment: 34500,
        lastInstallment: 34500,
        total: 103500,
      },
      // 1062.50 / 6 = 177.083… → 5 × 177.08 + 177.10 = 1062.50 TL
      {
        id: 8,
        installment: 6,
        commission: 6.25,
        perInstallment: 17708,
        lastInstallment: 17710,
        total: 106250,
      },
    ]);
  });

  test("the walkthrough's plans (m20) add up to their totals", () => {
    // 12 × 92,65 = 1.111,80 was shown for a 1.111,86 total; now 11 × 92,65 + 92,71 = 1.111,86
    const [twelve] = installmentRows(111186, [{ id: 1, installment: 12, commisionFee: 0 }]);
    expect(twelve).toMatchObject({ perInstallment: 9265, lastInstallment: 9271, total: 111186 });
    // 9 × 120,57 = 1.085,13 was shown for a 1.085,10 total; now 8 × 120,56 + 120,62
    const [nine] = installmentRows(108510, [{ id: 2, installment: 9, commisionFee: 0 }]);
    expect(nine).toMatchObject({ perInstallment: 12056, lastInstallment: 12062, total: 108510 });
    // 2 × 509,85 = 1.019,70 was shown for a 1.019,69 total; now 509,84 + 509,85
    const [two] = installmentRows(101969, [{ id: 3, installment: 2, commisionFee: 0 }]);
    expect(two).toMatchObject({ perInstallment: 50984, lastInstallment: 50985, total: 101969 });
  });

  test('a plan without a usable installment count is left out', () => {
    expect(installmentRows(1000, [{ id: 1, installment: 0, commisionFee: 0 }])).toEqual([]);
  });
});
