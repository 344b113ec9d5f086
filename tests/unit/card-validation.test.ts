import { describe, expect, test } from 'vitest';
import { formatCardNumber, formatCcv, formatExpiry } from '../../src/domain/payment/card-mask.ts';
import {
  type CardFormValues,
  cardFormError,
  cardPaymentError,
  freeAmount,
  isExpiryValid,
  luhnValid,
  normaliseCard,
  ORDER_CARD_CHECKS,
} from '../../src/domain/payment/card-validation.ts';
import { t } from '../../src/i18n/index.ts';

const card: CardFormValues = {
  cardNumber: '4111 1111 1111 1111',
  cardHolder: 'AYŞE YILMAZ',
  ccv: '123',
  amount: '150,50',
  expiry: '12/30',
};
const message = (values: CardFormValues) => {
  const key = cardFormError(values);
  return key && t('tr', key);
};

describe('card checks of SPEC §5, first failure wins', () => {
  test('each check with its exact message', () => {
    expect(message({ ...card, ccv: '' })).toBe('Form bilgilerini eksiksiz doldurunuz!');
    expect(message({ ...card, cardNumber: '4111 1111 1111 111' })).toBe(
      'Kart bilgilerini eksiksiz doldurunuz!',
    );
    expect(message({ ...card, cardHolder: '...' })).toBe('Kart üzerindeki ismi doldurunuz!');
    expect(message({ ...card, ccv: '12' })).toBe('CCV bilgisini eksiksiz doldurunuz!');
    expect(message({ ...card, amount: '0' })).toBe('Tutar girmediniz!');
    expect(message({ ...card, amount: '0,00' })).toBe('Tutar girmediniz!');
    expect(message({ ...card, expiry: '12/3' })).toBe('Ay ve yılı eksiksiz giriniz');
    expect(cardFormError(card)).toBeUndefined();
  });

  test('the order: a form failing several checks reports the earliest one', () => {
    const allBad: CardFormValues = {
      cardNumber: '4111',
      cardHolder: '123',
      ccv: '1',
      amount: '0',
      expiry: '1',
    };
    expect(cardFormError({ ...allBad, amount: '' })).toBe('validation.card.form');
    expect(cardFormError(allBad)).toBe('validation.card.number');
    expect(cardFormError({ ...allBad, cardNumber: card.cardNumber })).toBe('validation.card.holder');
    expect(cardFormError({ ...allBad, cardNumber: card.cardNumber, cardHolder: 'Ali' })).toBe(
      'validation.card.ccv',
    );
    expect(cardFormError({ ...card, amount: '0', expiry: '1' })).toBe('validation.card.amount');
    expect(cardFormError({ ...card, expiry: '1' })).toBe('validation.card.expiry');
  });

  test('a blank-only field counts as empty', () => {
    expect(cardFormError({ ...card, cardHolder: '   ' })).toBe('validation.card.form');
  });
});

describe('masks', () => {
  test('card number as #### #### #### ####, 16 digits at most', () => {
    expect(formatCardNumber('4111111111111111999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('4111-1111 abc')).toBe('4111 1111');
  });

  test('MM/YY and a 3-digit CCV', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/305')).toBe('12/30');
    expect(formatCcv('12a34')).toBe('123');
  });

  test('the expiry mask refuses month 13 and month 00 (walkthrough m19)', () => {
    expect(formatExpiry('13')).toBe('1');
    expect(formatExpiry('13/20')).toBe('1');
    expect(formatExpiry('1320')).toBe('1');
    expect(formatExpiry('00')).toBe('0');
    expect(formatExpiry('10')).toBe('10');
    // A first digit above 1 is a one-digit month.
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('425')).toBe('04/25');
    expect(formatExpiry('04/25')).toBe('04/25');
    // Every month 01–12 with any year passes the mask unchanged.
    for (let m = 1; m <= 12; m++) {
      const text = `${String(m).padStart(2, '0')}/29`;
      expect(formatExpiry(text)).toBe(text);
    }
  });

  test("an expiry with month 13 fails check 6 with the spec's card message", () => {
    const card = { cardNumber: '4111 1111 1111 1111', cardHolder: 'Ali Veli', ccv: '123', amount: '10' };
    expect(cardFormError({ ...card, expiry: '13/20' })).toBe('validation.card.expiry');
    expect(cardFormError({ ...card, expiry: '00/30' })).toBe('validation.card.expiry');
    expect(cardFormError({ ...card, expiry: '12/30' })).toBeUndefined();
  });
});

