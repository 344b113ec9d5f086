import { describe, expect, test } from 'vitest';
import { installmentRows } from '../../src/domain/payment/installment-plans.ts';

describe('the installment table at checkout (SPEC §9: amount × (100+commission)/100 / count, in TRY)', () => {
  test('each row gives the price of one installment and the total paid', () => {
    const rows = installmentRows(100000, [
      { id: 0, installment: 1, commisionFee: 0 },
      { id: 7, installment: 3, commisionFee: 3.5 },
      { id: 8, installment: 6, commisionFee: 6.25 },
    ]);
    expect(rows).toEqual([
      { id: 0, installment: 1, commission: 0, perInstallment: 100000, total: 100000 },
      // 1000.00 TL, 3.5 %, 3 installments → 1035.00 / 3 = 345.00 TL
      { id: 7, installment: 3, commission: 3.5, perInstallment: 34500, total: 103500 },
      // 1062.50 / 6 = 177.083… → 177.08 TL
      { id: 8, installment: 6, commission: 6.25, perInstallment: 17708, total: 106250 },
    ]);
  });

  test('a plan without a usable installment count is left out', () => {
    expect(installmentRows(1000, [{ id: 1, installment: 0, commisionFee: 0 }])).toEqual([]);
  });
});
