import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compactIban, ibanGroups } from '../../src/domain/payment/iban.ts';

describe('IBAN display and copy (walkthrough m22)', () => {
  test('shown in groups of four, the last one shorter', () => {
    expect(ibanGroups('TR100001000000145364712058')).toEqual([
      'TR10',
      '0001',
      '0000',
      '0014',
      '5364',
      '7120',
      '58',
    ]);
    expect(ibanGroups('tr10 0001 0000 0014 5364 7120 58').join(' ')).toBe('TR10 0001 0000 0014 5364 7120 58');
    expect(ibanGroups('')).toEqual([]);
  });

  test('copied without spaces', () => {
    expect(compactIban(' TR10 0001 0000 0014 5364 7120 58 ')).toBe('TR100001000000145364712058');
  });

  test('the groups put back together are the compact IBAN', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9 ]{0,40}$/), (iban) => {
        const groups = ibanGroups(iban);
        expect(groups.join('')).toBe(compactIban(iban));
        expect(groups.slice(0, -1).every((g) => g.length === 4)).toBe(true);
      }),
    );
  });
});
