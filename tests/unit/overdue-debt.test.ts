import { describe, expect, test } from 'vitest';
import { showOverdueDebtWarning } from '../../src/domain/payment/overdue-debt.ts';

describe('overdue-debt warning', () => {
  const on = { showOverdueDebtInfo: '1', overdueDebtInfoLimit: '100' };

  test('shows when the setting is 1 and the balance is at or above the limit', () => {
    expect(showOverdueDebtWarning({ ...on, overdueBalance: 100 })).toBe(true);
    expect(showOverdueDebtWarning({ ...on, overdueBalance: '250.75' })).toBe(true);
    expect(showOverdueDebtWarning({ ...on, overdueBalance: 99.99 })).toBe(false);
  });

  test('exact decimal compare', () => {
    expect(showOverdueDebtWarning({ ...on, overdueDebtInfoLimit: '1000.10', overdueBalance: 1000.1 })).toBe(
      true,
    );
    expect(showOverdueDebtWarning({ ...on, overdueDebtInfoLimit: '0.3', overdueBalance: '0.30' })).toBe(true);
    expect(showOverdueDebtWarning({ ...on, overdueDebtInfoLimit: '0.3', overdueBalance: 0.29999 })).toBe(
      false,
    );
  });

  test('hidden when the setting is off', () => {
    expect(showOverdueDebtWarning({ ...on, showOverdueDebtInfo: '0', overdueBalance: 5000 })).toBe(false);
    expect(showOverdueDebtWarning({ ...on, showOverdueDebtInfo: '', overdueBalance: 5000 })).toBe(false);
  });

  test('no balance, or nothing owed, never warns', () => {
    expect(showOverdueDebtWarning({ ...on, overdueBalance: null })).toBe(false);
    expect(showOverdueDebtWarning({ ...on, overdueDebtInfoLimit: '0', overdueBalance: 0 })).toBe(false);
    expect(showOverdueDebtWarning({ ...on, overdueDebtInfoLimit: '0', overdueBalance: -10 })).toBe(false);
    expect(showOverdueDebtWarning({ ...on, overdueDebtInfoLimit: null, overdueBalance: 1 })).toBe(true);
  });
});
