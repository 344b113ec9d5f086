import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isTcKimlikNo } from '../../src/domain/address/national-id.ts';
import {
  filterForeignPhone,
  formatTrPhone,
  isForeignPhone,
  isTrPhone,
  phoneForCountry,
  TR_PHONE_LENGTH,
  TR_PHONE_PLACEHOLDER,
} from '../../src/domain/address/phone-mask.ts';
import {
  filterDigits,
  filterPersonName,
  isPersonName,
  normalisePersonName,
} from '../../src/domain/input-filters.ts';

describe('Turkish phone mask +90 (5xx) xxx xx xx', () => {
  test('formats progressively while typing digit by digit', () => {
    const typed = '5321234567';
    const seen: string[] = [];
    let value = '';
    for (const digit of typed) {
      value = formatTrPhone(value + digit);
      seen.push(value);
    }
    expect(seen).toEqual([
      '+90 (5',
      '+90 (53',
      '+90 (532',
      '+90 (532) 1',
      '+90 (532) 12',
      '+90 (532) 123',
      '+90 (532) 123 4',
      '+90 (532) 123 45',
      '+90 (532) 123 45 6',
      '+90 (532) 123 45 67',
    ]);
    expect(value).toHaveLength(19);
    expect(TR_PHONE_LENGTH).toBe(19);
    expect(TR_PHONE_PLACEHOLDER).toHaveLength(19);
  });

  test('reads pasted numbers with country code, trunk 0 or spaces, and stops at 10 digits', () => {
    expect(formatTrPhone('+905321234567')).toBe('+90 (532) 123 45 67');
    expect(formatTrPhone('0532 123 45 67')).toBe('+90 (532) 123 45 67');
    expect(formatTrPhone('905321234567')).toBe('+90 (532) 123 45 67');
    expect(formatTrPhone('+90 (532) 123 45 679')).toBe('+90 (532) 123 45 67');
  });

  test('a landline or service number is taken as typed, never rewritten into a mobile (walkthrough m17)', () => {
    expect(formatTrPhone('2161234567')).toBe('+90 (216) 123 45 67');
    expect(formatTrPhone('0312 123 45 67')).toBe('+90 (312) 123 45 67');
    expect(formatTrPhone('08501234567')).toBe('+90 (850) 123 45 67');
    expect(formatTrPhone('+90 216 123 45 67')).toBe('+90 (216) 123 45 67');
    expect(formatTrPhone('0090 532 123 45 67')).toBe('+90 (532) 123 45 67');
    expect(isTrPhone('+90 (216) 123 45 67')).toBe(true);
  });

  test('a first digit no Turkish number has is refused, not changed into another', () => {
    expect(formatTrPhone('1')).toBe('');
    expect(formatTrPhone('7')).toBe('');
    expect(formatTrPhone('3')).toBe('+90 (3');
  });

  test('backspace works: deleting the last digit never re-adds a separator, clearing gives empty', () => {
    expect(formatTrPhone('+90 (532) 1')).toBe('+90 (532) 1');
    expect(formatTrPhone('+90 (532)')).toBe('+90 (532');
    expect(formatTrPhone('+90 (')).toBe('');
    expect(formatTrPhone('')).toBe('');
  });

  test('a formatted value formats to itself (idempotent)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = formatTrPhone(raw);
        expect(formatTrPhone(once)).toBe(once);
      }),
    );
  });

  test('the check wants the full 19-character mask', () => {
    expect(isTrPhone('+90 (532) 123 45 67')).toBe(true);
    expect(isTrPhone('+90 (532) 123 45 6')).toBe(false);
    expect(isTrPhone('+90 (132) 123 45 67')).toBe(false);
    expect(isTrPhone('+90 (732) 123 45 67')).toBe(false);
    expect(isTrPhone('05321234567')).toBe(false);
    expect(isTrPhone('+90 (532) 123 45 67 ')).toBe(false);
  });

  test('foreign phones: digits with an optional leading +, 1 to 30 characters', () => {
    expect(isForeignPhone('4915123456789')).toBe(true);
    expect(isForeignPhone('+4915123456789')).toBe(true);
    expect(isForeignPhone('+')).toBe(false);
    expect(isForeignPhone('49+151')).toBe(false);
    expect(isForeignPhone('1'.repeat(30))).toBe(true);
    expect(isForeignPhone('1'.repeat(31))).toBe(false);
    expect(isForeignPhone('')).toBe(false);
    expect(isForeignPhone('+49 151')).toBe(false);
  });

  test('the foreign field keeps one leading + and digits while typing', () => {
    expect(filterForeignPhone('+49 (30) 123-456')).toBe('+4930123456');
    expect(filterForeignPhone('49+30')).toBe('4930');
    expect(filterForeignPhone(`+${'1'.repeat(40)}`)).toHaveLength(30);
  });

  test('a country switch keeps the number only where it means the same line', () => {
    // Almanya → Türkiye: a German number is no Turkish one; it is emptied, not masked into '+90 (549) …'.
    expect(phoneForCountry('4930123456', false, true)).toBe('');
    expect(phoneForCountry('+4930123456', false, true)).toBe('');
    // A Turkish number typed in the international field takes the mask.
    expect(phoneForCountry('+905321234567', false, true)).toBe('+90 (532) 123 45 67');
    expect(phoneForCountry('00902161234567', false, true)).toBe('+90 (216) 123 45 67');
    expect(phoneForCountry('05321234567', false, true)).toBe('+90 (532) 123 45 67');
    // Türkiye → elsewhere: the same number in its international form.
    expect(phoneForCountry('+90 (216) 123 45 67', true, false)).toBe('+902161234567');
    expect(phoneForCountry('', true, false)).toBe('');
    // No switch, no change.
    expect(phoneForCountry('+4930123456', false, false)).toBe('+4930123456');
  });
});

describe('typing filters', () => {
  test('a name keeps A-Z, a-z, çÇğĞıİöÖşŞüÜ and space only', () => {
    expect(filterPersonName('Çağrı Öz-Şen 3ü')).toBe('Çağrı ÖzŞen ü');
    expect(filterPersonName('İlkay Iğdır')).toBe('İlkay Iğdır');
    expect(filterPersonName('José')).toBe('Jos');
    expect(filterPersonName('a'.repeat(60), 50)).toHaveLength(50);
    // A decomposed ç (c + U+0327) as pasted from some keyboards is kept as ç.
    expect(filterPersonName('Ayc\u0327a')).toBe('Ayça');
  });

  test('name check and normalisation', () => {
    expect(isPersonName('Ayşe Gül')).toBe(true);
    expect(isPersonName('   ')).toBe(false);
    expect(isPersonName('Ali1')).toBe(false);
    expect(normalisePersonName('  Ayşe   Gül ')).toBe('Ayşe Gül');
  });

  test('digits filter cuts to the field length', () => {
    expect(filterDigits('123-456 789 01 23', 11)).toBe('12345678901');
    expect(filterDigits('abc', 10)).toBe('');
  });
});

describe('T.C. Kimlik No checksum (helper, not a form rule)', () => {
  test('accepts valid numbers and rejects wrong checksums, leading zero and the filler', () => {
    expect(isTcKimlikNo('10000000146')).toBe(true);
    expect(isTcKimlikNo('12345678950')).toBe(true);
    expect(isTcKimlikNo('12345678951')).toBe(false);
    expect(isTcKimlikNo('12345678940')).toBe(false);
    expect(isTcKimlikNo('02345678950')).toBe(false);
    expect(isTcKimlikNo('11111111111')).toBe(false);
    expect(isTcKimlikNo('1234567895')).toBe(false);
  });
});