describe('server checks for the virtual POS', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  test('Luhn', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('1234')).toBe(false);
  });

  test('expiry: month 01 to 12, valid through its month', () => {
    expect(isExpiryValid('06/25', now)).toBe(true);
    expect(isExpiryValid('05/25', now)).toBe(false);
    expect(isExpiryValid('01/26', now)).toBe(true);
    expect(isExpiryValid('13/30', now)).toBe(false);
    expect(isExpiryValid('00/30', now)).toBe(false);
    expect(isExpiryValid('6/25', now)).toBe(false);
    // 31 May 22:00 UTC is already 1 June in Istanbul: a 05/25 card has expired there.
    expect(isExpiryValid('05/25', new Date('2025-05-31T22:00:00Z'))).toBe(false);
    expect(isExpiryValid('05/25', new Date('2025-05-31T20:00:00Z'))).toBe(true);
  });

  test('after the six form checks: CCV length, Luhn, expiry', () => {
    expect(cardPaymentError({ ...card, ccv: '' }, now)).toBe('validation.card.form');
    expect(cardPaymentError({ ...card, ccv: '1234' }, now)).toBe('validation.card.ccv');
    expect(cardPaymentError({ ...card, cardNumber: '4111111111111112' }, now)).toBe(
      'validation.card.invalidNumber',
    );
    expect(cardPaymentError({ ...card, expiry: '01/25' }, now)).toBe('validation.card.expired');
    expect(cardPaymentError(card, now)).toBeUndefined();
  });

  test('an order payment never reads the amount the browser sends: the server sets it', () => {
    for (const amount of ['', '0', '-5', 'abc', '1e10000000', '9'.repeat(100_000)])
      expect(
        cardPaymentError({ ...card, amount }, now, ORDER_CARD_CHECKS),
        amount.slice(0, 20),
      ).toBeUndefined();
    expect(cardPaymentError({ ...card, cardHolder: ' ' }, now, ORDER_CARD_CHECKS)).toBe(
      'validation.card.form',
    );
    expect(cardPaymentError({ ...card, ccv: '12' }, now, ORDER_CARD_CHECKS)).toBe('validation.card.ccv');
    expect(cardPaymentError({ ...card, expiry: '12/3' }, now, ORDER_CARD_CHECKS)).toBe(
      'validation.card.expiry',
    );
  });

  test('the normalised card carries digits and the amount in kuruş', () => {
    expect(normaliseCard(card)).toEqual({
      cardNumber: '4111111111111111',
      cardHolder: 'AYŞE YILMAZ',
      ccv: '123',
      amount: 15050,
      expiryMonth: 12,
      expiryYear: 2030,
    });
  });
});

describe('free amount', () => {
  test('values not above 0 become 0', () => {
    expect(freeAmount('-5')).toBe(0);
    expect(freeAmount('0')).toBe(0);
    expect(freeAmount('')).toBe(0);
    expect(freeAmount('abc')).toBe(0);
    expect(freeAmount('0.001')).toBe(0);
    expect(freeAmount('99.99')).toBe(9999);
    expect(freeAmount('1250,5')).toBe(125050);
    expect(freeAmount('1e10000000')).toBe(0);
    expect(freeAmount('1e-10000000')).toBe(0);
  });
});
