import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatAmount } from '../../src/domain/money.ts';
import {
  type CardFormValues,
  cardFormError,
  cardPaymentError,
  FREE_AMOUNT_CARD_CHECKS,
} from '../../src/domain/payment/card-validation.ts';
import {
  filterFreeAmountInput,
  freeAmountOnBlur,
  MAX_FREE_AMOUNT,
  parseFreeAmount,
  ungroupFreeAmount,
} from '../../src/domain/payment/free-amount.ts';
import { t } from '../../src/i18n/index.ts';

describe('the typed free amount', () => {
  test('exact kuruş from a Turkish comma or a point, at most 2 fraction digits', () => {
    expect(parseFreeAmount('1250,75')).toEqual({ ok: true, amount: 125_075 });
    expect(parseFreeAmount('1250.75')).toEqual({ ok: true, amount: 125_075 });
    expect(parseFreeAmount('1250,5')).toEqual({ ok: true, amount: 125_050 });
    expect(parseFreeAmount(' 99 ')).toEqual({ ok: true, amount: 9_900 });
    expect(parseFreeAmount('0,01')).toEqual({ ok: true, amount: 1 });
    expect(parseFreeAmount('007,10')).toEqual({ ok: true, amount: 710 });
    // 0.1 + 0.2 style traps do not exist: 19,99 is 1999 kuruş, not 1998.
    expect(parseFreeAmount('19,99')).toEqual({ ok: true, amount: 1_999 });
  });

  test('empty and values not above 0 count as no amount (SPEC §5 check 5)', () => {
    for (const input of ['', '   ', '0', '0,00', '000', '-5', '-0,01', '-5,125'])
      expect(parseFreeAmount(input), input).toEqual({ ok: false, key: 'validation.card.amount' });
  });

  test('more than 2 decimals, separators for thousands and anything else are refused, never rounded or guessed', () => {
    for (const input of [
      '1,234',
      '12.345',
      '0,001',
      '1.234,56',
      '1,234.56',
      '1 250',
      '12,',
      ',50',
      'abc',
      '1e5',
      'Infinity',
      'NaN',
      '0x10',
      '12TL',
    ])
      expect(parseFreeAmount(input), input).toEqual({ ok: false, key: 'validation.freeAmount.format' });
  });

  test('at most MAX_FREE_AMOUNT (1.000.000,00 TL), compared without losing digits', () => {
    expect(MAX_FREE_AMOUNT).toBe(100_000_000);
    expect(parseFreeAmount('1000000')).toEqual({ ok: true, amount: 100_000_000 });
    expect(parseFreeAmount('1000000,00')).toEqual({ ok: true, amount: 100_000_000 });
    for (const input of ['1000000,01', '9007199254740993', '99999999999999999999999999', '9'.repeat(100_000)])
      expect(parseFreeAmount(input), input.slice(0, 30)).toEqual({
        ok: false,
        key: 'validation.freeAmount.max',
      });
    // Leading zeros are not digits of the amount.
    expect(parseFreeAmount(`${'0'.repeat(50)}12,5`)).toEqual({ ok: true, amount: 1250 });
    expect(parseFreeAmount('1e10000000')).toEqual({ ok: false, key: 'validation.freeAmount.format' });
    expect(t('tr', 'validation.freeAmount.max', { max: formatAmount(MAX_FREE_AMOUNT) })).toBe(
      'Tek seferde en fazla 1.000.000,00 TL ödeme yapabilirsiniz.',
    );
  });

  test('property: every amount from 0,01 TL to the maximum reads back exactly, with comma or point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_FREE_AMOUNT }), fc.constantFrom(',', '.'), (kurus, sep) => {
        const text = `${Math.floor(kurus / 100)}${sep}${String(kurus % 100).padStart(2, '0')}`;
        expect(parseFreeAmount(text)).toEqual({ ok: true, amount: kurus });
      }),
    );
  });

  test('the field keeps digits and separators while typing, and turns a value not above 0 into 0 on leaving', () => {
    expect(filterFreeAmountInput('-1.250,50 TL')).toBe('1.250,50');
    expect(filterFreeAmountInput('12345678901234567890')).toHaveLength(16);
    expect(freeAmountOnBlur('0,00')).toBe('0');
    expect(freeAmountOnBlur('000')).toBe('0');
    expect(freeAmountOnBlur('')).toBe('');
    expect(freeAmountOnBlur(' 12,5 ')).toBe('12,5');
    expect(freeAmountOnBlur('12,345')).toBe('12,345');
  });
});

describe('the amount as the page prints it (m28)', () => {
  const read = (text: string, thousands: '.' | ',') => parseFreeAmount(ungroupFreeAmount(text, thousands));

  test('the balance as a Turkish page prints it reads back on that page, and the English one on its own', () => {
    expect(read('1.250,75', '.')).toEqual({ ok: true, amount: 125_075 });
    expect(read('1.000.000,00', '.')).toEqual({ ok: true, amount: 100_000_000 });
    expect(read('1.250', '.')).toEqual({ ok: true, amount: 125_000 });
    expect(read('1,250.75', ',')).toEqual({ ok: true, amount: 125_075 });
    expect(read('12,345', ',')).toEqual({ ok: true, amount: 1_234_500 });
  });

  test('what was readable keeps its meaning, and bad grouping is still refused', () => {
    expect(read('1.25', '.')).toEqual({ ok: true, amount: 125 });
    expect(read('1250,75', '.')).toEqual({ ok: true, amount: 125_075 });
    expect(read('1250.75', ',')).toEqual({ ok: true, amount: 125_075 });
    for (const [text, thousands] of [
      ['1.234,56', ','],
      ['1,234.56', '.'],
      ['12.34,5', '.'],
      ['1.2345,00', '.'],
      ['1.234.5', '.'],
      ['1.250,755', '.'],
    ] as const)
      expect(read(text, thousands), text).toEqual({ ok: false, key: 'validation.freeAmount.format' });
  });

  test('property: every amount formatted for either page reads back exactly on it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_FREE_AMOUNT }), (kurus) => {
        expect(read(formatAmount(kurus, 'tr-TR'), '.')).toEqual({ ok: true, amount: kurus });
        expect(read(formatAmount(kurus, 'en-GB'), ',')).toEqual({ ok: true, amount: kurus });
      }),
    );
  });
});

describe('card checks on the free-amount page, in SPEC §5’s order', () => {
  const card: CardFormValues = {
    cardNumber: '4111 1111 1111 1111',
    cardHolder: 'AYŞE YILMAZ',
    ccv: '123',
    amount: '150,50',
    expiry: '12/30',
  };
  const error = (values: CardFormValues) => cardFormError(values, FREE_AMOUNT_CARD_CHECKS);

  test('an empty amount is check 5, not check 1: the customer has not entered an amount', () => {
    expect(error({ ...card, amount: '' })).toBe('validation.card.amount');
    expect(t('tr', 'validation.card.amount')).toBe('Tutar girmediniz!');
    expect(error({ ...card, ccv: '', amount: '' })).toBe('validation.card.form');
  });

  test('the amount is checked after the card, number, holder and CCV, and before the expiry', () => {
    const allBad: CardFormValues = {
      cardNumber: '4111',
      cardHolder: '123',
      ccv: '1',
      amount: '1,234',
      expiry: '1',
    };
    expect(error(allBad)).toBe('validation.card.number');
    expect(error({ ...allBad, cardNumber: card.cardNumber })).toBe('validation.card.holder');
    expect(error({ ...allBad, cardNumber: card.cardNumber, cardHolder: 'Ali' })).toBe('validation.card.ccv');
    expect(error({ ...card, amount: '1,234', expiry: '1' })).toBe('validation.freeAmount.format');
    expect(error({ ...card, amount: '0', expiry: '1' })).toBe('validation.card.amount');
    expect(error({ ...card, amount: '2000000', expiry: '1' })).toBe('validation.freeAmount.max');
    expect(error({ ...card, expiry: '1' })).toBe('validation.card.expiry');
    expect(error(card)).toBeUndefined();
  });

  test('the server adds its card checks after them', () => {
    const now = new Date('2025-06-15T12:00:00Z');
    expect(cardPaymentError({ ...card, amount: '12.345' }, now, FREE_AMOUNT_CARD_CHECKS)).toBe(
      'validation.freeAmount.format',
    );
    expect(cardPaymentError({ ...card, cardNumber: '4111111111111112' }, now, FREE_AMOUNT_CARD_CHECKS)).toBe(
      'validation.card.invalidNumber',
    );
    expect(cardPaymentError(card, now, FREE_AMOUNT_CARD_CHECKS)).toBeUndefined();
    // The preset-amount checks stay as they were: there a blank amount is an incomplete form.
    expect(cardFormError({ ...card, amount: '' })).toBe('validation.card.form');
    expect(cardFormError({ ...card, amount: '12.345' })).toBeUndefined();
  });
});
